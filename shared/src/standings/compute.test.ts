import { describe, expect, it } from 'vitest';
import { computeStandings, countedStatus, gameScore, toStandingGame, toStandingGames, unresolvedTies } from './compute';
import type { StandingGameInput, StandingTeamInput, TiebreakCriterion } from './types';

const team = (id: string, name = id.toUpperCase()): StandingTeamInput => ({ id, name });
const g = (homeTeamId: string, homeGoals: number, awayGoals: number, awayTeamId: string): StandingGameInput => ({
  homeTeamId,
  awayTeamId,
  homeGoals,
  awayGoals,
});
const order = (teams: StandingTeamInput[], games: StandingGameInput[], criteria?: TiebreakCriterion[]) =>
  computeStandings(teams, games, criteria ? { order: criteria } : {}).map((r) => r.teamId);

describe('computeStandings: columns', () => {
  it('counts a win, a draw and a loss with 3/1/0 points and goal difference', () => {
    const rows = computeStandings([team('a'), team('b'), team('c')], [g('a', 2, 0, 'b'), g('b', 1, 1, 'c'), g('c', 3, 1, 'a')]);
    const a = rows.find((r) => r.teamId === 'a')!;
    expect(a).toMatchObject({ played: 2, wins: 1, draws: 0, losses: 1, goalsFor: 3, goalsAgainst: 3, goalDifference: 0, points: 3 });
    const c = rows.find((r) => r.teamId === 'c')!;
    expect(c).toMatchObject({ played: 2, wins: 1, draws: 1, losses: 0, goalsFor: 4, goalsAgainst: 2, goalDifference: 2, points: 4 });
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3]);
  });

  it('lists teams that have not played with zeros and no logo', () => {
    const rows = computeStandings([team('a'), { id: 'b', name: 'B', logo: 'b.png' }], []);
    expect(rows).toEqual([
      expect.objectContaining({ teamId: 'a', position: 1, played: 0, points: 0, goalDifference: 0, logo: null }),
      // Nothing separates them yet: they share the place, listed by name.
      expect.objectContaining({ teamId: 'b', position: 1, played: 0, points: 0, logo: 'b.png' }),
    ]);
  });

  it('ignores games against teams outside the table (another group or age group)', () => {
    const rows = computeStandings([team('a'), team('b')], [g('a', 5, 0, 'x'), g('y', 1, 0, 'b'), g('a', 1, 1, 'b')]);
    expect(rows.map((r) => [r.teamId, r.played, r.goalsFor])).toEqual([
      ['a', 1, 1],
      ['b', 1, 1],
    ]);
  });

  it('honours other points per win and draw', () => {
    const rows = computeStandings([team('a'), team('b')], [g('a', 1, 0, 'b'), g('a', 0, 0, 'b')], { pointsForWin: 2, pointsForDraw: 1 });
    expect(rows.map((r) => [r.teamId, r.points])).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
  });

  it('returns an empty table for no teams', () => {
    expect(computeStandings([], [g('a', 1, 0, 'b')])).toEqual([]);
  });
});

