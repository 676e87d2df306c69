import { InputField } from '../field';
import { useState, type FormEvent } from 'react';
import { ApiError, apiPost } from '../../data/api';
import { formatError, useT } from '../../i18n';

/**
 * 'Send a new link' for a member whose verification link was lost or expired. The server answers the
 * same whether or not the address has an account, and limits how often it is asked.
 */
export function ResendVerification({ email: knownEmail }: { email?: string }) {
  const t = useT();
  const [email, setEmail] = useState(knownEmail ?? '');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);

  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!email.trim() || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await apiPost('/api/auth/resend-verification', { email: email.trim() });
      setMessage({ text: t('api.resendSent'), ok: true });
    } catch (err) {
      setMessage({ text: err instanceof ApiError ? formatError(err, 'api.network') : t('api.network'), ok: false });
    } finally {
      setBusy(false);
    }
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
        onChange={(e) => setEmail(e.target.value)}
      />
      {result}
      <button type="submit" className="btn btn-ghost" disabled={!email.trim() || busy || message?.ok === true}>
        {busy ? t('verification.sending') : t('verification.resend')}
      </button>
    </form>
  );
}
