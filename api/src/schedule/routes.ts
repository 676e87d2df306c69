import { Hono } from 'hono';
import { ageGroupQuerySchema, pitchDelaySchema, scheduleAllSchema, withdrawTeamSchema } from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import { requireAdmin } from '../auth/middleware';
import { cacheEvents } from '../lib/response-cache';
import { validate } from '../lib/validate';
import { resolveEvent } from '../events/service';
import { resultsCsv, scheduleCsv } from './exports';
import { nowView } from './now';
import { delayPitch, scheduleAll } from './service';
import { withdrawTeam } from './forfeits';

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
  return new Hono<AppEnv>()
    .post('/events/:id/games/schedule', requireAdmin, validate('json', scheduleAllSchema), async (c) =>
      c.json(await scheduleAll(ctx(c), c.req.param('id'), c.req.valid('json'))),
    )
    .post('/events/:id/pitches/:pitchId/delay', requireAdmin, validate('json', pitchDelaySchema), async (c) =>
      c.json(await delayPitch(ctx(c), c.req.param('id'), c.req.param('pitchId'), c.req.valid('json'))),
    )
    .post('/events/:id/teams/:teamId/withdraw', requireAdmin, validate('json', withdrawTeamSchema), async (c) =>
      c.json(await withdrawTeam(ctx(c), c.req.param('id'), c.req.param('teamId'), c.req.valid('json'))),
    )
    .get('/events/:id/schedule.csv', requireAdmin, async (c) => csv(await scheduleCsv(db, c.req.param('id')), 'schedule.csv'))
    .get('/events/:id/results.csv', requireAdmin, async (c) => csv(await resultsCsv(db, c.req.param('id')), 'results.csv'))
    .get('/events/:id/now', validate('query', ageGroupQuerySchema), async (c) => {
      const event = await resolveEvent(db, c.req.param('id'));
      cacheEvents(c, [event.id]);
      return c.json(await nowView(db, event.id, c.req.valid('query')));
    });
}
