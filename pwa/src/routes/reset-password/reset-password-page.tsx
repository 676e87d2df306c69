import type { ResetPasswordInput } from '@pitchside/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthDialogs } from '../../app/auth-dialogs';
import { InputField } from '../../components/field';
import { FormMessage, failure, success, type Notice } from '../../components/message';
import { useSubmit } from '../../components/use-submit';
import { apiPost } from '../../data/api';
import { apiText, useT } from '../../i18n';
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
  const [message, setMessage] = useState<Notice | null>(token ? null : failure(apiText('resetInvalid')));
  const [done, setDone] = useState(false);
  const submit = useSubmit(
    { token, password, confirmPassword },
    {
      schema: () => import('../../components/form-schemas').then((m) => m.resetPasswordSchema),
      send: (data: ResetPasswordInput) => apiPost('/api/auth/reset-password', data),
      onSuccess: () => {
        setMessage(success(apiText('passwordChanged')));
        setDone(true);
        setPassword('');
        setConfirmPassword('');
      },
    },
  );

  const mismatch = confirmPassword !== '' && password !== confirmPassword;
  const canSubmit = password !== '' && confirmPassword !== '' && !mismatch && !submit.busy;

  return (
    <section className="page narrow">
      <h1 className="page-title">{t('account.reset.title')}</h1>
      <div className="card" style={{ display: 'grid', gap: '1rem' }}>
        {token && !done && (
          <form className="auth-form" onSubmit={(e) => void submit.onSubmit(e)} noValidate>
            <InputField
              label={t('account.reset.new')}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                submit.clear('password');
              }}
              error={submit.errors.password}
              required
            />
            <InputField
              label={t('auth.signup.confirm')}
              type="password"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(e) => {
                setConfirmPassword(e.target.value);
                submit.clear('confirmPassword');
              }}
              error={mismatch ? apiText('passwordsDoNotMatch') : submit.errors.confirmPassword}
              required
            />
            <FormMessage notice={submit.formError ? failure(submit.formError) : message} />
            <button type="submit" className="btn btn-primary btn-block" disabled={!canSubmit}>
              {submit.busy ? t('account.reset.saving') : t('account.reset.submit')}
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
