/** Knockout bracket shapes shared by the API, the event page and the standings manager. */

export interface BracketGameResult {
  status: string;
  /**
   * The game's own teams. A game may be entered the other way round from its slot ('Croatia 2-4
   * France' in the France v Croatia final): with these the winner is read by team, never by side.
   */
  homeTeamId?: string | null;
  awayTeamId?: string | null;
  homeGoals: number;
  awayGoals: number;
  homePenalties: number | null;
  awayPenalties: number | null;
}

export interface BracketFixtureInput {
  /** Teams in the round: 64, 32, 16, 8, 4 or 2 (the Final). */
  roundSize: number;
  /** 0-based slot within the round, top to bottom. */
  position: number;
  homeTeamId: string | null;
  awayTeamId: string | null;
  /** An admin's explicit choice; otherwise the linked game's result decides. */
  winnerId?: string | null;
  gameId?: string | null;
  game?: BracketGameResult | null;
}

export interface BracketTeam {
  id: string;
  name: string;
  logo: string | null;
}

export interface BracketSlot {
  team: BracketTeam | null; // null renders as TBD
  score: number | null;
  penalties: number | null;
  isWinner: boolean;
}

export interface BracketMatch {
  roundSize: number;
  position: number;
  gameId: string | null;
  home: BracketSlot;
  away: BracketSlot;
  winnerId: string | null;
}

export interface BracketRound {
  roundSize: number;
  /** 'Round of 32', 'Round of 16', 'Quarterfinals', 'Semifinals', 'Final' (public bracket labels). */
  label: string;
  /** Left half and right half of the bracket (the Final sits in the middle: left has it, right is empty). */
  left: BracketMatch[];
  right: BracketMatch[];
}

export interface BracketView {
  rounds: BracketRound[];
  champion: BracketTeam | null;
  /** The match for third place between the semi-final losers, when the age group plays one. */
  thirdPlace?: BracketMatch | null;
}
