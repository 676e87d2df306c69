import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { PENALTY_MINUTE_BASE, type AdminGame, type GameStage, type GameStatus } from '@pitchside/shared';
import type { Tx } from '../db/client';
import { events, games, goalkeeperSaves, goals, teams, users } from '../db/schema';
import { pitchRefs } from '../schedule/pitch-refs';
import { loadMatchReports, publicMatchReport } from '../sync/match-report-queries';
import { suspendedByGame } from '../sync/suspension-queries';

export async function findEvent(tx: Tx, eventId: string) {
  const [row] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  return row ?? null;
}

export async function findGameInEvent(tx: Tx, eventId: string, gameId: string) {
  const [row] = await tx
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.id, gameId), eq(games.eventId, eventId)));
  return row ?? null;
}

export async function teamsById(tx: Tx, ids: string[]) {
  return tx.select({ id: teams.id, eventId: teams.eventId, ageGroupId: teams.ageGroupId }).from(teams).where(inArray(teams.id, ids));
}

export async function insertGame(
  tx: Tx,
  row: {
    eventId: string;
    ageGroupId: string | null;
    stage: GameStage;
    groupId: string | null;
    homeTeamId: string;
    awayTeamId: string;
    status: GameStatus;
    startTime: Date | null;
    location: string | null;
    round: string;
    statusSetBy: string;
    at: Date;
  },
): Promise<{ id: string; version: number }> {
  const { at, ...values } = row;
  // The sync version comes from the database's trigger.
  const [game] = await tx
    .insert(games)
    .values({ ...values, statusSetAt: at, createdAt: at, updatedAt: at })
    .returning({ id: games.id, version: games.version });
  return game!;
}

/**
 * A game in the spec's shape (admin.md section 3), as the Games Manager reads it back, with the match
 * report and suspended players read by the same queries as the public and pulled games.
 */
export async function loadAdminGame(tx: Tx, gameId: string): Promise<AdminGame | null> {
  const [g] = await tx.select().from(games).where(eq(games.id, gameId));
  if (!g) return null;
  const [teamRows, goalRows, saveRows, pitch, reports, suspended] = await Promise.all([
    tx
      .select({ id: teams.id, name: teams.name, logo: teams.logo })
      .from(teams)
      .where(inArray(teams.id, [g.homeTeamId, g.awayTeamId])),
    tx
      .select()
      .from(goals)
      .where(and(eq(goals.gameId, gameId), isNull(goals.deletedAt)))
      .orderBy(asc(goals.minute), asc(goals.createdAt)),
    tx
      .select({ playerId: goalkeeperSaves.playerId, saves: goalkeeperSaves.saves, name: users.fullName })
      .from(goalkeeperSaves)
      .leftJoin(users, eq(users.id, goalkeeperSaves.playerId))
      .where(eq(goalkeeperSaves.gameId, gameId)),
    pitchRefs(tx, [g.pitchId]).then((m) => (g.pitchId ? (m.get(g.pitchId) ?? null) : null)),
    loadMatchReports(tx, [g.id]),
    suspendedByGame(tx, g.eventId),
  ]);
  const team = (id: string) => {
    const t = teamRows.find((r) => r.id === id);
    return t ? { _id: t.id, name: t.name, logo: t.logo } : { _id: id, name: '', logo: null };
  };
  const goal = (r: (typeof goalRows)[number]) => ({
    _id: r.id,
    id: r.id,
    scorer: r.scorerId,
    scorerName: r.scorerName,
    assist: r.assistId,
    assistName: r.assistName,
    minute: r.minute,
  });
  const penaltyEntries = (n: number | null) =>
    Array.from({ length: n ?? 0 }, (_, i) => ({ scorerName: 'Penalty', minute: PENALTY_MINUTE_BASE + i }));
  return {
    _id: g.id,
    id: g.id,
    event: g.eventId,
    status: g.status,
    startTime: g.startTime ? g.startTime.toISOString() : null,
    location: g.location,
    pitch,
    forfeit: g.forfeit,
    round: g.round,
    homeTeam: team(g.homeTeamId),
    awayTeam: team(g.awayTeamId),
    homeGoals: goalRows.filter((r) => r.side === 'home').map(goal),
    awayGoals: goalRows.filter((r) => r.side === 'away').map(goal),
    homePenaltyGoals: penaltyEntries(g.homePenalties),
    awayPenaltyGoals: penaltyEntries(g.awayPenalties),
    mvp: g.mvpId,
    saves: saveRows.map((s) => ({ playerId: s.playerId, name: s.name, saves: s.saves })),
    version: g.version,
    ...publicMatchReport(reports.get(g.id)),
    suspended: suspended.get(g.id) ?? [],
  };
}

/** Goals by id, removed ones included (history names the goal that was removed). */
export async function goalsByIds(tx: Tx, ids: string[]) {
  if (ids.length === 0) return new Map<string, { side: 'home' | 'away'; minute: number; scorerName: string }>();
  const rows = await tx
    .select({ id: goals.id, side: goals.side, minute: goals.minute, scorerName: goals.scorerName })
    .from(goals)
    .where(inArray(goals.id, ids));
  return new Map(rows.map((r) => [r.id, { side: r.side, minute: r.minute, scorerName: r.scorerName }]));
}

export async function userNames(tx: Tx, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await tx.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function teamNames(tx: Tx, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await tx.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
