import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { audit } from './support/a11y';
import { adminToken, e2e, useBrowser } from './support/fixtures';

if (!e2e.available) console.warn(`End-to-end match report skipped: ${e2e.skipReason}`);

const WAIT = { timeout: 20_000, interval: 100 };

describe.skipIf(!e2e.available)('the futsal match report courtside, at 390 px', () => {
  const browser = useBrowser();

  it('runs the clock, fills minutes from it, counts fouls to the 10 m warning, keeps cards through a signal loss, shows them to fans and flags the sent-off player next game', async () => {
    // The axe script is injected: the app's content security policy is set aside for this test only.
    const { context, page } = await browser.newPage({ bypassCSP: true });
    await logIn(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto('/admin/games');
    await expect.poll(() => page.getByRole('article').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const eventId = await page.getByRole('combobox', { name: 'Event', exact: true }).inputValue();
    await page.getByRole('tab', { name: 'Live' }).click();
    const gameId = (await page.getByRole('article').first().getAttribute('data-game-id'))!;
    const card = page.locator(`[data-game-id="${gameId}"]`);
    const dialog = page.getByRole('dialog');
    const openReport = async () => {
      await card.getByRole('button', { name: /^Match report/ }).click();
      await expect.poll(() => dialog.count(), WAIT).toBe(1);
    };
    const close = () => dialog.getByRole('button', { name: 'Close' }).click();

    // The clock starts from the report; its controls are thumb-sized.
    await openReport();
    const start = dialog.getByRole('button', { name: 'Start the clock' });
    expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await start.click();
    await expect.poll(() => dialog.getByRole('timer').getAttribute('aria-label'), WAIT).toMatch(/^1st half, minute \d+, clock running$/);
    await close();

    // A goal takes the clock's minute.
    await card.getByRole('button', { name: 'Manage Goals' }).click();
    const minute = await dialog.getByLabel('Minute').inputValue();
    expect(Number(minute)).toBeGreaterThanOrEqual(1);
    await dialog.getByLabel('Side').selectOption('home');
    await dialog.getByLabel('Scorer').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Add Goal' }).click();
    await expect.poll(() => dialog.textContent(), WAIT).toContain('Goal added');
    await close();

    // A yellow, six fouls (the sixth turns the counter into the 10 m warning), a timeout.
    await openReport();
    await dialog.getByRole('tab', { name: 'Cards' }).click();
    await pickCard(dialog, 'home', /^Yellow card/);
    await expect.poll(() => dialog.textContent(), WAIT).toContain('Yellow card for');
    await dialog.getByRole('tab', { name: 'Fouls and timeouts' }).click();
    const addFoul = dialog.getByRole('button', { name: /^Add a foul by/ }).first();
    for (let i = 0; i < 6; i++) await addFoul.click();
    await expect.poll(() => dialog.getByRole('alert').textContent(), WAIT).toContain('6 fouls: 10 m free kick');
    // Readable in sunlight and by a screen reader: no serious accessibility problem, nothing off the side.
    expect((await audit(page)).map((p) => `[${p.kind}] ${p.text}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog
      .getByRole('button', { name: /^Timeout for/ })
      .first()
      .click();
    await expect.poll(() => dialog.textContent(), WAIT).toContain('Timeout taken');

    // No signal: half time and a red card are kept on the phone and sent once it returns.
    await context.setOffline(true);
    const bar = page.getByRole('region', { name: 'Sync status' });
    await expect.poll(() => bar.textContent(), WAIT).toContain('Offline');
    await dialog.getByRole('button', { name: 'Half time' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Start the second half' }).count(), WAIT).toBe(1);
    await dialog.getByRole('tab', { name: 'Cards' }).click();
    await pickCard(dialog, 'away', /^Red card/);
    await expect.poll(() => dialog.textContent(), WAIT).toContain('Red card for');
    await context.setOffline(false);
    await expect.poll(() => bar.textContent(), { timeout: 30_000 }).toContain('All edits synced');
    await close();

    // Another admin's phone pulls the same report from the server.
    const second = await browser.newPage();
    await logIn(second.page);
    await second.page.goto('/admin/games');
    await expect.poll(() => second.page.getByRole('article').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await second.page.getByRole('combobox', { name: 'Event', exact: true }).selectOption(eventId);
    await second.page.getByRole('tab', { name: 'Live' }).click();
    const seen = second.page.locator(`[data-game-id="${gameId}"]`);
    await expect.poll(() => seen.count(), WAIT).toBe(1);
    await seen.getByRole('button', { name: /^Match report/ }).click();
    const other = second.page.getByRole('dialog');
    await expect.poll(() => other.getByRole('timer').getAttribute('aria-label'), WAIT).toBe('Half time');
    await other.getByRole('tab', { name: 'Cards' }).click();
    await expect
      .poll(() => other.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))), WAIT)
      .toEqual(expect.arrayContaining(['Yellow card', 'Red card']));

    // A fan's phone shows the clock at half time and both cards, from the public game answer.
    const listed = (await (await fetch(`${e2e.baseUrl}/api/events?limit=100`)).json()) as { events: { _id: string; slug: string }[] };
    const slug = listed.events.find((e) => e._id === eventId)!.slug;
    const fan = await browser.newPage();
    await fan.page.goto(`/events/${slug}/games/${gameId}`);
    await expect.poll(() => fan.page.getByRole('timer').getAttribute('aria-label'), WAIT).toBe('Half time');
    const fanCards = fan.page.getByRole('region', { name: 'Cards' });
    await expect
      .poll(() => fanCards.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))), WAIT)
      .toEqual(['Yellow card', 'Red card']);

    // The game ends; the sent-off player's team plays next, and its lineup flags him.
    await card.getByRole('combobox', { name: /^Status of/ }).selectOption('completed');
    await card.getByRole('button', { name: 'Save status' }).click();
    const played = await readGame(eventId, gameId);
    const awayTeam = played.awayTeam._id;
    const nextDay = new Date(Date.parse(played.startTime ?? new Date().toISOString()) + 86_400_000).toISOString();
    const created = await fetch(`${e2e.baseUrl}/api/events/${eventId}/games`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        homeTeam: awayTeam,
        awayTeam: played.homeTeam._id,
        startTime: nextDay,
        stage: 'friendly',
        status: 'Upcoming',
        ...(played.ageGroup ? { ageGroup: played.ageGroup.slug } : {}),
      }),
    });
    expect(created.status).toBe(201);
    const nextId = ((await created.json()) as { game: { _id: string } }).game._id;
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await page.getByRole('button', { name: 'Team, round, status' }).click();
    await page.getByRole('combobox', { name: 'Team', exact: true }).selectOption(awayTeam);
    await page.getByRole('tab', { name: 'All Games' }).click();
    const nextCard = page.locator(`[data-game-id="${nextId}"]`);
    await expect.poll(() => nextCard.count(), WAIT).toBe(1);
    await nextCard.getByRole('button', { name: /^Match report/ }).click();
    await dialog.getByRole('tab', { name: 'Lineups' }).click();
    await expect.poll(() => dialog.textContent(), WAIT).toContain('is suspended for this game (red card).');
    expect((await audit(page)).map((p) => `[${p.kind}] ${p.text}`)).toEqual([]);
  });
});

async function pickCard(dialog: Locator, side: 'home' | 'away', kind: RegExp) {
  await dialog.getByLabel('Side').selectOption(side);
  await dialog.getByLabel('Player', { exact: true }).selectOption({ index: 1 });
  await dialog.getByRole('radio', { name: kind }).check();
  await dialog.getByRole('button', { name: 'Record the card' }).click();
}

interface ApiGame {
  startTime: string | null;
  homeTeam: { _id: string };
  awayTeam: { _id: string };
  ageGroup: { slug: string } | null;
}

/** The admin's own view of the server: a bearer token from the login call. */
async function readGame(eventId: string, gameId: string): Promise<ApiGame> {
  const res = await fetch(`${e2e.baseUrl}/api/events/${eventId}/games/${gameId}`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { game: ApiGame }).game;
}

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
