/** What a score line needs from a game: goals, and shoot-out penalties when there was one. */
export interface ScoreLineInput {
  homeScore: number;
  awayScore: number;
  homePenalties: number | null;
  awayPenalties: number | null;
}

/** Goals only, as every screen shows them: "2-2". */
export function goalsText(g: ScoreLineInput): string {
  return `${g.homeScore}-${g.awayScore}`;
}

/** The shoot-out beside the score, "(3-1 pens)", or null when there was none. */
export function shootOutText(g: ScoreLineInput): string | null {
  if (g.homePenalties === null && g.awayPenalties === null) return null;
  return `(${g.homePenalties ?? 0}-${g.awayPenalties ?? 0} pens)`;
}

/** The one score format of every screen and link preview: "2-2 (3-1 pens)", or "3-2". */
export function scoreLine(g: ScoreLineInput): string {
  const pens = shootOutText(g);
  return pens ? `${goalsText(g)} ${pens}` : goalsText(g);
}
