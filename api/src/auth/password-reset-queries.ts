import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { passwordResets, users } from '../db/schema';

export async function insertPasswordReset(db: Tx, values: typeof passwordResets.$inferInsert) {
  await db.insert(passwordResets).values(values);
}

/** Whether the token is live (known, unused, unexpired), without spending it. */
export async function findLivePasswordReset(db: Tx, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)));
  return Boolean(row);
}

/** Marks a live reset token used and returns its user id; null when unknown, used or expired. */
export async function consumePasswordReset(db: Tx, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

/** Spends every other link the user still holds: once the password is chosen, older mails stop working. */
export async function closePasswordResets(db: Tx, userId: string, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * The new password, the address proven (the member read the mail) and every session ended, in one
 * statement: the session version is bumped in SQL so a concurrent "log out everywhere" is not lost.
 */
export async function setPasswordAndEndSessions(db: Tx, userId: string, passwordHash: string, now: Date) {
  await db
    .update(users)
    .set({ passwordHash, isVerified: true, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId));
}
