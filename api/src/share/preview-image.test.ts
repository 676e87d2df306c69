import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { storePicture } from '../lib/pictures';
import { createTestContext, type TestContext } from '../test/harness';
import { factories } from '../test-support/factories';

const SHELL = `<!doctype html><html lang="en"><head>
<meta name="description" content="Futsal in Lebanon" />
<title>Pitchside</title>
</head><body><div id="root"></div></body></html>`;

let ctx: TestContext;
let dist: string;
let app: ReturnType<typeof createApp>;
const ids: Record<string, string> = {};

/** A red square logo, as an admin would upload one. */
const redLogo = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: '#c8102e' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  ctx = await createTestContext();
  dist = mkdtempSync(path.join(tmpdir(), 'pitchside-previews-'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  app = createApp(ctx.deps, { pwaDist: dist });
  const f = factories(ctx.deps.database.db);
  const logo = await storePicture(ctx.deps.storage, 'team-logos', new Uint8Array(await redLogo()));
  const event = await f.event({ name: 'Beirut Futsal Cup', slug: 'beirut-futsal-cup' });
  const tigers = await f.team(event.id, { name: 'Achrafieh نمور FC', logo });
  const cedars = await f.team(event.id, { name: 'الأرز الرياضي' });
  const game = await f.game({ eventId: event.id, homeTeamId: tigers.id, awayTeamId: cedars.id, round: 'Final', score: [3, 1] });
  Object.assign(ids, { event: event.id, tigers: tigers.id, game: game.id });
});

afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const metaContent = (html: string, key: string) =>
  html
    .match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1]
    ?.replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&') ?? null;
const pageHtml = async (url: string, headers: Record<string, string> = {}) => (await app.request(url, { headers })).text();
const imageOf = async (html: string) => {
  const url = new URL(metaContent(html, 'og:image')!);
  const res = await app.request(`${url.pathname}${url.search}`);
  return { url, res, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('link-preview images', () => {
  it('a game page points at a 1200x630 opaque PNG with its size and a description, outside /api/', async () => {
    const html = await pageHtml(`/events/beirut-futsal-cup/games/${ids.game}`);
    expect(metaContent(html, 'og:image')).toMatch(
      new RegExp(`^http://pitchside\\.test/previews/games/${ids.game}\\.png\\?v=[0-9a-f]{16}$`),
    );
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:image:type')).toBe('image/png');
    expect(metaContent(html, 'og:image:alt')).toBe("Achrafieh نمور FC 3-1 الأرز الرياضي, with both teams' logos");
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const { res, bytes, url } = await imageOf(html);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 1200, 630, false]);
    // The home team's red logo is drawn on the left half.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [r, g, b] = at(230, 260) as [number, number, number];
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(100);
    // Where no logo was uploaded, the plate is white.
    expect(at(1200 - 230 - 100, 260)).toEqual([255, 255, 255]);
    // robots.txt lets crawlers fetch it.
    const robots = await (await app.request('/robots.txt')).text();
    const disallowed = robots
      .split('\n')
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    expect(disallowed.some((p) => url.pathname.startsWith(p))).toBe(false);
    expect(robots).toContain('Allow: /previews/');
  });

  it('is drawn once and kept: the same bytes again, and a new image when the score changes', async () => {
    const html = await pageHtml(`/events/beirut-futsal-cup/games/${ids.game}`);
    const first = await imageOf(html);
    const again = await imageOf(html);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const key = `link-previews/games-${ids.game}-${first.url.searchParams.get('v')}.png`;
    expect((await ctx.deps.storage.get(key))?.equals(first.bytes)).toBe(true);

    const f = factories(ctx.deps.database.db);
    await f.goal({ id: ids.game!, eventId: ids.event! }, 'away', { minute: 39 });
    const after = await imageOf(await pageHtml(`/events/beirut-futsal-cup/games/${ids.game}`));
    expect(after.url.searchParams.get('v')).not.toBe(first.url.searchParams.get('v'));
    expect(after.bytes.equals(first.bytes)).toBe(false);
    // An old version asked for gets today's image, but only briefly cached.
    const old = await app.request(`${first.url.pathname}${first.url.search}`);
    expect(old.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('team, event and home pages have their own, and the alt text is in the reader’s language', async () => {
    const team = await pageHtml(`/teams/${ids.tigers}`, { 'Accept-Language': 'fr' });
    expect(metaContent(team, 'og:image')).toContain(`/previews/teams/${ids.tigers}.png?v=`);
    expect(metaContent(team, 'og:image:alt')).toBe('Logo de Achrafieh نمور FC');
    expect((await imageOf(team)).res.status).toBe(200);
    const event = await pageHtml('/events/beirut-futsal-cup', { 'Accept-Language': 'ar' });
    expect(metaContent(event, 'og:image')).toContain(`/previews/events/${ids.event}.png?v=`);
    expect(metaContent(event, 'og:image:alt')).toBe('شعار \u2068Beirut Futsal Cup\u2069');
    const home = await pageHtml('/');
    expect(metaContent(home, 'og:image')).toMatch(/\/previews\/site\/pitchside\.png\?v=/);
    expect(metaContent(home, 'og:image:width')).toBe('1200');
    expect(metaContent(home, 'og:title')).toBe('Pitchside · Futsal in Lebanon');
    const homeImage = await imageOf(home);
    expect((await sharp(homeImage.bytes).metadata()).width).toBe(1200);
  });

  it('an unknown or malformed preview is a 404', async () => {
    for (const url of [
      '/previews/games/00000000-0000-4000-8000-000000000000.png',
      '/previews/games/not-a-game.png',
      '/previews/players/x.png',
      `/previews/games/${ids.game}.jpg`,
      '/previews/site/other.png',
    ])
      expect((await app.request(url)).status, url).toBe(404);
  });
});
