import { DEFAULT_USER_ROLE, DELAYS_MS, USER_ROLES, type SignupInput, type UserRole } from '@pitchside/shared';
import { useEffect, useRef, useState } from 'react';
import { useAuthDialogs } from '../../app/auth-dialogs';
import { ApiError, apiPost } from '../../data/api';
import { Dialog } from '../dialog';
import { apiText, currentLocale, formatError, roleLabelKey, useT } from '../../i18n';
import { FormMessage, failure, success, type Notice } from '../message';
import { InputField, SelectField } from '../field';
import { useSubmit } from '../use-submit';

const EMPTY = { fullName: '', email: '', phoneNumber: '', password: '', confirmPassword: '' };

export default function SignupDialog() {
  const { close, openLogin } = useAuthDialogs();
  const t = useT();
  // Opened from a coach's invitation: the invited address, the Coach role and the texted link's token.
  const [invite] = useState(() => new URLSearchParams(window.location.search));
  const [form, setForm] = useState(() => ({ ...EMPTY, email: invite.get('email') ?? '' }));
  const [userRole, setUserRole] = useState<UserRole>(invite.get('signup') === 'coach' ? 'Coach' : DEFAULT_USER_ROLE);
  const [message, setMessage] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The account keeps the language it was created in: its e-mails go out in it.
  const values = {
    ...form,
    userRole,
    locale: currentLocale(),
    ...(invite.get('invite') ? { coachInvite: invite.get('invite') ?? '' } : {}),
  };
  const submit = useSubmit(values, {
    schema: () => import('../form-schemas').then((m) => m.signupSchema),
    send: (data: SignupInput) => {
      setMessage(null);
      return apiPost('/api/auth/signup', data);
    },
    onSuccess: () => {
      setMessage(success(apiText('signupSuccess')));
      timer.current = setTimeout(openLogin, DELAYS_MS.signupSwitch);
    },
    failureText: (err) => (err instanceof ApiError && !err.isNetwork ? formatError(err, 'api.signupFailed') : apiText('network')),
  });
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    submit.clear(k);
  };
  const filled = Object.values(form).every((v) => v.trim() !== '');
  const canSubmit = filled && form.password === form.confirmPassword && !submit.busy;

  return (
    <Dialog title={t('auth.signup.title')} onClose={close}>
      <form className="auth-form" onSubmit={(e) => void submit.onSubmit(e)} noValidate>
        <InputField
          label={t('auth.signup.fullName')}
          autoComplete="name"
          value={form.fullName}
          onChange={set('fullName')}
          required
          error={submit.errors.fullName}
        />
        <InputField
          label={t('common.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={form.email}
          onChange={set('email')}
          required
          error={submit.errors.email}
        />
        <InputField
          label={t('auth.signup.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={form.phoneNumber}
          onChange={set('phoneNumber')}
          required
          error={submit.errors.phoneNumber}
        />
        <SelectField label={t('auth.signup.role')} value={userRole} onChange={(e) => setUserRole(e.target.value as UserRole)}>
          {USER_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(roleLabelKey(r))}
            </option>
          ))}
        </SelectField>
        <InputField
          label={t('common.password')}
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          required
          error={submit.errors.password}
        />
        <InputField
          label={t('auth.signup.confirm')}
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          required
          error={
            form.confirmPassword && form.password !== form.confirmPassword ? apiText('passwordsDoNotMatch') : submit.errors.confirmPassword
          }
        />
        <FormMessage notice={submit.formError ? failure(submit.formError) : message} />
        <button type="submit" className="btn btn-primary btn-block" disabled={!canSubmit}>
          {submit.busy ? t('auth.signup.busy') : t('auth.signup.submit')}
        </button>
        <p className="auth-switch">
          {t('auth.signup.haveAccount')}{' '}
          <button type="button" className="link-button" onClick={openLogin}>
            {t('auth.signup.toLogin')}
          </button>
        </p>
      </form>
    </Dialog>
  );
}
