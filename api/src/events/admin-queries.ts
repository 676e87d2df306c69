import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { RemovalSummary } from '@pitchside/shared';
import type { Tx } from '../db/client';
import { ageGroups, events, games, goals, groups, knockoutFixtures, teamPlayers, teams } from '../db/schema';

/** Raw `execute` answers differ by driver: PGlite gives `{ rows }`, postgres.js an array. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}

/** Serialises series creation, so two admins adding the next edition at once get 2 and 3, not a clash. */
export async function lockSeries(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pitchside:event-series'))`);
}

/** The series whose name matches (spaces and case aside), if any. */
export function findSeriesByName(tx: Tx, name: string) {
  return tx
    .select({ slug: events.slug, name: events.name })
    .from(events)
    .where(sql`lower(regexp_replace(trim(${events.name}), '\\s+', ' ', 'g')) = ${name.trim().replace(/\s+/g, ' ').toLowerCase()}`)
    .limit(1)
    .then((r) => r[0] ?? null);
}

export async function slugsLike(tx: Tx, table: 'events' | 'teams', base: string, exceptClub?: string): Promise<Set<string>> {
  const col = table === 'events' ? events.slug : teams.slug;
  const like = or(eq(col, base), sql`${col} like ${`${base.replace(/[\\%_]/g, (m) => `\\${m}`)}-%`}`);
  const rows =
    table === 'events'
      ? await tx.selectDistinct({ slug: events.slug }).from(events).where(like)
      : await tx
          .selectDistinct({ slug: teams.slug })
          .from(teams)
          .where(exceptClub ? and(like, sql`${teams.teamId} <> ${exceptClub}`) : like);
  return new Set(rows.map((r) => r.slug));
}

export async function maxEdition(tx: Tx, slug: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number | null>`max(${events.edition})` })
    .from(events)
    .where(eq(events.slug, slug));
  return Number(row?.n ?? 0);
}

export async function editionExists(tx: Tx, slug: string, edition: number): Promise<boolean> {
  const rows = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.slug, slug), eq(events.edition, edition)))
    .limit(1);
  return rows.length > 0;
}

/** Games that belong to the given stages (groups, knockout fixtures) or age groups. */
export function gamesOfStages(tx: Tx, eventId: string, s: { groupIds?: string[]; fixtureIds?: string[]; ageGroupIds?: string[] }) {
  const conds: SQL[] = [];
  if (s.groupIds?.length) conds.push(inArray(games.groupId, s.groupIds));
  if (s.fixtureIds?.length)
    conds.push(
      inArray(
        games.id,
        tx
          .select({ id: sql<string>`${knockoutFixtures.gameId}` })
          .from(knockoutFixtures)
          .where(and(inArray(knockoutFixtures.id, s.fixtureIds), isNotNull(knockoutFixtures.gameId))),
      ),
    );
  if (s.ageGroupIds?.length) conds.push(inArray(games.ageGroupId, s.ageGroupIds));
  if (conds.length === 0) return Promise.resolve([] as { id: string }[]);
  return tx
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.eventId, eventId), or(...conds)));
}

export async function countGoals(tx: Tx, gameIds: string[]): Promise<number> {
  if (gameIds.length === 0) return 0;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(goals)
    .where(and(inArray(goals.gameId, gameIds), isNull(goals.deletedAt)));
  return row?.n ?? 0;
}

export function groupsOf(tx: Tx, ageGroupIds: string[]) {
  if (ageGroupIds.length === 0) return Promise.resolve([] as { id: string; ageGroupId: string | null }[]);
  return tx.select({ id: groups.id, ageGroupId: groups.ageGroupId }).from(groups).where(inArray(groups.ageGroupId, ageGroupIds));
}

export function fixturesOf(tx: Tx, ageGroupIds: string[]) {
  if (ageGroupIds.length === 0) return Promise.resolve([] as { id: string; ageGroupId: string | null }[]);
  return tx
    .select({ id: knockoutFixtures.id, ageGroupId: knockoutFixtures.ageGroupId })
    .from(knockoutFixtures)
    .where(inArray(knockoutFixtures.ageGroupId, ageGroupIds));
}

/** Counts of what deleting a whole event takes with it. */
export async function eventRemovalSummary(tx: Tx, eventId: string): Promise<RemovalSummary> {
  const [row] = rowsOf<Record<string, number | string>>(
    await tx.execute(sql`
      select
        (select count(*) from ${ageGroups} where event_id = ${eventId}) as age_groups,
        (select count(*) from ${groups} where event_id = ${eventId}) as groups,
        (select count(*) from ${knockoutFixtures} where event_id = ${eventId}) as fixtures,
        (select count(*) from ${teams} where event_id = ${eventId}) as teams,
        (select count(*) from ${teamPlayers} tp join ${teams} t on t.id = tp.team_id where t.event_id = ${eventId}) as players,
        (select count(*) from ${games} where event_id = ${eventId}) as games,
        (select count(*) from ${goals} where event_id = ${eventId} and deleted_at is null) as goals`),
  );
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    ageGroups: n('age_groups'),
    groups: n('groups'),
    fixtures: n('fixtures'),
    teams: n('teams'),
    players: n('players'),
    games: n('games'),
    goals: n('goals'),
  };
}

export function teamLogosOfEvent(tx: Tx, eventId: string) {
  return tx
    .selectDistinct({ logo: teams.logo })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), isNotNull(teams.logo)));
}

/** Logo keys still named by some team row (linked clubs share their logo across editions). */
export async function logosInUse(tx: Tx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx.selectDistinct({ logo: teams.logo }).from(teams).where(inArray(teams.logo, keys));
  return new Set(rows.map((r) => r.logo!));
}
