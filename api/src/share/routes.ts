import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { AppEnv, Deps } from '../context';
import { withPageMeta } from './html';
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
 * The app then takes over exactly as for any other page.
 */
export function shareRoutes(deps: Deps, pwaDist: string | undefined) {
  const r = new Hono<AppEnv>();
  const db = deps.database.db;
  r.get('/robots.txt', (c) => c.text(ROBOTS, 200, { 'Cache-Control': 'public, max-age=86400' }));
  if (!pwaDist) return r;
  const shell = shellReader(path.join(pwaDist, 'index.html'));

  const render = (c: Context<AppEnv>, meta: PageMeta | null) => {
    const html = shell();
    const origin = deps.env.PUBLIC_URL;
    const url = new URL(c.req.url);
    const body = meta ? withPageMeta(html, meta, `${origin}${url.pathname}${url.search}`, origin) : html;
    return c.html(body, 200, { 'Cache-Control': 'no-cache' });
  };

  r.get('/events/:slug', async (c) =>
    render(c, await eventMeta(db, c.req.param('slug'), { edition: c.req.query('edition'), ageGroup: c.req.query('ageGroup') })),
  );
  r.get('/events/:slug/games/:gameId', async (c) => render(c, await gameMeta(db, c.req.param('slug'), c.req.param('gameId'))));
  r.get('/teams/:id', async (c) => render(c, await teamMeta(db, c.req.param('id'))));
  r.get('/user/:id', async (c) => render(c, await playerMeta(db, c.req.param('id'))));
  return r;
}
