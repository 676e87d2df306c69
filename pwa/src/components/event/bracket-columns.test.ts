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
  it('starts a four-team knockout at the Semifinals: no empty Round of 32, 16 or Quarterfinals', () => {
    const rounds = fullRounds(fourTeams, 4);
    expect(rounds.map((r) => [r.label, r.left.length, r.right.length])).toEqual([
      ['Semifinals', 1, 1],
      ['Final', 1, 0],
    ]);
    expect(rounds[0]!.left[0]!.home.team?.name).toBe('a');
  });

  it('draws the planned first round and the later rounds empty before the draw', () => {
    expect(fullRounds({ rounds: [], champion: null }, 8).map((r) => r.label)).toEqual(['Quarterfinals', 'Semifinals', 'Final']);
    expect(fullRounds({ rounds: [], champion: null }, 6).map((r) => r.roundSize)).toEqual([8, 4, 2]);
  });

  it('starts at the largest round with teams when no plan is given', () => {
    expect(fullRounds(fourTeams).map((r) => r.roundSize)).toEqual([4, 2]);
  });

  it('keeps a larger round when teams were drawn into it', () => {
    const big: BracketView = {
      rounds: [{ roundSize: 16, label: 'Round of 16', left: [match(16, 0, 'x')], right: [] }, ...fourTeams.rounds],
      champion: null,
    };
    expect(fullRounds(big, 4).map((r) => r.roundSize)).toEqual([16, 8, 4, 2]);
  });

  it('leaves out an empty Round of 32 the age group does not play', () => {
    const shell: BracketView = {
      rounds: [{ roundSize: 32, label: 'Round of 32', left: [match(32, 0)], right: [match(32, 8)] }, ...fourTeams.rounds],
      champion: null,
    };
    expect(fullRounds(shell, 4).map((r) => r.roundSize)).toEqual([4, 2]);
  });
});

describe('bracketColumns', () => {
  it('runs left halves inward, the Final in the middle, then right halves outward', () => {
    const cols = bracketColumns(fullRounds(fourTeams, 8));
    expect(cols.map((c) => `${c.key}:${c.matches.length}`)).toEqual(['L8:2', 'L4:1', 'F:1', 'R4:1', 'R8:2']);
  });
});
