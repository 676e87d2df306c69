import { describe, expect, it } from 'vitest';
import { fixtureWinnerId, layoutBracket } from './layout';
import { resolveKnockout } from './progress';
import type { BracketFixtureInput, BracketGameResult } from './types';

const done = (home: string, hg: number, ag: number, away: string, pens?: [number, number]): BracketGameResult => ({
  status: 'completed',
  homeTeamId: home,
  awayTeamId: away,
  homeGoals: hg,
  awayGoals: ag,
  homePenalties: pens?.[0] ?? null,
  awayPenalties: pens?.[1] ?? null,
});
const slot = (
  roundSize: number,
  position: number,
  home: string | null,
  away: string | null,
  game?: BracketGameResult,
): BracketFixtureInput => ({
  roundSize,
  position,
  homeTeamId: home,
  awayTeamId: away,
  game: game ?? null,
});

describe('winner by team identity', () => {
  it.each([
    { name: 'entered the slot’s way round', game: done('France', 4, 2, 'Croatia'), winner: 'France' },
    {
      name: 'entered the other way round (Croatia 2-4 France) still crowns France',
      game: done('Croatia', 2, 4, 'France'),
      winner: 'France',
    },
    { name: 'a draw settled by the shoot-out, reversed', game: done('Croatia', 1, 1, 'France', [3, 4]), winner: 'France' },
    { name: 'a draw with no shoot-out has no winner', game: done('Croatia', 1, 1, 'France'), winner: null },
    { name: 'a game between other teams decides nothing', game: done('Spain', 1, 0, 'Italy'), winner: null },
    { name: 'a live game decides nothing', game: { ...done('France', 3, 0, 'Croatia'), status: 'live' }, winner: null },
  ])('$name', ({ game, winner }) => {
    expect(fixtureWinnerId(slot(2, 0, 'France', 'Croatia', game), 'France', 'Croatia')).toBe(winner);
  });

  it('shows each team its own goals on the bracket when the game is reversed', () => {
    const view = layoutBracket([slot(2, 0, 'France', 'Croatia', done('Croatia', 2, 4, 'France'))], new Map());
    const final = view.rounds[0]!.left[0]!;
    expect([final.home.score, final.away.score, final.winnerId]).toEqual([4, 2, 'France']);
  });
});

describe('resolveKnockout', () => {
  const quarters = [
    slot(8, 0, 'a', 'b', done('b', 0, 2, 'a')),
    slot(8, 1, 'c', 'd', done('c', 1, 1, 'd', [4, 5])),
    slot(8, 2, 'e', 'f', done('e', 3, 0, 'f')),
    slot(8, 3, 'g', 'h', done('g', 0, 1, 'h')),
  ];
  it('moves winners on: after the quarter-finals both semi-finals are known', () => {
    const { slots } = resolveKnockout(quarters);
    expect(slots.filter((s) => s.roundSize === 4).map((s) => [s.homeTeamId, s.awayTeamId])).toEqual([
      ['a', 'd'],
      ['e', 'h'],
    ]);
    expect(slots.find((s) => s.roundSize === 2)).toMatchObject({ homeTeamId: null, awayTeamId: null });
  });

  it('crowns the Final’s winner and fills the third-place match with the semi-final losers', () => {
    const { slots, champion } = resolveKnockout(
      [
        ...quarters,
        slot(4, 0, 'a', 'd', done('d', 2, 1, 'a')),
        slot(4, 1, 'e', 'h', done('e', 0, 0, 'h', [2, 3])),
        slot(2, 0, 'd', 'h', done('h', 0, 1, 'd')),
      ],
      { thirdPlace: true },
    );
    expect(champion).toBe('d');
    expect(slots.at(-1)).toMatchObject({ roundSize: 2, position: 1, homeTeamId: 'a', awayTeamId: 'e', winnerId: null });
  });

  it('an admin’s walkover pick in the Final crowns that finalist only', () => {
    const final = { ...slot(2, 0, 'x', 'y'), winnerId: 'y' };
    expect(resolveKnockout([final]).champion).toBe('y');
    expect(resolveKnockout([{ ...final, winnerId: 'z' }]).champion).toBeNull();
  });

  it('no third-place match unless asked for or already there', () => {
    const { slots } = resolveKnockout(quarters);
    expect(slots.some((s) => s.roundSize === 2 && s.position === 1)).toBe(false);
  });
});
