import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { CurrentUser } from '../context';
import type { Tx } from '../db/client';
import { emailVerifications, scoreLinkVolunteers, sessions, teams, users } from '../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user of a live session (not revoked, not expired, same session version), in one query. */
export async function findSessionUser(db: Tx, id: string, sessionVersion: number, sessionId: string): Promise<CurrentUser | null> {
  if (!UUID.test(id) || !UUID.test(sessionId)) return null;
  const [row] = await db
    .select({ user: users, scoreLinkId: scoreLinkVolunteers.linkId })
    .from(users)
    .innerJoin(sessions, and(eq(sessions.userId, users.id), eq(sessions.id, sessionId)))
    .leftJoin(scoreLinkVolunteers, eq(scoreLinkVolunteers.userId, users.id))
    .where(and(eq(users.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row || row.user.sessionVersion !== sessionVersion || !row.user.isVerified) return null;
  return { ...toCurrentUser(row.user), scoreLinkId: row.scoreLinkId };
}

/** Opens a session at login; the user's expired sessions are cleared on the way. */
export async function openSession(db: Tx, userId: string, expiresAt: Date): Promise<string> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
  const [row] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
  return row!.id;
}

export async function revokeSession(db: Tx, sessionId: string): Promise<void> {
  if (!UUID.test(sessionId)) return;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Tx, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export function toCurrentUser(row: typeof users.$inferSelect, now = new Date()): CurrentUser {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    isAdmin: row.isAdmin,
    isGold: row.goldUntil !== null && row.goldUntil > now,
    goldUntil: row.goldUntil,
    type: row.type,
    playerId: row.playerId,
    userRole: row.userRole,
    isVerified: row.isVerified,
    locale: row.locale,
  };
}

export async function findUserByEmail(db: Tx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function insertUser(db: Tx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertVerification(db: Tx, values: typeof emailVerifications.$inferInsert) {
  await db.insert(emailVerifications).values(values);
}

/** Marks a live token used and returns its user id; null when unknown, used or expired. */
export async function consumeVerification(db: Tx, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.tokenHash, tokenHash), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)))
    .returning({ userId: emailVerifications.userId });
  return row?.userId ?? null;
}

export async function markVerified(db: Tx, userId: string) {
  await db.update(users).set({ isVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function coachingTeamIds(db: Tx, userId: string): Promise<string[]> {
  const rows = await db.select({ id: teams.id }).from(teams).where(eq(teams.coachId, userId));
  return rows.map((r) => r.id);
}

export async function bumpSessionVersion(db: Tx, userId: string) {
  // One statement: two concurrent "log out everywhere" calls both take effect.
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

/** A stronger hash of the same password, unless the password changed meanwhile (a reset, another login). */
export async function replacePasswordHash(db: Tx, userId: string, oldHash: string, newHash: string) {
  await db
    .update(users)
    .set({ passwordHash: newHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
}

export async function updateLocale(db: Tx, userId: string, locale: string): Promise<void> {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}
