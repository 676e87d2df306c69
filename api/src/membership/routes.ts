import { Hono } from 'hono';
import { redeemCodeSchema } from '@pitchside/shared';
import { assertUser, requireSelf, requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../context';
import { limit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { membershipStatus, redeemCode } from './service';

export function membershipRoutes(deps: Deps) {
  const db = deps.database.db;
  const r = new Hono<AppEnv>();

  r.get('/membership/status/:userId', requireSelf({ param: 'userId' }), async (c) => {
    return c.json(await membershipStatus(db, c.req.param('userId')));
  });

  // Limited before anything else so guessing codes costs attempts whatever the outcome.
  r.post('/membership/redeem-code', limit('redeem', deps.rateLimits.redeem), requireUser, validate('json', redeemCodeSchema), async (c) => {
    return c.json(await redeemCode(db, assertUser(c.var.user), c.req.valid('json')));
  });

  return r;
}
