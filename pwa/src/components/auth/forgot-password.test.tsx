import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialogs } from '../../app/auth-dialogs';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';

const SENT = 'If an account uses this e-mail, a link to choose a new password is on its way.';

function Opener() {
  const { openLogin } = useAuthDialogs();
  return <button onClick={openLogin}>open login</button>;
}

function api(routes: Record<string, () => Response>) {
  return mockFetch((url) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/auth/me') return json({ success: false, message: 'Please log in to continue' }, 401);
    const h = routes[path];
    return h ? h() : json({ success: false, message: 'Not found' }, 404);
  });
}

afterEach(() => vi.unstubAllGlobals());

async function openForgot(typedEmail = '') {
  renderWithApp(<Opener />);
  fireEvent.click(screen.getByText('open login'));
  const login = await screen.findByRole('dialog', { name: 'Login' });
  if (typedEmail) fireEvent.change(within(login).getByLabelText('Email'), { target: { value: typedEmail } });
  fireEvent.click(within(login).getByRole('button', { name: 'Forgot password?' }));
  return screen.findByRole('dialog', { name: 'Forgot password' });
}

describe('Forgot password', () => {
  it('opens from the Login dialog with the e-mail already typed, and sends the link', async () => {
    const fetch = api({ '/api/auth/forgot-password': () => json({ success: true, message: SENT }) });
    const dialog = await openForgot('rami@example.com');
    const email = within(dialog).getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('rami@example.com');
    expect(document.activeElement).toBe(email);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByRole('status')).toHaveProperty('textContent', SENT);
    const body = JSON.parse(String(fetch.mock.calls.find(([u]) => String(u).endsWith('/forgot-password'))![1]!.body));
    expect(body).toEqual({ email: 'rami@example.com' });
  });

  it('keeps Send link disabled until an e-mail is typed', async () => {
    api({});
    const dialog = await openForgot();
    const send = within(dialog).getByRole('button', { name: 'Send link' });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'a@b.co' } });
    expect(send).toHaveProperty('disabled', false);
  });

  it("shows the server's message for a bad address or too many requests", async () => {
    api({
      '/api/auth/forgot-password': () =>
        json({ success: false, message: 'Too many attempts. Please wait a few minutes and try again.' }, 429),
    });
    const dialog = await openForgot('rami@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('shows the network message when offline', async () => {
    mockFetch(networkDown);
    const dialog = await openForgot('rami@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByText('Network error. Please try again.')).toBeTruthy();
  });

  it('goes back to Login', async () => {
    api({});
    const dialog = await openForgot();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });
});
