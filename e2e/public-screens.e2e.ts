import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e, useBrowser } from './support/fixtures';

if (!e2e.available) console.warn(`End-to-end public screens skipped: ${e2e.skipReason}`);

const SLUG = 'schools-futsal-cup';
const bodyText = (page: Page) => page.locator('body').innerText();
const banner = (page: Page) =>
  page
    .locator('.offline-banner')
    .innerText()
    .catch(() => '');

describe.skipIf(!e2e.available)('public screens on a phone', () => {
  const browser = useBrowser();

  it('keeps the event (every tab), a game, a team, the leaderboards and a profile readable offline', async () => {
    const { context, page } = await browser.newPage();
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });

    // Online: open each screen once, the way a fan would before the signal drops.
    await page.goto(`/events/${SLUG}`);
    await expect.poll(() => bodyText(page)).toContain('Lebanon Schools Futsal Cup');
    await expect.poll(async () => page.locator('a[href^="/teams/"]').count()).toBeGreaterThan(0);
    for (const name of ['Games', 'Standings', 'Rankings']) {
      await tab(name).click();
      await expect.poll(() => bodyText(page)).toMatch(name === 'Games' ? /Completed/ : name === 'Standings' ? /Group A/ : /Event Rankings/);
    }
    await tab('Standings').click();
    await page.getByRole('tab', { name: 'Knockout Stage' }).click();
    await expect.poll(() => bodyText(page)).toContain('CHAMPION');

    await tab('Games').click();
    const completed = page.locator('section', { has: page.getByRole('heading', { name: 'Completed' }) });
    await completed
      .getByRole('link', { name: /game details/ })
      .first()
      .click();
    await page.waitForURL(/\/games\/[\w-]+$/);
    const gameUrl = page.url();
    await expect.poll(() => bodyText(page)).toContain('Full Time');

    await page.locator('.scoreboard a[href^="/teams/"]').first().click();
    await page.waitForURL(/\/teams\/[\w-]+$/);
    const teamUrl = page.url();
    await expect.poll(() => bodyText(page)).toContain('Last 10 Games');
    await page.getByRole('tab', { name: 'Squad' }).click();
    await page.locator('a[href^="/user/"]').first().click();
    await page.waitForURL(/\/user\/[\w-]+$/);
    const userUrl = page.url();
    await expect.poll(() => bodyText(page)).toContain('Career Statistics');

    await page.goto('/rankings');
    await expect.poll(() => bodyText(page)).toContain('Top Scorers');
    await expect.poll(() => bodyText(page)).toContain('Gold membership required for full access');

    // Offline: every one of them renders from the device and says how old it is.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await context.setOffline(true);

    await page.goto(`/events/${SLUG}`);
    await expect.poll(() => banner(page)).toMatch(/Offline · updated (just now|\d+ min ago)/);
    await expect.poll(async () => page.locator('a[href^="/teams/"]').count()).toBeGreaterThan(0);
    await tab('Games').click();
    await expect.poll(() => bodyText(page)).toContain('Completed');
    await tab('Standings').click();
    await expect.poll(() => bodyText(page)).toContain('Group A');
    await tab('Rankings').click();
    await expect.poll(() => bodyText(page)).toContain('Event Rankings');
    expect(await bodyText(page)).not.toContain('No data available yet');

    for (const [url, text] of [
      [gameUrl, 'Full Time'],
      [teamUrl, 'Last 10 Games'],
      [userUrl, 'Career Statistics'],
      ['/rankings', 'Top Scorers'],
    ] as const) {
      await page.goto(url);
      await expect.poll(() => bodyText(page)).toContain(text);
      await expect.poll(() => banner(page)).toMatch(/^Offline · updated/);
    }

    // A page never opened on this device says so instead of spinning.
    await page.goto(`/teams/00000000-0000-4000-8000-000000000000`);
    await expect.poll(() => bodyText(page)).toContain("You're offline and this page hasn't been saved on this device yet.");
    expect(await page.locator('.spinner').count()).toBe(0);
    await context.setOffline(false);
  });

  it('works the event tabs with the arrow keys and closes the mobile menu at 1200 px', async () => {
    const { page } = await browser.newPage();
    await page.goto(`/events/${SLUG}`);
    const teams = page.getByRole('tab', { name: 'Teams', exact: true });
    await teams.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByRole('tab', { name: 'Rankings', exact: true }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Rankings');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('button', { name: 'Sign Up' }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect.poll(() => page.locator('.menu-toggle').getAttribute('aria-expanded')).toBe('false');
    // Back on a narrow window the menu stays shut until asked for.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await nav.getByRole('button', { name: 'Sign Up' }).isVisible()).toBe(false);
  });

  it('traps focus in the login popup, closes it with Escape and gives focus back', async () => {
    const { page } = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto('/');
    const login = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' });
    await login.click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Login');
  });
});
