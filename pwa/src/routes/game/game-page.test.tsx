import { isolate } from '@pitchside/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameDetail } from '@pitchside/shared';
import { db } from '../../data/db';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import GamePage from './game-page';
import { gameDetail } from '../event/event-fixtures';

function serve(answer: () => Response) {
  return mockFetch((url) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/auth/me') return json({ success: false, message: 'Please log in to continue' }, 401);
    if (path === '/api/events/schools-futsal-cup/games/g1') return answer();
    return json({ success: false, message: 'Not found' }, 404);
  });
}

function open(query = '') {
  return renderWithApp(
    <Routes>
      <Route path="/events/:eventSlug/games/:gameId" element={<GamePage />} />
    </Routes>,
    `/events/schools-futsal-cup/games/g1${query}`,
  );
}

const goal = (id: string, side: 'home' | 'away', minute: number, scorer: string, assist: string | null = null) => ({
  _id: id,
  scorer: { _id: `u-${id}`, fullName: scorer },
  scorerName: scorer,
  assist: assist ? { _id: `a-${id}`, fullName: assist } : null,
  assistName: assist,
  minute,
  side,
});
const pen = (id: string, side: 'home' | 'away', minute: number) => ({
  _id: id,
  scorer: null,
  scorerName: 'Penalty' as const,
  assist: null,
  assistName: null,
  minute,
  side,
  isPenalty: true as const,
});

const shootOut: GameDetail = gameDetail({
  homeGoals: [goal('h1', 'home', 30, 'Karim Haddad', 'Ali Srour')],
  awayGoals: [goal('a1', 'away', 5, 'Omar Zein')],
  homePenaltyGoals: [pen('hp1', 'home', 120), pen('hp2', 'home', 121)],
  awayPenaltyGoals: [pen('ap1', 'away', 120)],
  homeScore: 1,
  awayScore: 1,
  homePenalties: 2,
  awayPenalties: 1,
  mvp: { _id: 'u-h1', fullName: 'Karim Haddad', portraitImage: null, team: { _id: 'a1', name: 'Tripoli Lions', logo: null, slug: 'a1' } },
});

beforeEach(async () => {
  await db.responses.clear();
  vi.stubGlobal('EventSource', undefined);
});
afterEach(() => {
  mockFetch(() => networkDown());
});

describe('Game page', () => {
  it('says Game not found for an unknown game', async () => {
    serve(() => json({ success: false, message: 'Game not found' }, 404));
    open();
    expect(await screen.findByText('Game not found')).toBeTruthy();
  });

  it('shows the HTTP status for other failures', async () => {
    serve(() => json({ success: false, message: 'Database unavailable' }, 503));
    open();
    expect(await screen.findByText('HTTP error! status: 503')).toBeTruthy();
  });

  it('shows the loading text first', async () => {
    serve(() => json({ success: true, game: gameDetail() }));
    open();
    expect(screen.getByText('Loading game details...')).toBeTruthy();
    await screen.findByRole('region', { name: 'Scoreboard' });
  });

  it('shows the goals with the shoot-out beside them, 1-1 (2-1 pens), and Full Time', async () => {
    serve(() => json({ success: true, game: shootOut }));
    open();
    const board = await screen.findByRole('region', { name: 'Scoreboard' });
    expect(within(board).getByText('Full Time')).toBeTruthy();
    const score = within(board).getByLabelText('Tripoli Lions 1, Beirut FC 1');
    expect(score.textContent).toBe('1-1');
    expect(within(board).getByText(`(${isolate(2)}-${isolate(1)} pens)`)).toBeTruthy();
    expect(within(board).queryByText(/PEN\)/)).toBeNull();
    await vi.waitFor(() => expect(document.title).toContain(`Tripoli Lions 1-1 (${isolate(2)}-${isolate(1)} pens) Beirut FC`));
    expect(within(board).getByRole('link', { name: 'Tripoli Lions' }).getAttribute('href')).toBe('/teams/a1');
    expect(within(within(board).getByRole('list', { name: 'Tripoli Lions goals' })).getByText(/Karim Haddad/)).toBeTruthy();
  });

  it('lists the goals by minute with assists, not the shoot-out kicks, whose score shows once, and the MVP', async () => {
    serve(() => json({ success: true, game: shootOut }));
    open();
    const timeline = await screen.findByRole('heading', { name: 'Goals' });
    const rows = within(timeline.parentElement!).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.timeline__minute')!.textContent)).toEqual(['5′', '30′']);
    expect(within(rows[1]!).getByText('Ali Srour')).toBeTruthy();
    expect(within(timeline.parentElement!).queryByText(/PEN|Penalty/)).toBeNull();
    expect(screen.getAllByText(`(${isolate(2)}-${isolate(1)} pens)`)).toHaveLength(1);
    const mvp = screen.getByRole('region', { name: 'MVP' });
    expect(
      within(mvp)
        .getByRole('link', { name: /Karim Haddad/ })
        .getAttribute('href'),
    ).toBe('/user/u-h1');
  });

  it('says when and where it is played: the kick-off in Beirut time, the pitch and its venue', async () => {
    const pitch = { _id: 'p1', name: 'Main pitch', code: 'P1', venue: { _id: 'v1', name: 'المدينة الرياضية' } };
    serve(() =>
      json({ success: true, game: gameDetail({ startTime: '2026-05-16T07:30:00Z', pitch, location: 'Main pitch · المدينة الرياضية' }) }),
    );
    open();
    const when = await screen.findByText(/Beirut time/);
    expect(when.tagName).toBe('TIME');
    // 07:30 UTC is 10:30 in Beirut (summer time), whatever the device's own time zone.
    expect(when.textContent).toMatch(/10:30.*, Beirut time$/);
    const place = screen.getByText('P1').closest('.game-page__place')!;
    expect(within(place as HTMLElement).getByText('Main pitch')).toBeTruthy();
    expect(
      within(place as HTMLElement)
        .getByText('المدينة الرياضية')
        .getAttribute('dir'),
    ).toBe('auto');
  });

  it('falls back on the location alone, and says the time is to be announced', async () => {
    serve(() => json({ success: true, game: gameDetail({ startTime: null, pitch: null, location: 'Main Hall' }) }));
    open();
    expect(await screen.findByText('Time to be announced')).toBeTruthy();
    expect(screen.getByText('Main Hall')).toBeTruthy();
  });

  it('says when no goals were scored, and shows each status badge', async () => {
    serve(() => json({ success: true, game: gameDetail({ status: 'postponed' }) }));
    open();
    expect(await screen.findByText('No goals scored in this match')).toBeTruthy();
    expect(screen.getByText('Postponed')).toBeTruthy();
  });

  it('lists each team’s players in Lineups, linking to their profiles, or says none are available', async () => {
    const game = gameDetail();
    game.homeTeam.players = [{ _id: 'p1', fullName: 'Ali Srour', playerId: 1355, portraitImage: null, shirtNumber: 7 }];
    serve(() => json({ success: true, game }));
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Lineups' }));
    expect(screen.getByRole('link', { name: /Ali Srour/ }).getAttribute('href')).toBe('/user/p1');
    expect(within(screen.getByRole('region', { name: 'Beirut FC players' })).getByText('No players available')).toBeTruthy();
  });
});
