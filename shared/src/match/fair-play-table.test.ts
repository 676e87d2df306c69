import { describe, expect, it } from 'vitest';
import { computeStandings } from '../standings/compute';

const teams = [
  { id: 'jpn', name: 'Japan' },
  { id: 'sen', name: 'Senegal' },
];
// Level on everything else: a 2-2 between them.
const draw = { homeTeamId: 'jpn', awayTeamId: 'sen', homeGoals: 2, awayGoals: 2 };

describe('fair play as a tiebreaker', () => {
  it.each([
    ['fewer deductions go first', -2, -3, ['jpn', 'sen'], 'fairPlay'],
    ['more deductions go after', -4, -1, ['sen', 'jpn'], 'fairPlay'],
    ['equal fair play settles nothing', -1, -1, ['jpn', 'sen'], null],
  ] as const)('%s', (_name, home, away, order, reason) => {
    const rows = computeStandings(teams, [{ ...draw, homeFairPlay: home, awayFairPlay: away }], {
      order: ['points', 'goalDifference', 'goalsFor', 'headToHead', 'fairPlay'],
    });
    expect(rows.map((r) => r.teamId)).toEqual(order);
    expect(rows.map((r) => r.tiebreak)).toEqual([reason, reason]);
    expect(rows.find((r) => r.teamId === 'jpn')!.fairPlayPoints).toBe(home);
  });

  it('adds up over the games and decides nothing unless chosen', () => {
    const rows = computeStandings(teams, [
      { ...draw, homeFairPlay: -1, awayFairPlay: 0 },
      { ...draw, homeFairPlay: -1, awayFairPlay: -5 },
    ]);
    expect(rows.map((r) => [r.teamId, r.fairPlayPoints, r.position])).toEqual([
      ['jpn', -2, 1],
      ['sen', -5, 1],
    ]);
  });
});
