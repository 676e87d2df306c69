import { and, asc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { UserRole } from '@pitchside/shared';
import type { Tx } from '../db/client';
import { gameLineups, games, goalkeeperSaves, playerTeamTotals, scoreLinkVolunteers, teamPlayers, teams, users } from '../db/schema';
import { nameMatches } from '../lib/search';

export function findUser(db: Tx, id: string) {
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      userRole: users.userRole,
      type: users.type,
      playerId: users.playerId,
      portraitImage: users.portraitImage,
      instagramUsername: users.instagramUsername,
      showInstagram: users.showInstagram,
      dateOfBirth: users.dateOfBirth,
      primaryShirtNumber: users.primaryShirtNumber,
      secondaryShirtNumber: users.secondaryShirtNumber,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((r) => r[0] ?? null);
}

/** Team rows the user is (or was) on the roster of. */
export const rosterTeamIds = (db: Tx, userId: string) =>
  db.select({ id: teamPlayers.teamId }).from(teamPlayers).where(eq(teamPlayers.userId, userId));

export function searchOldPlayers(db: Tx, text: string, limit: number) {
  return db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.type, 'old-player'), nameMatches(users.fullName, text)))
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(limit);
}

export function teamNamesOf(db: Tx, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: teamPlayers.userId, name: teams.name })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(inArray(teamPlayers.userId, userIds))
    .orderBy(asc(teams.name));
}

export function searchUsers(db: Tx, text: string, role: UserRole | undefined, limit: number) {
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      userRole: users.userRole,
      type: users.type,
      playerId: users.playerId,
      portraitImage: users.portraitImage,
    })
    .from(users)
    .where(
      and(
        nameMatches(users.fullName, text),
        role ? eq(users.userRole, role) : undefined,
        // A score-link volunteer is a name for the trail, not a member anyone should pick.
        notInArray(users.id, db.select({ id: scoreLinkVolunteers.userId }).from(scoreLinkVolunteers)),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(limit);
}

/** A player's goals (or assists) per team row they were credited to, from the totals kept on write. */
export function goalsByTeam(db: Tx, userId: string, as: 'scorer' | 'assist') {
  const n = as === 'scorer' ? playerTeamTotals.goals : playerTeamTotals.assists;
  return db
    .select({ teamId: playerTeamTotals.teamId, n })
    .from(playerTeamTotals)
    .where(and(eq(playerTeamTotals.userId, userId), gt(n, 0)));
}

/** A keeper's saves per game, leaving out games awaiting an organiser's confirmation (as the totals do). */
export function savesOf(db: Tx, userId: string) {
  return db
    .select({ homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId, saves: goalkeeperSaves.saves })
    .from(goalkeeperSaves)
    .innerJoin(games, eq(games.id, goalkeeperSaves.gameId))
    .where(and(eq(goalkeeperSaves.playerId, userId), eq(games.awaitingConfirmation, false)));
}

/**
 * Per team, the counted games (completed, not awaiting confirmation) the player sat out: his side
 * has a lineup and he is not in it. A game without a lineup counts as played by the whole squad.
 * Scores come from the totals' own `totals_side_score`, so a sat-out win is the win the team counted.
 */
export function gamesSatOut(db: Tx, userId: string, teamIds: string[]) {
  const team = sql<string>`(case when ${gameLineups.side} = 'home' then ${games.homeTeamId} else ${games.awayTeamId} end)`;
  const other = sql`(case when ${gameLineups.side} = 'home' then 'away' else 'home' end)::side`;
  const gf = sql`totals_side_score(${games.id}, ${games.forfeit}, ${games.ageGroupId}, ${gameLineups.side})`;
  const ga = sql`totals_side_score(${games.id}, ${games.forfeit}, ${games.ageGroupId}, ${other})`;
  return db
    .select({
      teamId: team,
      played: sql<number>`count(*)::int`,
      wins: sql<number>`(count(*) filter (where ${gf} > ${ga}))::int`,
      draws: sql<number>`(count(*) filter (where ${gf} = ${ga}))::int`,
      losses: sql<number>`(count(*) filter (where ${gf} < ${ga}))::int`,
    })
    .from(gameLineups)
    .innerJoin(games, eq(games.id, gameLineups.gameId))
    .where(
      and(
        eq(games.status, 'completed'),
        eq(games.awaitingConfirmation, false),
        inArray(team, teamIds),
        sql`jsonb_array_length(${gameLineups.players}) > 0`,
        sql`not ${gameLineups.players} @> jsonb_build_array(jsonb_build_object('playerId', ${userId}::text))`,
      ),
    )
    .groupBy(team);
}

export function setShowInstagram(db: Tx, userId: string, showInstagram: boolean) {
  return db.update(users).set({ showInstagram, updatedAt: new Date() }).where(eq(users.id, userId));
}
