import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, ne, notInArray, or } from 'drizzle-orm';
import { utcToBeirutParts, type ScoreLinkCreateInput, type ScoreLinkLoginInput, type StaffListInput } from '@pitchside/shared';
import type { CurrentUser, Deps } from '../context';
import type { Tx } from '../db/client';
import { events, games, pitches, scoreLinks, scoreLinkVolunteers, sessions, staffRoles, users, type StaffScope } from '../db/schema';
import { recordAdminAudit } from '../audit/admin-audit';
import { grantsOf, hasAccess, requireAccess, type AccessAuth } from '../auth/policy';
import { signSession } from '../auth/session';
import { sessionUser } from '../auth/service';
import { AppError, badRequest, forbidden, notFound } from '../lib/errors';
import { nameMatches } from '../lib/search';
import { pendingInvitations } from './invitation-queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_LINK_DAYS = 31;

/** A score-entry link's secret: 32 random bytes; only its SHA-256 is kept. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function editionOf(db: Tx, eventId: string) {
  const [e] = await db.select({ id: events.id, slug: events.slug }).from(events).where(eq(events.id, eventId)).limit(1);
  if (!e) throw notFound('eventNotFound');
  return e;
}

/** Every pitch and game named belongs to this edition. */
export async function assertInEdition(db: Tx, editionId: string, scope: StaffScope) {
  const pitchIds = [...new Set(scope.pitches ?? [])];
  const gameIds = [...new Set(scope.games ?? [])];
  if (pitchIds.length) {
    const found = await db
      .select({ id: pitches.id })
      .from(pitches)
      .where(and(eq(pitches.eventId, editionId), inArray(pitches.id, pitchIds)));
    if (found.length !== pitchIds.length) throw badRequest('staffScopeOutside');
  }
  if (gameIds.length) {
    const found = await db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.eventId, editionId), inArray(games.id, gameIds)));
    if (found.length !== gameIds.length) throw badRequest('staffScopeOutside');
  }
}

export const cleanScope = (s: StaffScope | undefined): StaffScope => ({
  ...(s?.pitches?.length ? { pitches: [...new Set(s.pitches)] } : {}),
  ...(s?.games?.length ? { games: [...new Set(s.games)] } : {}),
});

/** An organiser of every edition (or a site admin) may see and change the event-wide roles; others only this edition's. */
export async function managesSeries(auth: AccessAuth & { user: CurrentUser }, slug: string) {
  if (auth.user.isAdmin) return true;
  const grants = await grantsOf(auth.deps.database.db, auth.user);
  return grants.some((g) => g.role === 'organiser' && g.eventSlug === slug && g.editionId === null);
}

/** GET /api/events/:id/staff: the roles that reach this edition (its own and the event-wide ones). */
const CANDIDATE_LIMIT = 20;

/**
 * GET /api/events/:id/staff/candidates?name=: the members an organiser may give a role, by name. Only
 * id and name, as the organiser need not be a site admin: no contact, birth date or role of anyone.
 * Players without an account and score-link volunteers cannot hold a role, so they are never offered.
 */
