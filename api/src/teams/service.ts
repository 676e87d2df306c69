import { and, eq } from 'drizzle-orm';
import {
  MSG,
  type PublicTeam,
  type TeamEventOption,
  type TeamGameResult,
  type TeamStatsFields,
  type TeamsByTeamIdResponse,
  type TeamSuspension,
} from '@pitchside/shared';
import type { Tx } from '../db/client';
import { teams } from '../db/schema';
import { listRosters } from '../events/queries';
import { isUuid, toAgeGroupRef, toEventRef, toPerson, toPlayerRef } from '../events/serialize';
import { resolveAgeGroup, resolveEvent } from '../events/service';
import { badRequest, notFound } from '../lib/errors';
import { publicImageUrl } from '../lib/storage';
import { eventSuspensions } from '../sync/suspension-queries';
import {
  cardsByTeamAndPlayer,
  gamesWithTeams,
  listClubGames,
  listTeamTotals,
  namesOf,
  searchTeamsByName,
  selectTeams,
  type TeamRow,
} from './queries';

const emptyStats = (): TeamStatsFields => ({ games_played: 0, wins: 0, draws: 0, losses: 0, goals_scored: 0, goals_conceided: 0 });

/**
 * Team stats from completed games, as the database keeps them on every write (team_totals). A drawn
 * game counts as a draw even when a shoot-out followed: the shoot-out decides who goes through, not
 * the result (as in the standings).
 */
export async function teamStats(db: Tx, teamIds: string[]): Promise<Map<string, TeamStatsFields>> {
  const stats = new Map(teamIds.map((id) => [id, emptyStats()]));
  for (const r of await listTeamTotals(db, teamIds)) {
    stats.set(r.teamId, {
      games_played: r.played,
      wins: r.wins,
      draws: r.draws,
      losses: r.losses,
      goals_scored: r.goalsFor,
      goals_conceided: r.goalsAgainst,
    });
  }
  return stats;
}

/**
 * The coach as the team reads: the member, else the name of a coach without an account yet. Their
 * phone goes only to admins (`withPhone`), never into public answers.
 */
export function teamCoach(r: Pick<TeamRow, 'coach' | 'coachName' | 'coachPhone'>, withPhone = false): PublicTeam['coach'] {
  const member = toPerson(r.coach?.id, r.coach?.fullName);
  if (member || !r.coachName) return member;
  return withPhone && r.coachPhone ? { fullName: r.coachName, phone: r.coachPhone } : { fullName: r.coachName };
}

/** Full team objects (players, stats, cards) for a list of team rows, in four queries whatever the count. */
export async function toPublicTeams(db: Tx, rows: TeamRow[], opts: { coachPhone?: boolean } = {}): Promise<PublicTeam[]> {
  const ids = rows.map((r) => r.id);
  const [roster, stats, cardRows] = await Promise.all([
    listRosters(db, ids),
    teamStats(db, ids),
    cardsByTeamAndPlayer(db, { teamIds: ids }),
  ]);
  return rows.map((r) => {
    const players = roster.filter((p) => p.teamId === r.id).map(toPlayerRef);
    const own = cardRows.filter((c) => c.teamId === r.id);
    return {
      _id: r.id,
      teamId: r.teamId,
      slug: r.slug,
      name: r.name,
      logo: publicImageUrl(r.logo),
      location: r.location,
      coach: teamCoach(r, opts.coachPhone),
      captain: toPerson(r.captain?.id, r.captain?.fullName),
      teamSize: r.teamSize,
      ageGroup: toAgeGroupRef(r.ageGroup),
      event: toEventRef(r.event),
      players,
      playersCount: players.length,
      ...(stats.get(r.id) ?? emptyStats()),
      yellowCards: own.reduce((n, c) => n + c.yellow, 0),
      redCards: own.reduce((n, c) => n + c.red, 0),
      playerCards: own.map((c) => ({ _id: c.playerId, yellowCards: c.yellow, redCards: c.red })),
    };
  });
}

/**
 * Who of the team may not play in which of its games not played yet (the age group's discipline
 * rules and the organisers' decisions: sync/suspension-queries.ts), in playing order.
 */
async function teamSuspensions(db: Tx, team: Pick<TeamRow, 'id' | 'event'>): Promise<TeamSuspension[]> {
  const list = (await eventSuspensions(db, team.event.id))
    .filter((s) => s.teamId === team.id && !s.played)
    .sort((a, b) => a.order - b.order);
  if (list.length === 0) return [];
  const [people, gameRows] = await Promise.all([
    namesOf(db, [...new Set(list.map((s) => s.playerId))]),
    gamesWithTeams(db, [...new Set(list.map((s) => s.gameId))]),
  ]);
  const name = new Map(people.map((p) => [p.id, p.name]));
  const game = new Map(gameRows.map((g) => [g.id, g]));
  return list.map((s) => {
    const g = game.get(s.gameId);
    return {
      playerId: s.playerId,
      playerName: name.get(s.playerId) ?? '',
      gameId: s.gameId,
      startTime: g?.startTime?.toISOString() ?? null,
      opponent: (g?.homeTeamId === team.id ? g?.awayName : g?.homeName) ?? null,
      reason: s.reason,
    };
  });
}

