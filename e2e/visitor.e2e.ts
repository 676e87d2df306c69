import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, e2e, useBrowser } from './support/fixtures';

if (!e2e.available) console.warn(`End-to-end visitor journey skipped: ${e2e.skipReason}`);

const bodyText = (page: Page) => page.locator('body').innerText();

describe.skipIf(!e2e.available)('a visitor follows the tournament, live and offline', () => {
  const browser = useBrowser();

  it('opens an event, its four tabs, a game and a team; sees a goal arrive live; reloads them offline', async () => {
    const { context, page } = await browser.newPage();

    await page.goto('/');
    await expect.poll(() => bodyText(page)).toContain('OUR IMPACT');
    await page.getByRole('link', { name: 'Explore Events' }).first().click();
    await page.waitForURL(/\/events\/[\w-]+/);
    const eventUrl = page.url();

    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await tab('Teams').click();
    await expect.poll(async () => page.locator('a[href^="/teams/"]').count()).toBeGreaterThan(0);
    await tab('Standings').click();
    await expect.poll(() => bodyText(page)).toMatch(/Group Stage|Knockout Stage|No groups available yet\./);
    await tab('Rankings').click();
    await expect.poll(() => bodyText(page)).toContain('Event Rankings');
    await tab('Games').click();
    await expect.poll(() => bodyText(page)).toMatch(/Live Now|Upcoming/);

    // A game still being played, or about to be (admin journeys may have completed some live games).
    const section = (title: string) => page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
    const live = section('Live Now').getByRole('link', { name: /game details/ });
    const game =
      (await live.count()) > 0
        ? live.first()
        : section('Upcoming')
            .getByRole('link', { name: /game details/ })
            .first();
    await game.click();
    await page.waitForURL(/\/games\/[\w-]+$/);
    const gameUrl = page.url();
    await expect.poll(() => bodyText(page)).toMatch(/Live|Upcoming|scheduled/);

    // A goal recorded by an admin appears without a reload (Server-Sent Events).
    const gameId = gameUrl.split('/').pop()!;
    const slug = new URL(eventUrl).pathname.split('/')[2]!;
    const detail = await (await fetch(`${e2e.baseUrl}/api/events/${slug}/games/${gameId}`)).json();
    const scorerName = 'Ziad Live-Goal';
    const res = await fetch(`${e2e.baseUrl}/api/events/${detail.game.event._id}/games/${gameId}/goals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken()}` },
      body: JSON.stringify({ goalId: randomUUID(), side: 'home', minute: 37, scorerName }),
    });
    expect(res.status).toBe(201);
    await expect.poll(() => bodyText(page), { timeout: 15_000 }).toContain(scorerName);

    // A team from the game page.
    await page.locator('a[href^="/teams/"]').first().click();
    await page.waitForURL(/\/teams\/[\w-]+/);
    await expect.poll(() => bodyText(page)).toContain('Last 10 Games');

    // Offline: the pages the visitor opened reload from the device.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await context.setOffline(true);
    await page.goto(eventUrl);
    await expect.poll(() => bodyText(page)).toMatch(/offline/i);
    await tab('Games').click();
    await expect.poll(() => bodyText(page)).toMatch(/Live Now|Upcoming/);
    await page.goto(gameUrl);
    await expect.poll(() => bodyText(page)).toContain(scorerName);
    await page.reload();
    await expect.poll(() => bodyText(page)).toContain(scorerName);
    await context.setOffline(false);
  });
});
