import { MSG } from '@pitchside/shared';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthDialogs } from '../../app/auth-dialogs';
import { FormMessage } from '../../components/message';
import { ApiError, apiPost } from '../../data/api';

/** Reached from the mailed link: choose a new password, then log in with it. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { openLogin } = useAuthDialogs();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState(token ? '' : MSG.resetInvalid);
  const [done, setDone] = useState(false);
  const hintId = useId();

  const mismatch = confirmPassword !== '' && password !== confirmPassword;
  const canSubmit = password !== '' && confirmPassword !== '' && !mismatch && !busy;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    setMessage('');
    try {
      const res = await apiPost<{ success: boolean; message: string }>('/api/auth/reset-password', { token, password, confirmPassword });
      setMessage(res.message || MSG.passwordChanged);
      setDone(true);
      setPassword('');
      setConfirmPassword('');
    } catch (err) {
      setMessage(err instanceof ApiError && !err.isNetwork ? err.message || MSG.serverError : MSG.network);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page narrow">
      <h1 className="page-title">Choose a new password</h1>
      <div className="card" style={{ display: 'grid', gap: '1rem' }}>
        {token && !done && (
          <form className="auth-form" onSubmit={submit} noValidate>
            <label className="field">
              <span>New Password</span>
              <input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
            </label>
            <div className="field">
              <label className="field">
                <span>Confirm Password</span>
                <input
                  type="password"
                  autoComplete="new-password"
                  value={confirmPassword}
                  onChange={(e) => setConfirmPassword(e.target.value)}
                  aria-invalid={mismatch || undefined}
                  aria-describedby={mismatch ? hintId : undefined}
                  required
                />
              </label>
              {mismatch && (
                <small id={hintId} className="field-hint">
                  {MSG.passwordsDoNotMatch}
                </small>
              )}
            </div>
            <FormMessage text={message} />
            <button type="submit" className="btn btn-primary btn-block" disabled={!canSubmit}>
              {busy ? 'Saving…' : 'Change password'}
            </button>
          </form>
        )}
        {(!token || done) && <FormMessage text={message} />}
        {(!token || done) && (
          <p className="actions">
            <button type="button" className="btn btn-primary" onClick={openLogin}>
              Log in
            </button>
          </p>
        )}
      </div>
    </section>
  );
}
