import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, apiPost } from '../../data/api';
import { apiText, formatError, useT } from '../../i18n';
import { InputField } from '../field';
import { FormMessage, failure } from '../message';

interface Props {
  /** What the member already typed in the Login form. */
  initialEmail?: string;
  onBackToLogin: () => void;
}

/** Asks the server to mail a link to choose a new password; shown inside the Login dialog. */
export function ForgotPasswordForm({ initialEmail = '', onBackToLogin }: Props) {
  const t = useT();
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The form replaces the Login fields inside the open dialog: focus follows it.
  useEffect(() => {
    input.current?.focus();
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim() || busy) return;
    setBusy(true);
    setSent('');
    setError('');
    try {
      await apiPost<{ success: boolean; message: string }>('/api/auth/forgot-password', { email });
      setSent(apiText('resetLinkSent'));
    } catch (err) {
      setError(err instanceof ApiError && !err.isNetwork ? formatError(err) : apiText('network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="muted" style={{ margin: 0 }}>
        {t('auth.forgot.intro')}
      </p>
      <InputField
        label={t('common.email')}
        ref={input}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      {/* The answer is the same whether or not the account exists: a neutral note, not an error. */}
      {sent && (
        <p className="form-message is-success" role="status">
          {sent}
        </p>
      )}
      <FormMessage notice={error ? failure(error) : null} />
      <button type="submit" className="btn btn-primary btn-block" disabled={!email.trim() || busy}>
        {busy ? t('auth.forgot.sending') : t('auth.forgot.send')}
      </button>
      <p className="auth-switch">
        {t('auth.forgot.remembered')}{' '}
        <button type="button" className="link-button" onClick={onBackToLogin}>
          {t('auth.forgot.back')}
        </button>
      </p>
    </form>
  );
}
