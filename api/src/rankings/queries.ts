import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { cards, clubTotals, games, goalkeeperSaves, playerTeamTotals, playerTotals, teamPlayers, teams, users } from '../db/schema';

/**
 * Goals (or assists) per player and the team row they were credited to, from the totals the database
 * keeps on every write (tombstoned goals and goals typed by name only are not in them).
 */
export function creditsByPlayerAndTeam(db: Tx, as: 'scorer' | 'assist', where: SQL | undefined) {
  const n = as === 'scorer' ? playerTeamTotals.goals : playerTeamTotals.assists;
  return db
    .select({ userId: playerTeamTotals.userId, teamId: playerTeamTotals.teamId, n })
    .from(playerTeamTotals)
    .where(and(gt(n, 0), where));
}

/** Credits of the given players: each one's team in the leaderboard. */
export function creditsOfPlayers(db: Tx, as: 'scorer' | 'assist', userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return creditsByPlayerAndTeam(db, as, inArray(playerTeamTotals.userId, userIds));
}

/**
 * Saves of the given keepers per team row: a save sheet names the game and the keeper, not a side,
 * so the keeper's team is the side of that game whose squad they are in. Saves of a game awaiting
 * an organiser's confirmation are not counted yet, as in the totals the keepers are ranked by.
 */
export function savesOfPlayers(db: Tx, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  const n = sql<number>`sum(${goalkeeperSaves.saves})::int`;
  return db
    .select({ userId: goalkeeperSaves.playerId, teamId: teamPlayers.teamId, n })
    .from(goalkeeperSaves)
    .innerJoin(games, eq(games.id, goalkeeperSaves.gameId))
    .innerJoin(
      teamPlayers,
      and(
        eq(teamPlayers.userId, goalkeeperSaves.playerId),
        or(eq(teamPlayers.teamId, games.homeTeamId), eq(teamPlayers.teamId, games.awayTeamId)),
      ),
    )
    .where(and(inArray(goalkeeperSaves.playerId, userIds), gt(goalkeeperSaves.saves, 0), eq(games.awaitingConfirmation, false)))
    .groupBy(goalkeeperSaves.playerId, teamPlayers.teamId);
}

/** Credits for the team rows of one event (and age group): the event's scorers. */
export function creditsInEvent(db: Tx, eventId: string, ageGroupId: string | null) {
  return db
    .select({ userId: playerTeamTotals.userId, teamId: playerTeamTotals.teamId, n: playerTeamTotals.goals })
    .from(playerTeamTotals)
    .innerJoin(teams, eq(teams.id, playerTeamTotals.teamId))
    .where(and(eq(teams.eventId, eventId), ageGroupId ? eq(teams.ageGroupId, ageGroupId) : undefined, gt(playerTeamTotals.goals, 0)));
}

/** Top players by goals, assists or saves overall, best first; ties by id so the cut is stable (index order). */
export function topPlayers(db: Tx, by: 'goals' | 'assists' | 'saves', limit: number) {
  const n = playerTotals[by];
  return db
    .select({ userId: playerTotals.userId, n })
    .from(playerTotals)
    .where(gt(n, 0))
    .orderBy(sql`${n} desc nulls last`, asc(playerTotals.userId))
    .limit(limit);
}

/** Wins per club (teamId across editions) in completed games; a level score is no win. */
export function topClubsByWins(db: Tx, limit: number) {
  return db
    .select({ clubId: clubTotals.clubId, n: clubTotals.wins })
    .from(clubTotals)
    .where(gt(clubTotals.wins, 0))
    .orderBy(sql`${clubTotals.wins} desc nulls last`, asc(clubTotals.clubId))
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

/** The games a Fair Play table counts: completed group, knockout and league games (never a friendly). */
const countedGames = (eventId: string, ageGroupId: string | null) =>
  and(
    eq(games.eventId, eventId),
    ageGroupId ? eq(games.ageGroupId, ageGroupId) : undefined,
    eq(games.status, 'completed'),
    // A result awaiting an organiser's confirmation counts in no table yet, the Fair Play table included.
    eq(games.awaitingConfirmation, false),
    ne(games.stage, 'friendly'),
  );

/** The counted games of an event (and age group) with both teams, for each team's number of games. */
export function fairPlayGames(db: Tx, eventId: string, ageGroupId: string | null) {
  return db
    .select({ id: games.id, homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId })
    .from(games)
    .where(countedGames(eventId, ageGroupId));
}

/** The cards of those games (removed cards left out), with the team each counts against. */
export function fairPlayCards(db: Tx, eventId: string, ageGroupId: string | null) {
  return db
    .select({
      gameId: cards.gameId,
      teamId: sql<string>`case when ${cards.side} = 'home' then ${games.homeTeamId} else ${games.awayTeamId} end`,
      playerId: cards.playerId,
      kind: cards.kind,
      minute: cards.minute,
    })
    .from(cards)
    .innerJoin(games, eq(games.id, cards.gameId))
    .where(and(countedGames(eventId, ageGroupId), isNull(cards.deletedAt)));
}

export function teamsWithSlugs(db: Tx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: teams.id, name: teams.name, slug: teams.slug, logo: teams.logo }).from(teams).where(inArray(teams.id, ids));
}
