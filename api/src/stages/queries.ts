import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  DEFAULT_DISCIPLINE,
  DEFAULT_MATCH_SETTINGS,
  DEFAULT_TIEBREAK_ORDER,
  type DisciplineSettings,
  type GameStage,
  type MatchSettings,
  type ReviewSettings,
  type RemovedGame,
  type TiebreakCriterion,
} from '@pitchside/shared';
import type { Tx } from '../db/client';
import {
  ageGroups,
  customRankings,
  events,
  games,
  groups,
  groupTeams,
  knockoutFixtures,
  pointsAdjustments,
  stageSettings,
  teams,
} from '../db/schema';
import { awayScoreSql, countedStatusSql, homeScoreSql } from '../events/queries';
import type { GameChange } from '../live/hub';
import { gameTombstoneVersions } from '../sync/queries';

/** Rows scoped to one age group, or to the event itself when it has none (age_group_id null). */
export const scopeIs = (column: AnyPgColumn, ageGroupId: string | null): SQL => (ageGroupId ? eq(column, ageGroupId) : isNull(column));

export interface Scope {
  eventId: string;
  ageGroupId: string | null;
}

export function findEvent(tx: Tx, eventId: string) {
  return tx
    .select({ id: events.id, stageType: events.stageType })
    .from(events)
    .where(eq(events.id, eventId))
    .then((r) => r[0] ?? null);
}

export function listAgeGroupsOf(tx: Tx, eventId: string) {
  return tx.select().from(ageGroups).where(eq(ageGroups.eventId, eventId)).orderBy(asc(ageGroups.position), asc(ageGroups.name));
}

/** The teams an age group (or an event without age groups) can place: the event's teams of that age group. */
export function listScopeTeams(tx: Tx, s: Scope) {
  return tx
    .select({ id: teams.id, name: teams.name, logo: teams.logo, slug: teams.slug })
    .from(teams)
    .where(and(eq(teams.eventId, s.eventId), scopeIs(teams.ageGroupId, s.ageGroupId)))
    .orderBy(asc(teams.createdAt), asc(teams.name));
}

// ---------------------------------------------------------------- settings

export interface ScopeSettings {
  tiebreakers: TiebreakCriterion[];
  thirdPlaceMatch: boolean;
  drawingOfLots: string[];
  pointsAdjustments: { teamId: string; points: number; reason: string }[];
  match: MatchSettings;
  discipline: DisciplineSettings;
  review: ReviewSettings;
}

/** Settings of every scope of an event (one query each), keyed by age group id ('' for the event itself). */
export async function loadSettings(tx: Tx, eventId: string): Promise<Map<string, ScopeSettings>> {
  const [settings, adjustments] = await Promise.all([
    tx.select().from(stageSettings).where(eq(stageSettings.eventId, eventId)),
    tx.select().from(pointsAdjustments).where(eq(pointsAdjustments.eventId, eventId)).orderBy(asc(pointsAdjustments.position)),
  ]);
  const out = new Map<string, ScopeSettings>();
  const get = (ageGroupId: string | null) => {
    const key = ageGroupId ?? '';
    let s = out.get(key);
    if (!s) out.set(key, (s = { ...DEFAULT_SETTINGS, tiebreakers: [...DEFAULT_TIEBREAK_ORDER], drawingOfLots: [], pointsAdjustments: [] }));
    return s;
  };
  for (const r of settings)
    Object.assign(get(r.ageGroupId), {
      tiebreakers: r.tiebreakers,
      thirdPlaceMatch: r.thirdPlaceMatch,
      drawingOfLots: r.drawingOfLots,
      match: r.match,
      discipline: r.discipline,
      review: r.review,
    });
  for (const a of adjustments) get(a.ageGroupId).pointsAdjustments.push({ teamId: a.teamId, points: a.points, reason: a.reason });
  return out;
}

export const DEFAULT_SETTINGS: ScopeSettings = {
  tiebreakers: [...DEFAULT_TIEBREAK_ORDER],
  thirdPlaceMatch: false,
  drawingOfLots: [],
  pointsAdjustments: [],
  match: DEFAULT_MATCH_SETTINGS,
  discipline: DEFAULT_DISCIPLINE,
  review: { scorerResults: false },
};

export async function settingsOf(tx: Tx, s: Scope): Promise<ScopeSettings> {
  return (await loadSettings(tx, s.eventId)).get(s.ageGroupId ?? '') ?? DEFAULT_SETTINGS;
}

