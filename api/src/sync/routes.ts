import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { handle } from '../lib/declare-route';
import { syncEndpoints as e } from './endpoints';
import { pull, push } from './service';

/** Replicache-style push and pull (DESIGN.md section 5); the permission guard runs before these. */
export function syncRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  handle(r, e.push, async (c) => c.json(await push(deps, c.var.user, c.req.valid('json'))));
  handle(r, e.pull, async (c) => c.json(await pull(deps, c.var.user, c.req.valid('query'))));
  return r;
}
