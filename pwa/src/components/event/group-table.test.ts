import { describe, expect, it } from 'vitest';
import type { GroupStanding, StandingTeam } from '@pitchside/shared';
import { cardName, neighbourIndex, padRows, recomputeGroups, signed, type TableGame } from './group-table';

const team = (id: string, name = id): StandingTeam => ({
  _id: id,
  name,
  logo: null,
  slug: id,
  groupStageGoalsScored: 0,
  groupStageGoalsConceided: 0,
  groupStagePts: 0,
  groupStageGamesPlayed: 0,
  groupStageWins: 0,
  groupStageDraws: 0,
  groupStageLosses: 0,
  goalDifference: 0,
  position: 0,
});

describe('padRows', () => {
  it.each([
    [[], [null, null, null, null]],
    [['a'], ['a', null, null, null]],
    [
      ['a', 'b', 'c', 'd'],
      ['a', 'b', 'c', 'd'],
    ],
    [
      ['a', 'b', 'c', 'd', 'e'],
      ['a', 'b', 'c', 'd', 'e'],
    ],
  ])('%j becomes %j', (rows, out) => {
    expect(padRows(rows)).toEqual(out);
  });
});

describe('cardName', () => {
  it.each([
    ['Beirut FC', 'Beirut FC'],
    ['Tripoli Lions', 'Tripoli Li...'],
    ['ABCDEFGHIJ', 'ABCDEFGHIJ'],
    ['ABCDEFGHIJK', 'ABCDEFGHIJ...'],
  ])('%s shows as %s', (name, shown) => {
    expect(cardName(name)).toBe(shown);
  });
});

describe('signed', () => {
  it.each([
    [3, '+3'],
    [0, '0'],
    [-2, '-2'],
  ])('%i prints %s', (n, s) => expect(signed(n)).toBe(s));
});

describe('neighbourIndex', () => {
  it.each([
    [0, 4, 1, 1],
    [3, 4, 1, 0],
    [0, 4, -1, 3],
    [2, 4, -1, 1],
    [0, 1, 1, 0],
  ] as const)('from %i of %i stepping %i lands on %i', (cur, count, step, out) => {
    expect(neighbourIndex(cur, count, step)).toBe(out);
  });
});

