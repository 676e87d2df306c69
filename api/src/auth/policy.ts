import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { AppEnv, CurrentUser, Deps } from '../context';
import type { Tx } from '../db/client';
import { events, games, scoreLinks, scoreLinkVolunteers, staffRoles, teams, type StaffScope } from '../db/schema';
import type { DeclaredRoute } from '../lib/declare-route';
import { forbidden, unauthorized } from '../lib/errors';

/**
 * Every permission a route or a service can ask for. `public`, `member` and `admin` (site
 * administrator) need no ids; the others are decided for the event, edition, game or team the
 * request names (`AccessIds`), from the caller's roles:
 *
 * | permission            | site admin | organiser (their event) | scorer (their edition, scope) | coach (their team) | member |
 * | --------------------- | ---------- | ----------------------- | ----------------------------- | ------------------ | ------ |
 * | event.manage          | yes        | yes                     | -                             | -                  | -      |
 * | game.score            | yes        | yes                     | yes (pitches / games given)   | -                  | -      |
 * | registration.review   | yes        | only when also given it | -                             | -                  | -      |
 * | giftCodes.manage      | yes        | -                       | -                             | -                  | -      |
 * | team.coach            | -          | -                       | -                             | yes                | -      |
 * | self                  | yes        | own data                | -                             | own data           | own data |
 * | signedIn              | yes        | yes                     | yes (also a link volunteer)   | yes                | yes    |
 *
 * A volunteer signed in through a score-entry link is a scorer of the link's scope and nothing else
 * (not a member). Roles are read from the database once per request, so a revoked role or link
 * stops working on the next request.
 */
