import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventGamesPath, eventPagePath, type GamePitch, type PublicGame, type PublicVenue } from '@pitchside/shared';
import { resetTrouble } from '../../data/connection-trouble';
import { db } from '../../data/db';
import { json, mockFetch, networkDown, setOnline } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { event, eventPage, game, teamRef } from '../event/event-fixtures';
import BoardPage from './board-page';

const venues: PublicVenue[] = [
  {
    _id: 'v1',
    name: 'Main Hall',
    pitches: [
      { _id: 'p1', name: 'North court', code: 'P1' },
      { _id: 'p2', name: 'South court', code: 'P2' },
    ],
  },
];
const pitch = (id: 'p1' | 'p2'): GamePitch => ({
  ...venues[0]!.pitches.find((p) => p._id === id)!,
  venue: { _id: 'v1', name: 'Main Hall' },
});
const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * 60_000).toISOString();
const onPitch = (
  id: string,
  p: 'p1' | 'p2',
  minutes: number,
  status: PublicGame['status'],
  home: string,
  away: string,
  score: [number, number] = [0, 0],
) => ({
  ...game(id, status, 'Group A', teamRef(`${id}h`, home), teamRef(`${id}a`, away), score),
  startTime: at(minutes),
  pitch: pitch(p),
});
const list = (games: PublicGame[]) => ({ success: true, games, pagination: { page: 1, limit: 500, total: games.length, pages: 1 } });
const page = eventPage({ event: { ...event, venues } });
const GAMES_PATH = eventGamesPath('ev3', null);

function serve(games: () => PublicGame[]) {
  return mockFetch((url) => {
    if (url.startsWith('/api/events/slug/')) return json(page);
    if (url === GAMES_PATH) return json(list(games()));
    return networkDown();
  });
}

const openBoard = (query = '') =>
  renderWithApp(
    <Routes>
      <Route path="/events/:eventSlug/board" element={<BoardPage />} />
    </Routes>,
    `/events/schools-futsal-cup/board${query}`,
  );

beforeEach(async () => {
  setOnline(true);
  resetTrouble();
  // Answers the last test's screen was still keeping on the device land before the slate is wiped.
  await new Promise((r) => setTimeout(r, 100));
  await db.responses.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('the venue board', () => {
  it("shows each pitch's game and score and the next one, and turns from the coming games to the group tables and back", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    serve(() => [
      onPitch('g1', 'p1', -10, 'live', 'Tripoli Lions', 'Beirut FC', [1, 0]),
      onPitch('g2', 'p1', 20, 'Upcoming', 'Tyre Cedars', 'Sidon Stars'),
      onPitch('g3', 'p2', 30, 'Upcoming', 'Zahle Eagles', 'Jounieh Sharks'),
    ]);
    openBoard('?rotate=5');
    const p1 = await screen.findByRole('region', { name: /P1.*North court/ });
    await waitFor(() => expect(within(p1).getByText('Tripoli Lions')).toBeTruthy());
    expect(p1.textContent).toMatch(/1-0/);
    expect(p1.textContent).toContain('Tyre Cedars');
    expect(within(screen.getByRole('region', { name: /P2.*South court/ })).getByText('No game on this pitch right now')).toBeTruthy();
    const coming = await screen.findByRole('heading', { name: 'Coming up', level: 2 });
    expect(within(coming.closest('section')!).getAllByRole('listitem')).toHaveLength(2);
    // The age group's tables come in once its page has arrived; the rotation then runs by itself.
    await waitFor(() => expect(screen.getByText('1 of 2')).toBeTruthy());
    // The rotation's interval starts in an effect after that render: let it run before the clock moves.
    await act(async () => {});

    act(() => vi.advanceTimersByTime(5_000));
    expect(await screen.findByRole('heading', { name: 'U12 (Under 12) · Group Stage', level: 2 }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Group A' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Coming up' })).toBeNull();
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('heading', { name: 'Coming up', level: 2 })).toBeTruthy();
  });

  it('shows only the pitches its address names, and their coming games', async () => {
    serve(() => [
      onPitch('g2', 'p1', 20, 'Upcoming', 'Tyre Cedars', 'Sidon Stars'),
      onPitch('g3', 'p2', 30, 'Upcoming', 'Zahle Eagles', 'Jounieh Sharks'),
    ]);
    openBoard('?pitches=p2');
    expect(await screen.findByRole('region', { name: /P2.*South court/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /P1/ })).toBeNull();
    const coming = screen.getByRole('heading', { name: 'Coming up', level: 2 }).closest('section')!;
    await waitFor(() => expect(within(coming).getAllByRole('listitem')).toHaveLength(1));
    expect(coming.textContent).toContain('Zahle Eagles');
    expect(coming.textContent).not.toContain('Tyre Cedars');
  });

  it('without signal keeps the last state and says how old it is, then catches up by itself', async () => {
    const fetchedAt = Date.now() - 5 * 60_000;
    const live = onPitch('g1', 'p1', -10, 'live', 'Tripoli Lions', 'Beirut FC', [1, 0]);
    await db.responses.bulkPut([
      { path: eventPagePath('schools-futsal-cup'), body: page, fetchedAt },
      { path: GAMES_PATH, body: list([live]), fetchedAt },
    ]);
    setOnline(false);
    mockFetch(networkDown);
    openBoard();
    const p1 = await screen.findByRole('region', { name: /P1.*North court/ });
    await waitFor(() => expect(p1.textContent).toMatch(/1-0/));
    expect(screen.getByRole('status').textContent).toBe('Offline · updated 5 min ago');

    serve(() => [{ ...live, homeScore: 2, version: 2 }]);
    act(() => setOnline(true));
    await waitFor(() => expect(p1.textContent).toMatch(/2-0/));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Live'));
  });
});
