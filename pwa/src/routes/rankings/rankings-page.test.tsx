import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import RankingsPage from './rankings-page';

const entry = (rank: number, name: string, value: number) => ({
  _id: `id-${name}`,
  rank,
  name,
  logo: name,
  avatar: null,
  team: 'Cedars FC',
  teamLogo: null,
  value,
});

function serve(
  locked: boolean,
  goals = [entry(1, 'Joseph Obeid', 11), entry(2, 'Majd Sfeir', 10), entry(3, 'Marc Salameh', 9)],
  goalkeeperSaves: ReturnType<typeof entry>[] = [],
) {
  return mockFetch((url) => {
    if (url.includes('/api/auth/me')) return json({ success: false, message: 'Please log in to continue' }, 401);
    return json({
      success: true,
      rankings: { goals, assists: [], wins: [entry(1, 'Cedars FC', 7)], goalkeeperSaves },
      locked,
      message: locked ? 'Gold membership required for full access' : 'OK',
    });
  });
}

beforeEach(async () => {
  await db.responses.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('Leaderboards', () => {
  it('shows the preview rows and a lock for a visitor without Gold', async () => {
    serve(true);
    renderWithApp(<RankingsPage />);
    const list = await screen.findByRole('list', { name: 'Top Scorers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Joseph Obeid')).toBeTruthy();
    expect(screen.getByText('Gold membership required for full access')).toBeTruthy();
    expect(screen.getByText('Subscribe to view this ranking')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe('/loyalty-card');
    expect(screen.getByRole('link', { name: 'Upgrade to Gold' }).getAttribute('href')).toBe('/loyalty-card');
  });

  it("shows each keeper's team in Most Saves", async () => {
    serve(false, undefined, [{ ...entry(1, 'Elie Khoury', 14), team: 'Tyre Cedars' }]);
    renderWithApp(<RankingsPage />);
    await screen.findByRole('list', { name: 'Top Scorers' });
    fireEvent.click(screen.getByRole('tab', { name: 'Most Saves' }));
    const list = screen.getByRole('list', { name: 'Most Saves' });
    expect(within(list).getByText('Elie Khoury')).toBeTruthy();
    expect(within(list).getByText('Tyre Cedars')).toBeTruthy();
  });

  it('shows the full list without a lock for Gold members', async () => {
    serve(false);
    renderWithApp(<RankingsPage />);
    await screen.findByRole('list', { name: 'Top Scorers' });
    expect(screen.queryByText('Subscribe to view this ranking')).toBeNull();
    expect(screen.queryByText('Gold membership required for full access')).toBeNull();
  });

  it('switches lists with the tabs, by click or arrow keys, and says when a list is empty', async () => {
    serve(false);
    renderWithApp(<RankingsPage />);
    await screen.findByRole('list', { name: 'Top Scorers' });
    fireEvent.click(screen.getByRole('tab', { name: 'Best Teams' }));
    expect(screen.getByRole('tab', { name: 'Best Teams' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('list', { name: 'Best Teams' })).getByText('Cedars FC')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Best Teams' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Most Saves' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('No data available yet')).toBeTruthy();
  });

  it('shows a failed load as an empty list', async () => {
    mockFetch((url) =>
      url.includes('/api/auth/me')
        ? json({ success: false, message: 'Please log in to continue' }, 401)
        : json({ success: false, message: 'Something went wrong on our side. Please try again.' }, 500),
    );
    renderWithApp(<RankingsPage />);
    expect(await screen.findByText('No data available yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Refresh/ })).toBeTruthy();
  });
});
