import { count, desc, eq, sql } from 'drizzle-orm';
import type { ContactStatus } from '@pitchside/shared';
import type { Tx } from '../db/client';
import { contactMessages } from '../db/schema';

export type ContactRow = typeof contactMessages.$inferSelect;

export async function countMessages(db: Tx, status: ContactStatus | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(status ? eq(contactMessages.status, status) : undefined);
  return row?.n ?? 0;
}

/** One page of messages, newest first (id breaks ties so paging never repeats or skips one). */
export async function listMessages(
  db: Tx,
  status: ContactStatus | undefined,
  page: { limit: number; offset: number },
): Promise<ContactRow[]> {
  return db
    .select()
    .from(contactMessages)
    .where(status ? eq(contactMessages.status, status) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Sets the status in one statement, reading the old row: repliedAt keeps the first reply, closedAt is
 * stamped when the message becomes closed. Notes change only when given. Undefined when no such id.
 */
export async function updateStatus(
  db: Tx,
  id: string,
  status: ContactStatus,
  adminNotes: string | null | undefined,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({
      status,
      ...(adminNotes !== undefined ? { adminNotes } : {}),
      repliedAt: status === 'replied' ? sql`coalesce(${contactMessages.repliedAt}, now())` : sql`${contactMessages.repliedAt}`,
      closedAt:
        status === 'closed'
          ? sql`case when ${contactMessages.status} = 'closed' then ${contactMessages.closedAt} else now() end`
          : sql`${contactMessages.closedAt}`,
    })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}
