import { isolate } from '@pitchside/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventPageResponse, PublicGame } from '@pitchside/shared';
import { db } from '../../data/db';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import EventPage from './event-page';
import { eventPage, game, publicTeam, teamRef } from './event-fixtures';

interface Served {
  page?: EventPageResponse | Response;
  games?: PublicGame[];
  teams?: ReturnType<typeof publicTeam>[];
}

function serve({ page = eventPage(), games = [], teams = [] }: Served = {}) {
  return mockFetch((url) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/auth/me') return json({ success: false, message: 'Please log in to continue' }, 401);
    if (path.startsWith('/api/events/slug/')) return page instanceof Response ? page : json(page);
    if (path.endsWith('/games')) return json({ success: true, games, pagination: { page: 1, limit: 500, total: games.length, pages: 1 } });
    if (path.endsWith('/teams')) return json({ success: true, teams });
    if (path.startsWith('/api/rankings/event/')) return json({ success: true, rankings: { goals: [], wins: [] } });
    return json({ success: false, message: 'Not found' }, 404);
  });
}

function open(query = '') {
  return renderWithApp(
    <Routes>
      <Route path="/events/:eventSlug" element={<EventPage />} />
    </Routes>,
    `/events/schools-futsal-cup${query}`,
  );
}

beforeEach(async () => {
  await db.responses.clear();
  // No live stream in tests: the page falls back to its 30 s refresh, which never fires here.
  vi.stubGlobal('EventSource', undefined);
});
// Requests still in flight when a test ends must not reach the real network.
afterEach(() => {
  mockFetch(() => networkDown());
});

