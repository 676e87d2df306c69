import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageText, PASSWORD_MIN_LENGTH } from '@pitchside/shared';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import ResetPasswordPage from './reset-password-page';

const CHANGED = 'Password changed successfully! You can now log in.';
const INVALID = 'This reset link is invalid or has expired';

function serve(reset: () => Response) {
  return mockFetch((url) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/auth/me') return json({ success: false, message: 'Please log in to continue' }, 401);
    if (path === '/api/auth/reset-password') return reset();
    return json({ success: false, message: 'Not found' }, 404);
  });
}

const open = (search = '?token=abcdefghijklmnop') =>
  renderWithApp(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
    </Routes>,
    `/reset-password${search}`,
  );

function fill(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirm } });
}

afterEach(() => vi.unstubAllGlobals());

describe('Reset password page', () => {
  it('keeps the button disabled until both passwords are filled and equal', () => {
    serve(() => json({ success: true, message: CHANGED }));
    open();
    const submit = screen.getByRole('button', { name: 'Change password' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'new-striker-77' } });
    expect(submit).toHaveProperty('disabled', true);
    fill('new-striker-77', 'new-striker-7');
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    fill('new-striker-77', 'new-striker-77');
    expect(submit).toHaveProperty('disabled', false);
    expect(screen.queryByText('Passwords do not match')).toBeNull();
  });

  it('sends the token with the new password, then offers Log in, which opens the Login dialog', async () => {
    const fetch = serve(() => json({ success: true, message: CHANGED }));
    open();
    fill('new-striker-77', 'new-striker-77');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(CHANGED)).toBeTruthy();
    const body = JSON.parse(String(fetch.mock.calls.find(([u]) => String(u).endsWith('/reset-password'))![1]!.body));
    expect(body).toEqual({ token: 'abcdefghijklmnop', password: 'new-striker-77', confirmPassword: 'new-striker-77' });
    expect(screen.queryByLabelText('New Password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it('says beside the field that a password is too short, before asking the server', async () => {
    const reset = vi.fn(() => json({ success: true, message: CHANGED }));
    serve(reset);
    open();
    fill('short', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const field = screen.getByLabelText('New Password');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const reason = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(messageText('passwordTooShort', { min: PASSWORD_MIN_LENGTH }));
    expect(reset).not.toHaveBeenCalled();
  });

  it("shows the server's message for a used or expired link", async () => {
    serve(() => json({ success: false, code: 'resetInvalid', message: INVALID }, 400));
    open();
    fill('new-striker-77', 'new-striker-77');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', INVALID);
  });

  it('says the link is invalid when it carries no token', () => {
    serve(() => json({ success: true, message: CHANGED }));
    open('');
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('shows the network message when offline', async () => {
    mockFetch(networkDown);
    open();
    fill('new-striker-77', 'new-striker-77');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Network error. Please try again.')).toBeTruthy();
  });
});
