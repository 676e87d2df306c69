import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  messageText,
  type EventPageResponse,
  type GamePitch,
  type KnockoutStage,
  type PublicEvent,
  type PublicGame,
} from '@pitchside/shared';
import { activateLocale } from '../../i18n';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { MoveGameDialog } from './move-game-dialog';
import SchedulePage from './schedule-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
});

const EVENT = '11111111-1111-4111-8111-111111111111';
const U12 = '22222222-2222-4222-8222-222222222222';
const VENUE = '33333333-3333-4333-8333-333333333333';
const P1 = '44444444-4444-4444-8444-444444444441';
const P2 = '44444444-4444-4444-8444-444444444442';
const G1 = '55555555-5555-4555-8555-555555555551';
const G2 = '55555555-5555-4555-8555-555555555552';
const G3 = '55555555-5555-4555-8555-555555555553';

const venue = {
  _id: VENUE,
  name: 'Saida Hall',
  address: null,
  pitches: [
    { _id: P1, name: 'Pitch 1', code: 'P1' },
    { _id: P2, name: 'Pitch 2', code: 'P2' },
  ],
};
const pitch = (id: string): GamePitch => {
  const p = venue.pitches.find((x) => x._id === id)!;
  return { ...p, venue: { _id: VENUE, name: venue.name } };
};

const event: PublicEvent = {
  _id: EVENT,
  event: 'Cedar Cup',
  slug: 'cedar-cup',
  event_edition: 2,
  kind: 'futsal',
  event_logo: null,
  contact_info: { email: null, phone: null },
  stageType: 'Group Stage',
  startsOn: null,
  venues: [venue],
  ageGroups: [
    {
      _id: U12,
      name: 'Under 12',
      label: null,
      slug: 'u12',
      stageType: 'Group Stage',
      groupsCount: 2,
      teamsPerGroup: 4,
      advancingTeams: 2,
      knockoutTeams: 4,
      leagueTeams: 10,
      position: 0,
    },
  ],
};

const team = (id: string, name: string) => ({ _id: id, name, logo: null, slug: name.toLowerCase().replace(/ /g, '-') });
const TEAMS = {
  cedars: team('66666666-6666-4666-8666-666666666661', 'Tyre Cedars'),
  lions: team('66666666-6666-4666-8666-666666666662', 'Zahle Lions'),
  eagles: team('66666666-6666-4666-8666-666666666663', 'Jounieh Eagles'),
  falcons: team('66666666-6666-4666-8666-666666666664', 'صقور صيدا'),
};

const game = (
  id: string,
  home: keyof typeof TEAMS,
  away: keyof typeof TEAMS,
  startTime: string | null,
  pitchId: string | null,
): PublicGame => ({
  _id: id,
  status: 'Upcoming',
  startTime,
  location: null,
  pitch: pitchId ? pitch(pitchId) : null,
  round: 'Group A',
  event: { _id: EVENT, event: 'Cedar Cup', slug: 'cedar-cup', event_edition: 2 } as PublicGame['event'],
  ageGroup: { _id: U12, name: 'Under 12', label: null, slug: 'u12' },
  group: null,
  homeTeam: TEAMS[home],
  awayTeam: TEAMS[away],
  homeGoals: [],
  awayGoals: [],
  homePenaltyGoals: [],
  awayPenaltyGoals: [],
  homeScore: 0,
  awayScore: 0,
  homePenalties: null,
  awayPenalties: null,
  mvp: null,
  version: 1,
});

// Saturday 21 November 2026: Beirut is UTC+2, so 09:00 in Beirut is 07:00 UTC.
const games = [
  game(G1, 'cedars', 'lions', '2026-11-21T07:00:00.000Z', P1),
  game(G2, 'eagles', 'falcons', '2026-11-21T07:00:00.000Z', P2),
  game(G3, 'cedars', 'eagles', null, null),
];

type Call = { url: string; method: string; body: Record<string, unknown> | undefined };

/** The age group's event page, as the fans' page reads it: its bracket carries where each knockout game is placed. */
const eventPage = (knockout: KnockoutStage | null = null): EventPageResponse => ({
  success: true,
  event,
  editions: [],
  ageGroups: event.ageGroups,
  activeAgeGroup: event.ageGroups[0]!,
  activeGroupStage: null,
  activeKnockoutStage: knockout,
  leagueTable: null,
});
const PAGE = '/api/events/slug/cedar-cup?edition=2&ageGroup=u12';