export async function eventTeams(db: Tx, slugOrId: string, ageGroup: string | undefined): Promise<PublicTeam[]> {
  const event = await resolveEvent(db, slugOrId);
  const ag = await resolveAgeGroup(db, event.id, ageGroup);
  const rows = await selectTeams(db, and(eq(teams.eventId, event.id), ag ? eq(teams.ageGroupId, ag.id) : undefined));
  return toPublicTeams(db, rows);
}

/** A team by id, or by slug as the spec's games list links it (/teams/{teamSlug}): the newest edition's. */
export async function teamById(db: Tx, id: string): Promise<PublicTeam> {
  const rows = isUuid(id) ? await selectTeams(db, eq(teams.id, id)) : (await selectTeams(db, eq(teams.slug, id), 'newest')).slice(0, 1);
  if (rows.length === 0) throw notFound('teamNotFound');
  const [[team], suspensions] = await Promise.all([toPublicTeams(db, rows), teamSuspensions(db, rows[0]!)]);
  return { ...team!, suspensions };
}

/** Every edition and age group a club played in, newest first, with the events for the page's selectors. */
export async function teamsByTeamId(db: Tx, clubId: string): Promise<TeamsByTeamIdResponse> {
  if (!isUuid(clubId)) throw notFound('teamNotFound');
  const rows = await selectTeams(db, eq(teams.teamId, clubId), 'newest');
  if (rows.length === 0) throw notFound('teamNotFound');
  const events = new Map<string, TeamEventOption>();
  for (const r of rows) {
    let e = events.get(r.event.id);
    if (!e) {
      const ref = toEventRef(r.event);
      events.set(r.event.id, (e = { ...ref, eventId: ref._id, eventName: ref.event, eventEdition: ref.event_edition, ageGroups: [] }));
    }
    const ag = toAgeGroupRef(r.ageGroup);
    if (ag && !e.ageGroups.some((a) => a._id === ag._id)) e.ageGroups.push(ag);
  }
  return { success: true, message: MSG.teamFound, teams: await toPublicTeams(db, rows), events: [...events.values()] };
}

export async function clubGames(
  db: Tx,
  clubId: string,
  q: { eventId?: string | undefined; ageGroup?: string | undefined },
): Promise<TeamGameResult[]> {
  if (!isUuid(clubId)) throw notFound('teamNotFound');
  const rows = await db.select({ id: teams.id }).from(teams).where(eq(teams.teamId, clubId));
  if (rows.length === 0) throw notFound('teamNotFound');
  const eventId = q.eventId?.trim() || undefined;
  if (eventId && !isUuid(eventId)) throw badRequest('eventIdInvalid');
  const ag = eventId ? await resolveAgeGroup(db, eventId, q.ageGroup) : null;
  if (!eventId && q.ageGroup?.trim()) throw badRequest('ageGroupNeedsEvent');
  const ids = rows.map((r) => r.id);
  const own = new Set(ids);
  const games = await listClubGames(db, ids, { ...(eventId ? { eventId } : {}), ...(ag ? { ageGroupId: ag.id } : {}) });
  return games.map((g) => {
    const isHome = own.has(g.homeTeamId);
    const goalsFor = isHome ? g.homeGoals : g.awayGoals;
    const goalsAgainst = isHome ? g.awayGoals : g.homeGoals;
    return {
      _id: g.id,
      id: g.id,
      result: goalsFor > goalsAgainst ? 'W' : goalsFor < goalsAgainst ? 'L' : 'D',
      opponent: g.opponent.name,
      opponentId: g.opponent.id,
      opponentLogo: publicImageUrl(g.opponent.logo),
      goalsFor,
      goalsAgainst,
      penaltiesFor: isHome ? g.homePenalties : g.awayPenalties,
      penaltiesAgainst: isHome ? g.awayPenalties : g.homePenalties,
      isHome,
      status: g.status,
      startTime: g.startTime ? g.startTime.toISOString() : null,
      round: g.round,
      event: toEventRef(g.event),
      ageGroup: toAgeGroupRef(g.ageGroup),
      teamId: isHome ? g.homeTeamId : g.awayTeamId,
    };
  });
}

export async function searchTeams(db: Tx, name: string) {
  // One entry per club (its newest edition): linking names the club, not one of its seasons.
  const seen = new Set<string>();
  const rows = (await searchTeamsByName(db, name, 100)).filter((r) => !seen.has(r.teamId) && !!seen.add(r.teamId)).slice(0, 20);
  return rows.map((r) => ({
    _id: r.id,
    teamId: r.teamId,
    name: r.name,
    slug: r.slug,
    logo: publicImageUrl(r.logo),
    location: r.location,
    event: toEventRef(r.event),
    ageGroup: toAgeGroupRef(r.ageGroup),
  }));
}
