import { describe, expect, it } from 'vitest';
import { penaltyText, scoreboard, statusBadgeText } from './game-format';

describe('statusBadgeText', () => {
  it.each([
    ['completed', 'Full Time'],
    ['live', 'Live'],
    ['Upcoming', 'Upcoming'],
    ['upcoming', 'Upcoming'],
    ['postponed', 'postponed'],
    ['scheduled', 'scheduled'],
    ['Not Scheduled', 'Not Scheduled'],
  ])('%s reads %s', (status, text) => {
    expect(statusBadgeText(status)).toBe(text);
  });
});

describe('scoreboard', () => {
  const base = { homeScore: 0, awayScore: 0, homePenalties: null, awayPenalties: null };
  it.each([
    ['no shoot-out', { ...base, homeScore: 2, awayScore: 1 }, [2, null, 1, null]],
    ['goalless, no shoot-out', base, [0, null, 0, null]],
    [
      'a shoot-out adds penalties to the total',
      { ...base, homeScore: 2, awayScore: 2, homePenalties: 4, awayPenalties: 3 },
      [6, '(4 PEN)', 5, '(3 PEN)'],
    ],
    [
      'a side that scored no penalties still shows (0 PEN)',
      { ...base, homeScore: 1, awayScore: 1, homePenalties: 0, awayPenalties: 2 },
      [1, '(0 PEN)', 3, '(2 PEN)'],
    ],
    [
      'penalty entries count when no totals are given',
      { ...base, homeScore: 1, awayScore: 1, homePenaltyGoals: [{}, {}], awayPenaltyGoals: [] },
      [3, '(2 PEN)', 1, '(0 PEN)'],
    ],
  ])('%s', (_label, game, [ht, hl, at, al]) => {
    const s = scoreboard(game);
    expect([s.home.total, s.home.penaltyLabel, s.away.total, s.away.penaltyLabel]).toEqual([ht, hl, at, al]);
  });
});

describe('penaltyText', () => {
  it.each([
    [null, null],
    [undefined, null],
    [0, '(0 PEN)'],
    [5, '(5 PEN)'],
  ])('%s gives %s', (n, text) => {
    expect(penaltyText(n)).toBe(text);
  });
});
