import type { CurrentUser, Deps } from '../context';
import { hasAccess, requireAccess } from '../auth/policy';
import { badRequest } from '../lib/errors';
import { listAdminAudit, type AdminAuditEntry } from './admin-audit';

const ENTITIES: readonly AdminAuditEntry['entity'][] = ['event', 'team', 'squad', 'player'];

/**
 * GET /api/admin/audit/{entity}/{id}: who changed an event, team, squad or player, newest first.
 * Site admins see every entry; an organiser sees an event or team of their own event, and of a
 * player only the entries written for their events.
 */
export async function auditHistory(deps: Deps, user: CurrentUser | null, entity: string, id: string) {
  await requireAccess({ deps, user }, 'event.manage');
  if (!ENTITIES.includes(entity as AdminAuditEntry['entity'])) throw badRequest('auditEntityInvalid', { entities: ENTITIES.join(', ') });
  const kind = entity as AdminAuditEntry['entity'];
  if (kind === 'event') await requireAccess({ deps, user }, 'event.manage', { eventId: id });
  if (kind === 'team' || kind === 'squad') await requireAccess({ deps, user }, 'event.manage', { teamId: id });
  let rows = await listAdminAudit(deps.database.db, kind, id);
  if (kind === 'player') {
    const events = [...new Set(rows.map((r) => r.eventId))];
    const mine = new Set<string | null>();
    for (const eventId of events) if (eventId && (await hasAccess({ deps, user }, 'event.manage', { eventId }))) mine.add(eventId);
    if (user?.isAdmin) mine.add(null);
    rows = rows.filter((r) => mine.has(r.eventId));
  }
  return {
    success: true as const,
    entries: rows.map((r) => ({
      at: r.at.toISOString(),
      action: r.action,
      detail: r.detail,
      by: r.userId ? { _id: r.userId, fullName: r.userName } : null,
    })),
  };
}