function server(answer: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const call = {
      url,
      method: init.method ?? 'GET',
      body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
    };
    if (call.method !== 'GET') calls.push(call);
    const own = answer(call);
    if (own) return own;
    if (url.startsWith('/api/events?')) return json({ success: true, events: [event] });
    if (url === `/api/events/${EVENT}`) return json({ success: true, event });
    if (url === PAGE) return json(eventPage());
    if (url.startsWith(`/api/events/${EVENT}/games?`))
      return json({ success: true, games, pagination: { page: 1, limit: 1000, total: 3, pages: 1 } });
    return json({ success: false, message: 'not found' }, 404);
  });
  return calls;
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={[`/admin/schedule?event=${EVENT}`]}>
      <SchedulePage />
    </MemoryRouter>,
  );

describe('Schedule all', () => {
  it('refuses a slot too short to play beside its age group, before sending', async () => {
    const calls = server(() => undefined);
    renderPage();
    const form = await screen.findByRole('form', { name: 'Schedule all' });
    fireEvent.change(within(within(form).getByRole('group', { name: 'Day 1' })).getByLabelText('Date'), {
      target: { value: '2026-11-21' },
    });
    const slot = within(form).getByLabelText('Slot length for Under 12 (minutes)');
    fireEvent.change(slot, { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Schedule all' }));
    await waitFor(() => expect(slot.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(slot.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(
      messageText('slotMinutes', { min: 5, max: 300 }),
    );
    expect(calls).toEqual([]);
  });

  it('sends the match day in Beirut time with the slot per age group, and reports the finish against the lower bound', async () => {
    const calls = server((c) =>
      c.url.endsWith('/games/schedule')
        ? json({ success: true, scheduled: 12, finishesAt: '2026-11-21T14:00:00.000Z', lowerBound: '2026-11-21T13:35:00.000Z' })
        : undefined,
    );
    renderPage();
    const form = await screen.findByRole('form', { name: 'Schedule all' });
    const day = within(form).getByRole('group', { name: 'Day 1' });
    fireEvent.change(within(day).getByLabelText('Date'), { target: { value: '2026-11-21' } });
    fireEvent.click(within(day).getByRole('button', { name: 'Add a break' }));
    fireEvent.change(within(form).getByLabelText('Slot length for Under 12 (minutes)'), { target: { value: '30' } });
    fireEvent.change(within(form).getByLabelText('Minimum rest between two games of a team (minutes)'), { target: { value: '20' } });
    expect(within(form).getByText('A slot is the game plus the changeover: 2 x 10 min + 5 = 25 minutes.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Schedule all' }));

    expect(await within(form).findByText('12 games placed.')).toBeTruthy();
    expect(within(form).getByText('The last game ends Sat 21 Nov, 16:00; the earliest possible was Sat 21 Nov, 15:35.')).toBeTruthy();
    expect(calls).toEqual([
      {
        url: `/api/events/${EVENT}/games/schedule`,
        method: 'POST',
        body: {
          days: [{ date: '2026-11-21', start: '09:00', end: '18:00', breaks: [{ start: '13:00', end: '14:00' }] }],
          slotMinutes: { u12: 30 },
          minRestMinutes: 20,
        },
      },
    ]);
  });

  it('says how many games do not fit, with the server words, and that nothing changed', async () => {
    server((c) =>
      c.url.endsWith('/games/schedule')
        ? json(
            {
              success: false,
              code: 'scheduleDoesNotFit',
              message: '12 games do not fit on Saturday: add a day, a pitch, or shorten slots',
              unplaced: 12,
            },
            400,
          )
        : undefined,
    );
    renderPage();
    const form = await screen.findByRole('form', { name: 'Schedule all' });
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-11-21' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Schedule all' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('12 games do not fit on Saturday: add a day, a pitch, or shorten slots');
    expect(alert.textContent).toContain('Nothing was changed.');
  });

  it('asks for a date before calling the server', async () => {
    const calls = server(() => undefined);
    renderPage();
    const form = await screen.findByRole('form', { name: 'Schedule all' });
    fireEvent.click(within(form).getByRole('button', { name: 'Schedule all' }));
    expect(within(form).getByRole('alert').textContent).toBe('Give each day a date, and a start before its end.');
    expect(calls).toEqual([]);
  });
});

describe('The day on each pitch', () => {
  it('shows pitches as columns and Beirut times as rows, and moves a game only once its clashes are confirmed', async () => {
    const calls = server((c) => {
      if (c.method === 'PUT' && !c.body?.confirm)
        return json(
          {
            success: false,
            code: 'scheduleConflict',
            message: 'clash',
            conflicts: [
              { kind: 'teamBusy', gameId: G2 },
              { kind: 'rest', gameId: G1 },
            ],
          },
          409,
        );
      if (c.method === 'PUT') return json({ success: true });
      return undefined;
    });
    renderPage();
    const grid = await screen.findByRole('table', { name: /^Games of / });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Time', 'Pitch 1 (P1)Saida Hall', 'Pitch 2 (P2)Saida Hall']);
    expect(within(grid).getByRole('rowheader').textContent).toBe('09:00');
    expect(screen.getByText('1 game has no time yet.')).toBeTruthy();
    // On a phone one pitch shows at a time (schedule.css hides the others): the switcher picks which.
    const current = () =>
      within(grid)
        .getAllByRole('columnheader')
        .filter((h) => h.classList.contains('is-current'))
        .map((h) => h.textContent);
    expect(current()).toEqual(['Pitch 1 (P1)Saida Hall']);
    fireEvent.change(screen.getByLabelText('Pitch shown'), { target: { value: '1' } });
    expect(current()).toEqual(['Pitch 2 (P2)Saida Hall']);

    fireEvent.click(within(grid).getByRole('button', { name: 'Move Tyre Cedars – Zahle Lions, 09:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Tyre Cedars – Zahle Lions' });
    expect((within(dialog).getByLabelText('Kick-off') as HTMLInputElement).value).toBe('09:00');
    fireEvent.change(within(dialog).getByLabelText('Kick-off'), { target: { value: '09:30' } });
    fireEvent.change(within(dialog).getByLabelText('Pitch'), { target: { value: P2 } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move game' }));

    expect(await within(dialog).findByText('This move would clash:')).toBe(document.activeElement);
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'A team already plays then: Jounieh Eagles – صقور صيدا',
      'A team would rest too little next to: Tyre Cedars – Zahle Lions',
    ]);
    expect(calls).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move anyway' }));

    expect(await screen.findByText('Game moved.')).toBeTruthy();
    expect(calls.map((c) => c.body)).toEqual([
      { startTime: '2026-11-21T07:30:00.000Z', pitch: P2 },
      { startTime: '2026-11-21T07:30:00.000Z', pitch: P2, confirm: true },
    ]);
    expect(calls[0]!.url).toBe(`/api/events/${EVENT}/games/${G1}`);
  });

  it('marks a pitch running late for the day shown, warning first when the day would end later, and says how many games moved', async () => {
    const calls = server((c) => (c.url.includes('/delay') ? json({ success: true, moved: [G1, G2, G3] }) : undefined));
    renderPage();
    const form = await screen.findByRole('form', { name: 'Running late' });
    fireEvent.change(within(form).getByLabelText('Pitch'), { target: { value: P2 } });
    fireEvent.change(within(form).getByLabelText('Minutes late'), { target: { value: '15' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Move its later games' }));
    // Both pitches finish at 09:25 (a 25-minute slot from 09:00, Beirut time): 15 minutes late, P2 ends at 09:40.
    const warning = await within(form).findByRole('alert');
    expect(warning.textContent).toContain(
      'The last game on \u2068Pitch 2 (P2)\u2069 would then end at 09:40, after the day’s last game ends now (09:25).',
    );
    expect(calls).toEqual([]);
    fireEvent.click(within(warning).getByRole('button', { name: 'Move them anyway' }));
    expect(await screen.findByText('3 games moved.')).toBeTruthy();
    expect(calls).toEqual([{ url: `/api/events/${EVENT}/pitches/${P2}/delay`, method: 'POST', body: { minutes: 15, date: '2026-11-21' } }]);
  });

  it('refuses a delay of no minutes beside the minutes field, before reading or moving anything', async () => {
    const calls = server(() => undefined);
    renderPage();
    const form = await screen.findByRole('form', { name: 'Running late' });
    const field = within(form).getByLabelText('Minutes late');
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Move its later games' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      messageText('wholeNumberRange', { label: 'Minutes', min: 1, max: 240 }),
    );
    expect(calls).toEqual([]);
  });

  it('withdraws a team after saying what happens to its games', async () => {
    const calls = server((c) => (c.url.includes('/withdraw') ? json({ success: true, forfeited: 2, removed: 0 }) : undefined));
    renderPage();
    const section = await screen.findByRole('region', { name: 'Withdraw a team' });
    fireEvent.change(within(section).getByLabelText('Team'), { target: { value: TEAMS.lions._id } });
    fireEvent.click(within(section).getByLabelText('Keep the games it has already played'));
    fireEvent.click(within(section).getByRole('button', { name: 'Withdraw team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Zahle Lions?' });
    expect(within(dialog).getByText('The games it has played are taken out of the tables.')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw team' }));
    expect(await screen.findByText('Zahle Lions withdrawn.')).toBeTruthy();
    expect(calls).toEqual([{ url: `/api/events/${EVENT}/teams/${TEAMS.lions._id}/withdraw`, method: 'POST', body: { keepPlayed: false } }]);
  });

  it('prints one sheet per pitch and per team, and links the CSV exports', async () => {
    server(() => undefined);
    const { container } = renderPage();
    await screen.findByRole('table', { name: /^Games of / });
    const sheets = [...container.querySelectorAll('.sched-print .sched-sheet h3')].map((h) => h.textContent);
    expect(sheets).toEqual([
      'Pitch 1 (P1) · Saida Hall',
      'Pitch 2 (P2) · Saida Hall',
      'Jounieh Eagles',
      'Tyre Cedars',
      'Zahle Lions',
      'صقور صيدا',
    ]);
    expect(screen.getByRole('link', { name: 'Download schedule (CSV)' }).getAttribute('href')).toBe(`/api/events/${EVENT}/schedule.csv`);
    expect(screen.getByRole('link', { name: 'Download results (CSV)' }).getAttribute('href')).toBe(`/api/events/${EVENT}/results.csv`);
  });
});

describe('Knockout games still waiting for their teams', () => {
  // The semi-final has its game (G3): it shows as that game. The final waits for both teams, 17:40 in Beirut.
  const knockout: KnockoutStage = {
    rounds: [
      {
        roundName: 'Semi Finals',
        roundSize: 4,
        fixtures: [
          {
            _id: 'sf1',
            roundSize: 4,
            position: 0,
            homeTeam: TEAMS.cedars,
            awayTeam: TEAMS.eagles,
            winner: null,
            gameId: G3,
            startTime: '2026-11-21T12:00:00.000Z',
            pitch: pitch(P2),
          },
        ],
      },
      {
        roundName: 'Final',
        roundSize: 2,
        fixtures: [
          {
            _id: 'final',
            roundSize: 2,
            position: 0,
            homeTeam: null,
            awayTeam: TEAMS.lions,
            winner: null,
            gameId: null,
            startTime: '2026-11-21T15:40:00.000Z',
            pitch: pitch(P1),
          },
        ],
      },
    ],
    bracket: { rounds: [], champion: null },
  };

  it('hold their places on the grid and the printed sheets, named as the bracket names them', async () => {
    server((c) => (c.url === PAGE ? json(eventPage(knockout)) : undefined));
    const { container } = renderPage();
    const grid = await screen.findByRole('table', { name: /^Games of / });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ).toEqual(['09:00', '17:40']),
    );
    const final = within(grid).getAllByRole('row')[2]!;
    expect(within(final).getAllByRole('cell')[0]!.textContent).toBe('TBD – Zahle LionsUnder 12 · Final');
    // No game to move yet: only the real games open the move dialog.
    expect(within(final).queryByRole('button')).toBeNull();
    expect(within(grid).getAllByRole('button')).toHaveLength(2);

    const pitchOne = [...container.querySelectorAll('.sched-print .sched-sheet')][0]!;
    expect([...pitchOne.querySelectorAll('tbody tr')].map((r) => r.textContent)).toEqual([
      '09:00Tyre Cedars – Zahle LionsUnder 12 · Group A',
      '17:40TBD – Zahle LionsUnder 12 · Final',
    ]);
    const lions = [...container.querySelectorAll('.sched-print .sched-sheet')].find(
      (sh) => sh.querySelector('h3')?.textContent === 'Zahle Lions',
    )!;
    expect([...lions.querySelectorAll('tbody tr')].map((r) => r.textContent)).toEqual([
      '09:00Pitch 1 (P1)Tyre Cedars – Zahle Lions',
      '17:40Pitch 1 (P1)TBD – Zahle Lions',
    ]);
  });

  it('name the slot a move clashes with', async () => {
    server((c) => {
      if (c.url === PAGE) return json(eventPage(knockout));
      if (c.method === 'PUT')
        return json(
          { success: false, code: 'scheduleConflict', message: 'clash', conflicts: [{ kind: 'pitchBusy', gameId: 'final' }] },
          409,
        );
      return undefined;
    });
    renderPage();
    const grid = await screen.findByRole('table', { name: /^Games of / });
    fireEvent.click(within(grid).getByRole('button', { name: 'Move Tyre Cedars – Zahle Lions, 09:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Tyre Cedars – Zahle Lions' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move game' }));
    expect(await within(dialog).findByText(/Under 12 · Final$/)).toBeTruthy();
  });
});

describe('Moving a game without signal', () => {
  it('queues the move on the device when an outbox is offered', async () => {
    mockFetch((url) => (url === `/api/events/${EVENT}` ? json({ success: true, event }) : networkDown()));
    const offline = vi.fn(async () => {});
    const onMoved = vi.fn();
    await activateLocale('fr');
    render(
      <MoveGameDialog
        game={{ id: G1, eventId: EVENT, home: 'Tyre Cedars', away: 'Zahle Lions', startTime: '2026-11-21T07:00:00.000Z', pitchId: P1 }}
        offline={offline}
        onMoved={onMoved}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Déplacer Tyre Cedars – Zahle Lions' });
    fireEvent.change(within(dialog).getByLabelText("Coup d'envoi"), { target: { value: '10:15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Déplacer le match' }));
    await vi.waitFor(() => expect(onMoved).toHaveBeenCalledWith(true));
    expect(offline).toHaveBeenCalledWith({ startTime: '2026-11-21T08:15:00.000Z', pitchId: P1 });
  });

  it("shows the server's refusal of the pitch beside the pitch field", async () => {
    const refusal = messageText('pitchUnknown');
    mockFetch(() =>
      json(
        { success: false, code: 'pitchUnknown', message: refusal, issues: [{ path: 'pitch', code: 'pitchUnknown', message: refusal }] },
        400,
      ),
    );
    const onMoved = vi.fn();
    render(
      <MoveGameDialog
        game={{ id: G1, eventId: EVENT, home: 'Tyre Cedars', away: 'Zahle Lions', startTime: '2026-11-21T07:00:00.000Z', pitchId: P1 }}
        pitches={[pitch(P1)]}
        onMoved={onMoved}
        onClose={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move game' }));
    const field = screen.getByLabelText('Pitch');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(refusal);
    expect(onMoved).not.toHaveBeenCalled();
  });

  it('says a move needs a connection when there is no outbox', async () => {
    mockFetch(() => networkDown());
    render(
      <MoveGameDialog
        game={{ id: G1, eventId: EVENT, home: 'Tyre Cedars', away: 'Zahle Lions', startTime: '2026-11-21T07:00:00.000Z', pitchId: P1 }}
        pitches={[pitch(P1)]}
        onMoved={() => {}}
        onClose={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move game' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Moving a game needs a connection: nothing was saved. Try again when online.',
    );
  });
});

describe('The Schedule screen without signal', () => {
  // Offline, the screen shows what it kept or says it is not saved on this device yet (offline-data.test.tsx).
  it('says the schedule could not be loaded when the server fails', async () => {
    mockFetch(() => json({ success: false, message: 'Something went wrong' }, 500));
    renderPage();
    expect(await screen.findByText('The schedule could not be loaded. Check your connection and try again.')).toBeTruthy();
  });
});
