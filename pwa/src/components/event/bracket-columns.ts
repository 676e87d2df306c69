import { bracketRoundLabel, type BracketMatch, type BracketRound, type BracketView } from '@pitchside/shared';

/** The public bracket always starts at the Round of 32 (spec section 9). */
export const BRACKET_FIRST_ROUND = 32;

function emptyMatch(roundSize: number, position: number): BracketMatch {
  const slot = { team: null, score: null, penalties: null, isWinner: false };
  return { roundSize, position, gameId: null, home: slot, away: { ...slot }, winnerId: null };
}

function emptyRound(roundSize: number): BracketRound {
  const matches = Array.from({ length: roundSize / 2 }, (_, p) => emptyMatch(roundSize, p));
  const half = matches.length === 1 ? 1 : matches.length / 2;
  return { roundSize, label: bracketRoundLabel(roundSize), left: matches.slice(0, half), right: matches.slice(half) };
}

/**
 * Rounds from the Round of 32 down to the Final: rounds the tournament does not play are drawn
 * empty (TBD), so every event shows the same bracket and a team's path reads the same way.
 */
export function fullRounds(view: BracketView, first: number = BRACKET_FIRST_ROUND): BracketRound[] {
  const bySize = new Map(view.rounds.map((r) => [r.roundSize, r]));
  const top = Math.max(first, ...view.rounds.map((r) => r.roundSize));
  const out: BracketRound[] = [];
  for (let size = top; size >= 2; size /= 2) out.push(bySize.get(size) ?? emptyRound(size));
  return out;
}

export interface BracketColumn {
  key: string;
  label: string;
  side: 'left' | 'right' | 'final';
  matches: BracketMatch[];
}

/**
 * Columns left to right: each round's left half from the outside in, the Final in the middle, then
 * the right halves from the inside out, as a printed two-sided bracket.
 */
export function bracketColumns(rounds: readonly BracketRound[]): BracketColumn[] {
  const final = rounds.find((r) => r.roundSize === 2);
  const early = rounds.filter((r) => r.roundSize > 2).sort((a, b) => b.roundSize - a.roundSize);
  return [
    ...early.map((r) => ({ key: `L${r.roundSize}`, label: r.label, side: 'left' as const, matches: r.left })),
    ...(final ? [{ key: 'F', label: final.label, side: 'final' as const, matches: [...final.left, ...final.right] }] : []),
    ...[...early].reverse().map((r) => ({ key: `R${r.roundSize}`, label: r.label, side: 'right' as const, matches: r.right })),
  ];
}
