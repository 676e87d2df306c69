import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { handle } from '../lib/declare-route';
import { offlineEndpoints } from './endpoints';
import { BUNDLE_CONCURRENCY, offlineBundle, type InternalGet, type OfflineBundle } from './service';

/**
 * GET /api/events/:eventId/offline-bundle[?scope=live]: a whole edition for reading offline (or, with
 * scope=live, the part a game change can alter). Shared by every
 * caller (a guest's view), so the read cache keeps it until the next game change; fans asking at
 * once while it is being made share one computation.
 */
export function offlineRoutes(deps: Deps, get: InternalGet) {
  const r = new Hono<AppEnv>();
  const running = new Map<string, Promise<OfflineBundle>>();
  // Only absent or `live`: any other value is a 400, never a second name for the whole edition.
  handle(r, offlineEndpoints.bundle, async (c) => {
    const id = c.req.param('eventId');
    const scope = c.req.valid('query').scope ?? 'all';
    const key = `${id}:${scope}`;
    let job = running.get(key);
    if (!job) {
      job = offlineBundle(deps.database.db, get, id, scope, BUNDLE_CONCURRENCY[deps.database.kind]);
      running.set(key, job);
      const clear = () => running.delete(key);
      job.then(clear, clear);
    }
    return c.json(await job);
  });
  return r;
}
