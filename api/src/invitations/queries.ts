import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { invitations, teamPlayers, teams, users } from '../db/schema';

export type InvitationRow = typeof invitations.$inferSelect;

export function findTeam(db: Tx, id: string) {
  return db
    .select({ id: teams.id, eventId: teams.eventId, name: teams.name, coachId: teams.coachId, teamSize: teams.teamSize })
    .from(teams)
    .where(eq(teams.id, id))
    .limit(1)
    .then((r) => r[0] ?? null);
}

export function findPlayerByNumber(db: Tx, playerId: number) {
  return db
    .select({ id: users.id, fullName: users.fullName, playerId: users.playerId })
    .from(users)
    .where(and(eq(users.playerId, playerId), eq(users.type, 'player')))
    .limit(1)
    .then((r) => r[0] ?? null);
}

export async function inSquad(db: Tx, teamId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: teamPlayers.userId })
    .from(teamPlayers)
    .where(and(eq(teamPlayers.teamId, teamId), eq(teamPlayers.userId, userId)))
    .limit(1);
  return !!row;
}

export async function squadSize(db: Tx, teamId: string): Promise<number> {
  return db.$count(teamPlayers, eq(teamPlayers.teamId, teamId));
}

export async function hasOpenInvitation(db: Tx, teamId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.teamId, teamId), eq(invitations.userId, userId), eq(invitations.status, 'pending')))
    .limit(1);
  return !!row;
}

export async function insertInvitation(db: Tx, values: typeof invitations.$inferInsert): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

export function countOpen(db: Tx, userId: string): Promise<number> {
  return db.$count(invitations, and(eq(invitations.userId, userId), eq(invitations.status, 'pending')));
}

const inviter = alias(users, 'inviter');

export function openInvitationsOf(db: Tx, userId: string) {
  return db
    .select({
      id: invitations.id,
      status: invitations.status,
      createdAt: invitations.createdAt,
      teamId: teams.id,
      teamName: teams.name,
      teamLogo: teams.logo,
      invitedBy: inviter.fullName,
    })
    .from(invitations)
    .innerJoin(teams, eq(teams.id, invitations.teamId))
    .innerJoin(inviter, eq(inviter.id, invitations.invitedById))
    .where(and(eq(invitations.userId, userId), eq(invitations.status, 'pending')))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/** The invitation, locked until the transaction ends (a double tap on Accept adds the player once). */
export async function lockInvitation(tx: Tx, id: string): Promise<InvitationRow | null> {
  const [row] = await tx.select().from(invitations).where(eq(invitations.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function answer(tx: Tx, id: string, status: 'accepted' | 'declined') {
  await tx.update(invitations).set({ status, respondedAt: new Date() }).where(eq(invitations.id, id));
}

export async function addToSquad(tx: Tx, teamId: string, userId: string) {
  await tx.insert(teamPlayers).values({ teamId, userId }).onConflictDoNothing();
}

/** Locks the team row so two acceptances racing for the last squad place cannot both pass the size check. */
export async function lockTeam(tx: Tx, teamId: string) {
  await tx.execute(sql`select 1 from ${teams} where id = ${teamId} for update`);
}