describe('recomputeGroups', () => {
  const groups: GroupStanding[] = [
    { _id: 'gA', groupName: 'Group A', teams: [team('a'), team('b'), team('c')] },
    { _id: 'gB', groupName: 'Group B', teams: [team('d'), team('e')] },
  ];
  const played = (
    home: string,
    away: string,
    hs: number,
    as: number,
    status = 'completed',
    group: string | null = null,
    id = `${home}-${away}`,
  ): TableGame => ({
    _id: id,
    status,
    homeTeam: { _id: home },
    awayTeam: { _id: away },
    homeScore: hs,
    awayScore: as,
    group: group ? { _id: group } : null,
  });

  it('orders a group by points, then goal difference, then goals scored', () => {
    const out = recomputeGroups(groups, [played('a', 'b', 1, 0), played('c', 'a', 3, 0), played('b', 'c', 2, 2)]);
    const a = out[0]!.teams;
    expect(a.map((t) => t._id)).toEqual(['c', 'a', 'b']);
    expect(a[0]).toMatchObject({
      groupStagePts: 4,
      groupStageGamesPlayed: 2,
      groupStageGoalsScored: 5,
      groupStageGoalsConceided: 2,
      goalDifference: 3,
      position: 1,
    });
    expect(a[2]).toMatchObject({ groupStagePts: 1, groupStageLosses: 1, groupStageDraws: 1 });
  });

  it('counts only completed games: a live score does not move the table yet', () => {
    const out = recomputeGroups(groups, [played('d', 'e', 0, 3, 'live')]);
    expect(out[1]!.teams.every((t) => t.groupStagePts === 0)).toBe(true);
  });

  it('keeps a scorer’s result awaiting an organiser’s confirmation out, and counts it once confirmed', () => {
    const awaiting = { ...played('d', 'e', 0, 3), awaitingConfirmation: true };
    expect(recomputeGroups(groups, [awaiting])[1]!.teams.every((t) => t.groupStagePts === 0)).toBe(true);
    const confirmed = { ...awaiting, awaitingConfirmation: false };
    expect(recomputeGroups(groups, [confirmed])[1]!.teams.find((t) => t._id === 'e')!.groupStagePts).toBe(3);
  });

  it('keeps games of other groups and tagged knockout games out', () => {
    const out = recomputeGroups(groups, [played('a', 'd', 5, 0), played('d', 'e', 1, 0, 'completed', 'knockout')]);
    expect(out[0]!.teams.every((t) => t.groupStageGamesPlayed === 0)).toBe(true);
    expect(out[1]!.teams.every((t) => t.groupStageGamesPlayed === 0)).toBe(true);
  });

  it('leaves games linked to knockout fixtures out of group tables', () => {
    const out = recomputeGroups(groups, [played('a', 'b', 2, 0, 'completed', null, 'ko1')], { knockoutGameIds: new Set(['ko1']) });
    expect(out[0]!.teams.every((t) => t.groupStageGamesPlayed === 0)).toBe(true);
  });

  it('counts every game between league teams, whatever group it is tagged with', () => {
    const league: GroupStanding[] = [{ _id: 'league', groupName: 'League', teams: [team('a'), team('b')] }];
    const out = recomputeGroups(league, [played('a', 'b', 1, 0, 'completed', 'gA')], { league: true });
    expect(out[0]!.teams[0]).toMatchObject({ _id: 'a', groupStagePts: 3 });
  });

  describe("with stages and the age group's rules, as the server orders", () => {
    const staged = (home: string, away: string, hs: number, as: number, stage: string, group: string | null = null): TableGame => ({
      ...played(home, away, hs, as, 'completed', group, `${stage}-${home}-${away}`),
      stage,
    });
    it.each([
      {
        name: 'a knockout game between group mates never counts, even untagged',
        games: [staged('a', 'b', 1, 0, 'group', 'gA'), staged('b', 'a', 5, 0, 'knockout')],
        expected: [
          ['a', 3],
          ['c', 0],
          ['b', 0],
        ],
      },
      {
        name: 'a friendly never counts',
        games: [staged('c', 'a', 4, 0, 'friendly')],
        expected: [
          ['a', 0],
          ['b', 0],
          ['c', 0],
        ],
      },
    ])('$name', ({ games, expected }) => {
      const out = recomputeGroups(groups, games);
      expect(out[0]!.teams.map((t) => [t._id, t.groupStagePts])).toEqual(expected);
    });

    it('applies head-to-head first, a deduction with its reason, and names the deciding rule', () => {
      // b and c on 3 points; b's goal difference is better but c won their meeting.
      const games = [staged('b', 'a', 4, 0, 'group', 'gA'), staged('c', 'b', 1, 0, 'group', 'gA')];
      const out = recomputeGroups(groups, games, {
        rules: {
          tiebreakers: ['points', 'headToHead', 'goalDifference', 'goalsFor'],
          pointsAdjustments: [{ teamId: 'a', points: -2, reason: 'Walkover conceded' }],
        },
      });
      expect(out[0]!.teams.map((t) => [t._id, t.groupStagePts, t.tiebreak ?? null])).toEqual([
        ['c', 3, 'headToHead'],
        ['b', 3, 'headToHead'],
        ['a', -2, null],
      ]);
      expect(out[0]!.teams[2]).toMatchObject({ pointsAdjustment: -2, adjustmentReasons: ['Walkover conceded'] });
    });

    it('a league table counts league games only', () => {
      const league: GroupStanding[] = [{ _id: 'league', groupName: 'League', teams: [team('a'), team('b')] }];
      const out = recomputeGroups(league, [staged('a', 'b', 1, 0, 'league'), staged('b', 'a', 3, 0, 'friendly')], { league: true });
      expect(out[0]!.teams.map((t) => [t._id, t.groupStagePts])).toEqual([
        ['a', 3],
        ['b', 0],
      ]);
    });
  });

  describe('fair play, from the cards the games carry, as the server counts it', () => {
    // FIFA World Cup 2018, Group H: Japan and Senegal level on points, goal difference, goals and
    // their meeting (2-2); Japan's 4 yellow cards against Senegal's 6 put Japan through.
    const groupH: GroupStanding[] = [{ _id: 'H', groupName: 'Group H', teams: [team('COL'), team('JPN'), team('SEN'), team('POL')] }];
    const FIFA = { tiebreakers: ['points', 'goalDifference', 'goalsFor', 'headToHead', 'fairPlay'] as const };
    type Card = NonNullable<TableGame['cards']>[number];
    const yellows = (side: 'home' | 'away', players: string[], kind: Card['kind'] = 'yellow'): Card[] =>
      players.map((playerId, i) => ({ side, playerId, kind, minute: 10 + i }));
    const game = (home: string, away: string, hs: number, as: number, cards: Card[] | undefined): TableGame => ({
      _id: `${home}-${away}`,
      status: 'completed',
      homeTeam: { _id: home },
      awayTeam: { _id: away },
      homeScore: hs,
      awayScore: as,
      group: { _id: 'H' },
      stage: 'group',
      cards,
    });
    const worldCup = (extraJapan: Card[] = []): TableGame[] => [
      game('COL', 'JPN', 1, 2, [
        ...yellows('home', ['col1']),
        ...yellows('away', ['jpn1']),
        { side: 'home', playerId: 'col2', kind: 'red', minute: 3 },
      ]),
      game('POL', 'SEN', 1, 2, yellows('away', ['sen1'])),
      game('JPN', 'SEN', 2, 2, [...yellows('home', ['jpn2']), ...yellows('away', ['sen2', 'sen3'])]),
      game('POL', 'COL', 0, 3, []),
      game('JPN', 'POL', 0, 1, [...yellows('home', ['jpn3', 'jpn4']), ...extraJapan]),
      game('SEN', 'COL', 0, 1, yellows('home', ['sen4', 'sen5', 'sen6'])),
    ];

    it.each([
      {
        name: 'Japan ahead of Senegal by fair play, with no drawing of lots (2018)',
        games: worldCup(),
        rules: FIFA,
        expected: [
          ['COL', 1, null, -5],
          ['JPN', 2, 'fairPlay', -4],
          ['SEN', 3, 'fairPlay', -6],
          ['POL', 4, null, undefined],
        ],
      },
      {
        name: 'a direct red recorded on the device turns it round (Japan -4 - 4 = -8)',
        games: worldCup([{ side: 'home', playerId: 'jpn5', kind: 'red', minute: 80 }]),
        rules: FIFA,
        expected: [
          ['COL', 1, null, -5],
          ['SEN', 2, 'fairPlay', -6],
          ['JPN', 3, 'fairPlay', -8],
          ['POL', 4, null, undefined],
        ],
      },
      {
        name: 'without fair play among its rules the two stay level',
        games: worldCup(),
        rules: { tiebreakers: ['points', 'goalDifference', 'goalsFor', 'headToHead'] as const },
        expected: [
          ['COL', 1, null, -5],
          ['JPN', 2, null, -4],
          ['SEN', 2, null, -6],
          ['POL', 4, null, undefined],
        ],
      },
    ])('$name', ({ games, rules, expected }) => {
      const out = recomputeGroups(groupH, games, { rules: { tiebreakers: [...rules.tiebreakers] } });
      expect(out[0]!.teams.map((t) => [t._id, t.position, t.tiebreak ?? null, t.fairPlayPoints])).toEqual(expected);
    });

    it("keeps the server's fair-play points for games from before answers carried cards", () => {
      const fromServer: GroupStanding[] = [
        { _id: 'H', groupName: 'Group H', teams: [{ ...team('JPN'), fairPlayPoints: -4 }, team('SEN')] },
      ];
      const out = recomputeGroups(fromServer, [game('JPN', 'SEN', 2, 2, undefined)]);
      expect(out[0]!.teams.find((t) => t._id === 'JPN')!.fairPlayPoints).toBe(-4);
    });
  });
});
