/** Inputs and outputs of the one standings function (DESIGN.md section 3); the server and the device share it. */

export interface StandingTeamInput {
  id: string;
  name: string;
  logo?: string | null;
}

/** A completed game counted in a table. Penalty shoot-outs never count in tables. */
export interface StandingGameInput {
  homeTeamId: string;
  awayTeamId: string;
  homeGoals: number;
  awayGoals: number;
}

export interface StandingRow {
  teamId: string;
  name: string;
  logo: string | null;
  position: number;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
}

/**
 * Order criteria, applied in turn. The spec's order is points, goalDifference, goalsFor; 'headToHead'
 * (points, then goal difference, then goals among the tied teams only) can be put first per age group,
 * as UEFA and FIFA 2026 do. 'name' then 'id' always close the list so equal teams never swap.
 */
export type TiebreakCriterion = 'points' | 'goalDifference' | 'goalsFor' | 'headToHead' | 'wins';

export interface StandingsOptions {
  order?: readonly TiebreakCriterion[];
  pointsForWin?: number;
  pointsForDraw?: number;
}

export const DEFAULT_TIEBREAK_ORDER: readonly TiebreakCriterion[] = ['points', 'goalDifference', 'goalsFor'];
