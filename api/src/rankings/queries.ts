import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { games, goalkeeperSaves, goals, teams, users } from '../db/schema';
import { awayScoreSql, homeScoreSql } from '../events/queries';

const creditedTeam = sql<string>`case when ${goals.side} = 'home' then ${games.homeTeamId} else ${games.awayTeamId} end`;

/**
 * Goals (or assists) per player and the team row they were scored for; tombstoned goals and goals
 * typed by name only (no player id) are left out.
 */
export function goalsByPlayerAndTeam(db: Tx, as: 'scorer' | 'assist', where: SQL | undefined) {
  const player = as === 'scorer' ? goals.scorerId : goals.assistId;
  return db
    .select({ userId: sql<string>`${player}`, teamId: creditedTeam, n: sql<number>`count(*)::int` })
    .from(goals)
    .innerJoin(games, eq(games.id, goals.gameId))
    .where(and(isNull(goals.deletedAt), isNotNull(player), where))
    .groupBy(player, creditedTeam);
}

/** Top players by goals (or assists) overall, best first; ties by id so the cut is stable. */
export function topPlayers(db: Tx, as: 'scorer' | 'assist', limit: number) {
  const player = as === 'scorer' ? goals.scorerId : goals.assistId;
  const n = sql<number>`count(*)::int`;
  return db
    .select({ userId: sql<string>`${player}`, n })
    .from(goals)
    .where(and(isNull(goals.deletedAt), isNotNull(player)))
    .groupBy(player)
    .orderBy(desc(n), asc(player))
    .limit(limit);
}

export function topSavers(db: Tx, limit: number) {
  const n = sql<number>`sum(${goalkeeperSaves.saves})::int`;
  return db
    .select({ userId: goalkeeperSaves.playerId, n })
    .from(goalkeeperSaves)
    .groupBy(goalkeeperSaves.playerId)
    .having(sql`sum(${goalkeeperSaves.saves}) > 0`)
    .orderBy(desc(n), asc(goalkeeperSaves.playerId))
    .limit(limit);
}

/** Wins per club (teamId across editions) in completed games; a level score is no win. */
export function topClubsByWins(db: Tx, limit: number) {
  const scored = db.$with('scored').as(
    db
      .select({ homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId, hs: homeScoreSql.as('hs'), as: awayScoreSql.as('as_') })
      .from(games)
      .where(eq(games.status, 'completed')),
  );
  const n = sql<number>`count(*)::int`;
  return db
    .with(scored)
    .select({ clubId: teams.teamId, n })
    .from(scored)
    .innerJoin(teams, sql`${teams.id} = case when ${scored.hs} > ${scored.as} then ${scored.homeTeamId} else ${scored.awayTeamId} end`)
    .where(ne(scored.hs, scored.as))
    .groupBy(teams.teamId)
    .orderBy(desc(n), asc(teams.teamId))
    .limit(limit);
}

export function usersByIds(db: Tx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, fullName: users.fullName, portraitImage: users.portraitImage })
    .from(users)
    .where(inArray(users.id, ids));
}

export function teamsByIds(db: Tx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: teams.id, teamId: teams.teamId, name: teams.name, logo: teams.logo, location: teams.location })
    .from(teams)
    .where(inArray(teams.id, ids));
}

/** Each club's newest team row (its current name and logo). */
export function latestRowsOfClubs(db: Tx, clubIds: string[]) {
  if (clubIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([teams.teamId], { teamId: teams.teamId, id: teams.id, name: teams.name, logo: teams.logo })
    .from(teams)
    .where(inArray(teams.teamId, clubIds))
    .orderBy(teams.teamId, desc(teams.createdAt));
}

export function eventTeamRows(db: Tx, eventId: string, ageGroupId: string | null) {
  return db
    .select({ id: teams.id, name: teams.name, logo: teams.logo, location: teams.location })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), ageGroupId ? eq(teams.ageGroupId, ageGroupId) : undefined));
}
