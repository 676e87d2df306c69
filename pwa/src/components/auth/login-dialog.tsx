import { DELAYS_MS, MSG, type SessionUser } from '@pitchside/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAuthDialogs } from '../../app/auth-dialogs';
import { useSession } from '../../app/session';
import { ApiError, apiPost } from '../../data/api';
import { Dialog } from '../dialog';
import { FormMessage } from '../message';
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [forgot, setForgot] = useState(false);
  const [unverified, setUnverified] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email || !password || busy) return;
    setBusy(true);
    setMessage('');
    setUnverified(false);
    try {
      const res = await apiPost<LoginResponse>('/api/auth/login', { email, password });
      setUser(res.user);
      setMessage(res.message || MSG.loginSuccess);
      timer.current = setTimeout(() => {
        setEmail('');
        setPassword('');
        setMessage('');
        close();
      }, DELAYS_MS.loginClose);
    } catch (err) {
      // An address never verified (or whose link expired) is offered a new link right here.
      setUnverified(err instanceof ApiError && err.code === 'verifyEmailFirst');
      // The spec shows the credentials message for network and parse failures too.
      if (err instanceof ApiError && !err.isNetwork && err.status < 500) setMessage(err.message || MSG.loginFailed);
      else if (err instanceof ApiError && err.status >= 500) setMessage(err.message || MSG.loginFailed);
      else setMessage(MSG.badCredentials);
    } finally {
      setBusy(false);
    }
  }

  if (forgot)
    return (
      <Dialog title="Forgot password" onClose={close}>
        <ForgotPasswordForm initialEmail={email} onBackToLogin={() => setForgot(false)} />
      </Dialog>
    );

  return (
    <Dialog title="Login" onClose={close}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <label className="field">
          <span>Email</span>
          <input type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </label>
        <label className="field">
          <span>Password</span>
          <input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </label>
        <p className="auth-switch">
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setMessage('');
              setForgot(true);
            }}
          >
            Forgot password?
          </button>
        </p>
        <FormMessage text={message} />
        {unverified ? <ResendVerification email={email} /> : null}
        <button type="submit" className="btn btn-primary btn-block" disabled={!email || !password || busy}>
          {busy ? 'Logging in…' : 'Login'}
        </button>
        <p className="auth-switch">
          Don&apos;t have an account?{' '}
          <button type="button" className="link-button" onClick={openSignup}>
            Sign Up
          </button>
        </p>
      </form>
    </Dialog>
  );
}
