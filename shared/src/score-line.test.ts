import { describe, expect, it } from 'vitest';
import { goalsText, scoreLine, shootOutText } from './score-line';

const g = (homeScore: number, awayScore: number, homePenalties: number | null = null, awayPenalties: number | null = null) => ({
  homeScore,
  awayScore,
  homePenalties,
  awayPenalties,
});

describe('score line', () => {
  it.each([
    [g(3, 2), '3-2', null, '3-2'],
    [g(0, 0), '0-0', null, '0-0'],
    [g(2, 2, 3, 1), '2-2', '(3-1 pens)', '2-2 (3-1 pens)'],
    [g(1, 1, 0, 0), '1-1', '(0-0 pens)', '1-1 (0-0 pens)'],
    [g(1, 1, 4, null), '1-1', '(4-0 pens)', '1-1 (4-0 pens)'],
  ])('%o reads %s %s', (game, goals, pens, line) => {
    expect(goalsText(game)).toBe(goals);
    expect(shootOutText(game)).toBe(pens);
    expect(scoreLine(game)).toBe(line);
  });
});
