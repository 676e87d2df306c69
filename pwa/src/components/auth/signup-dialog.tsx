import { DEFAULT_USER_ROLE, DELAYS_MS, MSG, USER_ROLE_LABELS, USER_ROLES, type UserRole } from '@pitchside/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAuthDialogs } from '../../app/auth-dialogs';
import { ApiError, apiPost } from '../../data/api';
import { Dialog } from '../dialog';
import { FormMessage } from '../message';

const EMPTY = { fullName: '', email: '', phoneNumber: '', password: '', confirmPassword: '' };

export default function SignupDialog() {
  const { close, openLogin } = useAuthDialogs();
  const [form, setForm] = useState(EMPTY);
  const [userRole, setUserRole] = useState<UserRole>(DEFAULT_USER_ROLE);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [issues, setIssues] = useState<Record<string, string>>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const filled = Object.values(form).every((v) => v.trim() !== '');
  const canSubmit = filled && form.password === form.confirmPassword && !busy;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (form.password !== form.confirmPassword) {
      setMessage(MSG.passwordsDoNotMatch);
      return;
    }
    if (!canSubmit) return;
    setBusy(true);
    setMessage('');
    setIssues({});
    try {
      const res = await apiPost<{ success: boolean; message: string }>('/api/auth/signup', { ...form, userRole });
      setMessage(res.message && /successful/i.test(res.message) ? res.message : MSG.signupSuccess);
      timer.current = setTimeout(openLogin, DELAYS_MS.signupSwitch);
    } catch (err) {
      if (err instanceof ApiError && !err.isNetwork) {
        setMessage(err.message || MSG.signupFailed);
        setIssues(Object.fromEntries((err.issues ?? []).map((i) => [i.path, i.message])));
      } else setMessage(MSG.network);
    } finally {
      setBusy(false);
    }
  }

  const hint = (k: string) => (issues[k] ? <small className="field-hint">{issues[k]}</small> : null);

  return (
    <Dialog title="Sign Up" onClose={close}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <label className="field">
          <span>Full Name</span>
          <input autoComplete="name" value={form.fullName} onChange={set('fullName')} required />
          {hint('fullName')}
        </label>
        <label className="field">
          <span>Email</span>
          <input type="email" autoComplete="email" inputMode="email" value={form.email} onChange={set('email')} required />
          {hint('email')}
        </label>
        <label className="field">
          <span>Phone Number</span>
          <input type="tel" autoComplete="tel" inputMode="tel" value={form.phoneNumber} onChange={set('phoneNumber')} required />
          {hint('phoneNumber')}
        </label>
        <label className="field">
          <span>Role</span>
          <select value={userRole} onChange={(e) => setUserRole(e.target.value as UserRole)}>
            {USER_ROLES.map((r) => (
              <option key={r} value={r}>
                {USER_ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Password</span>
          <input type="password" autoComplete="new-password" value={form.password} onChange={set('password')} required />
          {hint('password')}
        </label>
        <label className="field">
          <span>Confirm Password</span>
          <input type="password" autoComplete="new-password" value={form.confirmPassword} onChange={set('confirmPassword')} required />
          {form.confirmPassword && form.password !== form.confirmPassword ? (
            <small className="field-hint">{MSG.passwordsDoNotMatch}</small>
          ) : (
            hint('confirmPassword')
          )}
        </label>
        <FormMessage text={message} />
        <button type="submit" className="btn btn-primary btn-block" disabled={!canSubmit}>
          {busy ? 'Creating account…' : 'Sign Up'}
        </button>
        <p className="auth-switch">
          Already have an account?{' '}
          <button type="button" className="link-button" onClick={openLogin}>
            Login
          </button>
        </p>
      </form>
    </Dialog>
  );
}
