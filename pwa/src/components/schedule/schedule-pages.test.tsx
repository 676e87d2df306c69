import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  eventGamesPath,
  eventPagePath,
  teamPagePath,
  type GamePitch,
  type KnockoutStage,
  type PublicGame,
  type PublicTeam,
  type PublicVenue,
} from '@pitchside/shared';
import { db } from '../../data/db';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import EventPage from '../../routes/event/event-page';
import TeamPage from '../../routes/team/team-page';
import { event, eventPage, game, publicTeam, teamRef } from '../../routes/event/event-fixtures';

const venues: PublicVenue[] = [
  {
    _id: 'v1',
    name: 'Main Hall',
    address: 'Hamra St, Beirut',
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
const lions = teamRef('t1', 'Tripoli Lions');
const beirut = teamRef('a2', 'Beirut FC');
const tyre = teamRef('b1', 'Tyre Cedars');
const sidon = teamRef('b2', 'Sidon Stars');

const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * 60_000).toISOString();
const scheduled = (
  id: string,
  startTime: string,
  p: 'p1' | 'p2',
  status: PublicGame['status'] = 'Upcoming',
  home = lions,
  away = beirut,
  score: [number, number] = [0, 0],
): PublicGame => ({ ...game(id, status, 'Group A', home, away, score), startTime, pitch: pitch(p), location: `${p} Main Hall` });

/** A stand-in for the browser's live stream: the test sends game changes through it. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  private listeners = new Map<string, ((ev: MessageEvent) => void)[]>();
  constructor(public url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: (ev: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {}
  emit(type: string, data = '') {
    for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data }));
  }
}

/** Semi-finals and a final placed by Schedule all: the first semi-final has its game, the rest wait for their teams. */
const knockout = (final: string, semi: string, pitchOfFinal: 'p1' | 'p2' = 'p1'): KnockoutStage => ({
  rounds: [
    {
      roundName: 'Semi Finals',
      roundSize: 4,
      fixtures: [
        {
          _id: 'sf1',
          roundSize: 4,
          position: 0,
          homeTeam: tyre,
          awayTeam: sidon,
          winner: null,
          gameId: 'semi1',
          startTime: semi,
          pitch: pitch('p1'),
        },
        {
          _id: 'sf2',
          roundSize: 4,
          position: 1,
          homeTeam: lions,
          awayTeam: null,
          winner: null,
          gameId: null,
          startTime: semi,
          pitch: pitch('p2'),
        },
      ],
    },
    {
      roundName: 'Final',
      roundSize: 2,
      fixtures: [
        {
          _id: 'f',
          roundSize: 2,
          position: 0,
          homeTeam: null,
          awayTeam: null,
          winner: null,
          gameId: null,
          startTime: final,
          pitch: pitch(pitchOfFinal),
        },
      ],
    },
  ],
  bracket: { rounds: [], champion: null },
});

let games: PublicGame[] = [];
let stage: KnockoutStage | null = null;
function serve(team?: PublicTeam) {
  return mockFetch((url) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/auth/me') return json({ success: false, message: 'Please log in to continue' }, 401);
    if (path.startsWith('/api/events/slug/')) return json(eventPage({ event: { ...event, venues }, activeKnockoutStage: stage }));
    if (team && path === '/api/teams/by-teamId/club1/games') return json({ success: true, games: [] });
    if (path.endsWith('/games')) return json({ success: true, games, pagination: { page: 1, limit: 500, total: games.length, pages: 1 } });
    if (path.endsWith('/teams')) return json({ success: true, teams: [] });
    if (path.startsWith('/api/rankings/event/')) return json({ success: true, rankings: { goals: [], wins: [] } });
    if (team && path === '/api/teams/t1') return json({ success: true, team });
    if (team && path === '/api/teams/by-teamId/club1') return json({ success: true, message: 'OK', teams: [team], events: [] });
    return json({ success: false, message: 'Not found' }, 404);
  });
}

function openEvent(query: string) {
  return renderWithApp(
    <Routes>
      <Route path="/events/:eventSlug" element={<EventPage />} />
    </Routes>,
    `/events/schools-futsal-cup${query}`,
  );
}

