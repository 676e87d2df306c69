import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { cacheEvents } from '../lib/response-cache';
import { handle } from '../lib/declare-route';
import { resolveEvent } from '../events/service';
import { resultsCsv, scheduleCsv } from './exports';
import { nowView } from './now';
import { delayPitch, scheduleAll } from './service';
import { withdrawTeam } from './forfeits';
import { scheduleEndpoints as e } from './endpoints';

/** Venues, pitches and scheduling (issue 19): admin-only writes and exports, and the fans' Now view. */
export function scheduleRoutes(deps: Deps) {
  const db = deps.database.db;
  const ctx = (c: { var: AppEnv['Variables'] }) => ({ deps, user: c.var.user });
  const csv = (body: string, name: string) =>
    new Response(body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'no-store',
      },
    });
  const r = new Hono<AppEnv>();
  handle(r, e.scheduleAll, async (c) => c.json(await scheduleAll(ctx(c), c.req.param('id'), c.req.valid('json'))));
  handle(r, e.delayPitch, async (c) => c.json(await delayPitch(ctx(c), c.req.param('id'), c.req.param('pitchId'), c.req.valid('json'))));
  handle(r, e.withdrawTeam, async (c) => c.json(await withdrawTeam(ctx(c), c.req.param('id'), c.req.param('teamId'), c.req.valid('json'))));
  handle(r, e.scheduleCsv, async (c) => csv(await scheduleCsv(db, c.req.param('id')), 'schedule.csv'));
  handle(r, e.resultsCsv, async (c) => csv(await resultsCsv(db, c.req.param('id')), 'results.csv'));
  handle(r, e.now, async (c) => {
    const event = await resolveEvent(db, c.req.param('id'));
    cacheEvents(c, [event.id]);
    return c.json(await nowView(db, event.id, c.req.valid('query')));
  });
  return r;
}
