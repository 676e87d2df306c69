import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { MSG, type AdminRequest, type DeclineRequest, type FlaggableField, type RequestStats } from '@pitchside/shared';
import type { CurrentUser, Deps } from '../context';
import { events, registrationRequests, teamPlayers, teams, users } from '../db/schema';
import { grantsOf, requireAccess } from '../auth/policy';
import { escapeHtml } from '../auth/service';
import { conflict, notFound } from '../lib/errors';
import { discardPicture, storePicture } from '../lib/pictures';
import { isPrivateKey, publicImageUrl } from '../lib/storage';
import { teamNamesOf } from '../users/queries';
import { mergeOldProfile } from './merge';
import * as q from './queries';
import { toMemberView } from './service';

/**
 * The requests the caller may review: every one for a site admin. A request names no event (a member
 * becomes a player of the whole site), so an organiser given `registration.review` reviews only the
 * requests tied to their event: the ones claiming an old profile that played for a team of it (an
 * edition they organise, or any edition of the series when they organise all of them). New-player
 * requests stay with the site admins.
 */
async function reviewable(deps: Deps, caller: CurrentUser | null): Promise<{ reviewer: CurrentUser; within: SQL | undefined }> {
  const reviewer = await requireAccess({ deps, user: caller }, 'registration.review');
  if (reviewer.isAdmin) return { reviewer, within: undefined };
  const db = deps.database.db;
  const grants = (await grantsOf(db, reviewer)).filter((g) => g.role === 'registration.review');
  const editions = or(...grants.map((g) => (g.editionId ? eq(events.id, g.editionId) : eq(events.slug, g.eventSlug))));
  if (!editions) return { reviewer, within: sql`false` };
  const played = db
    .select({ id: teamPlayers.userId })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .innerJoin(events, eq(events.id, teams.eventId))
    .where(editions);
  return { reviewer, within: inArray(registrationRequests.selectedOldPlayerId, played) };
}

/** Whether the caller may see this private photo: a site admin always, a reviewer only for a request they may review. */
export async function mayViewPrivatePicture(deps: Deps, caller: CurrentUser | null, key: string): Promise<boolean> {
  const { reviewer, within } = await reviewable(deps, caller);
  if (reviewer.isAdmin) return true;
  const [hit] = await deps.database.db
    .select({ id: registrationRequests.id })
    .from(registrationRequests)
    .where(
      and(
        eq(registrationRequests.status, 'pending'),
        or(
          eq(registrationRequests.idFrontPicture, key),
          eq(registrationRequests.idBackPicture, key),
          eq(registrationRequests.portraitImage, key),
        ),
        within,
      ),
    )
    .limit(1);
  return !!hit;
}

/** A request the caller may not review answers like a missing one: its existence is not confirmed. */
async function assertReviewable(deps: Deps, caller: CurrentUser | null, id: string): Promise<CurrentUser> {
  const { reviewer, within } = await reviewable(deps, caller);
  if (!within) return reviewer;
  const [hit] = await deps.database.db
    .select({ id: registrationRequests.id })
    .from(registrationRequests)
    .where(and(eq(registrationRequests.id, id), within))
    .limit(1);
  if (!hit) throw notFound('requestNotFound');
  return reviewer;
}

/** GET /api/admin/requests/pending: oldest first, with the applicant and, for old mode, the chosen profile. */
export async function pendingRequests(deps: Deps, caller: CurrentUser | null): Promise<AdminRequest[]> {
  const { reviewer, within } = await reviewable(deps, caller);
  const db = deps.database.db;
  const rows = await q.pendingRequests(db, within);
  const oldIds = [...new Set(rows.map((r) => r.request.selectedOldPlayerId).filter((id): id is string => !!id))];
  const [olds, teamNames] = await Promise.all([q.usersByIds(db, oldIds), teamNamesOf(db, oldIds)]);
  return rows.map(({ request: r, user }) => {
    const old = olds.find((o) => o.id === r.selectedOldPlayerId);
    return {
      ...toMemberView(r, null),
      // Contact details stay with the site admins: an organiser reviews the photos and details, not the member's inbox.
      userId: {
        _id: user.id,
        fullName: user.fullName,
        userRole: user.userRole,
        email: reviewer.isAdmin ? user.email : null,
        phoneNumber: reviewer.isAdmin ? user.phoneNumber : null,
      },
      primaryShirtNumber: r.primaryShirtNumber,
      secondaryShirtNumber: r.secondaryShirtNumber,
      portraitImage: publicImageUrl(r.portraitImage),
      idFrontPicture: publicImageUrl(r.idFrontPicture),
      idBackPicture: publicImageUrl(r.idBackPicture),
      selectedOldPlayerId: old
        ? { _id: old.id, fullName: old.fullName, team: teamNames.filter((t) => t.userId === old.id).map((t) => ({ name: t.name })) }
        : null,
    };
  });
}

export async function stats(deps: Deps, caller: CurrentUser | null): Promise<RequestStats> {
  const { within } = await reviewable(deps, caller);
  return q.requestStats(deps.database.db, within);
}

