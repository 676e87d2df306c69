import { describe, expect, it } from 'vitest';
import type { BracketMatch, BracketView } from '@pitchside/shared';
import { bracketColumns, fullRounds } from './bracket-columns';

const match = (roundSize: number, position: number, home: string | null = null): BracketMatch => ({
  roundSize,
  position,
  gameId: null,
  home: { team: home ? { id: home, name: home, logo: null } : null, score: null, penalties: null, isWinner: false },
  away: { team: null, score: null, penalties: null, isWinner: false },
  winnerId: null,
});

const fourTeams: BracketView = {
  rounds: [
    { roundSize: 4, label: 'Semifinals', left: [match(4, 0, 'a')], right: [match(4, 1, 'b')] },
    { roundSize: 2, label: 'Final', left: [match(2, 0)], right: [] },
  ],
  champion: null,
};

describe('fullRounds', () => {
  it('draws the Round of 32 and Round of 16 and Quarterfinals empty before a four-team knockout', () => {
    const rounds = fullRounds(fourTeams);
    expect(rounds.map((r) => [r.label, r.left.length, r.right.length])).toEqual([
      ['Round of 32', 8, 8],
      ['Round of 16', 4, 4],
      ['Quarterfinals', 2, 2],
      ['Semifinals', 1, 1],
      ['Final', 1, 0],
    ]);
    expect(rounds[0]!.left.every((m) => m.home.team === null && m.away.team === null)).toBe(true);
    expect(rounds[3]!.left[0]!.home.team?.name).toBe('a');
  });

  it('draws an empty bracket when there is no knockout yet', () => {
    expect(fullRounds({ rounds: [], champion: null }).map((r) => r.roundSize)).toEqual([32, 16, 8, 4, 2]);
  });

  it('keeps a larger first round when the tournament has one', () => {
    const big: BracketView = { rounds: [{ roundSize: 64, label: 'Round of 64', left: [], right: [] }], champion: null };
    expect(fullRounds(big).map((r) => r.roundSize)).toEqual([64, 32, 16, 8, 4, 2]);
  });
});

describe('bracketColumns', () => {
  it('runs left halves inward, the Final in the middle, then right halves outward', () => {
    const cols = bracketColumns(fullRounds(fourTeams));
    expect(cols.map((c) => `${c.key}:${c.matches.length}`)).toEqual([
      'L32:8',
      'L16:4',
      'L8:2',
      'L4:1',
      'F:1',
      'R4:1',
      'R8:2',
      'R16:4',
      'R32:8',
    ]);
  });
});
