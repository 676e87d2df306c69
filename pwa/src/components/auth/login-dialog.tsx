import { DELAYS_MS, type LoginInput } from '@pitchside/shared';
import { useEffect, useRef, useState } from 'react';
import { useAuthDialogs } from '../../app/auth-dialogs';
import { useSession } from '../../app/session';
import { ApiError, apiPost } from '../../data/api';
import { Dialog } from '../dialog';
import { apiText, formatError, useT } from '../../i18n';
import { InputField } from '../field';
import { FormMessage, failure, success, type Notice } from '../message';
import { useSubmit } from '../use-submit';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResendVerification } from './resend-verification';

export default function LoginDialog() {
  const { close, openSignup } = useAuthDialogs();
  const { setUser } = useSession();
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<Notice | null>(null);
  const [forgot, setForgot] = useState(false);
  const [unverified, setUnverified] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = useSubmit(
    { email, password },
    {
      schema: () => import('../form-schemas').then((m) => m.loginSchema),
      send: (data: LoginInput) => {
        setMessage(null);
        setUnverified(false);
        return apiPost('/api/auth/login', data);
      },
      onSuccess: (res) => {
        setUser(res.user);
        setMessage(success(apiText('loginSuccess')));
        timer.current = setTimeout(() => {
          setEmail('');
          setPassword('');
          setMessage(null);
          close();
        }, DELAYS_MS.loginClose);
      },
      // An address never verified (or whose link expired) is offered a new link right here.
      onFailure: (err) => setUnverified(err instanceof ApiError && err.code === 'verifyEmailFirst'),
      // The spec shows the credentials message for network and parse failures too.
      failureText: (err) => (err instanceof ApiError && !err.isNetwork ? formatError(err, 'api.loginFailed') : apiText('badCredentials')),
    },
  );
  const edit = (field: 'email' | 'password', set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    submit.clear(field);
  };

  if (forgot)
    return (
      <Dialog title={t('auth.forgot.title')} onClose={close}>
        <ForgotPasswordForm initialEmail={email} onBackToLogin={() => setForgot(false)} />
      </Dialog>
    );

  return (
    <Dialog title={t('auth.login.title')} onClose={close}>
      <form className="auth-form" onSubmit={(e) => void submit.onSubmit(e)} noValidate>
        <InputField
          label={t('common.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={edit('email', setEmail)}
          error={submit.errors.email}
          required
        />
        <InputField
          label={t('common.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={edit('password', setPassword)}
          error={submit.errors.password}
          required
        />
        <p className="auth-switch">
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setMessage(null);
              setForgot(true);
            }}
          >
            {t('auth.login.forgot')}
          </button>
        </p>
        <FormMessage notice={submit.formError ? failure(submit.formError) : message} />
        {unverified ? <ResendVerification email={email} /> : null}
        <button type="submit" className="btn btn-primary btn-block" disabled={!email || !password || submit.busy}>
          {submit.busy ? t('auth.login.busy') : t('auth.login.submit')}
        </button>
        <p className="auth-switch">
          {t('auth.login.noAccount')}{' '}
          <button type="button" className="link-button" onClick={openSignup}>
            {t('auth.login.toSignup')}
          </button>
        </p>
      </form>
    </Dialog>
  );
}
