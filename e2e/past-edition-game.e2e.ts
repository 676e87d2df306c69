import { describe, expect, it } from 'vitest';
import { e2e, useBrowser } from './support/fixtures';

if (!e2e.available) console.warn(`End-to-end past edition game skipped: ${e2e.skipReason}`);

const WAIT = { timeout: 20_000, interval: 100 };

describe.skipIf(!e2e.available)('a fan opens a game of an earlier edition from its event page', () => {
  const browser = useBrowser();

  it('shows the game page, not the event page under a new address nor Game not found', async () => {
    const { page } = await browser.newPage();
    await page.goto('/events/schools-futsal-cup?edition=1');
    await expect.poll(() => page.getByRole('heading', { name: 'Lebanon Schools Futsal Cup', level: 1 }).count(), WAIT).toBe(1);
    await page.getByRole('tab', { name: 'Games' }).click();
    // The tab shows at once (its loading state, then its games), whatever the other tabs are doing.
    await expect.poll(() => page.getByRole('tab', { name: 'Games' }).getAttribute('aria-selected'), WAIT).toBe('true');
    const link = page.locator('a[href^="/events/schools-futsal-cup/games/"]').first();
    await link.waitFor({ timeout: 20_000 });
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe(href);
    await expect.poll(() => page.getByRole('region', { name: 'Scoreboard' }).count(), WAIT).toBe(1);
    expect(await page.getByText('Game not found').count()).toBe(0);
    // The game belongs to the first edition, and the server answers it by the series' slug.
    const res = await fetch(`${e2e.baseUrl}/api${href}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { game: { event: { event_edition: number } } }).game.event.event_edition).toBe(1);
  });
});
