import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { AppEnv, Deps } from '../context';
import { EVENTS_LIST_PATH, STATS_COUNTS_PATH } from '@pitchside/shared';
import { withHints, withPageMeta } from './html';
import { hintTags, manifestReader, requestLocale, type PublicPage } from './page-hints';
import { eventMeta, gameMeta, playerMeta, teamMeta, type PageMeta } from './page-meta';

/** The built shell, read again only when a new build replaces it. */
function shellReader(file: string) {
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

const ROBOTS = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /admin/',
  'Disallow: /api/',
  'Disallow: /profile',
  'Disallow: /loyalty-card',
  '',
].join('\n');

/**
 * Pages people share (event, game, team, player): the server writes their title and preview tags
 * into the shell, because link previews (WhatsApp, social networks) never run the app's JavaScript.
 * These pages and the home page also announce, in their HTML, the code, texts and API answers they
 * will ask for, so a phone fetches them at once. The app then takes over as for any other page.
 */
export function shareRoutes(deps: Deps, pwaDist: string | undefined) {
  const r = new Hono<AppEnv>();
  const db = deps.database.db;
  r.get('/robots.txt', (c) => c.text(ROBOTS, 200, { 'Cache-Control': 'public, max-age=86400' }));
  if (!pwaDist) return r;
  const shell = shellReader(path.join(pwaDist, 'index.html'));
  const manifest = manifestReader(pwaDist);

  const render = (c: Context<AppEnv>, page: PublicPage, meta: PageMeta | null, data: string[] = meta?.data ?? []) => {
    const origin = deps.env.PUBLIC_URL;
    const url = new URL(c.req.url);
    const locale = requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
    // The header's Events menu asks for the events list on every page.
    const tags = hintTags(manifest(), { page, locale, data: [...data, EVENTS_LIST_PATH] });
    let html = withHints(shell(), tags);
    if (meta) html = withPageMeta(html, meta, `${origin}${url.pathname}${url.search}`, origin);
    // The hints depend on the reader's language and the page's data, so a cache must not share them.
    return c.html(html, 200, { 'Cache-Control': 'no-cache', Vary: 'Accept-Language, Cookie' });
  };

  r.get('/', (c) => render(c, 'home', null, [STATS_COUNTS_PATH]));
  r.get('/events/:slug', async (c) =>
    render(c, 'event', await eventMeta(db, c.req.param('slug'), { edition: c.req.query('edition'), ageGroup: c.req.query('ageGroup') })),
  );
  r.get('/events/:slug/games/:gameId', async (c) => render(c, 'game', await gameMeta(db, c.req.param('slug'), c.req.param('gameId'))));
  r.get('/teams/:id', async (c) => render(c, 'team', await teamMeta(db, c.req.param('id'))));
  r.get('/user/:id', async (c) => render(c, 'user', await playerMeta(db, c.req.param('id'))));
  return r;
}