export async function staffCandidates(auth: AccessAuth, eventId: string, name: string) {
  await requireAccess(auth, 'event.manage', { eventId });
  const db = auth.deps.database.db;
  await editionOf(db, eventId);
  const rows = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(
      and(
        nameMatches(users.fullName, name),
        ne(users.type, 'old-player'),
        notInArray(users.id, db.select({ id: scoreLinkVolunteers.userId }).from(scoreLinkVolunteers)),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(CANDIDATE_LIMIT);
  return { success: true as const, users: rows.map((u) => ({ _id: u.id, fullName: u.fullName })) };
}

export async function listStaff(auth: AccessAuth, eventId: string) {
  await requireAccess(auth, 'event.manage', { eventId });
  const db = auth.deps.database.db;
  const edition = await editionOf(db, eventId);
  const rows = await db
    .select({
      userId: staffRoles.userId,
      fullName: users.fullName,
      role: staffRoles.role,
      editionId: staffRoles.editionId,
      scope: staffRoles.scope,
    })
    .from(staffRoles)
    .innerJoin(users, eq(users.id, staffRoles.userId))
    .where(and(eq(staffRoles.eventSlug, edition.slug), or(isNull(staffRoles.editionId), eq(staffRoles.editionId, eventId))))
    .orderBy(asc(users.fullName), asc(staffRoles.role));
  // A review grant is stored as its own row beside the organiser's, and shown as a mark on that organiser.
  const reviews = new Set(rows.filter((r) => r.role === REVIEW).map((r) => `${r.userId}/${r.editionId}`));
  const invited = await pendingInvitations(db, edition);
  return {
    success: true as const,
    // Roles offered by e-mail, waiting for their sign-up.
    invitations: invited.map((i) => ({
      _id: i.id,
      email: i.email,
      role: i.role,
      scope: i.scope,
      editions: i.editionId === null ? ('all' as const) : ('this' as const),
      expiresAt: i.expiresAt.toISOString(),
    })),
    staff: rows
      .filter((r) => r.role !== REVIEW)
      .map((r) => ({
        userId: r.userId,
        fullName: r.fullName,
        role: r.role,
        scope: r.scope,
        editions: r.editionId === null ? ('all' as const) : ('this' as const),
        ...(r.role === 'organiser' ? { reviewRegistrations: reviews.has(`${r.userId}/${r.editionId}`) } : {}),
      })),
  };
}

const REVIEW = 'registration.review';

/**
 * PUT /api/events/:id/staff: the whole list replaces the roles that reach this edition. An organiser
 * of one edition changes that edition's roles only (never the event-wide ones, never their own reach).
 */
export async function putStaff(auth: AccessAuth, eventId: string, input: StaffListInput) {
  const caller = await requireAccess(auth, 'event.manage', { eventId });
  const db = auth.deps.database.db;
  const edition = await editionOf(db, eventId);
  const series = await managesSeries({ ...auth, user: caller }, edition.slug);
  const entries = input.staff.map((s) => ({
    userId: s.userId,
    role: s.role,
    scope: s.role === 'scorer' ? cleanScope(s.scope) : {},
    editionId: s.role === 'organiser' && (s.editions ?? 'all') === 'all' ? null : eventId,
  }));
  if (!series && entries.some((e) => e.editionId === null)) throw forbidden('notAllowed');
  const reviewers = input.staff.flatMap((s, i) =>
    s.reviewRegistrations && s.role === 'organiser' ? [{ ...entries[i]!, role: REVIEW, scope: {} }] : [],
  );
  // Seeing ID photos is passed on only by someone who has it: an organiser without it keeps the grants as they are.
  if (!(await hasAccess(auth, 'registration.review', { eventId }))) {
    const reach = series ? or(isNull(staffRoles.editionId), eq(staffRoles.editionId, eventId)) : eq(staffRoles.editionId, eventId);
    const held = await db
      .select({ userId: staffRoles.userId, editionId: staffRoles.editionId })
      .from(staffRoles)
      .where(and(eq(staffRoles.eventSlug, edition.slug), eq(staffRoles.role, REVIEW), reach));
    const key = (r: { userId: string; editionId: string | null }) => `${r.userId}/${r.editionId}`;
    const before = new Set(held.map(key));
    const after = new Set(reviewers.map(key));
    if (before.size !== after.size || [...after].some((k) => !before.has(k))) throw forbidden('notAllowed');
  }
  for (const e of entries) await assertInEdition(db, eventId, e.scope);
  const userIds = [...new Set(entries.map((e) => e.userId))];
  if (userIds.length) {
    const found = await db
      .select({ id: users.id, volunteer: scoreLinkVolunteers.linkId })
      .from(users)
      .leftJoin(scoreLinkVolunteers, eq(scoreLinkVolunteers.userId, users.id))
      .where(inArray(users.id, userIds));
    // Roles go to members with an account: never to a link's volunteer or an id nobody has.
    if (found.length !== userIds.length || found.some((u) => u.volunteer)) throw badRequest('staffUserUnknown');
  }
  await db.transaction(async (tx) => {
    await tx
      .delete(staffRoles)
      .where(
        and(
          eq(staffRoles.eventSlug, edition.slug),
          series ? or(isNull(staffRoles.editionId), eq(staffRoles.editionId, eventId)) : eq(staffRoles.editionId, eventId),
        ),
      );
    const rows = [...entries, ...reviewers];
    if (rows.length) await tx.insert(staffRoles).values(rows.map((e) => ({ ...e, eventSlug: edition.slug, grantedBy: caller.id })));
    await recordAdminAudit(tx, {
      userId: caller.id,
      action: 'event.staff',
      entity: 'event',
      entityId: eventId,
      eventId,
      detail: { staff: entries, reviewers: reviewers.map((r) => r.userId) },
    });
  });
  return listStaff(auth, eventId);
}

/** POST /api/events/:id/score-links: the secret is in `url` only, shown this once. */
export async function createScoreLink(auth: AccessAuth & { deps: Deps }, eventId: string, input: ScoreLinkCreateInput) {
  const caller = await requireAccess(auth, 'event.manage', { eventId });
  const db = auth.deps.database.db;
  await editionOf(db, eventId);
  const validFrom = new Date(input.validFrom);
  const validUntil = new Date(input.validUntil);
  if (!(validUntil > validFrom) || validUntil.getTime() - validFrom.getTime() > MAX_LINK_DAYS * 24 * 3600_000 || validUntil <= new Date())
    throw badRequest('scoreLinkWindow');
  const scope = cleanScope({ pitches: input.pitches, games: input.games });
  await assertInEdition(db, eventId, scope);
  const token = randomBytes(32).toString('base64url');
  const link = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(scoreLinks)
      .values({
        label: input.label,
        editionId: eventId,
        scope,
        validFrom,
        validUntil,
        tokenHash: hashLinkToken(token),
        createdBy: caller.id,
      })
      .returning();
    await recordAdminAudit(tx, {
      userId: caller.id,
      action: 'scoreLink.create',
      entity: 'event',
      entityId: eventId,
      eventId,
      detail: { linkId: row!.id, label: input.label, scope, validFrom, validUntil },
    });
    return row!;
  });
  // In the fragment: the secret never reaches a server log or a Referer header.
  const url = `${auth.deps.env.PUBLIC_URL}/score-link#${token}`;
  return { success: true as const, link: { _id: link.id, url, label: link.label, validUntil: link.validUntil.toISOString() } };
}