beforeEach(async () => {
  await db.responses.clear();
  stage = null;
  FakeEventSource.last = null;
  vi.stubGlobal('EventSource', undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  mockFetch(() => networkDown());
});

describe('Games by day and pitch', () => {
  it('groups the games under Beirut days and pitches, each card naming its pitch and venue', async () => {
    games = [
      scheduled('sat2', '2026-05-02T07:00:00Z', 'p2', 'Upcoming', tyre, sidon),
      scheduled('sat1', '2026-05-02T06:00:00Z', 'p1'),
      // 21:30 UTC on Saturday is already Sunday in Beirut.
      scheduled('sun1', '2026-05-02T21:30:00Z', 'p1', 'Upcoming', tyre, beirut),
    ];
    serve();
    openEvent('?tab=games');
    fireEvent.click(await screen.findByRole('button', { name: 'By day and pitch' }));
    const saturday = await screen.findByRole('region', { name: 'Saturday 2 May' });
    const sunday = screen.getByRole('region', { name: 'Sunday 3 May' });
    const pitchTitles = within(saturday)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(pitchTitles).toEqual(['P1Main Hall1 game', 'P2Main Hall1 game']);
    expect(within(sunday).getByText('Tyre Cedars')).toBeTruthy();
    expect(within(saturday).queryByText('Tyre Cedars', { selector: '.game-card__name' })).toBeTruthy();

    // One pitch only, kept in the address.
    fireEvent.change(screen.getByLabelText('Pitch'), { target: { value: 'p2' } });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Sunday 3 May' })).toBeNull());
    expect(within(screen.getByRole('region', { name: 'Saturday 2 May' })).getAllByRole('article')).toHaveLength(1);
  });

  it('shows the knockout games still waiting for their teams at their time and pitch, as the bracket names them', async () => {
    games = [
      scheduled('g1', '2026-05-02T06:00:00Z', 'p1'),
      // The first semi-final has its game: it shows once, as the game.
      { ...scheduled('semi1', '2026-05-02T12:00:00Z', 'p1', 'Upcoming', tyre, sidon), round: 'Semi Finals' },
    ];
    stage = knockout('2026-05-02T14:40:00Z', '2026-05-02T12:00:00Z');
    serve();
    openEvent('?tab=games&view=pitches');
    const saturday = await screen.findByRole('region', { name: 'Saturday 2 May' });
    const cards = within(saturday).getAllByRole('article');
    expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringContaining('Tripoli Lions'),
      expect.stringMatching(/UpcomingSat.*15:00.*Tyre Cedars.*Sidon Stars/),
      // Beirut is UTC+3 in May: the final at 17:40 on P1, its teams still to come.
      expect.stringMatching(/^Final.*17:40P1Main HallTBDvsTBD$/),
      expect.stringMatching(/^Semifinals.*15:00P2Main HallTripoli LionsvsTBD$/),
    ]);
    expect(
      within(saturday)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['P1Main Hall3 games', 'P2Main Hall1 game']);
  });
});