export async function upsertSettings(
  tx: Tx,
  s: Scope,
  values: Partial<{
    tiebreakers: TiebreakCriterion[];
    thirdPlaceMatch: boolean;
    drawingOfLots: string[];
    match: MatchSettings;
    discipline: DisciplineSettings;
    review: ReviewSettings;
  }>,
) {
  await tx
    .insert(stageSettings)
    .values({ eventId: s.eventId, ageGroupId: s.ageGroupId, ...values })
    .onConflictDoUpdate({ target: [stageSettings.eventId, stageSettings.ageGroupId], set: values });
}

export async function replaceAdjustments(tx: Tx, s: Scope, rows: { teamId: string; points: number; reason: string }[]) {
  await tx
    .delete(pointsAdjustments)
    .where(and(eq(pointsAdjustments.eventId, s.eventId), scopeIs(pointsAdjustments.ageGroupId, s.ageGroupId)));
  if (rows.length) await tx.insert(pointsAdjustments).values(rows.map((r, position) => ({ ...s, ...r, position })));
}

// ---------------------------------------------------------------- groups

export function listGroups(tx: Tx, s: Scope) {
  return tx
    .select({ id: groups.id, name: groups.name, position: groups.position })
    .from(groups)
    .where(and(eq(groups.eventId, s.eventId), scopeIs(groups.ageGroupId, s.ageGroupId)))
    .orderBy(asc(groups.position));
}

export function listGroupMembers(tx: Tx, groupIds: string[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ groupId: groupTeams.groupId, teamId: groupTeams.teamId, slot: groupTeams.slot })
    .from(groupTeams)
    .where(inArray(groupTeams.groupId, groupIds))
    .orderBy(asc(groupTeams.slot));
}

/** Games counted per group id, to refuse removing a group that has games. */
export function countGamesByGroup(tx: Tx, groupIds: string[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ groupId: games.groupId, n: sql<number>`count(*)::int` })
    .from(games)
    .where(inArray(games.groupId, groupIds))
    .groupBy(games.groupId);
}

// ---------------------------------------------------------------- games of a stage

/** The games of one stage of a scope (every status), with their scores. */
export function listStageGames(tx: Tx, s: Scope, stage: GameStage) {
  return tx
    .select({
      id: games.id,
      groupId: games.groupId,
      // A result awaiting confirmation counts in no table yet.
      status: countedStatusSql,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      homeGoals: homeScoreSql,
      awayGoals: awayScoreSql,
    })
    .from(games)
    .where(and(eq(games.eventId, s.eventId), scopeIs(games.ageGroupId, s.ageGroupId), eq(games.stage, stage)));
}

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');

/** Games as a removal confirmation lists them: teams by name, group, score, and whether played. */
export function listGamesForRemoval(tx: Tx, where: SQL | undefined) {
  return tx
    .select({
      id: games.id,
      eventId: games.eventId,
      ageGroupId: games.ageGroupId,
      stage: games.stage,
      groupId: games.groupId,
      groupName: groups.name,
      round: games.round,
      status: games.status,
      startTime: games.startTime,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      homeName: homeTeam.name,
      awayName: awayTeam.name,
      homeGoals: homeScoreSql,
      awayGoals: awayScoreSql,
      homePenalties: games.homePenalties,
      awayPenalties: games.awayPenalties,
    })
    .from(games)
    .innerJoin(homeTeam, eq(homeTeam.id, games.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, games.awayTeamId))
    .leftJoin(groups, eq(groups.id, games.groupId))
    .where(where);
}

export type RemovableGame = Awaited<ReturnType<typeof listGamesForRemoval>>[number];

/** A scope's group games. */
export const groupGamesOf = (s: Scope): SQL | undefined =>
  and(eq(games.eventId, s.eventId), scopeIs(games.ageGroupId, s.ageGroupId), eq(games.stage, 'group'));

export function toRemovedGame(g: RemovableGame, reason: RemovedGame['reason']): RemovedGame {
  return {
    _id: g.id,
    round: g.round,
    group: g.groupName,
    homeTeam: { _id: g.homeTeamId, name: g.homeName },
    awayTeam: { _id: g.awayTeamId, name: g.awayName },
    status: g.status,
    startTime: g.startTime ? g.startTime.toISOString() : null,
    homeGoals: g.homeGoals,
    awayGoals: g.awayGoals,
    played: isPlayed(g),
    reason,
  };
}

