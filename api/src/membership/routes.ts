import { Hono } from 'hono';
import { assertUser, requireSelf } from '../auth/middleware';
import type { AppEnv, Deps } from '../context';
import { limit } from '../lib/rate-limit';
import { handle } from '../lib/declare-route';
import { membershipEndpoints as e } from './endpoints';
import { membershipStatus, redeemCode } from './service';

export function membershipRoutes(deps: Deps) {
  const db = deps.database.db;
  const r = new Hono<AppEnv>();

  handle(r, e.status, async (c) => c.json(await membershipStatus(db, c.req.param('userId'))), [requireSelf({ param: 'userId' })]);

  // Limited before the code is read, so guessing codes costs attempts whatever the outcome.
  handle(r, e.redeem, async (c) => c.json(await redeemCode(db, assertUser(c.var.user), c.req.valid('json'))), [
    limit('redeem', deps.rateLimits.redeem),
  ]);

  return r;
}
