import { describe, expect, it } from 'vitest';
import { groupByRound, sectionOf, splitGames, type SectionGame } from './games-sections';

const game = (id: string, status: string, round: string | null, startTime: string | null = null): SectionGame => ({
  _id: id,
  status,
  round,
  startTime,
});
const ids = (groups: { round: string; games: SectionGame[] }[]) => groups.map((g) => [g.round, g.games.map((x) => x._id)]);

describe('sectionOf', () => {
  it.each([
    ['live', 'live'],
    ['completed', 'completed'],
    ['Upcoming', 'upcoming'],
    ['upcoming', 'upcoming'],
    ['scheduled', 'upcoming'],
    ['postponed', 'upcoming'],
    ['cancelled', 'upcoming'],
    ['Not Scheduled', null],
    ['something else', null],
  ])('%s goes to %s', (status, section) => {
    expect(sectionOf(status)).toBe(section);
  });
});

describe('groupByRound', () => {
  it.each([
    [
      'keeps rounds in order of first appearance',
      [game('1', 'live', 'Group A'), game('2', 'live', 'Group B'), game('3', 'live', 'Group A')],
      [
        ['Group A', ['1', '3']],
        ['Group B', ['2']],
      ],
    ],
    [
      'titles blank rounds Other and puts them last',
      [game('1', 'live', ''), game('2', 'live', 'Final'), game('3', 'live', null), game('4', 'live', '  ')],
      [
        ['Final', ['2']],
        ['Other', ['1', '3', '4']],
      ],
    ],
    ['returns nothing for no games', [], []],
  ])('%s', (_label, games, expected) => {
    expect(ids(groupByRound(games as SectionGame[]))).toEqual(expected);
  });
});

describe('splitGames', () => {
  const games = [
    game('up-late', 'scheduled', 'Group A', '2026-05-02T10:00:00Z'),
    game('hidden', 'Not Scheduled', 'Group A', '2026-05-01T10:00:00Z'),
    game('done-early', 'completed', 'Group A', '2026-04-01T10:00:00Z'),
    game('live', 'live', 'Semi Finals', '2026-04-20T10:00:00Z'),
    game('up-soon', 'Upcoming', 'Group A', '2026-05-01T09:00:00Z'),
    game('done-late', 'completed', 'Group B', '2026-04-10T10:00:00Z'),
    game('off', 'postponed', '', null),
  ];
  const out = splitGames(games);

  it('puts each status in its section and hides Not Scheduled games', () => {
    expect(ids(out.live)).toEqual([['Semi Finals', ['live']]]);
    expect(ids(out.upcoming)).toEqual([
      ['Group A', ['up-soon', 'up-late']],
      ['Other', ['off']],
    ]);
    expect(out.completed.flatMap((r) => r.games).map((g) => g._id)).not.toContain('hidden');
  });

  it('shows the latest completed games first', () => {
    expect(ids(out.completed)).toEqual([
      ['Group B', ['done-late']],
      ['Group A', ['done-early']],
    ]);
  });

  it('leaves sections empty when there are no games', () => {
    expect(splitGames([])).toEqual({ live: [], upcoming: [], completed: [] });
  });
});

describe('a cancelled game', () => {
  it('never leads Upcoming, even when it was due first', () => {
    const s = splitGames([
      game('c', 'cancelled', 'Round 1', '2026-05-01T10:00:00Z'),
      game('u', 'Upcoming', 'Round 1', '2026-05-01T12:00:00Z'),
      game('p', 'postponed', 'Round 1', '2026-05-01T11:00:00Z'),
    ]);
    expect(ids(s.upcoming)).toEqual([['Round 1', ['p', 'u', 'c']]]);
  });
});
