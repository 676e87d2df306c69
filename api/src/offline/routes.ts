import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { offlineBundle, type InternalGet, type OfflineBundle } from './service';

/**
 * GET /api/events/:eventId/offline-bundle: a whole edition for reading offline. Shared by every
 * caller (a guest's view), so the read cache keeps it until the next game change; fans asking at
 * once while it is being made share one computation.
 */
export function offlineRoutes(deps: Deps, get: InternalGet) {
  const r = new Hono<AppEnv>();
  const running = new Map<string, Promise<OfflineBundle>>();
  r.get('/events/:eventId/offline-bundle', async (c) => {
    const id = c.req.param('eventId');
    let job = running.get(id);
    if (!job) {
      job = offlineBundle(deps.database.db, get, id);
      running.set(id, job);
      const clear = () => running.delete(id);
      job.then(clear, clear);
    }
    return c.json(await job);
  });
  return r;
}
