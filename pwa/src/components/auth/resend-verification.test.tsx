import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialogs } from '../../app/auth-dialogs';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';

function OpenLogin() {
  const { openLogin } = useAuthDialogs();
  return <button onClick={openLogin}>open login</button>;
}

afterEach(() => vi.unstubAllGlobals());

describe('Send a new link', () => {
  it('is offered when the login answer says the address is not verified, and sends the link', async () => {
    const resent: unknown[] = [];
    mockFetch((url, init) => {
      const path = new URL(url, 'http://x').pathname;
      if (path === '/api/auth/login')
        return json({ success: false, code: 'verifyEmailFirst', message: 'Please verify your email before logging in' }, 403);
      if (path === '/api/auth/resend-verification') {
        resent.push(JSON.parse(String(init.body)));
        return json({ success: true, message: 'If that account is waiting for verification, a new link is on its way.' });
      }
      return json({ success: false, message: 'Please log in to continue' }, 401);
    });
    renderWithApp(<OpenLogin />);
    fireEvent.click(screen.getByRole('button', { name: 'open login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(dialog).queryByRole('button', { name: 'Send a new link' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'maya@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'a-long-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Send a new link' }));
    expect(await within(dialog).findByText('If that account is waiting for verification, a new link is on its way.')).toBeTruthy();
    expect(resent).toEqual([{ email: 'maya@example.com' }]);
  });
});
