import { MSG } from '@pitchside/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuthDialogs } from '../../app/auth-dialogs';
import { ResendVerification } from '../../components/auth/resend-verification';
import { FormMessage } from '../../components/message';
import { PageLoading } from '../../components/states';
import { ApiError, apiPost } from '../../data/api';

// A token works once: remember the answer so a re-render (or React's dev double effect) never spends it twice.
const answers = new Map<string, Promise<string>>();

function verify(token: string): Promise<string> {
  let p = answers.get(token);
  if (!p) {
    p = apiPost<{ message: string }>('/api/auth/verify-email', { token }).then(
      (r) => r.message || MSG.emailVerified,
      (err: unknown) =>
        err instanceof ApiError && err.isNetwork ? MSG.network : err instanceof ApiError ? err.message : MSG.verificationInvalid,
    );
    answers.set(token, p);
    // A network failure may be retried by reloading the page.
    void p.then((m) => m === MSG.network && answers.delete(token));
  }
  return p;
}

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { openLogin } = useAuthDialogs();
  const [message, setMessage] = useState<string | null>(token ? null : MSG.verificationInvalid);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void verify(token).then((m) => live && setMessage(m));
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <section className="page narrow">
      <h1 className="page-title">Email verification</h1>
      {message === null ? (
        <PageLoading text="Verifying your email…" />
      ) : (
        <div className="card" style={{ display: 'grid', gap: '1rem' }}>
          <FormMessage text={message} />
          {message === MSG.verificationInvalid ? <ResendVerification /> : null}
          <p className="actions">
            <button type="button" className="btn btn-primary" onClick={openLogin}>
              Log in
            </button>
          </p>
        </div>
      )}
    </section>
  );
}
