import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { adminAudit, users } from '../db/schema';

export interface AdminAuditEntry {
  userId: string;
  action: string;
  entity: 'event' | 'team' | 'squad' | 'player';
  entityId: string;
  eventId: string | null;
  detail?: Record<string, unknown>;
}

/** One entry per admin write, inside the write's own transaction: who, when, what. */
export async function recordAdminAudit(tx: Tx, entry: AdminAuditEntry): Promise<void> {
  await tx.insert(adminAudit).values({ ...entry, detail: entry.detail ?? {} });
}

export function listAdminAudit(tx: Tx, entity: AdminAuditEntry['entity'], entityId: string) {
  return tx
    .select({
      at: adminAudit.at,
      action: adminAudit.action,
      detail: adminAudit.detail,
      userId: adminAudit.userId,
      userName: users.fullName,
      eventId: adminAudit.eventId,
    })
    .from(adminAudit)
    .leftJoin(users, eq(users.id, adminAudit.userId))
    .where(and(eq(adminAudit.entity, entity), eq(adminAudit.entityId, entityId)))
    .orderBy(desc(adminAudit.at), desc(adminAudit.id));
}
