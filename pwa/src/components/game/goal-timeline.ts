import type { GoalEntry, PenaltyEntry } from '@pitchside/shared';

/** Shoot-out entries carry isPenalty; older data marks them only by the scorer name 'Penalty'. */
export function isPenaltyEntry(g: GoalEntry | PenaltyEntry): boolean {
  return ('isPenalty' in g && g.isPenalty === true) || (g.scorer === null && g.scorerName === 'Penalty');
}

/**
 * Goals of both teams by minute; equal minutes keep home before away. A shoot-out's kicks are not
 * goals: they are left out here, and the scoreboard shows the shoot-out's score once.
 */
export function goalsTimeline(game: { homeGoals: readonly GoalEntry[]; awayGoals: readonly GoalEntry[] }): GoalEntry[] {
  const all = [...game.homeGoals, ...game.awayGoals].filter((g) => !isPenaltyEntry(g)).map((g, i) => ({ g, i }));
  return all.sort((a, b) => a.g.minute - b.g.minute || a.i - b.i).map(({ g }) => g);
}

/** The compact list under each team on the scoreboard: scorer and minute, shoot-out left out. */
export function compactGoals(goals: readonly GoalEntry[]): { key: string; name: string; minute: number }[] {
  return [...goals]
    .filter((g) => !isPenaltyEntry(g))
    .sort((a, b) => a.minute - b.minute)
    .map((g) => ({ key: g._id, name: g.scorer?.fullName ?? g.scorerName, minute: g.minute }));
}
