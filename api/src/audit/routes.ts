import { Hono } from 'hono';
import { assertAdmin } from '../auth/middleware';
import type { AppEnv, Deps } from '../context';
import { handle } from '../lib/declare-route';
import { badRequest } from '../lib/errors';
import { auditEndpoints } from './endpoints';
import { listAdminAudit, type AdminAuditEntry } from './admin-audit';

const ENTITIES: readonly AdminAuditEntry['entity'][] = ['event', 'team', 'squad', 'player'];

/** GET /api/admin/audit/{entity}/{id}: who changed an event, team or squad, newest first. */
export function auditRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  handle(r, auditEndpoints.history, async (c) => {
    assertAdmin(c.var.user);
    const entity = c.req.param('entity') as AdminAuditEntry['entity'];
    if (!ENTITIES.includes(entity)) throw badRequest('auditEntityInvalid', { entities: ENTITIES.join(', ') });
    const rows = await listAdminAudit(deps.database.db, entity, c.req.param('id'));
    return c.json({
      success: true,
      entries: rows.map((r) => ({
        at: r.at.toISOString(),
        action: r.action,
        detail: r.detail,
        by: r.userId ? { _id: r.userId, fullName: r.userName } : null,
      })),
    });
  });
  return r;
}
