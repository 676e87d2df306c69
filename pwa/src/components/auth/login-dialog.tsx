import { DELAYS_MS, type SessionUser } from '@pitchside/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAuthDialogs } from '../../app/auth-dialogs';
import { useSession } from '../../app/session';
import { ApiError, apiPost } from '../../data/api';
import { Dialog } from '../dialog';
import { apiText, formatError, useT } from '../../i18n';
import { InputField } from '../field';
import { FormMessage, failure, success, type Notice } from '../message';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResendVerification } from './resend-verification';

interface LoginResponse {
  success: boolean;
  message: string;
  user: SessionUser;
}

export default function LoginDialog() {
  const { close, openSignup } = useAuthDialogs();
  const { setUser } = useSession();
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Notice | null>(null);
  const [forgot, setForgot] = useState(false);
  const [unverified, setUnverified] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email || !password || busy) return;
    setBusy(true);
    setMessage(null);
    setUnverified(false);
    try {
      const res = await apiPost<LoginResponse>('/api/auth/login', { email, password });
      setUser(res.user);
      setMessage(success(apiText('loginSuccess')));
      timer.current = setTimeout(() => {
        setEmail('');
        setPassword('');
        setMessage(null);
        close();
      }, DELAYS_MS.loginClose);
    } catch (err) {
      // An address never verified (or whose link expired) is offered a new link right here.
      setUnverified(err instanceof ApiError && err.code === 'verifyEmailFirst');
      // The spec shows the credentials message for network and parse failures too.
      if (err instanceof ApiError && !err.isNetwork) setMessage(failure(formatError(err, 'api.loginFailed')));
      else setMessage(failure(apiText('badCredentials')));
    } finally {
      setBusy(false);
    }
  }

  if (forgot)
    return (
      <Dialog title={t('auth.forgot.title')} onClose={close}>
        <ForgotPasswordForm initialEmail={email} onBackToLogin={() => setForgot(false)} />
      </Dialog>
    );

  return (
    <Dialog title={t('auth.login.title')} onClose={close}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <InputField
          label={t('common.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <InputField
          label={t('common.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
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
        <FormMessage notice={message} />
        {unverified ? <ResendVerification email={email} /> : null}
        <button type="submit" className="btn btn-primary btn-block" disabled={!email || !password || busy}>
          {busy ? t('auth.login.busy') : t('auth.login.submit')}
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