async function lockPending(tx: Parameters<Parameters<Deps['database']['db']['transaction']>[0]>[0], id: string) {
  const request = await q.lockRequest(tx, id);
  if (!request) throw notFound('requestNotFound');
  if (request.status !== 'pending') throw conflict('requestReviewed');
  return request;
}

/**
 * POST /api/admin/requests/:id/approve. One transaction: the member becomes a player (their old
 * profile's player ID, or the next one), takes the request's details and portrait, and in old mode
 * inherits the old profile's squads and statistics. The portrait is copied to the public uploads first;
 * the ID photos stay private.
 */
export async function approve(deps: Deps, caller: CurrentUser | null, id: string) {
  const admin = await assertReviewable(deps, caller, id);
  const db = deps.database.db;
  const peek = await q.findRequest(db, id);
  if (!peek) throw notFound('requestNotFound');
  if (peek.status !== 'pending') throw conflict('requestReviewed');
  let publicPortrait: string | null = null;
  if (peek.portraitImage && isPrivateKey(peek.portraitImage)) {
    const bytes = await deps.storage.get(peek.portraitImage);
    // Public from now on: stored as every public portrait is, WebP with the square copies lists show.
    if (bytes) publicPortrait = await storePicture(deps.storage, 'portraits', bytes);
  } else publicPortrait = peek.portraitImage;

  try {
    const member = await db.transaction(async (tx) => {
      const request = await lockPending(tx, id);
      const user = await q.findUserRow(tx, request.userId);
      if (!user) throw notFound('userNotFound');
      if (user.type === 'player') throw conflict('alreadyPlayer');
      let playerId: number | null = null;
      if (request.registrationType === 'old') {
        const old = request.selectedOldPlayerId ? await q.findUserRow(tx, request.selectedOldPlayerId) : null;
        if (!old || old.type !== 'old-player') throw conflict('oldPlayerClaimed');
        playerId = old.playerId;
        // The number moves with the career: freed on the old row before the member takes it.
        if (playerId !== null) await tx.update(users).set({ playerId: null }).where(eq(users.id, old.id));
        await mergeOldProfile(tx, old.id, user.id);
      }
      playerId ??= await q.nextPlayerId(tx);
      await tx
        .update(users)
        .set({
          type: 'player',
          playerId,
          dateOfBirth: request.dateOfBirth,
          instagramUsername: request.instagramUsername,
          portraitImage: publicPortrait ?? user.portraitImage,
          primaryShirtNumber: request.primaryShirtNumber ?? user.primaryShirtNumber,
          secondaryShirtNumber: request.secondaryShirtNumber ?? user.secondaryShirtNumber,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      await q.updateRequest(tx, request.id, { status: 'approved', reviewedBy: admin.id, reviewedAt: new Date() });
      return { email: user.email, fullName: user.fullName, playerId };
    });
    if (member.email) {
      deps.mailer.sendLater({
        to: member.email,
        subject: 'Your player registration has been approved!',
        text: `Hello ${member.fullName},\n\nYour player registration has been approved! Your player ID is ${member.playerId}.\nCoaches invite players to their teams with this number.\n\n${deps.env.PUBLIC_URL}/profile`,
        html: `<p>Hello ${escapeHtml(member.fullName)},</p><p>Your player registration has been approved! Your player ID is <strong>${member.playerId}</strong>.</p><p>Coaches invite players to their teams with this number.</p><p><a href="${deps.env.PUBLIC_URL}/profile">Open my profile</a></p>`,
      });
    }
    return member;
  } catch (e) {
    if (publicPortrait && publicPortrait !== peek.portraitImage) await discardPicture(deps.storage, publicPortrait);
    throw e;
  }
}

/** POST /api/admin/requests/:id/decline {reason, flaggedFields}. */
export async function decline(deps: Deps, caller: CurrentUser | null, id: string, input: DeclineRequest) {
  const admin = await assertReviewable(deps, caller, id);
  const { reason, flaggedFields } = input;
  const member = await deps.database.db.transaction(async (tx) => {
    const request = await lockPending(tx, id);
    await q.updateRequest(tx, request.id, {
      status: 'rejected',
      declineReason: reason,
      flaggedFields: flaggedFields as FlaggableField[],
      reviewedBy: admin.id,
      reviewedAt: new Date(),
    });
    return q.findUserRow(tx, request.userId);
  });
  if (member?.email) {
    const hints: Record<FlaggableField, string> = {
      dateOfBirth: MSG.hintDateOfBirth,
      instagramUsername: MSG.hintInstagramUsername,
      portraitImage: MSG.hintPortraitImage,
      idFrontPicture: MSG.hintIdFrontPicture,
      idBackPicture: MSG.hintIdBackPicture,
    };
    const list = flaggedFields.map((f) => `- ${hints[f]}`).join('\n');
    deps.mailer.sendLater({
      to: member.email,
      subject: 'Your player registration was declined',
      text: `Hello ${member.fullName},\n\nYour player registration was declined.\nReason: ${reason}\n${list ? `\n${list}\n` : ''}\nYou can correct it with Update Registration in the notifications of ${deps.env.PUBLIC_URL}.`,
    });
  }
}
