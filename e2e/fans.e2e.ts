import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e, useBrowser } from './support/fixtures';

if (!e2e.available) console.warn(`End-to-end fans journey skipped: ${e2e.skipReason}`);

const SLUG = 'schools-futsal-cup';
const NOT_SAVED = "hasn't been saved on this device";
const bodyText = (page: Page) => page.locator('body').innerText();

async function edition() {
  const event = await (await fetch(`${e2e.baseUrl}/api/events/slug/${SLUG}`)).json();
  const bundle = await (await fetch(`${e2e.baseUrl}/api/events/${event.event._id}/offline-bundle`)).json();
  const paths = Object.keys(bundle.responses);
  const games = paths
    .filter((p) => new RegExp(`^/api/events/${SLUG}/games/[^/?]+$`).test(p))
    .map((p) => ({ url: p.replace(/^\/api/, ''), home: bundle.responses[p].game.homeTeam.name as string }));
  const teams = paths
    .filter((p) => /^\/api\/teams\/[0-9a-f-]{36}$/.test(p))
    .map((p) => ({ url: p.replace(/^\/api/, ''), name: bundle.responses[p].team.name as string }));
  // Player pages travel compacted (api/src/offline/players.ts): one profile per squad member.
  const users = (bundle.players?.users ?? []) as Array<{ id: string; fullName: string; type: string }>;
  const careers = (bundle.players?.careers ?? {}) as Record<string, unknown>;
  const players = users.map((u) => ({ url: `/user/${u.id}`, name: u.fullName, career: u.id in careers }));
  return { games, teams, players };
}

describe.skipIf(!e2e.available)('a fan on a phone', () => {
  const browser = useBrowser();

  it('after opening one event page online, every game, team and player page of that edition opens offline', async () => {
    const { context, page } = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`/events/${SLUG}`);
    await expect.poll(() => bodyText(page), { timeout: 90_000 }).toMatch(/Saved for offline · updated/);
    // No console error for a guest: the session call answers a guest with no user, never a 401.
    expect(errors).toEqual([]);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));

    const { games, teams, players } = await edition();
    expect(games.length).toBeGreaterThan(5);
    expect(teams.length).toBeGreaterThan(3);
    expect(players.filter((p) => p.career).length).toBeGreaterThan(5);
    await context.setOffline(true);
    for (const g of games) {
      await page.goto(g.url);
      await expect.poll(() => bodyText(page), { timeout: 10_000 }).toContain(g.home);
      expect(await bodyText(page)).not.toContain(NOT_SAVED);
    }
    for (const t of teams) {
      await page.goto(t.url);
      await expect.poll(() => bodyText(page), { timeout: 10_000 }).toContain('Last 10 Games');
      expect(await bodyText(page)).toContain(t.name);
      expect(await bodyText(page)).not.toContain(NOT_SAVED);
    }
    // Player pages: a sample across the squads (every one is in the bundle), with their careers.
    const step = Math.max(1, Math.floor(players.length / 8));
    for (const p of players.filter((_, i) => i % step === 0).slice(0, 8)) {
      await page.goto(p.url);
      await expect.poll(() => bodyText(page), { timeout: 10_000 }).toContain(p.name);
      if (p.career) await expect.poll(() => bodyText(page), { timeout: 10_000 }).toMatch(/goals/i);
      expect(await bodyText(page)).not.toContain(NOT_SAVED);
    }
    // A page never saved explains what is available offline and links to it.
    await page.goto('/teams/00000000-0000-4000-8000-000000000000');
    await expect.poll(() => bodyText(page)).toContain(NOT_SAVED);
    await expect.poll(() => bodyText(page)).toContain('Saved on this device');
    await page
      .getByRole('link', { name: /Schools Futsal Cup/ })
      .first()
      .click();
    await expect.poll(() => bodyText(page)).toMatch(/Saved for offline · updated/);
    await context.setOffline(false);
  });

  it('online with no data (requests hang), the page says how old what it shows is, with Retry', async () => {
    const { context, page } = await browser.newPage({ serviceWorkers: 'block' });
    await page.goto(`/events/${SLUG}?tab=games`);
    await expect.poll(() => bodyText(page), { timeout: 90_000 }).toMatch(/Saved for offline · updated/);
    const gameLink = page.getByRole('link', { name: /game details/ }).first();
    await expect.poll(() => gameLink.count()).toBeGreaterThan(0);
    // Lie-fi: the browser believes it is online, but no answer ever comes.
    await context.route('**/api/**', () => {});
    await gameLink.click();
    await page.waitForURL(/\/games\/[\w-]+$/);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    const notice = page.locator('.freshness-notice');
    await expect.poll(() => notice.innerText().catch(() => ''), { timeout: 10_000 }).toMatch(/updated (just now|\d+ min ago)/);
    expect(await notice.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    // What it shows is the saved game, not an endless spinner.
    expect(await bodyText(page)).not.toContain('Loading game details');
  });

  it('a first visit asks for each answer and file the page announced once, with nothing announced in vain', async () => {
    const { page } = await browser.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() !== 'log' && warnings.push(m.text()));
    const asked = new Map<string, number>();
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/api/') || u.pathname.startsWith('/assets/'))
        asked.set(u.pathname + u.search, (asked.get(u.pathname + u.search) ?? 0) + 1);
    });
    await page.goto(`/events/${SLUG}`);
    await expect.poll(() => bodyText(page), { timeout: 60_000 }).toMatch(/Saved for offline · updated/);
    const html = await (await fetch(`${e2e.baseUrl}/events/${SLUG}`)).text();
    const announced = [...html.matchAll(/<link rel="(?:preload|modulepreload)"[^>]*href="([^"]+)"/g)].map((m) =>
      m[1]!.replace(/&amp;/g, '&'),
    );
    expect(announced.filter((p) => p.startsWith('/api/events/slug/'))).toHaveLength(1);
    expect(announced.filter((p) => p.startsWith('/api/')).length).toBeGreaterThanOrEqual(4);
    // Chromium says so in the console when a preload goes unused or does not match the page's own request.
    await page.waitForTimeout(3_500);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
    for (const p of announced) expect([p, asked.get(p)]).toEqual([p, 1]);
  });

  it("a shared event link's HTML carries its own title and preview tags", async () => {
    const html = await (await fetch(`${e2e.baseUrl}/events/${SLUG}`)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
    expect(title).toMatch(/Schools Futsal Cup \d+\w\w Edition/);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    // The preview is a wide image drawn for the event, so the card is the large one.
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image" \/>/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/previews\/events\/[^"]+\.png\?v=[^"]+" \/>/);
    const robots = await (await fetch(`${e2e.baseUrl}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin/');
  });
});
