import { and, asc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { staffInvitations, staffRoles, users } from '../db/schema';
import { recordAdminAudit } from '../audit/admin-audit';

/** The invitations still waiting for this edition: made from it, or for every edition of its event. */
export function pendingInvitations(db: Tx, edition: { id: string; slug: string }, now = new Date()) {
  return db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      editionId: staffInvitations.editionId,
      scope: staffInvitations.scope,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .where(
      and(
        isNull(staffInvitations.acceptedBy),
        gt(staffInvitations.expiresAt, now),
        or(
          eq(staffInvitations.fromEditionId, edition.id),
          and(eq(staffInvitations.eventSlug, edition.slug), isNull(staffInvitations.editionId)),
        ),
      ),
    )
    .orderBy(asc(staffInvitations.email));
}

/**
 * Gives a member who just verified their address the roles they were invited to there (before the
 * invitations expired), in the verification's transaction: each replaces the member's organiser or
 * scorer role of the same reach, and the event's audit trail says who invited them.
 */
export async function claimStaffInvitations(tx: Tx, userId: string, now = new Date()): Promise<number> {
  const [user] = await tx.select({ email: users.email, isVerified: users.isVerified }).from(users).where(eq(users.id, userId));
  if (!user?.email || !user.isVerified) return 0;
  const waiting = await tx
    .select()
    .from(staffInvitations)
    .where(
      and(eq(staffInvitations.email, user.email.toLowerCase()), isNull(staffInvitations.acceptedBy), gt(staffInvitations.expiresAt, now)),
    );
  for (const inv of waiting) {
    await replaceRole(tx, userId, inv, inv.invitedBy);
    await tx.update(staffInvitations).set({ acceptedBy: userId }).where(eq(staffInvitations.id, inv.id));
    await recordAdminAudit(tx, {
      userId: inv.invitedBy ?? userId,
      action: 'event.staff-invitation-accepted',
      entity: 'event',
      entityId: inv.fromEditionId,
      eventId: inv.fromEditionId,
      detail: { userId, role: inv.role, editions: inv.editionId === null ? 'all' : 'this', scope: inv.scope },
    });
  }
  return waiting.length;
}

/** The member's organiser or scorer role of this reach becomes this one (a review grant stays). */
export async function replaceRole(
  tx: Tx,
  userId: string,
  role: { eventSlug: string; editionId: string | null; role: string; scope: object },
  grantedBy: string | null,
) {
  await tx
    .delete(staffRoles)
    .where(
      and(
        eq(staffRoles.userId, userId),
        eq(staffRoles.eventSlug, role.eventSlug),
        ne(staffRoles.role, 'registration.review'),
        role.editionId === null ? isNull(staffRoles.editionId) : eq(staffRoles.editionId, role.editionId),
      ),
    );
  await tx.insert(staffRoles).values({
    userId,
    eventSlug: role.eventSlug,
    editionId: role.editionId,
    role: role.role,
    scope: role.scope,
    grantedBy,
  });
}
