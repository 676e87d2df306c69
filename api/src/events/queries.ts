import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { GameStatus } from '@pitchside/shared';
import type { Tx } from '../db/client';
import { isUuid } from './serialize';
import {
  ageGroups,
  events,
  games,
  goalkeeperSaves,
  goals,
  groups,
  knockoutFixtures,
  siteTotals,
  teamPlayers,
  teams,
  users,
} from '../db/schema';

/**
 * Goals per side, tombstones excluded: a game's score is its goals, never a stored counter. The outer
 * reference is spelled out because drizzle leaves columns unqualified in single-table selects, where
 * "id" would silently mean the goal's own id.
 */
const scoreSql = (side: 'home' | 'away') => {
  // A forfeit (issue 19) counts as the age group's forfeit score, [winner, loser], default 3-0: no goal
  // rows are made for it, so scorer statistics and player careers only ever count goals scored.
  const won = side === 'home' ? 'away' : 'home';
  return sql<number>`(case when "games"."forfeit" is null
    then (select count(*)::int from goals as sg where sg.game_id = "games"."id" and sg.side = ${sql.raw(`'${side}'`)} and sg.deleted_at is null)
    else coalesce((select (fa.forfeit_score->>(case when "games"."forfeit" = ${sql.raw(`'${won}'`)} then 0 else 1 end))::int
      from age_groups as fa where fa.id = "games"."age_group_id"),
      case when "games"."forfeit" = ${sql.raw(`'${won}'`)} then 3 else 0 end) end)`;
};
export const homeScoreSql = scoreSql('home');
export const awayScoreSql = scoreSql('away');
/**
 * The status a game's result counts with in tables and brackets: a finished game awaiting an
 * organiser's confirmation (issue 21) counts as one still being played, as `countedStatus` says in
 * shared and the totals triggers do.
 */
export const countedStatusSql = sql<GameStatus>`(case when "games"."status" = 'completed' and "games"."awaiting_confirmation" then 'live'::game_status else "games"."status" end)`;

// ---------------------------------------------------------------- events

export function findEventById(db: Tx, id: string) {
  return db
    .select()
    .from(events)
    .where(eq(events.id, id))
    .limit(1)
    .then((r) => r[0] ?? null);
}

/** The given edition of a series, or its latest. */
export function findEventBySlug(db: Tx, slug: string, edition?: number) {
  return db
    .select()
    .from(events)
    .where(edition === undefined ? eq(events.slug, slug) : and(eq(events.slug, slug), eq(events.edition, edition)))
    .orderBy(desc(events.edition))
    .limit(1)
    .then((r) => r[0] ?? null);
}

/** The edition of a series a game belongs to, whichever edition it is; null when the game is not the series'. */
export function findGameEditionBySlug(db: Tx, slug: string, gameId: string) {
  return db
    .select({ event: events })
    .from(games)
    .innerJoin(events, eq(events.id, games.eventId))
    .where(and(eq(games.id, gameId), eq(events.slug, slug)))
    .limit(1)
    .then((r) => r[0]?.event ?? null);
}

export function listEditions(db: Tx, slug: string) {
  return db.select({ id: events.id, edition: events.edition }).from(events).where(eq(events.slug, slug)).orderBy(asc(events.edition));
}