describe('Event page', () => {
  it('says the event does not exist for an unknown slug', async () => {
    serve({ page: json({ success: false, message: 'Event not found' }, 404) });
    open();
    expect(await screen.findByText('Event not found')).toBeTruthy();
    expect(screen.getByText("The event you're looking for doesn't exist.")).toBeTruthy();
  });

  it('says the event failed to load on other failures', async () => {
    serve({ page: json({ success: false, message: 'boom' }, 500) });
    open();
    expect(await screen.findByText('Failed to fetch event')).toBeTruthy();
  });

  it('shows the title, ordinal editions, age groups and team cards linking to team pages', async () => {
    serve({ teams: [publicTeam({ _id: 't1', name: 'Tripoli Lions', location: 'Tripoli' })] });
    open();
    expect(await screen.findByRole('heading', { name: 'Schools Futsal Cup' })).toBeTruthy();
    const edition = screen.getByLabelText('Edition') as HTMLSelectElement;
    expect([...edition.options].map((o) => o.text)).toEqual(['3rd Edition', '2nd Edition', '1st Edition']);
    expect(edition.value).toBe('3');
    expect((screen.getByLabelText('Age group') as HTMLSelectElement).value).toBe('u12');
    const card = await screen.findByRole('link', { name: /Tripoli Lions/ });
    expect(card.getAttribute('href')).toBe('/teams/t1');
  });

  it('asks for the chosen edition and age group, keeping the choice in the address', async () => {
    const fetch = serve();
    open('?ageGroup=u12');
    const edition = (await screen.findByLabelText('Edition')) as HTMLSelectElement;
    fireEvent.change(edition, { target: { value: '2' } });
    await vi.waitFor(() => {
      const asked = fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/api/events/slug/'));
      // A new edition starts from its own default age group.
      expect(asked).toContain('/api/events/slug/schools-futsal-cup?edition=2');
    });
    fireEvent.change(screen.getByLabelText('Age group'), { target: { value: 'u12' } });
    await vi.waitFor(() => {
      const asked = fetch.mock.calls.map(([u]) => String(u));
      expect(asked).toContain('/api/events/slug/schools-futsal-cup?edition=2&ageGroup=u12');
    });
  });

  it('falls back to the default age group when the address names one the edition does not have', async () => {
    const fetch = mockFetch((url) => {
      const u = new URL(url, 'http://x');
      if (u.pathname === '/api/auth/me') return json({ success: false, message: 'Please log in to continue' }, 401);
      if (u.pathname.startsWith('/api/events/slug/')) {
        return u.searchParams.get('ageGroup') === 'u99' ? json({ success: false, message: 'Unknown age group' }, 400) : json(eventPage());
      }
      return json({
        success: true,
        teams: [],
        games: [],
        rankings: { goals: [], wins: [] },
        pagination: { page: 1, limit: 500, total: 0, pages: 1 },
      });
    });
    open('?ageGroup=u99');
    expect(await screen.findByRole('heading', { name: 'Schools Futsal Cup' })).toBeTruthy();
    expect(fetch.mock.calls.map(([u]) => String(u))).toContain('/api/events/slug/schools-futsal-cup');
  });

  it('says so when no team has registered', async () => {
    serve({ teams: [] });
    open();
    expect(await screen.findByText('No teams registered yet.')).toBeTruthy();
  });

  it('moves between tabs with the arrow keys', async () => {
    serve();
    open();
    const teamsTab = await screen.findByRole('tab', { name: 'Teams' });
    expect(teamsTab.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(teamsTab, { key: 'ArrowRight' });
    // The games tab's code arrives on demand: the switch completes once it is in.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Games' }).getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Games' }), { key: 'ArrowLeft' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Teams' }).getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Teams' }), { key: 'ArrowLeft' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Rankings' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getAllByRole('tabpanel')[0]!.getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Rankings' }).id);
  });

  it('lists games in Live Now, Upcoming and Completed, by round, without Not Scheduled games', async () => {
    serve({
      games: [
        game('live1', 'live', 'Group A', teamRef('a1', 'Tripoli Lions'), teamRef('a2', 'Beirut FC'), [1, 0]),
        game('up1', 'postponed', ''),
        game('hidden', 'Not Scheduled', 'Group A', teamRef('x1', 'Hidden Home'), teamRef('x2', 'Hidden Away')),
      ],
    });
    open('?tab=games');
    const live = await screen.findByRole('region', { name: 'Live Now' });
    expect(within(live).getByRole('heading', { name: 'Group A' })).toBeTruthy();
    expect(
      within(live)
        .getByRole('link', { name: /Tripoli Lions vs Beirut FC/ })
        .getAttribute('href'),
    ).toBe('/events/schools-futsal-cup/games/live1');
    expect(within(live).getByRole('link', { name: 'Beirut FC' }).getAttribute('href')).toBe('/teams/a2');
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByRole('heading', { name: 'Other' })).toBeTruthy();
    expect(within(upcoming).getByText('Postponed')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Completed' })).getByText('No completed games')).toBeTruthy();
    expect(screen.queryByText('Hidden Home')).toBeNull();
  });

  it('writes a shoot-out as 2-2 with (3-1 pens) beside it', async () => {
    serve({ games: [{ ...game('f1', 'completed', 'Final', undefined, undefined, [2, 2]), homePenalties: 3, awayPenalties: 1 }] });
    open('?tab=games');
    const completed = await screen.findByRole('region', { name: 'Completed' });
    expect(completed.querySelector('.game-card__goals')!.textContent).toBe('2-2');
    expect(within(completed).getByText(`(${isolate(3)}-${isolate(1)} pens)`)).toBeTruthy();
    expect(within(completed).getByText('Full Time')).toBeTruthy();
    // The title is written after the page is drawn.
    await vi.waitFor(() => expect(document.title).toBe('Schools Futsal Cup 3rd Edition · U12 (Under 12) · Games'));
  });

  it('narrows a long games list to today or to one team', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
    try {
      const lions = teamRef('a1', 'Tripoli Lions');
      const beirut = teamRef('a2', 'Beirut FC');
      const sidon = teamRef('a3', 'Sidon Stars');
      const tyre = teamRef('a4', 'Tyre Cedars');
      const at = (id: string, home: typeof lions, away: typeof lions, startTime: string) => ({
        ...game(id, 'scheduled', 'Group A', home, away),
        startTime,
      });
      serve({
        games: [
          at('today1', lions, beirut, '2026-05-01T15:00:00Z'),
          at('today2', sidon, tyre, '2026-05-01T17:00:00Z'),
          ...[2, 3, 4, 5, 6, 7].map((d) => at(`later${d}`, d % 2 ? beirut : sidon, d % 2 ? tyre : lions, `2026-05-0${d}T15:00:00Z`)),
        ],
      });
      open('?tab=games');
      const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
      const cards = () => within(screen.getByRole('region', { name: 'Upcoming' })).getAllByRole('article');
      expect(within(upcoming).getAllByRole('article')).toHaveLength(8);

      fireEvent.click(screen.getByRole('button', { name: 'Today' }));
      expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
      expect(cards()).toHaveLength(2);
      expect(screen.getByText('2 of 8 games')).toBeTruthy();

      fireEvent.change(screen.getByLabelText('Team'), { target: { value: 'a3' } });
      expect(cards()).toHaveLength(1);
      expect(within(cards()[0]!).getByText('Sidon Stars')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Today' }));
      // Sidon Stars: today against Tyre, and three later games at home.
      expect(cards()).toHaveLength(4);
      fireEvent.change(screen.getByLabelText('Team'), { target: { value: '' } });
      expect(cards()).toHaveLength(8);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens with the filters a shared link names, and offers to show every game when none match', async () => {
    serve({ games: [game('g1', 'scheduled', 'Group A', teamRef('a1', 'Tripoli Lions'), teamRef('a2', 'Beirut FC'))] });
    open('?tab=games&day=today&team=a2');
    expect(await screen.findByText('No games match these filters')).toBeTruthy();
    expect((screen.getByLabelText('Team') as HTMLSelectElement).value).toBe('a2');
    fireEvent.click(screen.getByRole('button', { name: 'Show all games' }));
    expect(await screen.findByRole('link', { name: /Tripoli Lions vs Beirut FC/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Today' })).toBeNull();
  });

  it('shows empty game sections', async () => {
    serve({ games: [] });
    open('?tab=games');
    expect(await screen.findByText('No upcoming games')).toBeTruthy();
    expect(screen.getByText('No completed games')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Live Now' })).toBeNull();
  });

  it('pads group cards to four rows, cuts long names, and opens a detailed table that wraps round', async () => {
    serve();
    open('?tab=standings');
    expect(await screen.findByRole('tab', { name: 'Group Stage' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Knockout Stage' })).toBeNull();
    const cardA = screen.getByRole('button', { name: 'Group A: open the full table' }).closest('article')!;
    expect(cardA.querySelectorAll('tbody tr')).toHaveLength(4);
    expect(within(cardA).getByText('Tripoli Li...')).toBeTruthy();

    fireEvent.click(cardA);
    expect(screen.getByRole('heading', { name: 'Group A' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Tripoli Lions/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Previous Group/ }));
    expect(screen.getByRole('heading', { name: 'Group B' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next Group/ }));
    expect(screen.getByRole('heading', { name: 'Group A' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Back to Group Stage/ }));
    expect(screen.getByRole('button', { name: 'Group B: open the full table' })).toBeTruthy();
  });

  it('rebuilds group tables from the games on the device, so a new result moves the table', async () => {
    // The server's table still has Beirut FC below; the games already hold Beirut's win.
    serve({ games: [game('r1', 'completed', 'Group A', teamRef('a2', 'Beirut FC'), teamRef('a1', 'Tripoli Lions'), [3, 1])] });
    open('?tab=standings&group=gA');
    const table = await screen.findByRole('table', { name: 'Group A table' });
    await vi.waitFor(() => {
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows[0]!.textContent).toContain('Beirut FC');
    });
    const first = within(table).getAllByRole('row')[1]!;
    const cells = [...first.querySelectorAll('td')].map((td) => td.textContent);
    expect(within(first).getByRole('link', { name: 'Beirut FC' }).getAttribute('href')).toBe('/teams/a2');
    expect([cells[0], ...cells.slice(2)]).toEqual(['1', '1', '3', '1', '1', '0', '0', '+2', '3']);
  });

  it('says no groups are available when there is neither a group stage nor a knockout', async () => {
    serve({ page: eventPage({ activeGroupStage: null }) });
    open('?tab=standings');
    expect(await screen.findByText('No groups available yet.')).toBeTruthy();
  });

  it("draws the bracket from the age group's first knockout round to the champion, with TBD and shoot-outs", async () => {
    const slot = (name: string | null, score: number | null, penalties: number | null = null, isWinner = false) => ({
      team: name ? { id: name, name, logo: null } : null,
      score,
      penalties,
      isWinner,
    });
    serve({
      page: eventPage({
        activeGroupStage: null,
        activeKnockoutStage: {
          rounds: [],
          bracket: {
            rounds: [
              {
                roundSize: 2,
                label: 'Final',
                left: [
                  {
                    roundSize: 2,
                    position: 0,
                    gameId: 'f1',
                    home: slot('Tyre Cedars', 2, 4, true),
                    away: slot('Beirut FC', 2, 3),
                    winnerId: 'Tyre Cedars',
                  },
                ],
                right: [],
              },
            ],
            champion: { id: 'Tyre Cedars', name: 'Tyre Cedars', logo: null },
          },
        },
      }),
    });
    open('?tab=standings');
    const bracket = await screen.findByRole('region', { name: /Knockout bracket/ });
    const labels = within(bracket)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    // A four-team knockout: no empty Round of 32, 16 or Quarterfinals before the Semifinals.
    expect(labels).toEqual(['Semifinals', 'Final', 'Semifinals']);
    expect(within(bracket).getAllByText('TBD')).toHaveLength(4);
    expect(within(bracket).getByText('CHAMPION')).toBeTruthy();
    expect(within(bracket).getByText(`(${isolate(4)}-${isolate(3)} pens)`)).toBeTruthy();
    expect(within(bracket).queryByText(/PEN\)/)).toBeNull();
    expect(
      within(bracket)
        .getByRole('link', { name: /Tyre Cedars/ })
        .getAttribute('href'),
    ).toBe('/events/schools-futsal-cup/games/f1');
  });

  it('shows a league table for a League age group', async () => {
    const league = { ...eventPage().ageGroups[0]!, stageType: 'League' as const };
    serve({
      page: eventPage({
        activeAgeGroup: league,
        ageGroups: [league],
        activeGroupStage: null,
        leagueTable: [teamRef('a1', 'Tripoli Lions'), teamRef('a2', 'Beirut FC')].map((t) => ({
          ...t,
          groupStageGoalsScored: 0,
          groupStageGoalsConceided: 0,
          groupStagePts: 0,
          groupStageGamesPlayed: 0,
          groupStageWins: 0,
          groupStageDraws: 0,
          groupStageLosses: 0,
          goalDifference: 0,
          position: 0,
        })),
      }),
    });
    open('?tab=standings');
    expect(await screen.findByRole('heading', { name: 'League Table' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'League table' })).toBeTruthy();
  });

  it('shows Event Rankings with its two lists and the empty text', async () => {
    serve();
    open('?tab=rankings');
    expect(await screen.findByRole('heading', { name: 'Event Rankings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Top Scorers' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No data available yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Best Teams' }));
    expect(screen.getByRole('tab', { name: 'Best Teams' }).getAttribute('aria-selected')).toBe('true');
  });
});
