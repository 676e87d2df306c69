import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e, useBrowser } from './support/fixtures';
import { openFromHeader } from './support/ui';

if (!e2e.available) console.warn(`End-to-end admin screens offline skipped: ${e2e.skipReason}`);

const WAIT = { timeout: 30_000, interval: 200 };

describe.skipIf(!e2e.available)('every admin screen opens offline once an admin has signed in', () => {
  const browser = useBrowser();

  it('opens the Standings and Custom Rankings managers without signal on a phone that never opened them', async () => {
    const { context, page } = await browser.newPage();
    await logIn(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The sign-in alone caches the admin code: no admin screen has been opened on this phone.
    const listed = await page.evaluate(async () => ((await (await fetch('/admin-files.json')).json()) as { files: string[] }).files);
    expect(listed).toEqual(
      expect.arrayContaining([expect.stringMatching(/standings-manager-page-/), expect.stringMatching(/rankings-manager-page-/)]),
    );
    const wanted = listed.map((f) => new URL(f, e2e.baseUrl).href).sort();
    await expect.poll(async () => (await cachedAdminFiles(page)).sort(), WAIT).toEqual(wanted);
    // The page must be under the worker's control to load from it.
    await page.reload();

    await context.setOffline(true);
    for (const [path, title] of [
      ['/admin/standings', 'Standings Manager'],
      ['/admin/rankings', 'Custom Rankings Manager'],
      ['/admin/events', 'Event Management'],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => page.locator('h1.page-title').first().textContent(), WAIT).toBe(title);
      expect(await page.getByText('Something went wrong').count()).toBe(0);
    }
    await context.setOffline(false);
  });
});

async function cachedAdminFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('pitchside-admin-code');
    return (await cache.keys()).map((r) => r.url);
  });
}

async function logIn(page: Page) {
  await page.goto('/');
  await openFromHeader(page, 'Login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(e2e.admin.email);
  await dialog.getByLabel('Password').fill(e2e.admin.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('loggedInUser') ?? ''), { timeout: 10_000 }).toContain('"isAdmin":true');
}
