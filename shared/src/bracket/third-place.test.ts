import { describe, expect, it } from 'vitest';
import { layoutBracket } from './layout';
import type { BracketFixtureInput, BracketTeam } from './types';

const teams = new Map<string, BracketTeam>(['a', 'b', 'c', 'd'].map((id) => [id, { id, name: `Team ${id.toUpperCase()}`, logo: null }]));
const played = (homeGoals: number, awayGoals: number, pens: [number, number] | null = null) => ({
  status: 'completed',
  homeGoals,
  awayGoals,
  homePenalties: pens?.[0] ?? null,
  awayPenalties: pens?.[1] ?? null,
});
const semis = (first = played(2, 0), second = played(1, 1, [3, 4])): BracketFixtureInput[] => [
  { roundSize: 4, position: 0, homeTeamId: 'a', awayTeamId: 'b', gameId: 'sf1', game: first },
  { roundSize: 4, position: 1, homeTeamId: 'c', awayTeamId: 'd', gameId: 'sf2', game: second },
];
const final: BracketFixtureInput = { roundSize: 2, position: 0, homeTeamId: null, awayTeamId: null };
const third = (over: Partial<BracketFixtureInput> = {}): BracketFixtureInput => ({
  roundSize: 2,
  position: 1,
  homeTeamId: null,
  awayTeamId: null,
  ...over,
});

describe('layoutBracket: the third-place match', () => {
  it.each([
    ['no third-place fixture', [...semis(), final], undefined],
    [
      'semi-final losers fill it, shoot-out losers included',
      [...semis(), final, third()],
      { home: 'b', away: 'c', winner: null, score: null },
    ],
    [
      'its game decides it and shows its score',
      [...semis(), final, third({ gameId: 'g3', game: played(2, 3) })],
      { home: 'b', away: 'c', winner: 'c', score: [2, 3] },
    ],
    [
      'before the semi-finals are played, TBD against TBD',
      [...semis(played(0, 0), played(0, 0)), final, third()],
      { home: null, away: null, winner: null, score: null },
    ],
    [
      'teams an admin placed stay',
      [...semis(), final, third({ homeTeamId: 'c', awayTeamId: 'b' })],
      { home: 'c', away: 'b', winner: null, score: null },
    ],
  ] as const)('%s', (_name, fixtures, expected) => {
    const view = layoutBracket(fixtures, teams);
    // The Final column keeps only the Final: the third-place match is drawn beside it, not as a second Final.
    expect(view.rounds.find((r) => r.roundSize === 2)!.left.map((m) => m.position)).toEqual([0]);
    if (!expected) return expect(view.thirdPlace).toBeUndefined();
    const m = view.thirdPlace!;
    expect([m.home.team?.id ?? null, m.away.team?.id ?? null, m.winnerId]).toEqual([expected.home, expected.away, expected.winner]);
    expect(expected.score === null ? null : [m.home.score, m.away.score]).toEqual(expected.score);
  });
});
