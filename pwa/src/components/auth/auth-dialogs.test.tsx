import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageText, PASSWORD_MIN_LENGTH } from '@pitchside/shared';
import { useAuthDialogs } from '../../app/auth-dialogs';
import { useSession } from '../../app/session';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { renderWithApp, sampleUser } from '../../test/render';

function Openers() {
  const { openLogin, openSignup } = useAuthDialogs();
  const { user } = useSession();
  return (
    <>
      <p>{user ? `signed in as ${user.fullName}` : 'guest'}</p>
      <button onClick={openLogin}>open login</button>
      <button onClick={openSignup}>open signup</button>
    </>
  );
}

function api(routes: Record<string, () => Response>) {
  return mockFetch((url) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/auth/me') return json({ success: false, message: 'Please log in to continue' }, 401);
    const h = routes[path];
    return h ? h() : json({ success: false, message: 'Not found' }, 404);
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openLogin() {
  renderWithApp(<Openers />);
  fireEvent.click(screen.getByText('open login'));
  return screen.findByRole('dialog', { name: 'Login' });
}

describe('Login popup', () => {
  it('keeps Login disabled until both fields are filled', async () => {
    api({});
    const dialog = await openLogin();
    const submit = within(dialog).getByRole('button', { name: 'Login' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'rami@example.com' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret123' } });
    expect(submit).toHaveProperty('disabled', false);
  });

  it('signs in, keeps the user on the device, and closes after a moment', async () => {
    api({ '/api/auth/login': () => json({ success: true, message: 'Login successful', user: sampleUser }) });
    const dialog = await openLogin();
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'rami@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret123' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(screen.getByText('signed in as Rami Haddad')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('loggedInUser')!)).toMatchObject({ fullName: 'Rami Haddad' });
    expect(localStorage.getItem('token')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1500));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells an unverified user to verify first', async () => {
    api({ '/api/auth/login': () => json({ success: false, message: 'Please verify your email before logging in' }, 403) });
    const dialog = await openLogin();
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'new@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText('Please verify your email before logging in')).toBeTruthy();
  });

  it('shows the credentials message when the network fails', async () => {
    mockFetch(networkDown);
    const dialog = await openLogin();
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'a@b.co' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText('Email or Password is incorrect!')).toBeTruthy();
  });

  it('closes on Escape', async () => {
    api({});
    await openLogin();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Sign Up popup', () => {
  async function fill(confirm: string, password = 'striker-secret-9') {
    renderWithApp(<Openers />);
    fireEvent.click(screen.getByText('open signup'));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
    const set = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set('Full Name', 'Rami Haddad');
    set('Email', 'rami@example.com');
    set('Phone Number', '+961 70 123 456');
    set('Password', password);
    set('Confirm Password', confirm);
    return dialog;
  }

  it('offers the five roles with the fan as default', async () => {
    api({});
    renderWithApp(<Openers />);
    fireEvent.click(screen.getByText('open signup'));
    const role = (await screen.findByLabelText('Role')) as HTMLSelectElement;
    expect(Array.from(role.options).map((o) => o.text)).toEqual(["A Player's Parent", 'A Fan / Follower', 'Athlete', 'Coach', 'Other']);
    expect(role.selectedOptions[0]!.text).toBe('A Fan / Follower');
  });

  it('keeps Sign Up disabled while the passwords differ', async () => {
    api({});
    const dialog = await fill('secret12');
    expect(within(dialog).getByRole('button', { name: 'Sign Up' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Passwords do not match')).toBeTruthy();
  });

  it('creates the account, then switches to Login after 4 seconds', async () => {
    const fetch = api({
      '/api/auth/signup': () =>
        json({ success: true, message: 'Account created successfully! Please check your email to verify your account.' }, 201),
    });
    const dialog = await fill('striker-secret-9');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Account created successfully! Please check your email to verify your account.')).toBeTruthy();
    const body = JSON.parse(String(fetch.mock.calls.find(([u]) => String(u).endsWith('/signup'))![1]!.body));
    expect(body).toMatchObject({ fullName: 'Rami Haddad', userRole: 'Fan', confirmPassword: 'striker-secret-9' });
    await act(async () => vi.advanceTimersByTime(4000));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it('says beside the field that a password is too short, before asking the server', async () => {
    const fetch = api({});
    const dialog = await fill('secret123', 'secret123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    const password = within(dialog).getByLabelText('Password');
    await vi.waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      messageText('passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
    );
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/signup'))).toBe(false);
  });

  it('shows the network message when offline', async () => {
    mockFetch(networkDown);
    const dialog = await fill('striker-secret-9');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(await within(dialog).findByText('Network error. Please try again.')).toBeTruthy();
  });
});
