import { Hono, type Context } from 'hono';
import type { AppEnv, Deps } from '../context';
import { eventCalendar, teamCalendar } from './service';

/** iCalendar feeds of fixtures, for "Add to calendar" (a subscription keeps them current). */
export function calendarRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  const db = deps.database.db;
  const send = (c: Context<AppEnv>, body: string, name: string) =>
    c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${name}.ics"`,
      'Cache-Control': 'public, max-age=300',
    });
  r.get('/events/:eventId/calendar.ics', async (c) =>
    send(c, await eventCalendar(db, c.req.param('eventId'), deps.env.PUBLIC_URL), 'fixtures'),
  );
  r.get('/teams/:teamId/calendar.ics', async (c) =>
    send(c, await teamCalendar(db, c.req.param('teamId'), deps.env.PUBLIC_URL), 'team-fixtures'),
  );
  return r;
}
