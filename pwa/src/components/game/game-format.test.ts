import { describe, expect, it } from 'vitest';
import { scoreOf } from './game-format';
import { scoreText, shootOutText } from './score-text';

describe('the score every screen shows', () => {
  const base = { homeScore: 0, awayScore: 0, homePenalties: null, awayPenalties: null };
  it.each([
    ['no shoot-out', { ...base, homeScore: 2, awayScore: 1 }, '2-1', null],
    ['goalless, no shoot-out', base, '0-0', null],
    [
      'a shoot-out beside the goals',
      { ...base, homeScore: 2, awayScore: 2, homePenalties: 3, awayPenalties: 1 },
      '2-2 (3-1 pens)',
      '(3-1 pens)',
    ],
    [
      'a side that scored no penalty',
      { ...base, homeScore: 1, awayScore: 1, homePenalties: 0, awayPenalties: 2 },
      '1-1 (0-2 pens)',
      '(0-2 pens)',
    ],
    [
      'penalty entries count when no totals are given',
      { ...base, homeScore: 1, awayScore: 1, homePenaltyGoals: [{}, {}], awayPenaltyGoals: [] },
      '1-1 (2-0 pens)',
      '(2-0 pens)',
    ],
  ])('%s', (_label, game, line, pens) => {
    // Each shoot-out number is isolated (FSI ... PDI) so it stays beside its team in Arabic.
    const plain = (s: string | null) => s && s.replace(/[\u2068\u2069]/g, '');
    expect(plain(scoreText(scoreOf(game)))).toBe(line);
    expect(plain(shootOutText(scoreOf(game)))).toBe(pens);
  });

  it("keeps the home side's shoot-out number on the home side in Arabic", () => {
    const pens = shootOutText(scoreOf({ ...base, homeScore: 2, awayScore: 2, homePenalties: 3, awayPenalties: 1 }));
    expect(pens).toContain('\u20683\u2069-\u20681\u2069');
  });
});
