import { describe, expect, it } from 'vitest';
import { beirutDay, filterGames, teamsOf, type FilterGame } from './games-filter';

const g = (id: string, home: string, away: string, startTime: string | null): FilterGame & { id: string } => ({
  id,
  startTime,
  homeTeam: { _id: home, name: home.toUpperCase() },
  awayTeam: { _id: away, name: away.toUpperCase() },
});

const games = [
  g('1', 'b', 'a', '2026-05-01T07:00:00Z'),
  g('2', 'c', 'd', '2026-05-01T21:30:00Z'), // 00:30 on 2 May in Beirut
  g('3', 'a', 'c', '2026-05-02T10:00:00Z'),
  g('4', 'b', 'd', null),
];
const now = new Date('2026-05-01T12:00:00Z');
const ids = (list: { id: string }[]) => list.map((x) => x.id);

describe('the Games tab filters', () => {
  it('reads the day in Beirut time', () => {
    expect(beirutDay('2026-05-01T21:30:00Z')).toBe('2026-05-02');
  });

  it('keeps only the games kicking off today', () => {
    expect(ids(filterGames(games, { today: true, teamId: null }, now))).toEqual(['1']);
  });

  it("keeps only one team's games, home or away", () => {
    expect(ids(filterGames(games, { today: false, teamId: 'a' }, now))).toEqual(['1', '3']);
    expect(ids(filterGames(games, { today: true, teamId: 'c' }, now))).toEqual([]);
  });

  it('ignores a team that is not in the list', () => {
    expect(ids(filterGames(games, { today: false, teamId: 'zz' }, now))).toEqual(['1', '2', '3', '4']);
  });

  it('offers every team once, by name', () => {
    expect(teamsOf(games).map((t) => t.name)).toEqual(['A', 'B', 'C', 'D']);
  });
});