describe('computeStandings: order', () => {
  const cases: {
    name: string;
    teams: StandingTeamInput[];
    games: StandingGameInput[];
    criteria?: TiebreakCriterion[];
    expected: string[];
  }[] = [
    {
      name: 'more points first',
      teams: [team('a'), team('b')],
      games: [g('a', 0, 1, 'b')],
      expected: ['b', 'a'],
    },
    {
      name: 'equal points: better goal difference first',
      // a and b both beat c; a by more.
      teams: [team('a'), team('b'), team('c')],
      games: [g('b', 1, 0, 'c'), g('a', 4, 0, 'c')],
      expected: ['a', 'b', 'c'],
    },
    {
      name: 'equal on points, goal difference and goals: listed by name (their place is shared, see below)',
      teams: [team('a'), team('b')],
      games: [g('a', 3, 3, 'b'), g('b', 0, 0, 'a')],
      expected: ['a', 'b'],
    },
    {
      name: 'away goals can be a criterion',
      teams: [team('a'), team('b'), team('c')],
      // a and b: 3 points, +1, 2 goals each; b scored both away.
      games: [g('a', 2, 1, 'c'), g('c', 1, 2, 'b')],
      criteria: ['points', 'goalDifference', 'goalsFor', 'awayGoals'],
      expected: ['b', 'a', 'c'],
    },
    {
      name: 'goals scored separate equal goal difference',
      teams: [team('a'), team('b'), team('c')],
      // a and c both win by one goal; a scored more.
      games: [g('a', 3, 2, 'b'), g('c', 1, 0, 'b')],
      expected: ['a', 'c', 'b'],
    },
    {
      name: 'a full tie falls back to name, case-insensitively, so renders never swap',
      teams: [team('z', 'zebra'), team('y', 'Alpha'), team('x', 'beta')],
      games: [],
      expected: ['y', 'x', 'z'],
    },
    {
      name: 'same name: id decides',
      teams: [team('b2', 'Same'), team('b1', 'Same')],
      games: [],
      expected: ['b1', 'b2'],
    },
    {
      name: 'head-to-head first: the winner of the meeting is ahead despite a worse goal difference',
      teams: [team('a'), team('b'), team('c')],
      games: [g('a', 1, 0, 'b'), g('b', 5, 0, 'c'), g('c', 1, 0, 'a')],
      criteria: ['points', 'headToHead', 'goalDifference', 'goalsFor'],
      // Everyone has 3 points; mini-table of all three is the whole table, so GD decides: b +4, a 0, c -4.
      expected: ['b', 'a', 'c'],
    },
    {
      name: 'head-to-head between two tied teams beats overall goal difference',
      teams: [team('a'), team('b'), team('c'), team('d')],
      // b and c have 3 points; b's goal difference is far better, but c won their meeting.
      games: [g('a', 1, 0, 'c'), g('a', 1, 0, 'd'), g('b', 6, 0, 'd'), g('c', 1, 0, 'b')],
      criteria: ['points', 'headToHead', 'goalDifference', 'goalsFor'],
      expected: ['a', 'c', 'b', 'd'],
    },
    {
      name: 'head-to-head after goal difference only decides what is still tied',
      teams: [team('a'), team('b'), team('c'), team('d')],
      // a and b: 3 points, goal difference 0, 2 goals each, and b won their meeting; d has 3 points and +1.
      games: [g('b', 2, 1, 'a'), g('a', 1, 0, 'c'), g('d', 1, 0, 'b')],
      criteria: ['points', 'goalDifference', 'goalsFor', 'headToHead'],
      expected: ['d', 'b', 'a', 'c'],
    },
    {
      name: 'head-to-head with no meeting yet leaves the later criteria to decide',
      teams: [team('a'), team('b'), team('c')],
      games: [g('a', 3, 0, 'c'), g('b', 1, 0, 'c')],
      criteria: ['points', 'headToHead', 'goalDifference'],
      expected: ['a', 'b', 'c'],
    },
    {
      name: 'wins can be a criterion (more wins ahead of more draws)',
      teams: [team('a'), team('b'), team('c'), team('d')],
      games: [g('a', 1, 0, 'c'), g('a', 0, 1, 'd'), g('a', 0, 1, 'd'), g('b', 0, 0, 'c'), g('b', 0, 0, 'd'), g('b', 0, 0, 'c')],
      criteria: ['points', 'wins'],
      // a: 3 pts, 1 win; b: 3 pts, 0 wins.
      expected: ['d', 'a', 'b', 'c'],
    },
    {
      name: 'head-to-head is drawn again among the teams a first mini-table leaves level',
      teams: [team('a'), team('b'), team('c'), team('d')],
      // a, b and c have 6 points. Among the three, a leads on goals; b and c stay level, and b beat c.
      // Overall goal difference would put c (+5) above b (+1): the second mini-table must decide first.
      games: [g('a', 2, 1, 'b'), g('c', 2, 1, 'a'), g('b', 1, 0, 'c'), g('a', 1, 0, 'd'), g('b', 1, 0, 'd'), g('c', 5, 0, 'd')],
      criteria: ['points', 'headToHead', 'goalDifference', 'goalsFor'],
      expected: ['a', 'b', 'c', 'd'],
    },
  ];
  it.each(cases)('$name', ({ teams, games, criteria, expected }) => {
    expect(order(teams, games, criteria)).toEqual(expected);
  });

  it('gives the same order whatever order teams and games arrive in', () => {
    const teams = [team('a', 'Same'), team('b', 'Same'), team('c', 'Same'), team('d', 'Other')];
    const games = [g('a', 1, 1, 'b'), g('c', 2, 2, 'd'), g('b', 0, 0, 'c')];
    const first = order(teams, games, ['points', 'headToHead', 'goalDifference', 'goalsFor']);
    const second = order([...teams].reverse(), [...games].reverse(), ['points', 'headToHead', 'goalDifference', 'goalsFor']);
    expect(second).toEqual(first);
  });
});

