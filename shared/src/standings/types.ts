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
  /** FIFA fair-play points of each side in the game (0 or less: see gameFairPlayPoints); absent, 0. */
  homeFairPlay?: number;
  awayFairPlay?: number;
}

/**
 * Order criteria an age group can choose, applied in turn. 'headToHead' is points, then goal
 * difference, then goals among the tied teams only, drawn again for those still tied (UEFA, Serie A);
 * 'awayGoals' is goals scored away from home over the whole table; 'fairPlay' is FIFA's fair-play
 * points from the cards of the games counted (fewer deductions first), as at the 2018 World Cup.
 */
export const TIEBREAK_CRITERIA = ['points', 'goalDifference', 'goalsFor', 'headToHead', 'wins', 'awayGoals', 'fairPlay'] as const;
export type TiebreakCriterion = (typeof TIEBREAK_CRITERIA)[number];

/** What settled a row's place against a team level on points: a criterion, or the recorded drawing of lots. */
export type TiebreakReason = Exclude<TiebreakCriterion, 'points'> | 'drawingOfLots';

/** Points given or taken off the pitch by an admin (a deduction, a walkover award), with the reason shown. */
export interface PointsAdjustment {
  teamId: string;
  points: number;
  reason: string;
}

export interface StandingRow {
  teamId: string;
  name: string;
  logo: string | null;
  /** 1-based; teams that no rule and no drawing of lots separates share a position. */
  position: number;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  /** Points from results plus the adjustments. */
  points: number;
  awayGoalsFor: number;
  /** FIFA fair-play points over the games counted: 0, or less for each card (yellow -1 ... yellow then red -5). */
  fairPlayPoints: number;
  /** Sum of the team's adjustments (0 when none). */
  pointsAdjustment: number;
  adjustmentReasons: string[];
  /** Set when the team was level on points with a neighbour and this rule decided between them. */
  tiebreak: TiebreakReason | null;
}

export interface StandingsOptions {
  order?: readonly TiebreakCriterion[];
  pointsForWin?: number;
  pointsForDraw?: number;
  adjustments?: readonly PointsAdjustment[];
  /** Team ids in the order a drawing of lots put them: settles ties no criterion breaks. */
  drawingOfLots?: readonly string[];
}

/** The spec's order (admin.md section 5), the default for every age group. */
export const DEFAULT_TIEBREAK_ORDER: readonly TiebreakCriterion[] = ['points', 'goalDifference', 'goalsFor'];
/** Head-to-head straight after points, as UEFA and Serie A order tables. */
export const HEAD_TO_HEAD_FIRST_ORDER: readonly TiebreakCriterion[] = ['points', 'headToHead', 'goalDifference', 'goalsFor'];
export const TIEBREAK_PRESETS = { default: DEFAULT_TIEBREAK_ORDER, headToHeadFirst: HEAD_TO_HEAD_FIRST_ORDER } as const;
