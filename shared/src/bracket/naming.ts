import type { Side } from '../constants';
import type { BracketGameResult } from './types';

/** Knockout round sizes the product supports, largest first (teams in the round). */
export const BRACKET_ROUND_SIZES = [64, 32, 16, 8, 4, 2] as const;

export function isBracketRoundSize(n: number): boolean {
  return Number.isInteger(n) && n >= 2 && n <= 64 && (n & (n - 1)) === 0;
}

/** Admin and fixture naming (admin spec): Final, Semi Finals, Quarter Finals, otherwise Round of N. */
export function knockoutRoundName(teamsInRound: number): string {
  if (teamsInRound === 2) return 'Final';
  if (teamsInRound === 4) return 'Semi Finals';
  if (teamsInRound === 8) return 'Quarter Finals';
  return `Round of ${teamsInRound}`;
}

/** Public bracket labels, which the spec spells differently from the admin side. */
export function bracketRoundLabel(teamsInRound: number): string {
  if (teamsInRound === 2) return 'Final';
  if (teamsInRound === 4) return 'Semifinals';
  if (teamsInRound === 8) return 'Quarterfinals';
  return `Round of ${teamsInRound}`;
}

const NAMED_SIZES: Record<string, number> = {
  final: 2,
  finals: 2,
  f: 2,
  grandfinal: 2,
  semifinal: 4,
  semifinals: 4,
  semis: 4,
  sf: 4,
  quarterfinal: 8,
  quarterfinals: 8,
  quarters: 8,
  qf: 8,
  eighthfinal: 16,
  eighthfinals: 16,
  lastsixteen: 16,
};

/**
 * Teams in a round from its name, or null when the name is not a knockout round ('Group A', 'Match
 * for third place'). Admins type rounds freely ('SF', 'Semi-finals', 'R16'), so the match ignores case,
 * spaces and punctuation.
 */
export function roundSizeFromName(name: string | null | undefined): number | null {
  if (!name) return null;
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const named = NAMED_SIZES[key];
  if (named !== undefined) return named;
  const m = /^(?:roundof|r|last|top)(\d+)$/.exec(key);
  if (!m) return null;
  const n = Number(m[1]);
  return isBracketRoundSize(n) ? n : null;
}

/**
 * Which side went through: only a completed game has a winner; more goals win, and a draw is settled
 * by the shoot-out. A draw with no shoot-out (or a level one) has no winner yet.
 */
export function gameWinnerSide(result: BracketGameResult | null | undefined): Side | null {
  if (!result || result.status !== 'completed') return null;
  if (result.homeGoals > result.awayGoals) return 'home';
  if (result.awayGoals > result.homeGoals) return 'away';
  const hp = result.homePenalties;
  const ap = result.awayPenalties;
  if (hp === null || ap === null || hp === ap) return null;
  return hp > ap ? 'home' : 'away';
}