describe('games to table input', () => {
  const base = { homeTeamId: 'h', awayTeamId: 'a' };
  it.each([
    { status: 'completed', expected: { homeTeamId: 'h', awayTeamId: 'a', homeGoals: 2, awayGoals: 1 } },
    { status: 'live', expected: null },
    { status: 'Upcoming', expected: null },
    { status: 'cancelled', expected: null },
  ])('a $status game counts: $expected', ({ status, expected }) => {
    const goals = [{ side: 'home' as const }, { side: 'away' as const }, { side: 'home' as const }];
    expect(toStandingGame({ ...base, status, goals })).toEqual(expected);
  });

  it('does not count removed goals', () => {
    const goals = [
      { side: 'home' as const, deletedAt: '2025-01-01T10:00:00Z' },
      { side: 'away' as const, deletedAt: null },
    ];
    expect(gameScore({ ...base, status: 'completed', goals })).toEqual({ home: 0, away: 1 });
  });

  it('accepts goal lists or counts as the spec sends them', () => {
    expect(gameScore({ ...base, status: 'completed', homeGoals: [{}, {}], awayGoals: [] })).toEqual({ home: 2, away: 0 });
    expect(gameScore({ ...base, status: 'completed', homeGoals: 1, awayGoals: 4 })).toEqual({ home: 1, away: 4 });
  });

  it('never counts a penalty shoot-out: a drawn knockout-style game stays a draw in the table', () => {
    const game = { ...base, status: 'completed', homeGoals: 1, awayGoals: 1, homePenalties: 5, awayPenalties: 4 };
    const rows = computeStandings([team('h'), team('a')], toStandingGames([game]));
    expect(rows.map((r) => [r.teamId, r.draws, r.points, r.goalsFor])).toEqual([
      ['a', 1, 1, 1],
      ['h', 1, 1, 1],
    ]);
  });
});