/** GET /api/events/:id/score-links: without secrets. */
export async function listScoreLinks(auth: AccessAuth, eventId: string) {
  await requireAccess(auth, 'event.manage', { eventId });
  const db = auth.deps.database.db;
  await editionOf(db, eventId);
  const rows = await db.select().from(scoreLinks).where(eq(scoreLinks.editionId, eventId)).orderBy(desc(scoreLinks.createdAt));
  return {
    success: true as const,
    links: rows.map((l) => ({
      _id: l.id,
      label: l.label,
      pitches: l.scope.pitches ?? [],
      games: l.scope.games ?? [],
      validFrom: l.validFrom.toISOString(),
      validUntil: l.validUntil.toISOString(),
      revokedAt: l.revokedAt?.toISOString() ?? null,
    })),
  };
}

/** DELETE /api/score-links/:id: the volunteers' next request finds it revoked (their edits are refused from then on). */
export async function revokeScoreLink(auth: AccessAuth, linkId: string) {
  const db = auth.deps.database.db;
  const [link] = UUID.test(linkId) ? await db.select().from(scoreLinks).where(eq(scoreLinks.id, linkId)).limit(1) : [];
  // A stranger learns nothing about which links exist.
  if (!link) {
    await requireAccess(auth, 'event.manage');
    throw notFound();
  }
  const caller = await requireAccess(auth, 'event.manage', { eventId: link.editionId });
  await db.transaction(async (tx) => {
    await tx
      .update(scoreLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(scoreLinks.id, linkId), isNull(scoreLinks.revokedAt)));
    await recordAdminAudit(tx, {
      userId: caller.id,
      action: 'scoreLink.revoke',
      entity: 'event',
      entityId: link.editionId,
      eventId: link.editionId,
      detail: { linkId, label: link.label },
    });
  });
  return { success: true as const };
}

/**
 * POST /api/auth/score-link: signs a volunteer in as a scorer of the link's scope, under the name
 * they give (for the trail), until the link ends. Each opening makes its own volunteer.
 */
export async function scoreLinkLogin(deps: Deps, input: ScoreLinkLoginInput) {
  const db = deps.database.db;
  const now = new Date();
  const [link] = await db
    .select()
    .from(scoreLinks)
    .where(eq(scoreLinks.tokenHash, hashLinkToken(input.token)))
    .limit(1);
  if (!link || link.revokedAt || link.validUntil <= now) throw new AppError(401, 'scoreLinkInvalid');
  if (link.validFrom > now) {
    const from = utcToBeirutParts(link.validFrom);
    throw new AppError(403, 'scoreLinkNotYet', { params: { from: from ? `${from.date} ${from.time}` : link.validFrom.toISOString() } });
  }
  const { user, sid } = await db.transaction(async (tx) => {
    const [u] = await tx.insert(users).values({ fullName: input.name, isVerified: true }).returning();
    await tx.insert(scoreLinkVolunteers).values({ userId: u!.id, linkId: link.id });
    const [s] = await tx.insert(sessions).values({ userId: u!.id, expiresAt: link.validUntil }).returning({ id: sessions.id });
    return { user: u!, sid: s!.id };
  });
  const token = await signSession(deps.jwtSecret, { sub: user.id, sv: user.sessionVersion, sid });
  const current: CurrentUser = {
    id: user.id,
    fullName: user.fullName,
    email: null,
    isAdmin: false,
    isGold: false,
    goldUntil: null,
    type: user.type,
    playerId: null,
    userRole: user.userRole,
    isVerified: true,
    locale: null,
    scoreLinkId: link.id,
  };
  return { token, maxAgeSeconds: Math.ceil((link.validUntil.getTime() - now.getTime()) / 1000), user: await sessionUser(deps, current) };
}
