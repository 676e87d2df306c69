import type { ForgotPasswordInput } from '@pitchside/shared';
import { useEffect, useRef, useState } from 'react';
import { apiPost } from '../../data/api';
import { apiText, useT } from '../../i18n';
import { InputField } from '../field';
import { useSubmit } from '../use-submit';
import { FormMessage, failure } from '../message';

interface Props {
  /** What the member already typed in the Login form. */
  initialEmail?: string;
  onBackToLogin: () => void;
}

/** Asks the server to mail a link to choose a new password; shown inside the Login dialog. */
export function ForgotPasswordForm({ initialEmail = '', onBackToLogin }: Props) {
  const t = useT();
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The form replaces the Login fields inside the open dialog: focus follows it.
  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = useSubmit(
    { email },
    {
      schema: () => import('../form-schemas').then((m) => m.forgotPasswordSchema),
      send: (data: ForgotPasswordInput) => apiPost('/api/auth/forgot-password', data),
      onSuccess: () => setSent(apiText('resetLinkSent')),
    },
  );

  return (
    <form className="auth-form" onSubmit={(e) => void submit.onSubmit(e)} noValidate>
      <p className="muted" style={{ margin: 0 }}>
        {t('auth.forgot.intro')}
      </p>
      <InputField
        label={t('common.email')}
        ref={input}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setSent('');
          submit.clear('email');
        }}
        error={submit.errors.email}
        required
      />
      {/* The answer is the same whether or not the account exists: a neutral note, not an error. */}
      {sent && (
        <p className="form-message is-success" role="status">
          {sent}
        </p>
      )}
      <FormMessage notice={submit.formError ? failure(submit.formError) : null} />
      <button type="submit" className="btn btn-primary btn-block" disabled={!email.trim() || submit.busy}>
        {submit.busy ? t('auth.forgot.sending') : t('auth.forgot.send')}
      </button>
      <p className="auth-switch">
        {t('auth.forgot.remembered')}{' '}
        <button type="button" className="link-button" onClick={onBackToLogin}>
          {t('auth.forgot.back')}
        </button>
      </p>
    </form>
  );
}
