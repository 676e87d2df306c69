import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { GameView, GoalView, LoggedResult, SeenResult, Setter } from '@pitchside/sync';
import { rowsOf } from './set-queries';
import { addMatchReports } from './match-report-queries';
import type { Tx } from '../db/client';
import { publicImageUrl } from '../lib/storage';
import {
  ageGroups,
  gameAudit,
  games,
  goalkeeperSaves,
  goals,
  knockoutFixtures,
  syncClients,
  syncMutations,
  syncNotices,
  syncTombstones,
  teamPlayers,
  teams,
  users,
} from '../db/schema';

/** Entity name of the retention marker in sync_tombstones: cookies below its version must reset. */
export const HORIZON_ENTITY = 'horizon';

/** Raw `execute` answers differ by driver: PGlite gives `{ rows }`, postgres.js an array. */
function firstRow<T>(result: unknown): T | undefined {
  const rows = Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows;
  return rows?.[0] as T | undefined;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const setter = (id: string | null, name: string | null, at: Date | null): Setter => ({
  by: id ? { id, name: name ?? 'Unknown' } : null,
  at: iso(at),
});

/**
 * Serialises every versioned write of one event, so versions taken after it follow commit order and a
 * pull that saw version n can never later meet an uncommitted change with a version below n.
 */
export async function lockEvent(tx: Tx, eventId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${eventId}))`);
}

/**
 * The sync version of each of these games as written so far in this transaction: the database's
 * triggers assign versions (drizzle/0025_sync-versions-by-trigger.sql), so a writer that announces a
 * change to fans reads the version back rather than choosing one.
 */
export async function gameVersions(tx: Tx, gameIds: readonly string[]): Promise<Map<string, number>> {
  if (gameIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: games.id, version: games.version })
    .from(games)
    .where(inArray(games.id, [...gameIds]));
  return new Map(rows.map((r) => [r.id, r.version]));
}

/** The version of the newest tombstone of these games (the triggers write them as the rows go). */
export async function gameTombstoneVersions(tx: Tx, eventId: string, gameIds: readonly string[]): Promise<Map<string, number>> {
  if (gameIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: syncTombstones.entityId, version: sql<string>`max(${syncTombstones.version})` })
    .from(syncTombstones)
    .where(and(eq(syncTombstones.eventId, eventId), eq(syncTombstones.entity, 'game'), inArray(syncTombstones.entityId, [...gameIds])))
    .groupBy(syncTombstones.entityId);
  return new Map(rows.map((r) => [r.id, Number(r.version)]));
}

/** Everything the rules look at for one game (see loadGameViews). */
export async function loadGameView(tx: Tx, gameId: string): Promise<GameView | null> {
  return (await loadGameViews(tx, [gameId])).get(gameId) ?? null;
}

/**
 * Everything the rules look at for these games, including removed goals (so a re-add stays a no-op),
 * in one round trip however many games a push batch touches.
 */
export async function loadGameViews(tx: Tx, gameIds: readonly string[]): Promise<Map<string, GameView>> {
  const views = new Map<string, GameView>();
  if (gameIds.length === 0) return views;
  const result = await tx.execute(sql`
    select g.id, g.event_id, g.home_team_id, g.away_team_id, g.status, g.mvp_id, g.home_penalties, g.away_penalties,
      g.status_set_by, su.full_name as status_by_name, g.status_set_at,
      g.mvp_set_by, mu.full_name as mvp_by_name, g.mvp_set_at,
      g.penalties_set_by, pu.full_name as pen_by_name, g.penalties_set_at,
      g.start_time, g.pitch_id, g.schedule_set_by, cu.full_name as sched_by_name, g.schedule_set_at,
      coalesce((select json_agg(json_build_object('id', x.id, 'side', x.side, 'minute', x.minute,
          'scorerId', coalesce(x.scorer_id, x.own_goal_by), 'ownGoal', x.own_goal,
          'scorerName', x.scorer_name, 'assistId', x.assist_id, 'assistName', x.assist_name, 'deleted', x.deleted_at is not null))
        from ${goals} x where x.game_id = g.id), '[]') as goals,
      coalesce((select json_agg(json_build_object('playerId', s.player_id, 'saves', s.saves, 'setBy', s.set_by, 'name', u.full_name, 'setAt', s.set_at))
        from ${goalkeeperSaves} s left join ${users} u on u.id = s.set_by where s.game_id = g.id), '[]') as saves,
      coalesce((select json_agg(json_build_object('teamId', tp.team_id, 'userId', tp.user_id))
        from ${teamPlayers} tp where tp.team_id in (g.home_team_id, g.away_team_id)), '[]') as roster
    from ${games} g
    left join ${users} su on su.id = g.status_set_by
    left join ${users} mu on mu.id = g.mvp_set_by
    left join ${users} pu on pu.id = g.penalties_set_by
    left join ${users} cu on cu.id = g.schedule_set_by
    where g.id in ${[...gameIds]}`);
  for (const g of rowsOf<Record<string, any>>(result)) views.set(g.id, toGameView(g));
  await addMatchReports(tx, views);
  return views;
}

function toGameView(g: Record<string, any>): GameView {
  const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  const goalRows = json<(Omit<GoalView, 'eventId' | 'gameId'> & { deleted: boolean })[]>(g.goals);
  const saveRows = json<{ playerId: string; saves: number; setBy: string | null; name: string | null; setAt: string | null }[]>(g.saves);
  const roster = json<{ teamId: string; userId: string }[]>(g.roster);
  return {
    id: g.id,
    eventId: g.event_id,
    homeTeamId: g.home_team_id,
    awayTeamId: g.away_team_id,
    status: g.status,
    mvpId: g.mvp_id,
    penalties:
      g.home_penalties === null || g.away_penalties === null ? null : { home: Number(g.home_penalties), away: Number(g.away_penalties) },
    goals: goalRows.map(({ deleted, ownGoal, ...r }) => ({
      ...r,
      eventId: g.event_id,
      gameId: g.id,
      ...(ownGoal ? { ownGoal: true } : {}),
      ...(deleted ? { deleted: true } : {}),
    })),
    saves: saveRows.map((s) => ({ playerId: s.playerId, saves: s.saves, setter: setter(s.setBy, s.name, date(s.setAt)) })),
    schedule: { startTime: iso(date(g.start_time)), pitchId: g.pitch_id ?? null },
    setters: {
      schedule: setter(g.schedule_set_by, g.sched_by_name, date(g.schedule_set_at)),
      status: setter(g.status_set_by, g.status_by_name, date(g.status_set_at)),
      mvp: setter(g.mvp_set_by, g.mvp_by_name, date(g.mvp_set_at)),
      penalties: setter(g.penalties_set_by, g.pen_by_name, date(g.penalties_set_at)),
    },
    rosters: {
      home: roster.filter((r) => r.teamId === g.home_team_id).map((r) => r.userId),
      away: roster.filter((r) => r.teamId === g.away_team_id).map((r) => r.userId),
    },
  };
}

type AuditInsert = { gameId: string; userId: string; action: string; detail: Record<string, unknown>; source: 'sync' | 'rest'; at: Date };

export async function insertAudit(tx: Tx, rows: AuditInsert | readonly AuditInsert[]) {
  const list = Array.isArray(rows) ? rows : [rows as AuditInsert];
  if (list.length) await tx.insert(gameAudit).values([...list]);
}

/** A game's audit rows, newest first. */
export async function listAudit(tx: Tx, gameId: string) {
  return tx
    .select({
      id: gameAudit.id,
      at: gameAudit.at,
      action: gameAudit.action,
      detail: gameAudit.detail,
      source: gameAudit.source,
      userId: gameAudit.userId,
      userName: users.fullName,
    })
    .from(gameAudit)
    .leftJoin(users, eq(users.id, gameAudit.userId))
    .where(eq(gameAudit.gameId, gameId))
    .orderBy(desc(gameAudit.at), desc(gameAudit.id));
}

// ------------------------------------------------------------------ clients and the mutation log

/** Creates the client row for its first user; returns the owner either way. */
export async function claimClient(tx: Tx, clientId: string, userId: string): Promise<{ userId: string | null; lastMutationId: number }> {
  await tx.insert(syncClients).values({ clientId, userId }).onConflictDoNothing();
  const [row] = await tx.select().from(syncClients).where(eq(syncClients.clientId, clientId));
  return { userId: row?.userId ?? null, lastMutationId: row?.lastMutationId ?? 0 };
}

export async function findClient(tx: Tx, clientId: string) {
  const [row] = await tx.select().from(syncClients).where(eq(syncClients.clientId, clientId));
  return row ?? null;
}

/** Row lock on the client: two pushes from one device never process the same id twice. */
export async function lockClient(tx: Tx, clientId: string): Promise<number> {
  const [row] = await tx
    .select({ last: syncClients.lastMutationId })
    .from(syncClients)
    .where(eq(syncClients.clientId, clientId))
    .for('update');
  return row?.last ?? 0;
}

/** A processed mutation as logged: what was sent (made storable) and what it did. */
export interface LoggedMutation {
  name: string;
  args: unknown;
  result: LoggedResult;
}

/** The logged mutations of a client among these ids, by id. */
export async function loggedMutations(tx: Tx, clientId: string, mutationIds: readonly number[]): Promise<Map<number, LoggedMutation>> {
  if (mutationIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: syncMutations.mutationId, name: syncMutations.name, args: syncMutations.args, result: syncMutations.result })
    .from(syncMutations)
    .where(and(eq(syncMutations.clientId, clientId), inArray(syncMutations.mutationId, [...mutationIds])));
  return new Map(rows.map((r) => [r.id, { name: r.name, args: r.args, result: r.result as LoggedResult }]));
}

export interface MutationLogRow {
  clientId: string;
  mutationId: number;
  name: string;
  args: unknown;
  result: LoggedResult;
  userId: string;
  at: Date;
}

/** Logs processed mutations and advances the client to the last of them (same transaction as their effects). */
export async function recordMutations(tx: Tx, rows: readonly MutationLogRow[]) {
  const last = rows.at(-1);
  if (!last) return;
  await tx.insert(syncMutations).values(
    rows.map((row) => ({
      clientId: row.clientId,
      mutationId: row.mutationId,
      name: row.name,
      // JSON null (a device sent `args: null`), not SQL NULL: the column keeps what was sent.
      args: row.args === null || row.args === undefined ? sql`'null'::jsonb` : row.args,
      result: row.result,
      userId: row.userId,
      processedAt: row.at,
    })),
  );
  await tx.update(syncClients).set({ lastMutationId: last.mutationId, updatedAt: last.at }).where(eq(syncClients.clientId, last.clientId));
}

// ------------------------------------------------------------------ pull

export async function maxEventVersion(tx: Tx, eventId: string): Promise<number> {
  const result = await tx.execute(sql`
    select greatest(
      (select max(version) from ${games} where event_id = ${eventId}),
      (select max(version) from ${goals} where event_id = ${eventId}),
      (select max(version) from ${goalkeeperSaves} where event_id = ${eventId}),
      (select max(version) from ${teams} where event_id = ${eventId}),
      (select max(version) from ${syncTombstones} where event_id = ${eventId}),
      (select max(version) from ${syncNotices} where event_id = ${eventId})
    ) as v`);
  return Number(firstRow<{ v: string | number | null }>(result)?.v ?? 0);
}

/** Tombstones up to this version were pruned: a cookie below it may have missed deletes. */
export async function tombstoneHorizon(tx: Tx, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ v: sql<string | null>`max(${syncTombstones.version})` })
    .from(syncTombstones)
    .where(and(eq(syncTombstones.eventId, eventId), eq(syncTombstones.entity, HORIZON_ENTITY)));
  return Number(row?.v ?? 0);
}

/** The event's games changed since a version, each with the knockout slot it is linked to (if any). */
export async function gamesSince(tx: Tx, eventId: string, since: number | null) {
  const rows = await tx
    .select({ game: games, fixtureId: knockoutFixtures.id })
    .from(games)
    .leftJoin(knockoutFixtures, eq(knockoutFixtures.gameId, games.id))
    .where(since === null ? eq(games.eventId, eventId) : and(eq(games.eventId, eventId), gt(games.version, since)));
  return rows.map((r) => ({ ...r.game, fixtureId: r.fixtureId }));
}

export async function goalsSince(tx: Tx, eventId: string, since: number | null) {
  return tx
    .select()
    .from(goals)
    .where(
      since === null ? and(eq(goals.eventId, eventId), isNull(goals.deletedAt)) : and(eq(goals.eventId, eventId), gt(goals.version, since)),
    );
}

export async function savesSince(tx: Tx, eventId: string, since: number | null) {
  return tx
    .select()
    .from(goalkeeperSaves)
    .where(
      since === null ? eq(goalkeeperSaves.eventId, eventId) : and(eq(goalkeeperSaves.eventId, eventId), gt(goalkeeperSaves.version, since)),
    );
}

export async function teamsSince(tx: Tx, eventId: string, since: number | null) {
  const rows = await tx
    .select({
      id: teams.id,
      eventId: teams.eventId,
      ageGroupId: teams.ageGroupId,
      ageGroupName: ageGroups.name,
      name: teams.name,
      logo: teams.logo,
    })
    .from(teams)
    .leftJoin(ageGroups, eq(ageGroups.id, teams.ageGroupId))
    .where(since === null ? eq(teams.eventId, eventId) : and(eq(teams.eventId, eventId), gt(teams.version, since)));
  if (rows.length === 0) return [];
  const players = await tx
    .select({ teamId: teamPlayers.teamId, id: users.id, name: users.fullName, shirtNumber: teamPlayers.shirtNumber })
    .from(teamPlayers)
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(
      since === null
        ? inArray(teamPlayers.teamId, tx.select({ id: teams.id }).from(teams).where(eq(teams.eventId, eventId)))
        : inArray(
            teamPlayers.teamId,
            rows.map((r) => r.id),
          ),
    )
    .orderBy(users.fullName);
  const byTeam = new Map<string, { id: string; name: string; shirtNumber: number | null }[]>();
  for (const p of players) {
    const list = byTeam.get(p.teamId) ?? [];
    list.push({ id: p.id, name: p.name, shirtNumber: p.shirtNumber });
    byTeam.set(p.teamId, list);
  }
  return rows.map((r) => ({ ...r, logo: publicImageUrl(r.logo), players: byTeam.get(r.id) ?? [] }));
}

export async function tombstonesSince(tx: Tx, eventId: string, since: number) {
  return tx
    .select({ entity: syncTombstones.entity, entityId: syncTombstones.entityId })
    .from(syncTombstones)
    .where(and(eq(syncTombstones.eventId, eventId), gt(syncTombstones.version, since), sql`${syncTombstones.entity} <> ${HORIZON_ENTITY}`));
}

/**
 * Forgets deletes at or below `upTo` (removed goals and sync tombstones) and records the horizon, so
 * a device whose cookie predates it gets a full snapshot instead of silently keeping deleted rows.
 */
export async function pruneTombstones(tx: Tx, eventId: string, upTo: number): Promise<void> {
  await lockEvent(tx, eventId);
  await tx.delete(goals).where(and(eq(goals.eventId, eventId), isNotNull(goals.deletedAt), lte(goals.version, upTo)));
  await tx.delete(syncTombstones).where(and(eq(syncTombstones.eventId, eventId), lte(syncTombstones.version, upTo)));
  await tx.insert(syncTombstones).values({ eventId, entity: HORIZON_ENTITY, entityId: eventId, version: upTo });
}

/**
 * Marks a team changed for pulls when what changed lives outside its row and its roster (the age
 * group's name its put carries). Writing `version` is a touch: the trigger replaces the value with the
 * next sync version (drizzle/0025_sync-versions-by-trigger.sql). Roster changes need no call.
 */
export async function touchTeam(tx: Tx, teamId: string): Promise<void> {
  await tx
    .update(teams)
    .set({ version: sql`${teams.version} + 1` })
    .where(eq(teams.id, teamId));
}

/** A held `result` conflict, to tell the admins whose result stands (see sync_notices). */
export interface NoticeDraft {
  eventId: string;
  gameId: string;
  theirs: SeenResult;
  current: SeenResult;
}

/**
 * Writes a notice for every admin other than `by` who recorded a goal still counted in the game or
 * set its status: they made the result that stands. Each takes a sync version (by trigger), so a
 * pull brings it.
 */
export async function recordNotices(tx: Tx, by: { id: string; name: string }, drafts: readonly NoticeDraft[]): Promise<void> {
  for (const d of drafts) {
    const detail = { by, theirs: d.theirs, current: d.current };
    await tx.execute(sql`
      insert into ${syncNotices} (event_id, game_id, user_id, detail, version)
      select ${d.eventId}::uuid, ${d.gameId}::uuid, u, ${JSON.stringify(detail)}::jsonb, 0 from (
        select created_by as u from ${goals} where game_id = ${d.gameId}::uuid and deleted_at is null
        union select status_set_by from ${games} where id = ${d.gameId}::uuid
      ) x where u is not null and u <> ${by.id}::uuid`);
  }
}

/** Notices for one admin in one event since a version, oldest first. */
export function noticesSince(tx: Tx, eventId: string, userId: string, since: number) {
  return tx
    .select()
    .from(syncNotices)
    .where(and(eq(syncNotices.eventId, eventId), eq(syncNotices.userId, userId), gt(syncNotices.version, since)))
    .orderBy(asc(syncNotices.id));
}
