import { describe, expect, it } from 'vitest';
import { bracketRoundLabel, gameWinnerSide, knockoutRoundName, roundSizeFromName } from './naming';
import type { BracketGameResult } from './types';

describe('round names', () => {
  it.each([
    [2, 'Final', 'Final'],
    [4, 'Semi Finals', 'Semifinals'],
    [8, 'Quarter Finals', 'Quarterfinals'],
    [16, 'Round of 16', 'Round of 16'],
    [32, 'Round of 32', 'Round of 32'],
    [64, 'Round of 64', 'Round of 64'],
  ])('%i teams: admin %s, public %s', (size, admin, label) => {
    expect(knockoutRoundName(size)).toBe(admin);
    expect(bracketRoundLabel(size)).toBe(label);
    expect(roundSizeFromName(admin)).toBe(size);
    expect(roundSizeFromName(label)).toBe(size);
  });

  it.each([
    ['SF', 4],
    ['sf', 4],
    ['Semi-finals', 4],
    ['semi final', 4],
    ['QF', 8],
    ['Quarter-finals', 8],
    ['quarterfinal', 8],
    ['R16', 16],
    ['round of 16', 16],
    ['ROUND OF 32', 32],
    ['final', 2],
    [' Final ', 2],
  ] as const)('reads the typed round %j as %i teams', (name, size) => {
    expect(roundSizeFromName(name)).toBe(size);
  });

  it.each(['Group A', 'Match for third place', '', 'Round of 12', 'Round of 128', 'Matchday 3', null, undefined])(
    'is not a knockout round: %j',
    (name) => {
      expect(roundSizeFromName(name)).toBeNull();
    },
  );
});

describe('gameWinnerSide', () => {
  const game = (over: Partial<BracketGameResult>): BracketGameResult => ({
    status: 'completed',
    homeGoals: 0,
    awayGoals: 0,
    homePenalties: null,
    awayPenalties: null,
    ...over,
  });
  it.each([
    { name: 'home scores more', game: game({ homeGoals: 2, awayGoals: 1 }), side: 'home' },
    { name: 'away scores more', game: game({ homeGoals: 0, awayGoals: 3 }), side: 'away' },
    { name: 'goals beat penalties', game: game({ homeGoals: 2, awayGoals: 1, homePenalties: 0, awayPenalties: 5 }), side: 'home' },
    { name: 'draw won on penalties by away', game: game({ homeGoals: 1, awayGoals: 1, homePenalties: 3, awayPenalties: 4 }), side: 'away' },
    { name: 'draw won on penalties by home', game: game({ homePenalties: 5, awayPenalties: 4 }), side: 'home' },
    { name: 'draw with no shoot-out', game: game({ homeGoals: 2, awayGoals: 2 }), side: null },
    { name: 'level shoot-out (not finished)', game: game({ homePenalties: 3, awayPenalties: 3 }), side: null },
    { name: 'a live game has no winner yet', game: game({ status: 'live', homeGoals: 4 }), side: null },
    { name: 'an upcoming game has no winner', game: game({ status: 'Upcoming' }), side: null },
    { name: 'no game', game: null, side: null },
  ])('$name', ({ game: g, side }) => {
    expect(gameWinnerSide(g)).toBe(side);
  });
});
