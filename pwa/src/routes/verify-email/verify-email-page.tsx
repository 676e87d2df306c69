import { MSG, type MessageCode } from '@pitchside/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthDialogs } from '../../app/auth-dialogs';
import { ResendVerification } from '../../components/auth/resend-verification';
import { FormMessage } from '../../components/message';
import { PageLoading } from '../../components/states';
import { ApiError, apiPost } from '../../data/api';
import { apiText, useT } from '../../i18n';
import { useDocumentTitle } from '../../app/use-title';

interface Outcome {
  ok: boolean;
  code: MessageCode;
}

// A token works once: remember the answer so a re-render (or React's dev double effect) never spends it twice.
const answers = new Map<string, Promise<Outcome>>();

function verify(token: string): Promise<Outcome> {
  let p = answers.get(token);
  if (!p) {
    p = apiPost('/api/auth/verify-email', { token }).then(
      (): Outcome => ({ ok: true, code: 'emailVerified' }),
      (err: unknown): Outcome => ({
        ok: false,
        code: err instanceof ApiError && err.code && err.code in MSG ? (err.code as MessageCode) : 'verificationInvalid',
      }),
    );
    answers.set(token, p);
    // A network failure may be retried by reloading the page.
    void p.then((o) => o.code === 'network' && answers.delete(token));
  }
  return p;
}

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { openLogin } = useAuthDialogs();
  const t = useT();
  useDocumentTitle([t('account.verify.title')]);
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { ok: false, code: 'verificationInvalid' });

  useEffect(() => {
    if (!token) return;
    let live = true;
    void verify(token).then((o) => live && setOutcome(o));
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <section className="page narrow">
      <h1 className="page-title">{t('account.verify.title')}</h1>
      {outcome === null ? (
        <PageLoading text={t('account.verify.busy')} />
      ) : (
        <div className="card" style={{ display: 'grid', gap: '1rem' }}>
          <FormMessage notice={{ kind: outcome.ok ? 'success' : 'error', text: apiText(outcome.code) }} />
          {!outcome.ok && outcome.code === 'verificationInvalid' ? <ResendVerification /> : null}
          <p className="actions">
            <button type="button" className="btn btn-primary" onClick={openLogin}>
              {t('common.logIn')}
            </button>
          </p>
        </div>
      )}
    </section>
  );
}
