import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestContext, type TestContext } from '../test/harness';
import { factories } from '../test-support/factories';

const SHELL = `<!doctype html><html lang="en"><head>
<meta name="description" content="Futsal in Lebanon" />
<title>Pitchside</title>
</head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`;
const ENTRY = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let ctx: TestContext;
let dist: string;
let app: ReturnType<typeof createApp>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  dist = mkdtempSync(path.join(tmpdir(), 'pitchside-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), ENTRY);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(ENTRY));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(ENTRY));
  writeFileSync(path.join(dist, 'sw.js'), ENTRY);
  app = createApp(ctx.deps, { pwaDist: dist });

  const f = factories(ctx.deps.database.db);
  const event = await f.event({ name: 'Beirut Futsal Cup', slug: 'beirut-futsal-cup', edition: 2 });
  const cedars = await f.team(event.id, { name: 'Cedars', location: 'Achrafieh' });
  const titans = await f.team(event.id, { name: 'Titans' });
  const final = await f.game({
    eventId: event.id,
    homeTeamId: cedars.id,
    awayTeamId: titans.id,
    round: 'Final',
    score: [2, 2],
    homePenalties: 3,
    awayPenalties: 1,
    location: 'Beirut Arena',
  });
  const player = await f.user({ fullName: 'Karim Haddad' });
  await f.roster(cedars.id, player.id);
  Object.assign(ids, { cedars: cedars.id, final: final.id, player: player.id });
});

afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await app.request(url);
  return { status: res.status, html: await res.text(), headers: res.headers };
};
const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1] ?? null;

describe('shared links carry their own title and preview', () => {
  it('an event page', async () => {
    const { status, html, headers } = await page('/events/beirut-futsal-cup');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<title>Beirut Futsal Cup 2nd Edition</title>');
    expect(metaContent(html, 'og:title')).toBe('Beirut Futsal Cup 2nd Edition');
    expect(metaContent(html, 'og:url')).toBe('http://pitchside.test/events/beirut-futsal-cup');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<div id="root"></div>');
  });

  it('a game page reads its score with the shoot-out, the round and the place', async () => {
    const { html } = await page(`/events/beirut-futsal-cup/games/${ids.final}`);
    expect(html).toContain('<title>Cedars 2-2 (3-1 pens) Titans · Final</title>');
    expect(metaContent(html, 'og:description')).toMatch(/^Beirut Futsal Cup: Final · Full Time · .*Beirut Arena$/);
    expect(metaContent(html, 'description')).toBe(metaContent(html, 'og:description'));
  });

  it('a team and a player page', async () => {
    expect((await page(`/teams/${ids.cedars}`)).html).toContain('<title>Cedars · Beirut Futsal Cup</title>');
    const player = await page(`/user/${ids.player}`);
    expect(player.html).toContain('<title>Karim Haddad</title>');
    expect(metaContent(player.html, 'og:description')).toBe('Karim Haddad plays for Cedars (Beirut Futsal Cup) on Pitchside.');
  });

  it('an unknown page gets the plain shell, and text is escaped', async () => {
    const missing = await page('/events/no-such-cup');
    expect(missing.status).toBe(200);
    expect(missing.html).toContain('<title>Pitchside</title>');
    expect(missing.html).not.toContain('og:title');
    const f = factories(ctx.deps.database.db);
    const ev = await f.event({ name: 'Cup "<script>"', slug: 'odd-cup' });
    const odd = await page('/events/odd-cup');
    expect(odd.html).toContain('Cup &quot;&lt;script&gt;&quot;');
    expect(odd.html).not.toContain('<script>"');
    expect(ev.id).toBeTruthy();
  });

  it('robots.txt lets pages be indexed but not the API or the admin area', async () => {
    const res = await app.request('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /admin/');
    expect(text).toContain('Disallow: /api/');
  });
});

describe("shared pages in the reader's language", () => {
  const FSI = '\u2068';
  const PDI = '\u2069';
  const get = async (url: string, headers: Record<string, string>) => {
    const res = await app.request(url, { headers });
    return { html: await res.text(), headers: res.headers };
  };

  it('an Arabic reader gets an Arabic title and preview, lang="ar" dir="rtl", names isolated', async () => {
    const { html, headers } = await get(`/events/beirut-futsal-cup/games/${ids.final}`, { 'Accept-Language': 'ar-LB,ar;q=0.9' });
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain(`<title>${FSI}Cedars${PDI} ${FSI}2-2 (3-1 ترجيح)${PDI} ${FSI}Titans${PDI} · Final</title>`);
    expect(metaContent(html, 'og:description')).toContain('انتهت');
    expect(metaContent(html, 'og:locale')).toBe('ar_AR');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_GB" />');
    expect(headers.get('vary')).toMatch(/Cookie/);
    expect(headers.get('vary')).toMatch(/Accept-Language/);
  });

  it('a language the reader chose (cookie) wins over the browser, and the canonical URL has no language in it', async () => {
    const { html } = await get('/events/beirut-futsal-cup', { 'Accept-Language': 'ar', Cookie: 'pitchside-locale=fr' });
    expect(html).toMatch(/<html lang="fr" dir="ltr">/);
    expect(html).toContain('<title>Beirut Futsal Cup 2e édition</title>');
    expect(metaContent(html, 'og:locale')).toBe('fr_FR');
    expect(html).toContain('<link rel="canonical" href="http://pitchside.test/events/beirut-futsal-cup" />');
    const en = await get('/events/beirut-futsal-cup', {});
    expect(en.html).toContain('<link rel="canonical" href="http://pitchside.test/events/beirut-futsal-cup" />');
  });

  it('a team page and the home page in French, and the team record in Arabic words', async () => {
    const team = await get(`/teams/${ids.cedars}`, { 'Accept-Language': 'fr' });
    expect(metaContent(team.html, 'og:description')).toBe('Cedars (Achrafieh) : 0 V · 1 N · 0 D, effectif et résultats sur Pitchside.');
    const ar = await get(`/teams/${ids.cedars}`, { 'Accept-Language': 'ar' });
    expect(metaContent(ar.html, 'og:description')).toContain('الانتصارات: 0 · التعادلات: 1 · الهزائم: 0');
    const home = await get('/', { 'Accept-Language': 'fr' });
    expect(home.html).toContain('<title>Pitchside · Le futsal au Liban</title>');
    expect(metaContent(home.html, 'og:title')).toBe('Pitchside · Le futsal au Liban');
  });

  it("a page with no preview of its own still carries the reader's lang and dir", async () => {
    const { html } = await get('/events/no-such-cup', { 'Accept-Language': 'ar' });
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
  });
});

describe('first load: compressed files, cached for as long as they may be', () => {
  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const res = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers.get('content-length'))).toBeLessThan(ENTRY.length / 10);
  });

  it('sends gzip to a browser without brotli and the plain file to one that accepts neither', async () => {
    const gz = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(ENTRY);
    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(ENTRY);
  });

  it('never lets a cache keep the service worker or the shell', async () => {
    expect((await app.request('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/rankings')).headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses JSON answers that are not cached reads', async () => {
    const f = factories(ctx.deps.database.db);
    const ev = await f.event({ name: 'Big Cup', slug: 'big-cup' });
    for (let i = 0; i < 30; i += 1) await f.team(ev.id, { name: `Team number ${i}` });
    const list = await app.request(`/api/events/${ev.id}/teams`, { headers: { 'accept-encoding': 'gzip' } });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await list.arrayBuffer())).toString());
    expect(body.teams).toHaveLength(30);
  });
});
