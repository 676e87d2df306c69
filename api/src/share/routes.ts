import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { AppEnv, Deps } from '../context';
import type { Locale } from '@pitchside/shared';
import { API_ROUTES } from '../endpoints';
import type { PublicPage } from '../lib/declare-route';
import { withHints, withLanguage, withPageMeta } from './html';
import { hintTags, manifestReader, pageData, requestLocale, type PathValues } from './page-hints';
import { eventMeta, gameMeta, homeMeta, playerMeta, teamMeta, type PageMeta } from './page-meta';
import { PREVIEW_KINDS, PREVIEW_TYPE, previewContent, previewImage, previewVersion, type PreviewKind } from './preview-image';

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
  // Link-preview images: crawlers (WhatsApp, Facebook, X) fetch them, so they live outside /api/.
  'Allow: /previews/',
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
  // /previews/games/<id>.png?v=<version>: the 1200x630 image a shared link shows, drawn once per
  // version of what it shows. With the current ?v= the address names one image for ever.
  r.get('/previews/:kind/:file', async (c) => {
    const kind = c.req.param('kind') as PreviewKind;
    const id = /^([0-9a-z-]{1,64})\.png$/.exec(c.req.param('file'))?.[1];
    const content = PREVIEW_KINDS.includes(kind) && id ? await previewContent(db, kind, id) : null;
    if (!content || (kind === 'site' && id !== 'pitchside')) return c.notFound();
    const png = await previewImage(deps.storage, content);
    const current = c.req.query('v') === previewVersion(content);
    return c.body(new Uint8Array(png), 200, {
      'Content-Type': PREVIEW_TYPE,
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    });
  });
  if (!pwaDist) return r;
  const shell = shellReader(path.join(pwaDist, 'index.html'));
  const manifest = manifestReader(pwaDist);

  const localeOf = (c: Context<AppEnv>) => requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
  // `address`: the page's own path parameters and query, by the names the declared API routes give them.
  const render = (c: Context<AppEnv>, page: PublicPage, locale: Locale, meta: PageMeta | null, address: PathValues) => {
    const origin = deps.env.PUBLIC_URL;
    const url = new URL(c.req.url);
    const data = pageData(API_ROUTES, page, address, meta?.answer ?? null);
    const tags = hintTags(manifest(), { page, locale, data });
    let html = withLanguage(withHints(shell(), tags), locale);
    // Canonical: the page's own address, with no language parameter (see withPageMeta).
    if (meta) html = withPageMeta(html, meta, `${origin}${url.pathname}${url.search}`, origin, locale);
    // The title, preview tags, <html lang> and hints depend on the reader's language and the page's
    // data: revalidated every time, and never shared by a cache across languages. The shell is not a
    // read the API's read cache keeps (that cache holds /api/ answers only, keyed without language).
    return c.html(html, 200, { 'Cache-Control': 'no-cache', Vary: 'Cookie, Accept-Language' });
  };

  r.get('/', (c) => {
    const locale = localeOf(c);
    return render(c, 'home', locale, homeMeta(locale), {});
  });
  r.get('/events/:slug', async (c) => {
    const locale = localeOf(c);
    const query = { edition: c.req.query('edition'), ageGroup: c.req.query('ageGroup') };
    const slug = c.req.param('slug');
    return render(c, 'event', locale, await eventMeta(db, slug, query, locale), { slug, ...query });
  });
  r.get('/events/:slug/games/:gameId', async (c) => {
    const locale = localeOf(c);
    const { slug, gameId } = c.req.param();
    // The game's API path names its event by slug too.
    return render(c, 'game', locale, await gameMeta(db, slug, gameId, locale), { eventId: slug, gameId });
  });
  r.get('/teams/:id', async (c) => {
    const locale = localeOf(c);
    const id = c.req.param('id');
    return render(c, 'team', locale, await teamMeta(db, id, locale), { id });
  });
  r.get('/user/:id', async (c) => {
    const locale = localeOf(c);
    const id = c.req.param('id');
    return render(c, 'user', locale, await playerMeta(db, id, locale), { id });
  });
  return r;
}