/** One page of events, newest editions first; the id settles ties so pages never overlap. */
export function listEvents(db: Tx, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(events)
    .orderBy(desc(events.edition), desc(events.createdAt), asc(events.name), asc(events.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Every edition, as counted on write (site_totals): no scan of the events table. */
export function countEvents(db: Tx) {
  return db
    .select({ n: siteTotals.n })
    .from(siteTotals)
    .where(eq(siteTotals.name, 'tournaments'))
    .then((r) => r[0]?.n ?? 0);
}

export function listAgeGroups(db: Tx, eventIds: string[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db.select().from(ageGroups).where(inArray(ageGroups.eventId, eventIds)).orderBy(asc(ageGroups.position), asc(ageGroups.name));
}

// ---------------------------------------------------------------- standings inputs

const ageGroupIs = (column: AnyPgColumn, ageGroupId: string | null) => (ageGroupId ? eq(column, ageGroupId) : isNull(column));

export function listFixtures(db: Tx, eventId: string, ageGroupId: string | null) {
  return db
    .select()
    .from(knockoutFixtures)
    .where(and(eq(knockoutFixtures.eventId, eventId), ageGroupIs(knockoutFixtures.ageGroupId, ageGroupId)))
    .orderBy(desc(knockoutFixtures.roundSize), asc(knockoutFixtures.position));
}

export function listGameResults(db: Tx, gameIds: string[]) {
  if (gameIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: games.id,
      // The bracket: a result awaiting confirmation decides no slot yet.
      status: countedStatusSql,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      homeGoals: homeScoreSql,
      awayGoals: awayScoreSql,
      homePenalties: games.homePenalties,
      awayPenalties: games.awayPenalties,
    })
    .from(games)
    .where(inArray(games.id, gameIds));
}

export function listTeamsBasic(db: Tx, teamIds: string[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db.select({ id: teams.id, name: teams.name, logo: teams.logo, slug: teams.slug }).from(teams).where(inArray(teams.id, teamIds));
}

// ---------------------------------------------------------------- games

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');
const mvpUser = alias(users, 'mvp_user');

export interface GameFilter {
  eventId: string;
  ageGroupId?: string | undefined;
  status?: GameStatus | undefined;
  round?: string | undefined;
  /** A team row id or a club's teamId. */
  team?: string | undefined;
  gameId?: string | undefined;
  /** Several games at once (the Now view's current and next games). */
  gameIds?: readonly string[] | undefined;
}

function gameWhere(db: Tx, f: GameFilter): SQL | undefined {
  const conds: SQL[] = [eq(games.eventId, f.eventId)];
  if (f.gameId) conds.push(eq(games.id, f.gameId));
  if (f.gameIds) conds.push(f.gameIds.length ? inArray(games.id, [...f.gameIds]) : sql`false`);
  if (f.ageGroupId) conds.push(eq(games.ageGroupId, f.ageGroupId));
  if (f.status) conds.push(eq(games.status, f.status));
  if (f.round !== undefined) conds.push(eq(games.round, f.round));
  if (f.team) {
    const rows = db
      .select({ id: teams.id })
      .from(teams)
      .where(or(eq(teams.id, f.team), eq(teams.teamId, f.team)));
    conds.push(or(inArray(games.homeTeamId, rows), inArray(games.awayTeamId, rows))!);
  }
  return and(...conds);
}

export function countGames(db: Tx, f: GameFilter) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .where(gameWhere(db, f))
    .then((r) => r[0]?.n ?? 0);
}

export function listGames(db: Tx, f: GameFilter, page: { limit: number; offset: number }) {
  return db
    .select({
      id: games.id,
      status: games.status,
      startTime: games.startTime,
      location: games.location,
      pitchId: games.pitchId,
      round: games.round,
      stage: games.stage,
      homePenalties: games.homePenalties,
      awayPenalties: games.awayPenalties,
      version: games.version,
      awaitingConfirmation: games.awaitingConfirmation,
      homeScore: homeScoreSql,
      awayScore: awayScoreSql,
      home: { id: homeTeam.id, name: homeTeam.name, logo: homeTeam.logo, slug: homeTeam.slug },
      away: { id: awayTeam.id, name: awayTeam.name, logo: awayTeam.logo, slug: awayTeam.slug },
      ageGroup: { id: ageGroups.id, name: ageGroups.name, label: ageGroups.label, slug: ageGroups.slug },
      group: { id: groups.id, name: groups.name },
      mvp: { id: mvpUser.id, fullName: mvpUser.fullName, portraitImage: mvpUser.portraitImage },
    })
    .from(games)
    .innerJoin(homeTeam, eq(homeTeam.id, games.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, games.awayTeamId))
    .leftJoin(ageGroups, eq(ageGroups.id, games.ageGroupId))
    .leftJoin(groups, eq(groups.id, games.groupId))
    .leftJoin(mvpUser, eq(mvpUser.id, games.mvpId))
    .where(gameWhere(db, f))
    .orderBy(sql`${games.startTime} asc nulls last`, asc(games.round), asc(games.createdAt), asc(games.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type GameListRow = Awaited<ReturnType<typeof listGames>>[number];

const scorer = alias(users, 'scorer');
const assister = alias(users, 'assister');

export function listGoals(db: Tx, gameIds: string[]) {
  if (gameIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: goals.id,
      gameId: goals.gameId,
      side: goals.side,
      minute: goals.minute,
      scorerId: scorer.id,
      scorerFullName: scorer.fullName,
      scorerName: goals.scorerName,
      assistId: assister.id,
      assistFullName: assister.fullName,
      assistName: goals.assistName,
      ownGoal: goals.ownGoal,
    })
    .from(goals)
    .leftJoin(scorer, eq(scorer.id, goals.scorerId))
    .leftJoin(assister, eq(assister.id, goals.assistId))
    .where(and(inArray(goals.gameId, gameIds), isNull(goals.deletedAt)))
    .orderBy(asc(goals.minute), asc(goals.createdAt), asc(goals.id));
}

/** Which of the given teams each user plays for (roster rows). */
export function listMemberships(db: Tx, userIds: string[], teamIds: string[]) {
  if (userIds.length === 0 || teamIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: teamPlayers.userId, teamId: teamPlayers.teamId })
    .from(teamPlayers)
    .where(and(inArray(teamPlayers.userId, userIds), inArray(teamPlayers.teamId, teamIds)));
}

export function listRosters(db: Tx, teamIds: string[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      teamId: teamPlayers.teamId,
      id: users.id,
      fullName: users.fullName,
      playerId: users.playerId,
      portraitImage: users.portraitImage,
      shirtNumber: teamPlayers.shirtNumber,
    })
    .from(teamPlayers)
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(inArray(teamPlayers.teamId, teamIds))
    .orderBy(sql`${teamPlayers.shirtNumber} asc nulls last`, asc(users.fullName), asc(users.id));
}

export function listSaves(db: Tx, gameId: string) {
  return db
    .select({ playerId: users.id, fullName: users.fullName, publicPlayerId: users.playerId, saves: goalkeeperSaves.saves })
    .from(goalkeeperSaves)
    .innerJoin(users, eq(users.id, goalkeeperSaves.playerId))
    .where(eq(goalkeeperSaves.gameId, gameId))
    .orderBy(desc(goalkeeperSaves.saves), asc(users.fullName));
}

export function findAgeGroup(db: Tx, eventId: string, slugOrId: string) {
  const match = isUuid(slugOrId) ? or(eq(ageGroups.id, slugOrId), eq(ageGroups.slug, slugOrId)) : eq(ageGroups.slug, slugOrId);
  return db
    .select()
    .from(ageGroups)
    .where(and(eq(ageGroups.eventId, eventId), match))
    .limit(1)
    .then((r) => r[0] ?? null);
}
