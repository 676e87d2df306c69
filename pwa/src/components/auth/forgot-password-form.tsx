import { MSG } from '@pitchside/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, apiPost } from '../../data/api';
import { FormMessage } from '../message';

interface Props {
  /** What the member already typed in the Login form. */
  initialEmail?: string;
  onBackToLogin: () => void;
}

/** Asks the server to mail a link to choose a new password; shown inside the Login dialog. */
export function ForgotPasswordForm({ initialEmail = '', onBackToLogin }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The form replaces the Login fields inside the open dialog: focus follows it.
  useEffect(() => input.current?.focus(), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim() || busy) return;
    setBusy(true);
    setSent('');
    setError('');
    try {
      const res = await apiPost<{ success: boolean; message: string }>('/api/auth/forgot-password', { email });
      setSent(res.message || MSG.resetLinkSent);
    } catch (err) {
      setError(err instanceof ApiError && !err.isNetwork ? err.message || MSG.serverError : MSG.network);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="muted" style={{ margin: 0 }}>
        Enter the e-mail of your account and we will send you a link to choose a new password.
      </p>
      <label className="field">
        <span>Email</span>
        <input
          ref={input}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
      </label>
      {/* The answer is the same whether or not the account exists: a neutral note, not an error. */}
      {sent && (
        <p className="form-message is-success" role="status">
          {sent}
        </p>
      )}
      <FormMessage text={error} />
      <button type="submit" className="btn btn-primary btn-block" disabled={!email.trim() || busy}>
        {busy ? 'Sending…' : 'Send link'}
      </button>
      <p className="auth-switch">
        Remembered it?{' '}
        <button type="button" className="link-button" onClick={onBackToLogin}>
          Back to Login
        </button>
      </p>
    </form>
  );
}