export const PERMISSIONS = [
  'public',
  'signedIn',
  'member',
  'admin',
  'self',
  'event.manage',
  'game.score',
  'team.coach',
  'registration.review',
  'giftCodes.manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Permissions decided for the ids a request names; the rest need none. */
const SCOPED: ReadonlySet<Permission> = new Set(['self', 'event.manage', 'game.score', 'team.coach', 'registration.review']);

export const STAFF_ROLES = ['organiser', 'scorer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A role the caller holds; `editionId` null means every edition of the event (organisers only). */
export interface Grant {
  role: StaffRole | 'registration.review';
  eventSlug: string;
  editionId: string | null;
  scope: StaffScope;
  /** Set for a role that comes from a score-entry link. */
  linkId: string | null;
}

/** What a request names; whichever are present are checked (a game implies its edition). */
export interface AccessIds {
  eventId?: string | undefined;
  gameId?: string | undefined;
  teamId?: string | undefined;
  userId?: string | undefined;
}

/** The thing asked about, as read from the database. */
export interface Target {
  /** An event (edition) or game was named but does not exist. */
  missing?: true;
  edition?: { id: string; slug: string };
  game?: { id: string; pitchId: string | null };
  team?: { coachId: string | null };
  userId?: string;
}

export interface AccessAuth {
  deps: Pick<Deps, 'database'>;
  user: CurrentUser | null;
  sessionInvalid?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The user object is made afresh for every request (auth/middleware), so this caches per request.
const grantsOfRequest = new WeakMap<CurrentUser, Promise<Grant[]>>();

/** The caller's roles, read once per request: their staff roles and a live score-entry link's scope. */
export function grantsOf(db: Tx, user: CurrentUser): Promise<Grant[]> {
  let grants = grantsOfRequest.get(user);
  if (!grants) {
    grants = loadGrants(db, user.id);
    grantsOfRequest.set(user, grants);
  }
  return grants;
}

async function loadGrants(db: Tx, userId: string): Promise<Grant[]> {
  const now = new Date();
  const rows = await unionAll(
    db
      .select({
        role: staffRoles.role,
        eventSlug: staffRoles.eventSlug,
        editionId: sql<string | null>`${staffRoles.editionId}`.as('edition_id'),
        scope: staffRoles.scope,
        linkId: sql<string | null>`null::uuid`.as('link_id'),
      })
      .from(staffRoles)
      .where(eq(staffRoles.userId, userId)),
    db
      .select({
        role: sql<string>`'scorer'`.as('role'),
        eventSlug: events.slug,
        editionId: sql<string | null>`${scoreLinks.editionId}`.as('edition_id'),
        scope: scoreLinks.scope,
        linkId: sql<string | null>`${scoreLinks.id}`.as('link_id'),
      })
      .from(scoreLinkVolunteers)
      .innerJoin(scoreLinks, eq(scoreLinks.id, scoreLinkVolunteers.linkId))
      .innerJoin(events, eq(events.id, scoreLinks.editionId))
      .where(
        and(
          eq(scoreLinkVolunteers.userId, userId),
          isNull(scoreLinks.revokedAt),
          lte(scoreLinks.validFrom, now),
          gt(scoreLinks.validUntil, now),
        ),
      ),
  );
  return rows.map((r) => ({ ...r, role: r.role as Grant['role'], scope: r.scope ?? {} }));
}

/** Reads what the ids name (unknown or malformed ids make a `missing` target). */
export async function resolveTarget(db: Tx, ids: AccessIds): Promise<Target> {
  const target: Target = {};
  if (ids.userId !== undefined) target.userId = ids.userId;
  if (ids.gameId !== undefined) {
    if (!UUID.test(ids.gameId)) return { ...target, missing: true };
    const [g] = await db
      .select({ id: games.id, pitchId: games.pitchId, editionId: events.id, slug: events.slug })
      .from(games)
      .innerJoin(events, eq(events.id, games.eventId))
      .where(eq(games.id, ids.gameId))
      .limit(1);
    // A game of another event than the path names is treated as not there.
    if (!g || (ids.eventId !== undefined && ids.eventId !== g.editionId)) return { ...target, missing: true };
    target.game = { id: g.id, pitchId: g.pitchId };
    target.edition = { id: g.editionId, slug: g.slug };
  } else if (ids.eventId !== undefined) {
    if (!UUID.test(ids.eventId)) return { ...target, missing: true };
    const [e] = await db.select({ id: events.id, slug: events.slug }).from(events).where(eq(events.id, ids.eventId)).limit(1);
    if (!e) return { ...target, missing: true };
    target.edition = e;
  }
  if (ids.teamId !== undefined) {
    if (!UUID.test(ids.teamId)) return { ...target, missing: true };
    const [t] = await db
      .select({ coachId: teams.coachId, editionId: events.id, slug: events.slug })
      .from(teams)
      .innerJoin(events, eq(events.id, teams.eventId))
      .where(eq(teams.id, ids.teamId))
      .limit(1);
    if (!t) return { ...target, missing: true };
    // A team of another event than the path names is treated as not there; a team alone names its event.
    if (target.edition && target.edition.id !== t.editionId) return { ...target, missing: true };
    target.edition ??= { id: t.editionId, slug: t.slug };
    target.team = { coachId: t.coachId };
  }
  return target;
}

const coversEdition = (g: Grant, edition: { id: string; slug: string }) =>
  g.eventSlug === edition.slug && (g.editionId === null || g.editionId === edition.id);

/** A scorer's scope covers the game: the listed games, or games on the listed pitches, or all when neither is given. */
export function scopeCovers(scope: StaffScope, game: { id: string; pitchId: string | null }): boolean {
  const { pitches, games: gameIds } = scope;
  if (!pitches?.length && !gameIds?.length) return true;
  return !!gameIds?.includes(game.id) || (!!game.pitchId && !!pitches?.includes(game.pitchId));
}

/**
 * The policy table: whether a caller with these roles has the permission on the target. A target
 * without an event, game or team asks whether the caller has the permission anywhere (the service
 * then narrows it to what it touches).
 */
export function allows(user: CurrentUser | null, grants: readonly Grant[], permission: Permission, target: Target = {}): boolean {
  if (permission === 'public') return true;
  if (!user) return false;
  // An invitation goes out in the coach's name: only the team's coach sends one, admins included.
  if (permission === 'team.coach') return !user.scoreLinkId && !target.missing && (!target.team || target.team.coachId === user.id);
  if (user.isAdmin) return true;
  const volunteer = !!user.scoreLinkId;
  switch (permission) {
    case 'signedIn':
      return true;
    case 'member':
      return !volunteer;
    case 'self':
      return !volunteer && (target.userId === undefined || target.userId === user.id);
    case 'admin':
    case 'giftCodes.manage':
      return false;
    case 'registration.review':
      // Given beside an organiser role, for the same event: registration requests name no event, so
      // the review service narrows what such an organiser sees (registration/review.ts).
      if (target.missing || volunteer) return false;
      return grants.some((g) => g.role === 'registration.review' && (!target.edition || coversEdition(g, target.edition)));
    case 'event.manage':
      if (target.missing) return false;
      return grants.some((g) => g.role === 'organiser' && (!target.edition || coversEdition(g, target.edition)));
    case 'game.score':
      if (target.missing) return false;
      return grants.some((g) => {
        if (g.role === 'organiser') return !target.edition || coversEdition(g, target.edition);
        if (g.role !== 'scorer') return false;
        if (!target.edition) return true;
        return coversEdition(g, target.edition) && (!target.game || scopeCovers(g.scope, target.game));
      });
  }
}

/** Whether the caller has the permission for the ids (no refusal thrown). */
export async function hasAccess(auth: AccessAuth, permission: Permission, ids: AccessIds = {}): Promise<boolean> {
  if (permission === 'public') return true;
  const { user } = auth;
  if (!user) return false;
  if (user.isAdmin && permission !== 'team.coach') return true;
  const db = auth.deps.database.db;
  const needsRoles = permission === 'event.manage' || permission === 'game.score' || permission === 'registration.review';
  const [grants, target] = await Promise.all([
    needsRoles ? grantsOf(db, user) : Promise.resolve([]),
    SCOPED.has(permission) ? resolveTarget(db, ids) : Promise.resolve({}),
  ]);
  return allows(user, grants, permission, target);
}

/**
 * The one access check, called first by every service (Immich's `requireAccess`): the caller, or
 * 401 when nobody is signed in and 403 `notAllowed` when the policy does not admit them.
 */
export async function requireAccess(auth: AccessAuth, permission: Permission, ids: AccessIds = {}): Promise<CurrentUser> {
  if (!auth.user) throw unauthorized(auth.sessionInvalid ? 'sessionExpired' : 'signInRequired');
  if (!(await hasAccess(auth, permission, ids))) throw forbidden(permission === 'admin' ? 'adminOnly' : 'notAllowed');
  return auth.user;
}

/**
 * Which games of an edition the caller may score, as a test on each game; null when they may score
 * all of them (site admins, the event's organisers, a scorer without a narrower scope).
 */
export async function scoringFilter(
  auth: AccessAuth,
  edition: { id: string; slug: string },
): Promise<((game: { id: string; pitchId: string | null }) => boolean) | null> {
  const { user } = auth;
  if (!user || user.isAdmin) return null;
  const grants = await grantsOf(auth.deps.database.db, user);
  if (allows(user, grants, 'event.manage', { edition })) return null;
  return (game) => allows(user, grants, 'game.score', { edition, game });
}

/**
 * Of these games, the ones the caller may score now (one query for all of them); with `event.manage`,
 * the ones whose event they manage (confirming a scorer's result, issue 21).
 */
export async function scorableGames(
  auth: AccessAuth,
  gameIds: readonly string[],
  permission: 'game.score' | 'event.manage' = 'game.score',
): Promise<Set<string>> {
  const { user } = auth;
  const ids = [...new Set(gameIds.filter((id) => UUID.test(id)))];
  if (!user || ids.length === 0) return new Set();
  if (user.isAdmin) return new Set(ids);
  const db = auth.deps.database.db;
  const [grants, rows] = await Promise.all([
    grantsOf(db, user),
    db
      .select({ id: games.id, pitchId: games.pitchId, editionId: events.id, slug: events.slug })
      .from(games)
      .innerJoin(events, eq(events.id, games.eventId))
      .where(inArray(games.id, ids)),
  ]);
  return new Set(
    rows.filter((g) => allows(user, grants, permission, { edition: { id: g.editionId, slug: g.slug }, game: g })).map((g) => g.id),
  );
}

/** The ids a route names in its path: `:eventId`, `:gameId`, `:teamId`, `:userId`, or `:id` after /events, /teams or /users. */
export function idsFromPath(c: Context, honoPath: string): AccessIds {
  const p = (name: string) => (honoPath.includes(`:${name}`) ? c.req.param(name) : undefined);
  const id = p('id');
  const first = honoPath.split('/')[1];
  return {
    eventId: p('eventId') ?? (first === 'events' ? id : undefined),
    gameId: p('gameId'),
    teamId: p('teamId') ?? (first === 'teams' ? id : undefined),
    userId: p('userId') ?? (first === 'users' ? id : undefined),
  };
}

/** The guard of one permission; null for routes anyone may call. */
export function permissionGuard(permission: Permission, honoPath = '') {
  if (permission === 'public') return null;
  return createMiddleware<AppEnv>(async (c, next) => {
    const ids = SCOPED.has(permission) ? idsFromPath(c, honoPath) : {};
    await requireAccess({ deps: c.var.deps, user: c.var.user, sessionInvalid: c.var.sessionInvalid }, permission, ids);
    await next();
  });
}

/**
 * The guard of every declared route, registered before any feature router so a handler cannot run
 * for a caller its declaration does not admit (anonymous callers get 401, others 403).
 */
export function permissionGuards(routes: readonly DeclaredRoute[]) {
  const guards = new Hono<AppEnv>();
  for (const route of routes) {
    const guard = permissionGuard(route.permission, route.honoPath);
    if (guard) guards.on(route.method.toUpperCase(), route.honoPath, guard);
  }
  return guards;
}
