import { bracketRoundLabel, type BracketMatch, type BracketRound, type BracketView } from '@pitchside/shared';

function emptyMatch(roundSize: number, position: number): BracketMatch {
  const slot = { team: null, score: null, penalties: null, isWinner: false };
  return { roundSize, position, gameId: null, home: slot, away: { ...slot }, winnerId: null };
}

function emptyRound(roundSize: number): BracketRound {
  const matches = Array.from({ length: roundSize / 2 }, (_, p) => emptyMatch(roundSize, p));
  const half = matches.length === 1 ? 1 : matches.length / 2;
  return { roundSize, label: bracketRoundLabel(roundSize), left: matches.slice(0, half), right: matches.slice(half) };
}

const hasTeams = (r: BracketRound) => [...r.left, ...r.right].some((m) => m.home.team || m.away.team || m.gameId);

/**
 * The age group's first knockout round: the round its knockout is planned to start with (8 teams:
 * the Quarterfinals), or a larger one if teams were drawn into it. A Round of 32 nobody plays is not
 * drawn: on a phone it would be screens of empty TBD boxes before the real games.
 */
export function firstRoundSize(view: BracketView, plannedTeams?: number | null): number {
  const planned = plannedTeams && plannedTeams >= 2 ? 2 ** Math.ceil(Math.log2(plannedTeams)) : 0;
  const played = Math.max(0, ...view.rounds.filter(hasTeams).map((r) => r.roundSize));
  if (planned || played) return Math.max(planned, played);
  return Math.max(2, ...view.rounds.map((r) => r.roundSize));
}

/**
 * Rounds from the first round the age group plays down to the Final: a later round not drawn yet is
 * drawn empty (TBD), so a team's path to the Final reads the same way from the first game.
 */
export function fullRounds(view: BracketView, plannedTeams?: number | null): BracketRound[] {
  const bySize = new Map(view.rounds.map((r) => [r.roundSize, r]));
  const out: BracketRound[] = [];
  for (let size = firstRoundSize(view, plannedTeams); size >= 2; size /= 2) out.push(bySize.get(size) ?? emptyRound(size));
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
