import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { limit } from '../lib/rate-limit';
import { handle } from '../lib/declare-route';
import { pushEndpoints as e } from './endpoints';
import { accountFollowList, replaceAccountFollows, subscribe, unsubscribe } from './service';
import { vapidKeys } from './vapid';

/** Following teams, games and editions, and Web Push subscriptions (README: Following and push). */
export function pushRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  // Each subscription is a row and, later, requests this server makes: one address cannot pile them
  // up. A phone sends its list again at each follow, so the limit is wide (and scales for venues).
  const subscribing = limit('pushSubscribe', { limit: Math.round(300 * deps.env.RATE_LIMIT_SCALE), windowMs: 60 * 60_000 });

  handle(r, e.publicKey, (c) => c.json({ publicKey: vapidKeys(deps.env).publicKey }));
  handle(r, e.subscribe, async (c) => c.json(await subscribe(deps, c.req.valid('json'))), [subscribing]);
  handle(r, e.unsubscribe, async (c) => c.json(await unsubscribe(deps, c.req.valid('json').endpoint)));

  handle(r, e.follows, async (c) => c.json(await accountFollowList(deps, c.var.user)));
  handle(r, e.setFollows, async (c) => c.json(await replaceAccountFollows(deps, c.var.user, c.req.valid('json').follows)));

  return r;
}
