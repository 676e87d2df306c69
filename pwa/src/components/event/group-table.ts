import {
  computeStandings,
  GROUP_CARD_NAME_CHARS,
  GROUP_TABLE_ROWS,
  truncateName,
  type GroupStanding,
  type StandingTeam,
} from '@pitchside/shared';

/** Group cards always show at least four rows; missing teams are empty rows (null). */
export function padRows<T>(rows: readonly T[], size: number = GROUP_TABLE_ROWS): (T | null)[] {
  const out: (T | null)[] = [...rows];
  while (out.length < size) out.push(null);
  return out;
}

/** Team names in group cards are cut at 10 characters plus '...'. */
export function cardName(name: string): string {
  return truncateName(name, GROUP_CARD_NAME_CHARS);
}

/** The games fields the device needs to rebuild a table. */
export interface TableGame {
  status: string;
  homeTeam: { _id: string };
  awayTeam: { _id: string };
  homeScore: number;
  awayScore: number;
  group?: { _id: string } | null;
}

function belongsToGroup(game: TableGame, group: GroupStanding, ids: ReadonlySet<string>): boolean {
  // Games tagged with a group count only there; untagged games count when both teams sit in it,
  // which keeps a knockout rematch of two group rivals out only if the server tagged the group games.
  if (game.group) return game.group._id === group._id;
  return ids.has(game.homeTeam._id) && ids.has(game.awayTeam._id);
}

/**
 * Rebuilds each group table on the device from the groups and the games held locally, with the same
 * function the server uses, so a result shows in the table as soon as the game changes.
 */
export function recomputeGroups(groups: readonly GroupStanding[], games: readonly TableGame[]): GroupStanding[] {
  return groups.map((group) => {
    const ids = new Set(group.teams.map((t) => t._id));
    const counted = games
      .filter((g) => g.status === 'completed' && belongsToGroup(g, group, ids))
      .map((g) => ({ homeTeamId: g.homeTeam._id, awayTeamId: g.awayTeam._id, homeGoals: g.homeScore, awayGoals: g.awayScore }));
    const byId = new Map(group.teams.map((t) => [t._id, t]));
    const rows = computeStandings(
      group.teams.map((t) => ({ id: t._id, name: t.name, logo: t.logo })),
      counted,
    );
    const teams: StandingTeam[] = rows.map((r) => ({
      ...byId.get(r.teamId)!,
      groupStageGoalsScored: r.goalsFor,
      groupStageGoalsConceided: r.goalsAgainst,
      groupStagePts: r.points,
      groupStageGamesPlayed: r.played,
      groupStageWins: r.wins,
      groupStageDraws: r.draws,
      groupStageLosses: r.losses,
      goalDifference: r.goalDifference,
      position: r.position,
    }));
    return { ...group, teams };
  });
}

/** Goal difference with a sign, as tables print it: +3, 0, -2. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** Previous and next group for the detailed view, wrapping round at both ends. */
export function neighbourIndex(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}
