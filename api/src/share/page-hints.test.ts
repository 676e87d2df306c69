import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventGamesPath,
  eventPagePath,
  eventRankingsPath,
  eventTeamsPath,
  gamePagePath,
  LOCALES,
  teamHistoryPath,
  teamPagePath,
  userPagePath,
} from '@pitchside/shared';
import { createApp } from '../app';
import { createTestContext, type TestContext } from '../test/harness';
import { factories } from '../test-support/factories';
import { API_ROUTES } from '../endpoints';
import type { PublicPage } from '../lib/declare-route';
import { manifestKeys, requestLocale } from './page-hints';

const SHELL = `<!doctype html><html lang="en"><head><title>Pitchside</title>
<script type="module" crossorigin src="/assets/index-e1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shell-s1.js">
</head><body><div id="root"></div></body></html>`;

// The build manifest's shape (dist/.vite/manifest.json), cut down to the chunks these pages use.
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_shell-s1.js'], css: ['assets/shell-s1.css'] },
  '_shell-s1.js': { file: 'assets/shell-s1.js', imports: ['_framework-f1.js'] },
  '_framework-f1.js': { file: 'assets/framework-f1.js' },
  '_tabs-t1.js': { file: 'assets/tabs-t1.js', imports: ['_shell-s1.js'], css: ['assets/tabs-t1.css', 'assets/shell-s1.css'] },
  'src/routes/event/event-page.tsx': {
    file: 'assets/event-page-p1.js',
    name: 'event-page',
    isDynamicEntry: true,
    imports: ['_shell-s1.js', '_tabs-t1.js'],
    css: ['assets/event-page-p1.css'],
  },
  'src/routes/game/game-page.tsx': { file: 'assets/game-page-g1.js', name: 'game-page', isDynamicEntry: true, imports: ['_tabs-t1.js'] },
  'src/routes/home/home-page.tsx': { file: 'assets/home-page-h1.js', name: 'home-page', isDynamicEntry: true, imports: ['_shell-s1.js'] },
  'src/i18n/texts/en.ts': { file: 'assets/en-x1.js', name: 'en', isDynamicEntry: true },
  'src/i18n/texts/ar.ts': { file: 'assets/ar-x1.js', name: 'ar', isDynamicEntry: true },
  'src/i18n/texts/fr.ts': { file: 'assets/fr-x1.js', name: 'fr', isDynamicEntry: true },
  // Admin texts are named after their language too, but are no page's first texts.
  'src/i18n/texts/admin-en.ts': { file: 'assets/admin-en-x1.js', name: 'admin-en', isDynamicEntry: true },
};

let ctx: TestContext;
let dist: string;
let app: ReturnType<typeof createApp>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  dist = mkdtempSync(path.join(tmpdir(), 'pitchside-hints-'));
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  app = createApp(ctx.deps, { pwaDist: dist });
  const f = factories(ctx.deps.database.db);
  const event = await f.event({ name: 'Beirut Futsal Cup', slug: 'beirut-futsal-cup', edition: 2 });
  const cedars = await f.team(event.id, { name: 'Cedars' });
  const titans = await f.team(event.id, { name: 'Titans' });
  const final = await f.game({ eventId: event.id, homeTeamId: cedars.id, awayTeamId: titans.id, round: 'Final', score: [1, 0] });
  const player = await f.user({ fullName: 'Rami Haddad' });
  Object.assign(ids, { event: event.id, final: final.id, cedars: cedars.id, cedarsClub: cedars.teamId, player: player.id });
});

afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const hints = async (url: string, headers: Record<string, string> = {}) => {
  const html = await (await app.request(url, { headers })).text();
  const all = (rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"[^>]*>`, 'g'))].map((m) => m);
  return {
    html,
    modules: all('modulepreload').map((m) => m[1]!),
    fetches: all('preload" as="fetch').map((m) => m[1]!.replace(/&amp;/g, '&')),
    styles: all('preload" as="style').map((m) => m[0]),
  };
};

describe('a page announces in its HTML what it will load first', () => {
  it('the event page: its code, the English texts, its styles, and the four answers it asks for, ids included', async () => {
    const { modules, fetches, styles } = await hints('/events/beirut-futsal-cup');
    // The shell already preloads the entry's imports; the page adds its own chunk, its imports and the texts.
    expect(modules.filter((m) => !m.includes('shell-s1'))).toEqual(['/assets/en-x1.js', '/assets/event-page-p1.js', '/assets/tabs-t1.js']);
    expect(styles).toHaveLength(2);
    for (const s of styles) expect(s).toContain('crossorigin');
    expect(styles.join()).not.toContain('shell-s1.css');
    // The very paths the app builds (shared functions), so the browser hands the app these answers.
    const ageGroup = (await (await app.request(eventPagePath('beirut-futsal-cup'))).json()) as { activeAgeGroup: { slug: string } | null };
    const group = ageGroup.activeAgeGroup?.slug ?? null;
    expect(fetches).toEqual([
      eventPagePath('beirut-futsal-cup'),
      eventGamesPath(ids.event!, group),
      eventTeamsPath(ids.event!, group),
      eventRankingsPath(ids.event!, group),
      '/api/events',
    ]);
    for (const p of fetches) expect((await app.request(p)).status).toBe(200);
  });

  it('keeps the query of a shared event link in the first answer it announces', async () => {
    const { fetches } = await hints('/events/beirut-futsal-cup?edition=2');
    expect(fetches[0]).toBe(eventPagePath('beirut-futsal-cup', { edition: '2' }));
  });

  it('the game and home pages announce their own answers', async () => {
    expect((await hints(`/events/beirut-futsal-cup/games/${ids.final}`)).fetches).toEqual([
      gamePagePath('beirut-futsal-cup', ids.final!),
      '/api/events',
    ]);
    const home = await hints('/');
    expect(home.fetches).toEqual(['/api/stats/counts', '/api/events']);
    expect(home.modules).toContain('/assets/home-page-h1.js');
  });

  it('an unknown event announces no answers it cannot give', async () => {
    const { fetches, modules } = await hints('/events/no-such-cup');
    expect(fetches).toEqual(['/api/events']);
    expect(modules).toContain('/assets/event-page-p1.js');
  });

  it("announces the texts of the reader's language: a choice they made, else their browser's", async () => {
    expect((await hints('/', { 'Accept-Language': 'ar-LB,ar;q=0.9,en;q=0.5' })).modules).toContain('/assets/ar-x1.js');
    const chosen = await hints('/', { 'Accept-Language': 'ar', Cookie: 'theme=dark; pitchside-locale=fr' });
    expect(chosen.modules).toContain('/assets/fr-x1.js');
    expect(chosen.modules).not.toContain('/assets/ar-x1.js');
  });
});

describe('what a page announces comes from the route declarations and the build manifest', () => {
  const PAGES: Record<PublicPage, () => string> = {
    home: () => '/',
    event: () => '/events/beirut-futsal-cup?edition=2',
    game: () => `/events/beirut-futsal-cup/games/${ids.final}`,
    team: () => `/teams/${ids.cedars}`,
    user: () => `/user/${ids.player}`,
  };
  const declaredFor = (page: PublicPage) =>
    API_ROUTES.filter((r) => r.preloadFor === 'everyPage' || r.preloadFor?.includes(page)).map((r) => ({
      route: `${r.method} ${r.path}`,
      pattern: new RegExp(`^/api${r.path.replace(/\{[^}]+\}/g, '[^/?]+')}(\\?|$)`),
    }));

  it('the team and player pages announce the answers the app asks for', async () => {
    expect((await hints(PAGES.team())).fetches).toEqual([teamHistoryPath(ids.cedarsClub!), teamPagePath(ids.cedars!), '/api/events']);
    expect((await hints(PAGES.user())).fetches).toEqual([userPagePath(ids.player!), '/api/events']);
  });

  it.each(Object.keys(PAGES) as PublicPage[])('the %s page announces only reads declared for it, each answering', async (page) => {
    const { fetches } = await hints(PAGES[page]());
    const declared = declaredFor(page);
    expect(fetches.length).toBeGreaterThan(0);
    for (const p of fetches) {
      expect([p, declared.filter((d) => d.pattern.test(p)).length], 'a hint names a path no route declares for this page').toEqual([p, 1]);
      expect([p, (await app.request(p)).status]).toEqual([p, 200]);
    }
  });

  it('only public reads are announced (the browser fetches them before the app runs)', () => {
    for (const r of API_ROUTES.filter((r) => r.preloadFor))
      expect([r.path, r.method, r.permission, r.cache]).toEqual([r.path, 'get', 'public', expect.not.stringMatching(/^none$/)]);
  });

  it('announces only files of the manifest, found by the names the build gives them', async () => {
    const { modules } = await hints(PAGES.game());
    const files = new Set(Object.values(MANIFEST).map((c) => `/${c.file}`));
    for (const m of modules) expect(files).toContain(m);
    // No chunk for the team page in this manifest: no module hint, and no admin texts taken for the page's.
    expect((await hints(PAGES.team())).modules.filter((m) => !m.includes('shell-s1'))).toEqual(['/assets/en-x1.js']);
  });

  // The real build, when there is one (npm run build): every public page and language finds its chunk.
  const built = path.join(__dirname, '../../../pwa/dist/.vite/manifest.json');
  it.runIf(existsSync(built))('the PWA build has a chunk for every public page and every language', () => {
    const manifest = JSON.parse(readFileSync(built, 'utf8')) as Parameters<typeof manifestKeys>[0];
    for (const page of Object.keys(PAGES) as PublicPage[])
      for (const locale of LOCALES) expect([page, locale, manifestKeys(manifest, page, locale).length]).toEqual([page, locale, 2]);
  });
});

describe('requestLocale', () => {
  it.each([
    [undefined, undefined, 'en'],
    [undefined, 'fr-FR,fr;q=0.9', 'fr'],
    ['pitchside-locale=ar', 'fr', 'ar'],
    ['pitchside-locale=de', 'fr', 'fr'],
    [undefined, 'de-DE, en;q=0.1', 'en'],
  ])('cookie %s, Accept-Language %s: %s', (cookie, accept, locale) => {
    expect(requestLocale(cookie, accept)).toBe(locale);
  });
});
