import { inArray } from 'drizzle-orm';
import {
  SEARCH_MIN_CHARS,
  contactIsPublic,
  contactVisibilityInputSchema,
  isAdult,
  visibleInstagram,
  type CareerEvent,
  type ContactPrivacy,
  type ContactViewer,
  type CareerStats,
  type OldPlayer,
  type PublicUser,
  type UserRole,
} from '@pitchside/shared';
import { recordAdminAudit } from '../audit/admin-audit';
import { assertUser } from '../auth/middleware';
import type { CurrentUser } from '../context';
import type { Tx } from '../db/client';
import { teams } from '../db/schema';
import { isUuid, toAgeGroupRef, toEventRef, toTeamRef } from '../events/serialize';
import { badRequest, forbidden, fromZodError, notFound } from '../lib/errors';
import { publicImageUrl } from '../lib/storage';
import { cardsByTeamAndPlayer, selectTeams } from '../teams/queries';
import { teamStats } from '../teams/service';
import {
  findUser,
  gamesSatOut,
  goalsByTeam,
  rosterTeamIds,
  savesOf,
  searchOldPlayers,
  searchUsers,
  setShowInstagram,
  teamNamesOf,
} from './queries';

const SEARCH_LIMIT = 20;

async function requireUserRow(db: Tx, id: string) {
  const user = isUuid(id) ? await findUser(db, id) : null;
  if (!user) throw notFound('userNotFound');
  return user;
}

/** Who the caller is to this profile; there is no guardian account, so everyone else is the public. */
const viewerOf = (viewer: CurrentUser | null, userId: string): ContactViewer =>
  viewer?.id === userId ? 'self' : viewer?.isAdmin ? 'admin' : 'public';

function contactPrivacyOf(u: { dateOfBirth: string | null; showInstagram: boolean }, now: Date): ContactPrivacy {
  return { showInstagram: u.showInstagram, adult: isAdult(u.dateOfBirth, now), public: contactIsPublic(u, now) };
}

/**
 * A profile. E-mail, phone and the birth date go only to the user themselves or an admin: the
 * public profile of a player (often a minor) shows no way to reach or locate them. The Instagram
 * handle follows the contact rule: public only for an adult who chose to show it.
 */
export async function userProfile(db: Tx, id: string, viewer: CurrentUser | null, now = new Date()): Promise<PublicUser> {
  const u = await requireUserRow(db, id);
  const rows = await selectTeams(db, inArray(teams.id, rosterTeamIds(db, u.id)), 'newest');
  const as = viewerOf(viewer, u.id);
  const privileged = as !== 'public';
  return {
    _id: u.id,
    id: u.id,
    fullName: u.fullName,
    userRole: u.userRole,
    type: u.type,
    playerId: u.playerId,
    portraitImage: publicImageUrl(u.portraitImage),
    instagramUsername: visibleInstagram(u, as, now),
    primaryShirtNumber: u.primaryShirtNumber,
    secondaryShirtNumber: u.secondaryShirtNumber,
    team: rows.map((t) => ({
      _id: t.id,
      teamId: t.teamId,
      name: t.name,
      slug: t.slug,
      logo: publicImageUrl(t.logo),
      event: toEventRef(t.event),
      ageGroup: toAgeGroupRef(t.ageGroup),
    })),
    ...(privileged
      ? { email: u.email, phoneNumber: u.phoneNumber, dateOfBirth: u.dateOfBirth, contactPrivacy: contactPrivacyOf(u, now) }
      : {}),
  };
}

/**
 * PUT /api/users/:id/contact-visibility: the player, or an admin, shows or hides the Instagram handle.
 * Only an adult's can be shown; a minor's stays off, so nothing of theirs turns public on a birthday.
 */
export async function setContactVisibility(
  db: Tx,
  viewer: CurrentUser | null,
  id: string,
  body: unknown,
  now = new Date(),
): Promise<ContactPrivacy> {
  const caller = assertUser(viewer);
  const u = await requireUserRow(db, id);
  if (viewerOf(caller, u.id) === 'public') throw forbidden();
  const parsed = contactVisibilityInputSchema.safeParse(body);
  if (!parsed.success) throw fromZodError(parsed.error);
  const { showInstagram } = parsed.data;
  if (showInstagram && !isAdult(u.dateOfBirth, now)) throw badRequest('contactMinor');
  await db.transaction(async (tx: Tx) => {
    await setShowInstagram(tx, u.id, showInstagram);
    if (caller.id !== u.id) {
      await recordAdminAudit(tx, {
        userId: caller.id,
        action: 'player.contact-visibility',
        entity: 'player',
        entityId: u.id,
        eventId: null,
        detail: { showInstagram },
      });
    }
  });
  return contactPrivacyOf({ ...u, showInstagram }, now);
}

