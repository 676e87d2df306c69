import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('Sign Up from a coach’s invitation', () => {
  it('opens at once with the Coach role and sends the texted link’s token with the sign-up', async () => {
    window.history.replaceState(null, '', '/?signup=coach&invite=abc123token');
    const bodies: Record<string, unknown>[] = [];
    mockFetch((url, init) => {
      const path = new URL(url, 'http://x').pathname;
      if (path === '/api/auth/me') return json({ success: false, message: 'Please log in to continue' }, 401);
      bodies.push(JSON.parse(String(init.body)));
      return json({ success: true, message: 'Account created successfully! Please check your email to verify your account.' }, 201);
    });
    renderWithApp(<p>home</p>);
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
    expect((within(dialog).getByLabelText('Role') as HTMLSelectElement).value).toBe('Coach');
    const set = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set('Full Name', 'Sami Khoury');
    set('Email', 'sami@example.com');
    set('Phone Number', '03 123 456');
    set('Password', 'a-long-password-1');
    set('Confirm Password', 'a-long-password-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(/Account created successfully/)).toBeTruthy();
    expect(bodies[0]).toMatchObject({ userRole: 'Coach', coachInvite: 'abc123token', phoneNumber: '03 123 456' });
  });

  it('fills in the address an e-mail invitation went to', async () => {
    window.history.replaceState(null, '', '/?signup=coach&email=karim%40example.com');
    mockFetch(() => json({ success: false, message: 'Please log in to continue' }, 401));
    renderWithApp(<p>home</p>);
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('karim@example.com');
  });
});
