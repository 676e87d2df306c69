import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { events, teams, users } from '../db/schema';

/** A team with its event's name, for the coach's invitation. */
export function teamForInvite(tx: Tx, teamId: string) {
  return tx
    .select({ team: teams, eventName: events.name })
    .from(teams)
    .innerJoin(events, eq(events.id, teams.eventId))
    .where(eq(teams.id, teamId))
    .limit(1)
    .then((r) => r[0] ?? null);
}

export function verifiedUserByEmail(tx: Tx, email: string) {
  return tx
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.isVerified, true)))
    .limit(1)
    .then((r) => r[0] ?? null);
}

export function userContact(tx: Tx, userId: string) {
  return tx
    .select({ id: users.id, email: users.email, phoneNumber: users.phoneNumber, userRole: users.userRole, isVerified: users.isVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .then((r) => r[0] ?? null);
}

/** Teams still waiting for this member as their coach: invited at their address, or claimed through the texted link. */
export function teamsAwaitingCoach(tx: Tx, userId: string, email: string | null) {
  const byEmail = email ? eq(teams.coachInviteEmail, email.toLowerCase()) : undefined;
  return tx
    .select({ id: teams.id, eventId: teams.eventId, coachName: teams.coachName })
    .from(teams)
    .where(and(isNull(teams.coachId), or(eq(teams.coachClaimedBy, userId), byEmail)))
    .for('update');
}

/** The team is coached by the member from now on; the name, phone and invitation have done their work. */
export async function setCoach(tx: Tx, teamId: string, userId: string) {
  await tx
    .update(teams)
    .set({
      coachId: userId,
      coachName: null,
      coachPhone: null,
      coachInviteEmail: null,
      coachInviteTokenHash: null,
      coachClaimedBy: null,
      coachInvitedAt: null,
    })
    .where(eq(teams.id, teamId));
}

export function teamByInviteToken(tx: Tx, tokenHash: string) {
  return tx
    .select({ id: teams.id, coachPhone: teams.coachPhone })
    .from(teams)
    .where(and(eq(teams.coachInviteTokenHash, tokenHash), isNull(teams.coachId)))
    .limit(1)
    .then((r) => r[0] ?? null);
}

export async function claimTeam(tx: Tx, teamId: string, userId: string) {
  await tx.update(teams).set({ coachClaimedBy: userId }).where(eq(teams.id, teamId));
}

/** A member who becomes a team's coach reads as Coach, as those who signed up as one do. */
export async function makeCoach(tx: Tx, userId: string) {
  await tx
    .update(users)
    .set({ userRole: 'Coach', updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.userRole, 'Fan')));
}