describe('computeStandings: adjustments, drawing of lots and what broke a tie', () => {
  const cases: {
    name: string;
    teams: StandingTeamInput[];
    games: StandingGameInput[];
    opts: Parameters<typeof computeStandings>[2];
    expected: [string, number, number, string | null][]; // teamId, position, points, tiebreak
  }[] = [
    {
      name: 'a deduction lowers points and the place, with the reason kept',
      teams: [team('a'), team('b')],
      games: [g('a', 1, 0, 'b')],
      opts: { adjustments: [{ teamId: 'a', points: -10, reason: 'Financial irregularities' }] },
      expected: [
        ['b', 1, 0, null],
        ['a', 2, -7, null],
      ],
    },
    {
      name: 'a walkover award adds points; adjustments for teams outside the table are ignored',
      teams: [team('a'), team('b')],
      games: [],
      opts: {
        adjustments: [
          { teamId: 'b', points: 3, reason: 'Walkover' },
          { teamId: 'x', points: 9, reason: 'Other group' },
        ],
      },
      expected: [
        ['b', 1, 3, null],
        ['a', 2, 0, null],
      ],
    },
    {
      name: 'a full tie shares the place when no drawing of lots is recorded',
      teams: [team('a'), team('b'), team('c')],
      games: [g('a', 1, 1, 'b'), g('c', 0, 1, 'a'), g('c', 0, 1, 'b')],
      opts: {},
      expected: [
        ['a', 1, 4, null],
        ['b', 1, 4, null],
        ['c', 3, 0, null],
      ],
    },
    {
      name: 'the drawing of lots settles a full tie, never the name',
      teams: [team('a'), team('b'), team('c')],
      games: [g('a', 1, 1, 'b'), g('c', 0, 1, 'a'), g('c', 0, 1, 'b')],
      opts: { drawingOfLots: ['b', 'a'] },
      expected: [
        ['b', 1, 4, 'drawingOfLots'],
        ['a', 2, 4, 'drawingOfLots'],
        ['c', 3, 0, null],
      ],
    },
    {
      name: 'the rule that separated level teams is named on each of their rows',
      teams: [team('a'), team('b'), team('c'), team('d')],
      // a, b, c on 3 points; a best goal difference; b and c level on it, b scored more.
      games: [g('a', 3, 0, 'd'), g('b', 3, 2, 'd'), g('c', 2, 0, 'd'), g('a', 0, 1, 'b'), g('b', 0, 1, 'c'), g('c', 0, 2, 'a')],
      opts: {},
      expected: [
        ['a', 1, 6, 'goalDifference'],
        ['b', 2, 6, 'goalsFor'],
        ['c', 3, 6, 'goalsFor'],
        ['d', 4, 0, null],
      ],
    },
    {
      name: 'head-to-head named when it decides',
      teams: [team('a'), team('b'), team('c'), team('d')],
      games: [g('a', 1, 0, 'c'), g('a', 1, 0, 'd'), g('b', 6, 0, 'd'), g('c', 1, 0, 'b')],
      opts: { order: ['points', 'headToHead', 'goalDifference', 'goalsFor'] },
      expected: [
        ['a', 1, 6, null],
        ['c', 2, 3, 'headToHead'],
        ['b', 3, 3, 'headToHead'],
        ['d', 4, 0, null],
      ],
    },
  ];
  it.each(cases)('$name', ({ teams, games, opts, expected }) => {
    const rows = computeStandings(teams, games, opts);
    expect(rows.map((r) => [r.teamId, r.position, r.points, r.tiebreak])).toEqual(expected);
  });

  it('keeps the adjustment and its reasons on the row', () => {
    const [row] = computeStandings([team('j', 'Juventus')], [], {
      adjustments: [
        { teamId: 'j', points: -15, reason: 'First ruling' },
        { teamId: 'j', points: 5, reason: 'Appeal' },
      ],
    });
    expect(row).toMatchObject({ points: -10, pointsAdjustment: -10, adjustmentReasons: ['First ruling', 'Appeal'] });
  });

  it('lists the ties nothing settled', () => {
    const rows = computeStandings([team('a'), team('b'), team('c')], [g('a', 1, 0, 'c')]);
    expect(unresolvedTies(rows)).toEqual([]);
    expect(unresolvedTies(computeStandings([team('a'), team('b'), team('c')], [g('a', 1, 1, 'b')]))).toEqual([['a', 'b']]);
  });
});

describe('countedStatus: a result awaiting confirmation counts as still being played (issue 21)', () => {
  it.each<[string, boolean | null | undefined, string]>([
    ['completed', true, 'live'],
    ['completed', false, 'completed'],
    ['completed', null, 'completed'],
    ['completed', undefined, 'completed'],
    ['live', true, 'live'],
    ['Upcoming', false, 'Upcoming'],
  ])('%s, awaiting %s: %s', (status, awaitingConfirmation, want) => {
    expect(countedStatus({ status, awaitingConfirmation })).toBe(want);
  });

  it('keeps an awaiting game out of the table input', () => {
    const game = { status: 'completed', homeTeamId: 'a', awayTeamId: 'b', homeGoals: 2, awayGoals: 0 };
    expect(toStandingGame({ ...game, awaitingConfirmation: true })).toBeNull();
    expect(toStandingGame(game)).toEqual({ homeTeamId: 'a', awayTeamId: 'b', homeGoals: 2, awayGoals: 0 });
  });
});
