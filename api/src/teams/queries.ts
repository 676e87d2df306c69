import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { ageGroups, cards, events, games, teams, teamTotals, users } from '../db/schema';
import { awayScoreSql, homeScoreSql } from '../events/queries';
import { nameMatches } from '../lib/search';

const coach = alias(users, 'coach');
const captain = alias(users, 'captain');
const opponent = alias(teams, 'opponent');

/** Team rows with their coach, captain, event and age group, in one query. */
export function selectTeams(db: Tx, where: SQL | undefined, order: 'name' | 'newest' = 'name') {
  return db
    .select({
      id: teams.id,
      teamId: teams.teamId,
      slug: teams.slug,
      name: teams.name,
      logo: teams.logo,
      location: teams.location,
      teamSize: teams.teamSize,
      coach: { id: coach.id, fullName: coach.fullName },
      coachName: teams.coachName,
      coachPhone: teams.coachPhone,
      captain: { id: captain.id, fullName: captain.fullName },
      event: { id: events.id, name: events.name, slug: events.slug, edition: events.edition },
      ageGroup: { id: ageGroups.id, name: ageGroups.name, label: ageGroups.label, slug: ageGroups.slug },
    })
    .from(teams)
    .innerJoin(events, eq(events.id, teams.eventId))
    .leftJoin(ageGroups, eq(ageGroups.id, teams.ageGroupId))
    .leftJoin(coach, eq(coach.id, teams.coachId))
    .leftJoin(captain, eq(captain.id, teams.captainId))
    .where(where)
    .orderBy(
      ...(order === 'name'
        ? [asc(teams.name), asc(teams.id)]
        : [
            sql`${events.startsOn} desc nulls last`,
            desc(events.edition),
            desc(events.createdAt),
            asc(ageGroups.position),
            asc(teams.name),
          ]),
    );
}
export type TeamRow = Awaited<ReturnType<typeof selectTeams>>[number];

/** The totals the database keeps per team row (completed games only). */
export function listTeamTotals(db: Tx, teamIds: string[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db.select().from(teamTotals).where(inArray(teamTotals.teamId, teamIds));
}

/** A club's completed games across editions, newest first, with the opponent. */
export function listClubGames(db: Tx, teamIds: string[], filter: { eventId?: string; ageGroupId?: string }) {
  if (teamIds.length === 0) return Promise.resolve([]);
  const conds: SQL[] = [eq(games.status, 'completed'), or(inArray(games.homeTeamId, teamIds), inArray(games.awayTeamId, teamIds))!];
  if (filter.eventId) conds.push(eq(games.eventId, filter.eventId));
  if (filter.ageGroupId) conds.push(eq(games.ageGroupId, filter.ageGroupId));
  return db
    .select({
      id: games.id,
      status: games.status,
      startTime: games.startTime,
      round: games.round,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      homeGoals: homeScoreSql,
      awayGoals: awayScoreSql,
      homePenalties: games.homePenalties,
      awayPenalties: games.awayPenalties,
      opponent: { id: opponent.id, name: opponent.name, logo: opponent.logo },
      event: { id: events.id, name: events.name, slug: events.slug, edition: events.edition },
      ageGroup: { id: ageGroups.id, name: ageGroups.name, label: ageGroups.label, slug: ageGroups.slug },
    })
    .from(games)
    .innerJoin(events, eq(events.id, games.eventId))
    .leftJoin(ageGroups, eq(ageGroups.id, games.ageGroupId))
    .innerJoin(
      opponent,
      sql`${opponent.id} = case when ${inArray(games.homeTeamId, teamIds)} then ${games.awayTeamId} else ${games.homeTeamId} end`,
    )
    .where(and(...conds))
    .orderBy(sql`${games.startTime} desc nulls last`, desc(games.createdAt), desc(games.id));
}

/** Teams whose name matches, newest edition first: the caller keeps one row per club. */
export function searchTeamsByName(db: Tx, name: string, limit: number) {
  return selectTeams(db, nameMatches(teams.name, name), 'newest').limit(limit);
}

/** The team row a card counts for: the side of its game the player was on. */
const cardTeamSql = sql<string>`case when ${cards.side} = 'home' then ${games.homeTeamId} else ${games.awayTeamId} end`;
/** Every yellow shown (a second yellow is one) and every sending-off (a second yellow is one too). */
const yellowsSql = sql<number>`(count(*) filter (where ${cards.kind} in ('yellow', 'secondYellow')))::int`;
const redsSql = sql<number>`(count(*) filter (where ${cards.kind} in ('secondYellow', 'red')))::int`;

/**
 * Cards per team row and player, from the games' match reports (removed cards left out), in one
 * query: the team page's totals and its squad's counts, and a player's career per team row.
 */
export function cardsByTeamAndPlayer(db: Tx, where: { teamIds: string[] } | { playerId: string }) {
  if ('teamIds' in where && where.teamIds.length === 0) return Promise.resolve([]);
  return db
    .select({ teamId: cardTeamSql, playerId: cards.playerId, yellow: yellowsSql, red: redsSql })
    .from(cards)
    .innerJoin(games, eq(games.id, cards.gameId))
    .where(
      and(
        isNull(cards.deletedAt),
        'teamIds' in where
          ? or(
              and(eq(cards.side, 'home'), inArray(games.homeTeamId, where.teamIds)),
              and(eq(cards.side, 'away'), inArray(games.awayTeamId, where.teamIds)),
            )
          : eq(cards.playerId, where.playerId),
      ),
    )
    .groupBy(cardTeamSql, cards.playerId);
}

/** The games named (a team's suspensions), with both teams' names. */
export function gamesWithTeams(db: Tx, gameIds: string[]) {
  if (gameIds.length === 0) return Promise.resolve([]);
  const home = alias(teams, 'home');
  const away = alias(teams, 'away');
  return db
    .select({
      id: games.id,
      startTime: games.startTime,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      homeName: home.name,
      awayName: away.name,
    })
    .from(games)
    .leftJoin(home, eq(home.id, games.homeTeamId))
    .leftJoin(away, eq(away.id, games.awayTeamId))
    .where(inArray(games.id, gameIds));
}

/** Names of the given members. */
export function namesOf(db: Tx, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, userIds));
}
