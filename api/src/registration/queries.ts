import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { registrationRequests, users } from '../db/schema';

export type RequestRow = typeof registrationRequests.$inferSelect;

/** Raw `execute` answers differ by driver: PGlite gives `{ rows }`, postgres.js an array. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}

export function findRequest(db: Tx, id: string) {
  return db
    .select()
    .from(registrationRequests)
    .where(eq(registrationRequests.id, id))
    .limit(1)
    .then((r) => r[0] ?? null);
}

/** The request, locked until the transaction ends: two admins reviewing at once cannot both act. */
export async function lockRequest(tx: Tx, id: string): Promise<RequestRow | null> {
  const [row] = await tx.select().from(registrationRequests).where(eq(registrationRequests.id, id)).for('update').limit(1);
  return row ?? null;
}

export function requestsOfUser(db: Tx, userId: string) {
  return db
    .select({ request: registrationRequests, oldName: users.fullName })
    .from(registrationRequests)
    .leftJoin(users, eq(users.id, registrationRequests.selectedOldPlayerId))
    .where(eq(registrationRequests.userId, userId))
    .orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id));
}

export async function hasPendingRequest(db: Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: registrationRequests.id })
    .from(registrationRequests)
    .where(and(eq(registrationRequests.userId, userId), eq(registrationRequests.status, 'pending')))
    .limit(1);
  return !!row;
}

export async function insertRequest(db: Tx, values: typeof registrationRequests.$inferInsert): Promise<RequestRow> {
  const [row] = await db.insert(registrationRequests).values(values).returning();
  return row!;
}

export async function updateRequest(db: Tx, id: string, values: Partial<typeof registrationRequests.$inferInsert>): Promise<RequestRow> {
  const [row] = await db
    .update(registrationRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(registrationRequests.id, id))
    .returning();
  return row!;
}

export function findUserRow(db: Tx, id: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((r) => r[0] ?? null);
}

/** Pending requests, oldest first; `within` narrows them to what the reviewer may see (none: all). */
export function pendingRequests(db: Tx, within?: SQL) {
  return db
    .select({
      request: registrationRequests,
      user: {
        id: users.id,
        fullName: users.fullName,
        userRole: users.userRole,
        email: users.email,
        phoneNumber: users.phoneNumber,
      },
    })
    .from(registrationRequests)
    .innerJoin(users, eq(users.id, registrationRequests.userId))
    .where(and(eq(registrationRequests.status, 'pending'), within))
    .orderBy(asc(registrationRequests.createdAt), asc(registrationRequests.id));
}

export function usersByIds(db: Tx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, ids));
}

export async function requestStats(db: Tx, within?: SQL) {
  const rows = await db
    .select({ status: registrationRequests.status, n: sql<number>`count(*)::int` })
    .from(registrationRequests)
    .where(within)
    .groupBy(registrationRequests.status);
  const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  const stats = { pending: of('pending'), approved: of('approved'), rejected: of('rejected'), total: 0 };
  stats.total = stats.pending + stats.approved + stats.rejected;
  return stats;
}

export async function nextPlayerId(tx: Tx): Promise<number> {
  const [row] = rowsOf<{ id: number | string }>(await tx.execute(sql`select nextval('player_id_seq') as id`));
  return Number(row!.id);
}