export async function oldPlayers(db: Tx, search: string | undefined): Promise<OldPlayer[]> {
  const text = (search ?? '').trim();
  if (text.length < SEARCH_MIN_CHARS) return [];
  const found = await searchOldPlayers(db, text, SEARCH_LIMIT);
  const names = await teamNamesOf(
    db,
    found.map((u) => u.id),
  );
  return found.map((u) => ({
    _id: u.id,
    fullName: u.fullName,
    team: names.filter((n) => n.userId === u.id).map((n) => ({ name: n.name })),
  }));
}

export async function userSearch(db: Tx, name: string, role: UserRole | undefined) {
  const rows = await searchUsers(db, name, role, SEARCH_LIMIT);
  return rows.map((u) => ({
    _id: u.id,
    fullName: u.fullName,
    userRole: u.userRole,
    type: u.type,
    playerId: u.playerId,
    portraitImage: publicImageUrl(u.portraitImage),
  }));
}

/** Career per team row (one per edition and age group), from rosters, goals, saves, cards and completed games. */
export async function careerStats(db: Tx, id: string): Promise<CareerStats> {
  const u = await requireUserRow(db, id);
  const [roster, scored, assisted, saves, cardRows] = await Promise.all([
    rosterTeamIds(db, u.id),
    goalsByTeam(db, u.id, 'scorer'),
    goalsByTeam(db, u.id, 'assist'),
    savesOf(db, u.id),
    cardsByTeamAndPlayer(db, { playerId: u.id }),
  ]);
  const rosterIds = new Set(roster.map((r) => r.id));
  const savesByTeam = new Map<string, number>();
  for (const s of saves) {
    // Saves are recorded per game; they belong to whichever side the keeper was on the roster of.
    const teamId = rosterIds.has(s.homeTeamId) ? s.homeTeamId : rosterIds.has(s.awayTeamId) ? s.awayTeamId : null;
    if (teamId) savesByTeam.set(teamId, (savesByTeam.get(teamId) ?? 0) + s.saves);
  }
  const ids = [
    ...new Set([...rosterIds, ...scored.map((g) => g.teamId), ...assisted.map((g) => g.teamId), ...cardRows.map((c) => c.teamId)]),
  ];
  const [rows, stats, satOut] = await Promise.all([
    ids.length ? selectTeams(db, inArray(teams.id, ids), 'newest') : Promise.resolve([]),
    teamStats(db, ids),
    ids.length ? gamesSatOut(db, u.id, ids) : Promise.resolve([]),
  ]);
  const count = (list: { teamId: string; n: number }[], teamId: string) => list.find((g) => g.teamId === teamId)?.n ?? 0;
  const entries: CareerEvent[] = rows.map((t) => {
    const s = stats.get(t.id);
    // A career counts the games the player played: a game whose lineup leaves him out is not his.
    const out = satOut.find((o) => o.teamId === t.id);
    const mine = (n: number | undefined, less: number | undefined) => Math.max(0, (n ?? 0) - (less ?? 0));
    return {
      event: toEventRef(t.event),
      team: toTeamRef(t),
      ageGroup: toAgeGroupRef(t.ageGroup),
      goalsScored: count(scored, t.id),
      assists: count(assisted, t.id),
      gamesPlayed: mine(s?.games_played, out?.played),
      wins: mine(s?.wins, out?.wins),
      losses: mine(s?.losses, out?.losses),
      draws: mine(s?.draws, out?.draws),
      saves: savesByTeam.get(t.id) ?? 0,
      yellowCards: cardRows.find((c) => c.teamId === t.id)?.yellow ?? 0,
      redCards: cardRows.find((c) => c.teamId === t.id)?.red ?? 0,
    };
  });
  const sum = (k: keyof Omit<CareerEvent, 'event' | 'team' | 'ageGroup'>) => entries.reduce((a, e) => a + e[k], 0);
  return {
    events: entries,
    totalGoals: sum('goalsScored'),
    totalAssists: sum('assists'),
    totalGames: sum('gamesPlayed'),
    totalWins: sum('wins'),
    totalLosses: sum('losses'),
    totalDraws: sum('draws'),
    totalSaves: sum('saves'),
    totalYellowCards: sum('yellowCards'),
    totalRedCards: sum('redCards'),
  };
}
