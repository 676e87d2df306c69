import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactPrivacy, PublicUser } from '@pitchside/shared';
import { db } from '../../data/db';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import UserPage from '../../routes/user/user-page';

const base: PublicUser = {
  _id: 'u-1',
  id: 'u-1',
  fullName: 'Lina Haddad',
  userRole: 'Athlete',
  type: 'player',
  playerId: 2001,
  portraitImage: null,
  instagramUsername: null,
  primaryShirtNumber: null,
  secondaryShirtNumber: null,
  team: [],
};

/** Serves the profile; a PUT of the choice answers as the server would and is recorded. */
function serve(user: () => PublicUser) {
  const puts: unknown[] = [];
  mockFetch((url, init) => {
    if (url.includes('/api/auth/me')) return json({ success: false, message: 'Please log in to continue' }, 401);
    if (url.endsWith('/contact-visibility') && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { showInstagram: boolean };
      puts.push(body);
      const contactPrivacy: ContactPrivacy = { showInstagram: body.showInstagram, adult: true, public: body.showInstagram };
      return json({ success: true, contactPrivacy });
    }
    if (url.includes('/api/users/')) return json({ success: true, user: user() });
    return json({ success: false, message: 'Not found' }, 404);
  });
  return puts;
}

const open = () =>
  renderWithApp(
    <Routes>
      <Route path="/user/:userId" element={<UserPage />} />
    </Routes>,
    '/user/u-1',
  );

beforeEach(async () => {
  await db.responses.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the player page says what contact details show and why', () => {
  it('a visitor sees the rule where no handle is shown, with nothing said about this player age', async () => {
    serve(() => base);
    open();
    expect(await screen.findByText(/Contact details of players under 18 are never shown publicly/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText('Instagram')).toBeNull();
  });

  it('a visitor sees an adult handle that was chosen to be shown, and no rule line', async () => {
    serve(() => ({ ...base, instagramUsername: 'lina.h' }));
    open();
    const link = await screen.findByRole('link', { name: '@lina.h' });
    expect(link.getAttribute('href')).toBe('https://instagram.com/lina.h');
    expect(screen.queryByText(/never shown publicly/)).toBeNull();
  });

  it('a minor (or an admin on their page) is told it is never public, with no switch', async () => {
    serve(() => ({ ...base, instagramUsername: 'kid.k', contactPrivacy: { showInstagram: false, adult: false, public: false } }));
    open();
    expect(await screen.findByText(/Players under 18: the Instagram username is never shown publicly/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('an admin turns showing on for an adult player, and the page says everyone can see it', async () => {
    let privacy: ContactPrivacy = { showInstagram: false, adult: true, public: false };
    const puts = serve(() => ({ ...base, instagramUsername: 'lina.h', contactPrivacy: privacy }));
    open();
    const box = (await screen.findByRole('checkbox', { name: "Show this player's Instagram on their public profile" })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.getByText(/Hidden: only the player and the organisers/)).toBeTruthy();
    privacy = { showInstagram: true, adult: true, public: true };
    fireEvent.click(box);
    await waitFor(() => expect(puts).toEqual([{ showInstagram: true }]));
    expect(await screen.findByText('Everyone can see this Instagram username.')).toBeTruthy();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });
});
