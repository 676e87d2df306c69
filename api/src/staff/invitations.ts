import { and, eq, isNull } from 'drizzle-orm';
import { MSG, staffInviteMail, type StaffInviteInput } from '@pitchside/shared';
import type { Deps } from '../context';
import { events, scoreLinkVolunteers, staffInvitations, users } from '../db/schema';
import { recordAdminAudit } from '../audit/admin-audit';
import { requireAccess, type AccessAuth } from '../auth/policy';
import { badRequest, forbidden } from '../lib/errors';
import { replaceRole } from './invitation-queries';
import { assertInEdition, cleanScope, editionOf, listStaff, managesSeries } from './service';

/** How long an invitation waits for its sign-up. */
const INVITATION_DAYS = 14;
const DAY = 86_400_000;

/**
 * POST /api/events/:id/staff/invitations: a role for whoever has this e-mail address. A verified
 * member who has it gets it at once, as when found by name; anyone else is sent an e-mail (in the
 * organiser's language) with a sign-up link, and the role waits for them to verify this address.
 */
export async function inviteStaff(auth: AccessAuth & { deps: Deps }, eventId: string, input: StaffInviteInput) {
  const caller = await requireAccess(auth, 'event.manage', { eventId });
  const { deps } = auth;
  const db = deps.database.db;
  const edition = await editionOf(db, eventId);
  const series = await managesSeries({ ...auth, user: caller }, edition.slug);
  const editions = input.role === 'organiser' ? (input.editions ?? (series ? 'all' : 'this')) : 'this';
  // Someone who organises one edition gives roles in that edition only.
  if (editions === 'all' && !series) throw forbidden('notAllowed');
  const scope = input.role === 'scorer' ? cleanScope(input.scope) : {};
  await assertInEdition(db, eventId, scope);
  const role = { eventSlug: edition.slug, editionId: editions === 'all' ? null : eventId, role: input.role, scope };

  const [member] = await db
    .select({ id: users.id, isVerified: users.isVerified, volunteer: scoreLinkVolunteers.linkId })
    .from(users)
    .leftJoin(scoreLinkVolunteers, eq(scoreLinkVolunteers.userId, users.id))
    .where(eq(users.email, input.email))
    .limit(1);
  if (member?.volunteer) throw badRequest('staffInviteVolunteer');

  if (member?.isVerified) {
    await db.transaction(async (tx) => {
      await replaceRole(tx, member.id, role, caller.id);
      await recordAdminAudit(tx, {
        userId: caller.id,
        action: 'event.staff-add',
        entity: 'event',
        entityId: eventId,
        eventId,
        detail: { userId: member.id, role: input.role, editions, scope },
      });
    });
    return { ...(await listStaff(auth, eventId)), added: true, message: MSG.staffInviteAdded };
  }

  const [event] = await db.select({ name: events.name }).from(events).where(eq(events.id, eventId));
  await db.transaction(async (tx) => {
    // A new invitation to the same address from this edition replaces the one waiting.
    await tx
      .delete(staffInvitations)
      .where(
        and(eq(staffInvitations.email, input.email), eq(staffInvitations.fromEditionId, eventId), isNull(staffInvitations.acceptedBy)),
      );
    await tx.insert(staffInvitations).values({
      ...role,
      email: input.email,
      fromEditionId: eventId,
      invitedBy: caller.id,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY),
    });
    await recordAdminAudit(tx, {
      userId: caller.id,
      action: 'event.staff-invite',
      entity: 'event',
      entityId: eventId,
      eventId,
      detail: { email: input.email, role: input.role, editions, scope },
    });
  });
  deps.mailer.sendLater({
    to: input.email,
    ...staffInviteMail(caller.locale, {
      event: event?.name ?? edition.slug,
      role: input.role,
      inviter: caller.fullName,
      link: `${deps.env.PUBLIC_URL}/?signup=staff&email=${encodeURIComponent(input.email)}`,
      days: INVITATION_DAYS,
    }),
  });
  return { ...(await listStaff(auth, eventId)), invited: true, message: MSG.staffInviteSent };
}