describe('Now view', () => {
  it('shows each pitch with the game on it and the next one, and follows a live change', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    games = [
      scheduled('live1', at(-10), 'p1', 'live', lions, beirut, [1, 0]),
      scheduled('next1', at(20), 'p1', 'Upcoming', tyre, sidon),
      scheduled('next2', at(5), 'p2', 'scheduled', sidon, beirut),
    ];
    serve();
    openEvent('?tab=now');
    const p1 = await screen.findByRole('region', { name: /P1.*North court/ });
    const p2 = screen.getByRole('region', { name: /P2.*South court/ });
    expect(
      within(p1)
        .getByRole('link', { name: /Tripoli Lions\s*1\s*-\s*0\s*Beirut FC/ })
        .getAttribute('href'),
    ).toBe('/events/schools-futsal-cup/games/live1');
    expect(within(p1).getByRole('link', { name: /Tyre Cedars.*Sidon Stars/ })).toBeTruthy();
    expect(within(p2).getByText('No game on this pitch right now')).toBeTruthy();
    expect(within(p2).getByRole('link', { name: /Sidon Stars.*Beirut FC/ })).toBeTruthy();
    // The venue's pitches and where it is, with a map link.
    const map = screen.getByRole('link', { name: 'Map of Main Hall' });
    expect(map.getAttribute('href')).toContain('openstreetmap.org');

    // A goal, then the game on P2 kicks off: the live stream says so and the view follows.
    games = [
      scheduled('live1', at(-10), 'p1', 'live', lions, beirut, [2, 0]),
      scheduled('next1', at(20), 'p1', 'Upcoming', tyre, sidon),
      { ...scheduled('next2', at(5), 'p2', 'live', sidon, beirut), version: 2 },
    ];
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    FakeEventSource.last!.emit('open');
    FakeEventSource.last!.emit('game', JSON.stringify({ eventId: 'ev3', gameId: 'next2', version: 2 }));
    await waitFor(() => expect(within(p1).getByRole('link', { name: /Tripoli Lions\s*2\s*-\s*0\s*Beirut FC/ })).toBeTruthy());
    expect(within(p2).getByRole('link', { name: /Sidon Stars\s*0\s*-\s*0\s*Beirut FC/ })).toBeTruthy();
    expect(within(p2).getByText('No more games on this pitch')).toBeTruthy();
  });

  it('is offered only once the edition has pitches', async () => {
    games = [];
    mockFetch((url) => {
      const path = new URL(url, 'http://x').pathname;
      if (path.startsWith('/api/events/slug/')) return json(eventPage());
      if (path.endsWith('/games')) return json({ success: true, games: [], pagination: { page: 1, limit: 500, total: 0, pages: 1 } });
      if (path.endsWith('/teams')) return json({ success: true, teams: [] });
      return json({ success: false, message: 'Not found' }, 401);
    });
    openEvent('?tab=now');
    expect(await screen.findByRole('tab', { name: 'Teams', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Now' })).toBeNull();
  });
});

describe("The team page's next game", () => {
  it('shows the next game with its time and pitch, not a finished one', async () => {
    games = [
      scheduled('old', at(-120), 'p1', 'completed', lions, tyre, [3, 1]),
      scheduled('mine', '2099-05-02T07:30:00Z', 'p2', 'Upcoming', sidon, lions),
      scheduled('other', at(30), 'p1', 'Upcoming', tyre, beirut),
    ];
    serve(publicTeam());
    renderWithApp(
      <Routes>
        <Route path="/teams/:teamId" element={<TeamPage />} />
      </Routes>,
      '/teams/t1',
    );
    const next = await screen.findByRole('region', { name: 'Next game' });
    const link = within(next).getByRole('link');
    expect(link.getAttribute('href')).toBe('/events/schools-futsal-cup/games/mine');
    expect(link.textContent).toContain('Against Sidon Stars');
    // Beirut time (UTC+3 in May).
    expect(within(link).getByText(/10:30/)).toBeTruthy();
    expect(within(link).getByText('P2').getAttribute('title')).toBe('South court');
    expect(within(link).getByText('Main Hall')).toBeTruthy();
  });
});

describe('Offline, from the saved edition', () => {
  it('shows the Now view and the team next game from the saved answers without signal', async () => {
    games = [scheduled('live1', at(-10), 'p1', 'live', lions, beirut, [1, 0]), scheduled('next2', at(5), 'p2', 'Upcoming', sidon, lions)];
    const fetchedAt = Date.now() - 60_000;
    const list = { success: true, games, pagination: { page: 1, limit: 500, total: games.length, pages: 1 } };
    await db.responses.bulkPut([
      { path: eventPagePath('schools-futsal-cup'), body: eventPage({ event: { ...event, venues } }), fetchedAt },
      { path: eventGamesPath('ev3', 'u12'), body: list, fetchedAt },
      { path: teamPagePath('t1'), body: { success: true, team: publicTeam() }, fetchedAt },
    ]);
    mockFetch(() => networkDown());
    const view = openEvent('?tab=now');
    const p2 = await screen.findByRole('region', { name: /P2.*South court/ });
    expect(within(p2).getByRole('link', { name: /Sidon Stars.*Tripoli Lions/ })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /P1.*North court/ })).getByText('Now')).toBeTruthy();
    view.unmount();

    renderWithApp(
      <Routes>
        <Route path="/teams/:teamId" element={<TeamPage />} />
      </Routes>,
      '/teams/t1',
    );
    const next = await screen.findByRole('region', { name: 'Playing now' });
    expect(within(next).getByRole('link').getAttribute('href')).toBe('/events/schools-futsal-cup/games/live1');
    expect(within(next).getByText('P1')).toBeTruthy();
  });

  it("counts the final still waiting for its teams as a pitch's next game, from the saved edition", async () => {
    games = [scheduled('live1', at(-10), 'p1', 'live', lions, beirut, [1, 0]), scheduled('done', at(-60), 'p2', 'completed', tyre, sidon)];
    const fetchedAt = Date.now() - 60_000;
    const list = { success: true, games, pagination: { page: 1, limit: 500, total: games.length, pages: 1 } };
    await db.responses.bulkPut([
      {
        path: eventPagePath('schools-futsal-cup'),
        // The semi-finals were yesterday (Beirut), whatever the clock says now: only the final waits on P2.
        body: eventPage({ event: { ...event, venues }, activeKnockoutStage: knockout(at(40), at(-36 * 60), 'p2') }),
        fetchedAt,
      },
      { path: eventGamesPath('ev3', 'u12'), body: list, fetchedAt },
    ]);
    mockFetch(() => networkDown());
    openEvent('?tab=now');
    const p2 = await screen.findByRole('region', { name: /P2.*South court/ });
    const next = within(p2)
      .getByText(/^Final/)
      .closest('.now-game')!;
    expect(next.textContent).toMatch(/^TBDFinal \d\d:\d\dTBD$/);
    // It has no page of its own yet: nothing to open.
    expect(within(p2).queryByRole('link')).toBeNull();
  });
});
