import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthDialogs } from '../../app/auth-dialogs';
import { InputField } from '../../components/field';
import { FormMessage, failure, success, type Notice } from '../../components/message';
import { ApiError, apiPost } from '../../data/api';
import { apiText, formatError, useT } from '../../i18n';
import { useDocumentTitle } from '../../app/use-title';

/** Reached from the mailed link: choose a new password, then log in with it. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { openLogin } = useAuthDialogs();
  const t = useT();
  useDocumentTitle([t('account.reset.title')]);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Notice | null>(token ? null : failure(apiText('resetInvalid')));
  const [done, setDone] = useState(false);

  const mismatch = confirmPassword !== '' && password !== confirmPassword;
  const canSubmit = password !== '' && confirmPassword !== '' && !mismatch && !busy;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    setMessage(null);
    try {
      await apiPost<{ success: boolean; message: string }>('/api/auth/reset-password', { token, password, confirmPassword });
      setMessage(success(apiText('passwordChanged')));
      setDone(true);
      setPassword('');
      setConfirmPassword('');
    } catch (err) {
      setMessage(failure(err instanceof ApiError && !err.isNetwork ? formatError(err) : apiText('network')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page narrow">
      <h1 className="page-title">{t('account.reset.title')}</h1>
      <div className="card" style={{ display: 'grid', gap: '1rem' }}>
        {token && !done && (
          <form className="auth-form" onSubmit={submit} noValidate>
            <InputField
              label={t('account.reset.new')}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
            <InputField
              label={t('auth.signup.confirm')}
              type="password"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
              error={mismatch ? apiText('passwordsDoNotMatch') : undefined}
              required
            />
            <FormMessage notice={message} />
            <button type="submit" className="btn btn-primary btn-block" disabled={!canSubmit}>
              {busy ? t('account.reset.saving') : t('account.reset.submit')}
            </button>
          </form>
        )}
        {(!token || done) && <FormMessage notice={message} />}
        {(!token || done) && (
          <p className="actions">
            <button type="button" className="btn btn-primary" onClick={openLogin}>
              {t('common.logIn')}
            </button>
          </p>
        )}
      </div>
    </section>
  );
}
