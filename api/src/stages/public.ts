import type { GroupStage, PublicAgeGroup, StandingRow, StandingTeam } from '@pitchside/shared';
import type { Tx } from '../db/client';
import { toStandingTeam, toTeamRef } from '../events/serialize';
import { DEFAULT_SETTINGS, listCustomRankings, loadSettings, type Scope, type ScopeSettings } from './queries';
import { groupTables, leagueTable } from './tables';

/** A table row as the event page shows it, with the rule that broke a tie and any adjustment. */
function toRow(row: StandingRow, slugs: ReadonlyMap<string, string>): StandingTeam {
  return {
    ...toStandingTeam(row, slugs),
    ...(row.tiebreak ? { tiebreak: row.tiebreak } : {}),
    ...(row.fairPlayPoints !== 0 ? { fairPlayPoints: row.fairPlayPoints } : {}),
    ...(row.pointsAdjustment !== 0 ? { pointsAdjustment: row.pointsAdjustment, adjustmentReasons: row.adjustmentReasons } : {}),
  };
}

const publicSettings = (s: ScopeSettings) => ({
  tiebreakers: s.tiebreakers,
  pointsAdjustments: s.pointsAdjustments,
  thirdPlaceMatch: s.thirdPlaceMatch,
  drawingOfLots: s.drawingOfLots,
  match: s.match,
  discipline: s.discipline,
  review: s.review,
});

/**
 * The stage parts of the public event page for the active scope: group tables and the league table
 * from their own stage's games under the age group's rules, the rules themselves on each age group,
 * and the saved custom ranking.
 */
export async function eventPageStages(
  tx: Tx,
  scope: Scope,
  stageType: string,
  ageGroups: PublicAgeGroup[],
): Promise<{
  ageGroups: PublicAgeGroup[];
  activeGroupStage: GroupStage | null;
  leagueTable: StandingTeam[] | null;
  customRanking: { team: ReturnType<typeof toTeamRef>; position: number; points: number }[];
  topLevel: ReturnType<typeof publicSettings> | null;
}> {
  const all = await loadSettings(tx, scope.eventId);
  const settings = all.get(scope.ageGroupId ?? '') ?? DEFAULT_SETTINGS;
  const [groups, league, ranking] = await Promise.all([
    groupTables(tx, scope, settings),
    stageType === 'League' ? leagueTable(tx, scope, settings) : Promise.resolve(null),
    listCustomRankings(tx, scope),
  ]);
  const slugs = new Map([...groups.teams.values()].map((t) => [t.id, t.slug]));
  return {
    ageGroups: ageGroups.map((ag) => ({ ...ag, ...publicSettings(all.get(ag._id) ?? DEFAULT_SETTINGS) })),
    activeGroupStage:
      groups.tables.length === 0
        ? null
        : { groups: groups.tables.map((t) => ({ _id: t.groupId, groupName: t.groupName, teams: t.rows.map((r) => toRow(r, slugs)) })) },
    leagueTable: league ? league.rows.map((r) => toRow(r, slugs)) : null,
    customRanking: ranking.map((r) => ({ team: toTeamRef(r.team), position: r.position, points: r.points })),
    topLevel: scope.ageGroupId === null ? publicSettings(settings) : null,
  };
}
