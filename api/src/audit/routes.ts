import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { handle } from '../lib/declare-route';
import { auditEndpoints } from './endpoints';
import { eventHistory } from './event-history';
import { auditHistory } from './service';

/** GET /api/admin/audit/{entity}/{id}: who changed an event, team or squad, newest first. */
export function auditRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  handle(r, auditEndpoints.history, async (c) => c.json(await auditHistory(deps, c.var.user, c.req.param('entity'), c.req.param('id'))));
  handle(r, auditEndpoints.eventHistory, async (c) => c.json(await eventHistory(deps, c.var.user, c.req.valid('param').id)));
  return r;
}
