import { DEFAULT_USER_ROLE, DELAYS_MS, USER_ROLES, type UserRole } from '@pitchside/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAuthDialogs } from '../../app/auth-dialogs';
import { ApiError, apiPost } from '../../data/api';
import { Dialog } from '../dialog';
import { apiText, currentLocale, formatError, issueText, roleLabelKey, useT } from '../../i18n';
import { FormMessage, failure, success, type Notice } from '../message';
import { InputField, SelectField } from '../field';

const EMPTY = { fullName: '', email: '', phoneNumber: '', password: '', confirmPassword: '' };

export default function SignupDialog() {
  const { close, openLogin } = useAuthDialogs();
  const t = useT();
  // Opened from a coach's invitation: the invited address, the Coach role and the texted link's token.
  const [invite] = useState(() => new URLSearchParams(window.location.search));
  const [form, setForm] = useState(() => ({ ...EMPTY, email: invite.get('email') ?? '' }));
  const [userRole, setUserRole] = useState<UserRole>(invite.get('signup') === 'coach' ? 'Coach' : DEFAULT_USER_ROLE);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Notice | null>(null);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const filled = Object.values(form).every((v) => v.trim() !== '');
  const canSubmit = filled && form.password === form.confirmPassword && !busy;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (form.password !== form.confirmPassword) {
      setMessage(failure(apiText('passwordsDoNotMatch')));
      return;
    }
    if (!canSubmit) return;
    setBusy(true);
    setMessage(null);
    setIssues({});
    try {
      // The account keeps the language it was created in: its e-mails go out in it.
      await apiPost<{ success: boolean; message: string }>('/api/auth/signup', {
        ...form,
        userRole,
        locale: currentLocale(),
        ...(invite.get('invite') ? { coachInvite: invite.get('invite') } : {}),
      });
      setMessage(success(apiText('signupSuccess')));
      timer.current = setTimeout(openLogin, DELAYS_MS.signupSwitch);
    } catch (err) {
      if (err instanceof ApiError && !err.isNetwork) {
        setMessage(failure(formatError(err, 'api.signupFailed')));
        setIssues(Object.fromEntries((err.issues ?? []).map((i) => [i.path, issueText(i)])));
      } else setMessage(failure(apiText('network')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('auth.signup.title')} onClose={close}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <InputField
          label={t('auth.signup.fullName')}
          autoComplete="name"
          value={form.fullName}
          onChange={set('fullName')}
          required
          error={issues['fullName']}
        />
        <InputField
          label={t('common.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={form.email}
          onChange={set('email')}
          required
          error={issues['email']}
        />
        <InputField
          label={t('auth.signup.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={form.phoneNumber}
          onChange={set('phoneNumber')}
          required
          error={issues['phoneNumber']}
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
          error={issues['password']}
        />
        <InputField
          label={t('auth.signup.confirm')}
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          required
          error={
            form.confirmPassword && form.password !== form.confirmPassword ? apiText('passwordsDoNotMatch') : issues['confirmPassword']
          }
        />
        <FormMessage notice={message} />
        <button type="submit" className="btn btn-primary btn-block" disabled={!canSubmit}>
          {busy ? t('auth.signup.busy') : t('auth.signup.submit')}
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
