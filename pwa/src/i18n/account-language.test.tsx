import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from '../app/session';
import { Header } from '../components/shell/header';
import { json, mockFetch } from '../test/fetch-mock';
import { renderWithApp, sampleUser } from '../test/render';
import { activateLocale } from '.';

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe("a member's language", () => {
  it('is saved on the account when a signed-in member switches from the header', async () => {
    localStorage.setItem('loggedInUser', JSON.stringify(sampleUser));
    const fetch = mockFetch((url) => {
      if (url.includes('/api/auth/me/locale')) return json({ success: true, locale: 'ar' });
      if (url.includes('/api/auth/me')) return json({ success: true, user: sampleUser });
      return json({ success: true, events: [] });
    });
    renderWithApp(<Header />);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ar' } });
    await screen.findByRole('link', { name: 'الرئيسية' });
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u, init]) => String(u).endsWith('/api/auth/me/locale') && init?.method === 'PUT')).toBe(true),
    );
    const call = fetch.mock.calls.find(([u]) => String(u).endsWith('/api/auth/me/locale'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ locale: 'ar' });
  });

  it("is adopted at login: the app turns to the account's language", async () => {
    mockFetch(() => json({ success: false, message: 'Please log in to continue' }, 401));
    let session: ReturnType<typeof useSession> | null = null;
    function Grab() {
      session = useSession();
      return null;
    }
    render(
      <SessionProvider>
        <Grab />
      </SessionProvider>,
    );
    act(() => session!.setUser({ ...sampleUser, locale: 'fr' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(localStorage.getItem('pitchside.locale')).toBe('fr');
  });
});
