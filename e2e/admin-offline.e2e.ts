import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, e2e, useBrowser } from './support/fixtures';

if (!e2e.available) console.warn(`End-to-end admin offline journey skipped: ${e2e.skipReason}`);

/** Playwright actions wait on their own; these polls wait for the screen to catch up. */
const WAIT = { timeout: 15_000, interval: 100 };

interface ApiGoal {
  _id: string;
  minute: number;
  side: 'home' | 'away';
  scorerName: string;
}
interface ApiGame {
  _id: string;
  status: string;
  homeTeam: { _id: string };
  homeGoals: ApiGoal[];
  awayGoals: ApiGoal[];
}
interface QueuedGoal {
  goalId: string;
  minute: number;
  gameId: string;
}

describe.skipIf(!e2e.available)('an admin records goals and completes a game with no signal', () => {
  const browser = useBrowser();

  it('sends each edit to the server exactly once when the signal returns', async () => {
    const { context, page } = await browser.newPage();
    await logIn(page);
    // The app shell must be on the device before the signal goes.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await page.goto('/admin/games');
    await expect.poll(() => page.getByRole('article').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const eventId = await page.getByRole('combobox', { name: 'Event', exact: true }).inputValue();
    await page.getByRole('tab', { name: 'Live' }).click();
    const card = page.getByRole('article').first();
    const gameId = (await card.getAttribute('data-game-id'))!;
    const before = await readGame(eventId, gameId);
    const homeTeam = before.homeTeam._id;
    // On a phone the Games Manager's header stays under a third of the screen, the first card in view.
    const headerTop = await page.getByRole('heading', { name: 'Games Manager' }).evaluate((el) => el.getBoundingClientRect().top);
    const headerBottom = await page.locator('.gm-header').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(headerBottom - headerTop).toBeLessThan(844 / 3);
    expect(await card.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(844);
    // The team filter keeps the game on the first page of any status tab.
    await page.getByRole('button', { name: 'Team, round, status' }).click();
    await page.getByRole('combobox', { name: 'Team', exact: true }).selectOption(homeTeam);
    expect(before.status).not.toBe('completed');
    const goalsBefore = [...before.homeGoals, ...before.awayGoals].map((g) => g._id);

    await context.setOffline(true);
    const bar = page.getByRole('region', { name: 'Sync status' });
    await expect.poll(() => bar.textContent(), WAIT).toContain('Offline');

    // Three goals in Batch Mode, then 'Save All Goals & Complete Game'.
    const gameCard = page.locator(`[data-game-id="${gameId}"]`);
    await gameCard.getByRole('button', { name: 'Manage Goals' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Batch Mode' }).click();
    const minutes = [31, 35, 38];
    for (const [i, minute] of minutes.entries()) {
      await dialog.getByRole('button', { name: 'Add Goal' }).click();
      const row = dialog.getByRole('group', { name: `Goal ${i + 1}` });
      await row.getByLabel('Side').selectOption(i === 1 ? 'away' : 'home');
      await row.getByLabel('Minute').fill(String(minute));
      await row.getByLabel('Scorer').selectOption({ index: i === 2 ? 2 : 1 });
    }
    await dialog.getByRole('button', { name: 'Save All Goals & Complete Game' }).click();
    await expect.poll(() => dialog.textContent(), WAIT).toContain('3 goals added and game completed');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // Completed now: the card stays on the Live tab while the scorer is on it, and says where it went.
    await expect.poll(() => gameCard.textContent(), WAIT).toContain('Now under Completed');
    await gameCard.getByRole('button', { name: 'Show Completed' }).click();

    await expect.poll(() => gameCard.textContent(), WAIT).toContain('4 waiting to sync');
    await expect.poll(() => bar.textContent(), WAIT).toContain('4 edits waiting');
    const queued = await queuedGoals(page);
    expect(queued.map((g) => g.minute)).toEqual(minutes);
    expect(queued.every((g) => g.gameId === gameId)).toBe(true);

    // A reload with no signal: the shell comes from the service worker, the edits from Dexie.
    await page.reload();
    await expect.poll(() => bar.textContent(), { timeout: 20_000 }).toContain('4 edits waiting');
    await page.getByRole('button', { name: 'Team, round, status' }).click();
    await page.getByRole('combobox', { name: 'Team', exact: true }).selectOption(homeTeam);
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect.poll(() => page.locator(`[data-game-id="${gameId}"]`).textContent(), WAIT).toContain('4 waiting to sync');
    await expect
      .poll(() =>
        page
          .locator(`[data-game-id="${gameId}"]`)
          .getByRole('combobox', { name: /^Status of/ })
          .inputValue(),
      )
      .toBe('completed');

    await context.setOffline(false);
    await expect.poll(() => bar.textContent(), { timeout: 30_000 }).toContain('All edits synced');
    await expect.poll(() => page.locator(`[data-game-id="${gameId}"]`).textContent(), WAIT).not.toContain('waiting to sync');

    // The server holds exactly those three goals, once each, and the new status.
    const after = await readGame(eventId, gameId);
    const goalsAfter = [...after.homeGoals, ...after.awayGoals];
    expect(after.status).toBe('completed');
    expect(goalsAfter).toHaveLength(goalsBefore.length + 3);
    expect(new Set(goalsAfter.map((g) => g._id)).size).toBe(goalsAfter.length);
    const added = goalsAfter.filter((g) => !goalsBefore.includes(g._id));
    expect(added.map((g) => g._id).sort()).toEqual(queued.map((g) => g.goalId).sort());
    expect(added.map((g) => g.minute).sort()).toEqual(minutes);
    expect(added.filter((g) => g.side === 'away')).toHaveLength(1);

    // Another admin's phone sees the same game: three more goals and completed.
    const second = await browser.newPage();
    await logIn(second.page);
    await second.page.goto('/admin/games');
    await expect.poll(() => second.page.getByRole('article').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await second.page.getByRole('combobox', { name: 'Event', exact: true }).selectOption(eventId);
    await second.page.getByRole('button', { name: 'Team, round, status' }).click();
    await second.page.getByRole('combobox', { name: 'Team', exact: true }).selectOption(homeTeam);
    await second.page.getByRole('tab', { name: 'Completed' }).click();
    const seen = second.page.locator(`[data-game-id="${gameId}"]`);
    await expect.poll(() => seen.count(), { timeout: 20_000 }).toBe(1);
    const scores = await seen.locator('.gm-team-score').allTextContents();
    const home = after.homeGoals.length;
    const away = after.awayGoals.length;
    expect(scores.map((s) => Number.parseInt(s, 10))).toEqual([home, away]);
    expect(await seen.getByRole('combobox', { name: /^Status of/ }).inputValue()).toBe('completed');
    expect(await seen.textContent()).not.toContain('waiting to sync');
  });
});

async function logIn(page: Page) {
  await page.goto('/');
  const direct = page.getByRole('button', { name: 'Login', exact: true }).first();
  if (!(await direct.isVisible())) await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(e2e.admin.email);
  await dialog.getByLabel('Password').fill(e2e.admin.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('loggedInUser') ?? ''), { timeout: 10_000 }).toContain('"isAdmin":true');
}

/** The admin's own view of the server: a bearer token from the login call. */
async function readGame(eventId: string, gameId: string): Promise<ApiGame> {
  const res = await fetch(`${e2e.baseUrl}/api/events/${eventId}/games/${gameId}`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { game: ApiGame }).game;
}

/** The goals waiting in the device's outbox (Dexie database 'pitchside', table 'pendingEdits': every admin's outbox). */
async function queuedGoals(page: Page): Promise<QueuedGoal[]> {
  return page.evaluate(
    () =>
      new Promise<QueuedGoal[]>((resolve, reject) => {
        const open = indexedDB.open('pitchside');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('pendingEdits').objectStore('pendingEdits').getAll();
          req.onerror = () => reject(req.error);
          req.onsuccess = () => {
            const rows = req.result as { name: string; args: QueuedGoal }[];
            open.result.close();
            resolve(
              rows
                .filter((r) => r.name === 'goal.add')
                .map((r) => ({ goalId: r.args.goalId, minute: r.args.minute, gameId: r.args.gameId })),
            );
          };
        };
      }),
  );
}
