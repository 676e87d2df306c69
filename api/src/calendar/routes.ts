import { Hono, type Context } from 'hono';
import type { Locale } from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import { handle } from '../lib/declare-route';
import { requestLocale } from '../share/page-hints';
import { calendarEndpoints as e } from './endpoints';
import { eventCalendar, teamCalendar } from './service';

/**
 * iCalendar feeds of fixtures, for "Add to calendar": a download, or a subscription (webcal:) that the
 * phone's calendar fetches again and so keeps current. The language is ?lang= when given (calendar
 * apps send no cookie), else the reader's choice (cookie), else Accept-Language.
 */
export function calendarRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  const db = deps.database.db;
  const localeOf = (c: Context<AppEnv>, lang: Locale | undefined) =>
    lang ?? requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
  const send = (c: Context<AppEnv>, body: string, name: string, byQuery: boolean) =>
    c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${name}.ics"`,
      'Cache-Control': 'public, max-age=300',
      // Without ?lang= the language comes from these headers, so a shared cache must key on them.
      ...(byQuery ? {} : { Vary: 'Cookie, Accept-Language' }),
    });
  handle(r, e.event, async (c) => {
    const { lang } = c.req.valid('query');
    const body = await eventCalendar(db, c.req.param('eventId'), deps.env.PUBLIC_URL, localeOf(c, lang));
    return send(c, body, 'fixtures', !!lang);
  });
  handle(r, e.team, async (c) => {
    const { lang } = c.req.valid('query');
    const body = await teamCalendar(db, c.req.param('teamId'), deps.env.PUBLIC_URL, localeOf(c, lang));
    return send(c, body, 'team-fixtures', !!lang);
  });
  return r;
}
