import { InputField } from '../field';
import { useState, type FormEvent } from 'react';
import { ApiError, apiPost } from '../../data/api';
import { formatError, useT } from '../../i18n';
import { useSubmit } from '../use-submit';

/**
 * 'Send a new link' for a member whose verification link was lost or expired. The server answers the
 * same whether or not the address has an account, and limits how often it is asked.
 */
export function ResendVerification({ email: knownEmail }: { email?: string }) {
  const t = useT();
  const [email, setEmail] = useState(knownEmail ?? '');
  const [sent, setSent] = useState(false);
  const submit = useSubmit(
    { email },
    {
      schema: () => import('../form-schemas').then((m) => m.resendVerificationSchema),
      send: (data: { email: string }) => apiPost('/api/auth/resend-verification', data),
      onSuccess: () => setSent(true),
      failureText: (err) => (err instanceof ApiError ? formatError(err, 'api.network') : t('api.network')),
    },
  );
  const busy = submit.busy;
  // Inside the login form there is no field of its own: a refused address is said on the line.
  const refusal = submit.formError ?? (knownEmail !== undefined ? submit.errors.email : undefined);
  const message = refusal ? { text: refusal, ok: false } : sent ? { text: t('api.resendSent'), ok: true } : null;
  const send = (e?: FormEvent<HTMLFormElement>) => {
    e?.preventDefault();
    if (!email.trim() || busy) return;
    void submit.onSubmit(e);
  };

  const result = message ? (
    <p className={`form-message ${message.ok ? 'is-success' : 'is-error'}`} role={message.ok ? 'status' : 'alert'}>
      {message.text}
    </p>
  ) : null;

  // Inside the login form the address is already typed: one button, no nested form.
  if (knownEmail !== undefined) {
    return (
      <div className="resend-verification">
        <button type="button" className="link-button" disabled={busy || message?.ok === true} onClick={() => void send()}>
          {busy ? t('verification.sending') : t('verification.resend')}
        </button>
        {result}
      </div>
    );
  }
  return (
    <form className="auth-form resend-verification" onSubmit={send} noValidate>
      <InputField
        label={t('verification.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          submit.clear('email');
        }}
        error={submit.errors.email}
      />
      {result}
      <button type="submit" className="btn btn-ghost" disabled={!email.trim() || busy || message?.ok === true}>
        {busy ? t('verification.sending') : t('verification.resend')}
      </button>
    </form>
  );
}
