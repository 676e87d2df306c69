import { computeStandings, type StandingRow } from '@pitchside/shared';
import type { Tx } from '../db/client';
import { fairPlayByGame } from '../sync/match-report-queries';
import { listGroupMembers, listGroups, listScopeTeams, listStageGames, settingsOf, type Scope, type ScopeSettings } from './queries';

export interface TeamInfo {
  id: string;
  name: string;
  logo: string | null;
  slug: string;
}

export interface GroupTable {
  groupId: string;
  groupName: string;
  rows: StandingRow[];
  /** Group games not completed yet (the knockout is drawn from final tables only). */
  pending: number;
  played: number;
}

type FairPlay = Map<string, { home: number; away: number }>;

const toInput =
  (fairPlay: FairPlay) => (g: { id: string; homeTeamId: string; awayTeamId: string; homeGoals: number; awayGoals: number }) => ({
    homeTeamId: g.homeTeamId,
    awayTeamId: g.awayTeamId,
    homeGoals: g.homeGoals,
    awayGoals: g.awayGoals,
    homeFairPlay: fairPlay.get(g.id)?.home ?? 0,
    awayFairPlay: fairPlay.get(g.id)?.away ?? 0,
  });

/** Fair-play points of the completed games (from their cards): a table counts them whatever its tiebreakers, to show them. */
const completedFairPlay = (tx: Tx, list: readonly { id: string; status: string }[]) =>
  fairPlayByGame(
    tx,
    list.filter((g) => g.status === 'completed').map((g) => g.id),
  );

export function standingsOptions(settings: ScopeSettings) {
  return { order: settings.tiebreakers, adjustments: settings.pointsAdjustments, drawingOfLots: settings.drawingOfLots };
}

/**
 * Each group's table from its own completed group games only: a friendly or a knockout game between
 * former group mates never counts. The age group's tiebreakers, adjustments and drawing of lots apply.
 */
export async function groupTables(
  tx: Tx,
  scope: Scope,
  settings?: ScopeSettings,
): Promise<{ tables: GroupTable[]; teams: Map<string, TeamInfo> }> {
  const [groupRows, teamRows, stageGames, s] = await Promise.all([
    listGroups(tx, scope),
    listScopeTeams(tx, scope),
    listStageGames(tx, scope, 'group'),
    settings ? Promise.resolve(settings) : settingsOf(tx, scope),
  ]);
  const members = await listGroupMembers(
    tx,
    groupRows.map((g) => g.id),
  );
  const teams = new Map<string, TeamInfo>(teamRows.map((t) => [t.id, t]));
  const fairPlay = await completedFairPlay(tx, stageGames);
  const tables = groupRows.map((g) => {
    const ids = members.filter((m) => m.groupId === g.id).map((m) => m.teamId);
    const own = stageGames.filter((x) => x.groupId === g.id);
    const completed = own.filter((x) => x.status === 'completed');
    const pending = own.filter((x) => x.status !== 'completed' && x.status !== 'cancelled').length;
    const rows = computeStandings(
      ids.flatMap((id) => {
        const t = teams.get(id);
        return t ? [{ id, name: t.name, logo: t.logo }] : [];
      }),
      completed.map(toInput(fairPlay)),
      standingsOptions(s),
    );
    return { groupId: g.id, groupName: g.name, rows, pending, played: completed.length };
  });
  return { tables, teams };
}

/** The league table: every team of the age group, its completed league games only. */
export async function leagueTable(
  tx: Tx,
  scope: Scope,
  settings?: ScopeSettings,
): Promise<{ rows: StandingRow[]; teams: Map<string, TeamInfo> }> {
  const [teamRows, stageGames, s] = await Promise.all([
    listScopeTeams(tx, scope),
    listStageGames(tx, scope, 'league'),
    settings ? Promise.resolve(settings) : settingsOf(tx, scope),
  ]);
  const fairPlay = await completedFairPlay(tx, stageGames);
  const rows = computeStandings(teamRows, stageGames.filter((g) => g.status === 'completed').map(toInput(fairPlay)), standingsOptions(s));
  return { rows, teams: new Map(teamRows.map((t) => [t.id, t])) };
}
