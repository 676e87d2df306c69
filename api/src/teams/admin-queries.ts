import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ageGroups, events, games, goals, teamPlayers, teams, users } from '../db/schema';
import { isUuid } from '../events/serialize';

export function findTeamRow(tx: Tx, id: string) {
  if (!isUuid(id)) return Promise.resolve(null);
  return tx
    .select()
    .from(teams)
    .where(eq(teams.id, id))
    .limit(1)
    .then((r) => r[0] ?? null);
}

/** The club's newest team row, found by its stable teamId or by any of its team row ids. */
export function latestClubRow(tx: Tx, clubOrTeamId: string) {
  return tx
    .select()
    .from(teams)
    .innerJoin(events, eq(events.id, teams.eventId))
    .where(or(eq(teams.teamId, clubOrTeamId), eq(teams.id, clubOrTeamId)))
    .orderBy(desc(events.edition), desc(teams.createdAt))
    .limit(1)
    .then((r) => r[0]?.teams ?? null);
}

export async function clubInAgeGroup(tx: Tx, clubId: string, eventId: string, ageGroupId: string | null): Promise<boolean> {
  const rows = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(eq(teams.teamId, clubId), eq(teams.eventId, eventId), ageGroupId ? eq(teams.ageGroupId, ageGroupId) : isNull(teams.ageGroupId)),
    )
    .limit(1);
  return rows.length > 0;
}

/** An age group of the event by id or slug. */
export function ageGroupOfEvent(tx: Tx, eventId: string, idOrSlug: string) {
  const match = isUuid(idOrSlug) ? or(eq(ageGroups.id, idOrSlug), eq(ageGroups.slug, idOrSlug)) : eq(ageGroups.slug, idOrSlug);
  return tx
    .select({ id: ageGroups.id, name: ageGroups.name })
    .from(ageGroups)
    .where(and(eq(ageGroups.eventId, eventId), match))
    .limit(1)
    .then((r) => r[0] ?? null);
}

export function findUserBrief(tx: Tx, id: string) {
  if (!isUuid(id)) return Promise.resolve(null);
  return tx
    .select({ id: users.id, fullName: users.fullName, userRole: users.userRole, type: users.type })
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((r) => r[0] ?? null);
}

export async function squadSize(tx: Tx, teamId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(teamPlayers)
    .where(eq(teamPlayers.teamId, teamId));
  return row?.n ?? 0;
}

export function squadEntry(tx: Tx, teamId: string, userId: string) {
  return tx
    .select()
    .from(teamPlayers)
    .where(and(eq(teamPlayers.teamId, teamId), eq(teamPlayers.userId, userId)))
    .limit(1)
    .then((r) => r[0] ?? null);
}

/** What removing a team takes with it: its squad places, its games and their goals. */
export async function teamRemovalCounts(tx: Tx, teamId: string) {
  const gameRows = await tx
    .select({ id: games.id })
    .from(games)
    .where(or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId)));
  const gameIds = gameRows.map((g) => g.id);
  const [goalRow] = gameIds.length
    ? await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(goals)
        .where(and(inArray(goals.gameId, gameIds), isNull(goals.deletedAt)))
    : [{ n: 0 }];
  return { players: await squadSize(tx, teamId), games: gameIds.length, goals: goalRow?.n ?? 0, gameIds };
}

export async function teamLogoInUse(tx: Tx, key: string): Promise<boolean> {
  const rows = await tx.select({ id: teams.id }).from(teams).where(eq(teams.logo, key)).limit(1);
  return rows.length > 0;
}
