import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import UserPage from './user-page';

beforeEach(async () => {
  await db.responses.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('A player an admin added to a squad', () => {
  it('is labelled Player on their page, not Former player', async () => {
    mockFetch((url) => {
      if (url.includes('/api/auth/me')) return json({ success: false, message: 'Please log in to continue' }, 401);
      if (url.includes('/api/users/'))
        return json({
          success: true,
          user: {
            _id: 'u-2',
            id: 'u-2',
            fullName: 'Omar Khalil',
            userRole: 'Fan',
            type: 'old-player',
            playerId: 2041,
            portraitImage: null,
            instagramUsername: null,
            team: [],
          },
        });
      return json({ success: false, message: 'Not found' }, 404);
    });
    renderWithApp(
      <Routes>
        <Route path="/user/:userId" element={<UserPage />} />
      </Routes>,
      '/user/u-2',
    );
    expect(await screen.findByRole('heading', { name: 'Omar Khalil' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Omar Khalil' }).nextElementSibling?.textContent).toMatch(/^Player · #2041/);
    expect(screen.queryByText(/Former player/)).toBeNull();
  });
});
