import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { handle } from '../lib/declare-route';
import { suspensionsEndpoints as e } from './endpoints';
import * as service from './service';

/** Suspensions; the permission guard runs first (endpoints.ts). */
export function suspensionsRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  const auth = (c: { var: AppEnv['Variables'] }) => ({ deps, user: c.var.user, sessionInvalid: c.var.sessionInvalid });
  handle(r, e.list, async (c) => c.json(await service.listSuspensions(auth(c), c.req.valid('param').id, c.req.valid('query').ageGroup)));
  handle(r, e.decide, async (c) => {
    const { id, playerId } = c.req.valid('param');
    return c.json(await service.decideSuspension(auth(c), id, playerId, c.req.valid('json')));
  });
  return r;
}
