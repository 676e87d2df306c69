import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import ProfilePage from '../profile/profile-page';
import UserPage from './user-page';

function serveUser(res: () => Response) {
  mockFetch((url) => {
    if (url.includes('/api/auth/me')) return json({ success: false, message: 'Please log in to continue' }, 401);
    if (url.includes('/api/users/')) return res();
    return json({ success: false, message: 'Not found' }, 404);
  });
}

const openUser = () =>
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

describe('Profiles', () => {
  it('says User not found for an unknown player', async () => {
    serveUser(() => json({ success: false, message: 'Not found' }, 404));
    openUser();
    expect(await screen.findByText('User not found')).toBeTruthy();
  });

  it('says Failed to load profile when the server fails', async () => {
    serveUser(() => json({ success: false, message: 'Something went wrong on our side. Please try again.' }, 500));
    openUser();
    expect(await screen.findByText('Failed to load profile')).toBeTruthy();
  });

  it('shows a player with their teams under Teams Played For and no Logout', async () => {
    serveUser(() =>
      json({
        success: true,
        user: {
          _id: 'u-1',
          id: 'u-1',
          fullName: 'Yara El Hajj',
          userRole: 'Athlete',
          type: 'user',
          playerId: 1358,
          portraitImage: null,
          instagramUsername: null,
          team: [
            {
              _id: 't-1',
              name: 'Dbayeh Hawks',
              logo: null,
              event: { _id: 'e-1', event: 'Lebanon Schools Futsal Cup', slug: 'schools-futsal-cup', event_edition: 3 },
              ageGroup: null,
            },
          ],
        },
      }),
    );
    openUser();
    expect(await screen.findByRole('heading', { name: 'Yara El Hajj' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Teams Played For' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Dbayeh Hawks/ }).getAttribute('href')).toBe('/teams/t-1');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('asks a visitor to log in to see their own profile', () => {
    serveUser(() => json({ success: false, message: 'Not found' }, 404));
    renderWithApp(<ProfilePage />);
    expect(screen.getByText('Please log in to view your profile')).toBeTruthy();
  });
});
