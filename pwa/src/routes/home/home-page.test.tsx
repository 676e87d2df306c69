import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import HomePage from './home-page';

beforeEach(async () => {
  await db.responses.clear();
  mockFetch((url) => {
    if (url.includes('/api/stats/counts'))
      return json({ success: true, counts: { futsalGames: 10, goalsScored: 20, streetGames: 3, players: 40, tournaments: 2, teams: 8 } });
    if (url.includes('/api/events')) return json({ success: true, events: [] });
    return json({ success: false, message: 'Please log in to continue' }, 401);
  });
});
afterEach(async () => {
  // Let requests already under way (the device cache is read first) reach the mock, not the network.
  cleanup();
  await new Promise((r) => setTimeout(r, 20));
  vi.unstubAllGlobals();
});

describe('Home page', () => {
  it('shows the six OUR IMPACT cards, Ready to Play? and the four feature cards', async () => {
    renderWithApp(<HomePage />);
    expect(screen.getByRole('heading', { name: 'OUR IMPACT' })).toBeTruthy();
    for (const label of ['Futsal Games', 'Goals Scored', 'Street Games', 'Total Players', 'Tournaments', 'Teams'])
      expect(screen.getByText(label)).toBeTruthy();
    // Screen readers get the final figure with its plus sign rather than every animation step.
    expect(await screen.findByText('40+')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ready to Play?' })).toBeTruthy();
    for (const title of ['Lebanon-Wide Coverage', 'Live Updates', 'Fair Play', 'Community'])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
  });

  it('opens the newest edition from Explore Events on a database without the schools tournament', async () => {
    const edition = (slug: string, name: string, n: number, startsOn: string) => ({
      _id: `${slug}-${n}`,
      event: name,
      slug,
      event_edition: n,
      kind: 'futsal',
      event_logo: null,
      contact_info: { email: null, phone: null },
      stageType: 'Group Stage',
      startsOn,
      ageGroups: [],
    });
    mockFetch((url) => {
      if (url.includes('/api/events'))
        return json({
          success: true,
          events: [edition('saida-cup', 'Saida Cup', 2, '2026-10-01'), edition('tyre-league', 'Tyre League', 1, '2026-06-01')],
          pagination: { page: 1, limit: 100, total: 2, pages: 1 },
        });
      return json({ success: false, message: 'Please log in to continue' }, 401);
    });
    renderWithApp(<HomePage />);
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Explore Events' }).getAttribute('href')).toBe('/events/saida-cup'));
  });

  it('opens the schools tournament from Explore Events, even before the event list has loaded', () => {
    renderWithApp(<HomePage />);
    expect(screen.getByRole('link', { name: 'Explore Events' }).getAttribute('href')).toBe('/events/schools-futsal-cup');
  });
});