/**
 * Deletes games (their goals and saves go with them); the database records a tombstone for each, so
 * courtside devices drop them on their next pull. The changes returned tell fans' pages to refresh.
 */
export async function removeGames(tx: Tx, eventId: string, gameIds: readonly string[]): Promise<GameChange[]> {
  if (gameIds.length === 0) return [];
  await tx.delete(games).where(inArray(games.id, [...gameIds]));
  const versions = await gameTombstoneVersions(tx, eventId, gameIds);
  return gameIds.map((gameId) => ({ eventId, gameId, version: versions.get(gameId) ?? 0 }));
}

export interface NewGame {
  eventId: string;
  ageGroupId: string | null;
  stage: GameStage;
  groupId: string | null;
  homeTeamId: string;
  awayTeamId: string;
  round: string;
}

/** Inserts games Not Scheduled in one statement, each with its own sync version (by trigger); returns ids and versions. */
export async function insertGames(tx: Tx, rows: readonly NewGame[], by: string | null) {
  if (rows.length === 0) return [];
  const at = new Date();
  return tx
    .insert(games)
    .values(
      rows.map((r) => ({
        ...r,
        status: 'Not Scheduled' as const,
        statusSetBy: by,
        statusSetAt: at,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .returning({ id: games.id, version: games.version });
}

// ---------------------------------------------------------------- knockout

export function listScopeFixtures(tx: Tx, s: Scope) {
  return tx
    .select()
    .from(knockoutFixtures)
    .where(and(eq(knockoutFixtures.eventId, s.eventId), scopeIs(knockoutFixtures.ageGroupId, s.ageGroupId)))
    .orderBy(desc(knockoutFixtures.roundSize), asc(knockoutFixtures.position));
}

export type FixtureRow = Awaited<ReturnType<typeof listScopeFixtures>>[number];

/** Linked games as the bracket reads them: teams, status, score, shoot-out and whether anything was recorded. */
export function listLinkedGames(tx: Tx, gameIds: string[]) {
  if (gameIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: games.id,
      // A result awaiting confirmation sends nobody on yet: the bracket reads it as still being played.
      status: countedStatusSql,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      homeGoals: homeScoreSql,
      awayGoals: awayScoreSql,
      homePenalties: games.homePenalties,
      awayPenalties: games.awayPenalties,
      startTime: games.startTime,
      pitchId: games.pitchId,
    })
    .from(games)
    .where(inArray(games.id, gameIds));
}

export type LinkedGame = Awaited<ReturnType<typeof listLinkedGames>>[number];

/** A game counts as played (never discarded or rewired) once it is live or over or has a goal or shoot-out. */
export function isPlayed(g: Pick<LinkedGame, 'status' | 'homeGoals' | 'awayGoals' | 'homePenalties'>): boolean {
  return g.status === 'live' || g.status === 'completed' || g.homeGoals + g.awayGoals > 0 || g.homePenalties !== null;
}

/** Scopes whose knockout a set of changed games belongs to. */
export function knockoutScopesOf(tx: Tx, gameIds: string[]) {
  if (gameIds.length === 0) return Promise.resolve([]);
  return tx
    .selectDistinct({ eventId: games.eventId, ageGroupId: games.ageGroupId })
    .from(games)
    .where(and(inArray(games.id, gameIds), eq(games.stage, 'knockout')));
}

// ---------------------------------------------------------------- custom rankings

export function listCustomRankings(tx: Tx, s: Scope) {
  return tx
    .select({
      id: customRankings.id,
      position: customRankings.position,
      points: customRankings.points,
      team: { id: teams.id, name: teams.name, logo: teams.logo, slug: teams.slug },
    })
    .from(customRankings)
    .innerJoin(teams, eq(teams.id, customRankings.teamId))
    .where(and(eq(customRankings.eventId, s.eventId), scopeIs(customRankings.ageGroupId, s.ageGroupId)))
    .orderBy(asc(customRankings.position));
}

export async function replaceCustomRankings(tx: Tx, s: Scope, rows: { teamId: string; position: number; points: number }[]) {
  await tx.delete(customRankings).where(and(eq(customRankings.eventId, s.eventId), scopeIs(customRankings.ageGroupId, s.ageGroupId)));
  if (rows.length) await tx.insert(customRankings).values(rows.map((r) => ({ ...s, ...r })));
}
