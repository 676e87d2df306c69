import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { handle } from '../lib/declare-route';
import { auditEndpoints } from './endpoints';
import { auditHistory } from './service';

/** GET /api/admin/audit/{entity}/{id}: who changed an event, team or squad, newest first. */
export function auditRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  handle(r, auditEndpoints.history, async (c) => c.json(await auditHistory(deps, c.var.user, c.req.param('entity'), c.req.param('id'))));
  return r;
}
