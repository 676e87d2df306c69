import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e, useBrowser } from './support/fixtures';

if (!e2e.available) console.warn(`End-to-end languages skipped: ${e2e.skipReason}`);

const SLUG = 'schools-futsal-cup';
const WAIT = { timeout: 15_000, interval: 100 };
const LOCALES_DIR = path.resolve(__dirname, '../pwa/src/i18n/locales');

/** Every catalog area of a language, merged: key to ICU text. */
function catalog(locale: string): Record<string, string> {
  const dir = path.join(LOCALES_DIR, locale);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, string>),
  );
}

const EN = catalog('en');

/** The app's English sentences that the language says differently (a French 'Contact' is not English left over). */
function englishLeftovers(locale: string): Set<string> {
  const other = catalog(locale);
  return new Set(
    Object.entries(EN)
      .filter(([key, text]) => other[key] !== text && !text.includes('{') && text.trim().length >= 3)
      .map(([, text]) => text.trim()),
  );
}

/** Words of the app's English texts, for the Arabic screens: Latin words there may only come from the data. */
const ENGLISH_WORDS = new Set(
  Object.values(EN)
    .filter((t) => !t.includes('{'))
    .flatMap((t) => t.match(/[A-Za-z]{4,}/g) ?? [])
    .map((w) => w.toLowerCase()),
);

/** Everything the demo data says (names of events, teams, players, rounds, places), in lower case. */
async function dataText(): Promise<string> {
  const get = async (p: string) => (await fetch(`${e2e.baseUrl}${p}`)).text();
  const event = await get(`/api/events/slug/${SLUG}`);
  const id = (JSON.parse(event) as { event: { _id: string } }).event._id;
  const parts = await Promise.all([
    get('/api/events?limit=50'),
    get(`/api/events/${id}/games?limit=500`),
    get(`/api/events/${id}/teams`),
    get(`/api/rankings/event/${id}`),
    get('/api/rankings'),
  ]);
  return [event, ...parts].join('\n').toLowerCase();
}

interface Check {
  dir: 'rtl' | 'ltr';
  leftovers: Set<string>;
  data: string;
  latinCheck: boolean;
}

/** The screen (or one part of it) reads in the language: direction, no sideways scrolling, no English left. */
async function expectTranslated(page: Page, where: string, c: Check, scope?: Locator) {
  expect(await page.evaluate(() => document.documentElement.dir), where).toBe(c.dir);
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  expect(overflow, `${where}: horizontal overflow`).toBeLessThanOrEqual(0);
  const text = await (scope ?? page.locator('body')).innerText();
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  expect(
    lines.filter((l) => c.leftovers.has(l)),
    `${where}: English lines`,
  ).toEqual([]);
  if (c.latinCheck) {
    const words = (text.match(/[A-Za-z]{4,}/g) ?? []).map((w) => w.toLowerCase());
    const english = [...new Set(words.filter((w) => ENGLISH_WORDS.has(w) && !c.data.includes(w)))];
    expect(english, `${where}: English words`).toEqual([]);
  }
}

async function openMenuItem(page: Page, cat: Record<string, string>, key: string) {
  const direct = page.getByRole('button', { name: cat[key], exact: true }).first();
  if (!(await direct.isVisible())) await page.getByRole('button', { name: cat['shell.openMenu'], exact: true }).click();
  await page.getByRole('button', { name: cat[key], exact: true }).first().click();
}

async function logIn(page: Page, cat: Record<string, string>) {
  await openMenuItem(page, cat, 'shell.nav.login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(cat['common.email']!, { exact: true }).fill(e2e.admin.email);
  await dialog.getByLabel(cat['common.password']!, { exact: true }).fill(e2e.admin.password);
  await dialog.getByRole('button', { name: cat['auth.login.submit'], exact: true }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('loggedInUser') ?? ''), WAIT).toContain('"isAdmin":true');
}

describe.skipIf(!e2e.available)('Arabic and French on a phone', () => {
  const browser = useBrowser();

  for (const [locale, browserLocale, dir] of [
    ['ar', 'ar-LB', 'rtl'],
    ['fr', 'fr-FR', 'ltr'],
  ] as const) {
    it(`shows every main screen in ${locale}, ${dir}, with no English left and nothing wider than the phone`, async () => {
      const cat = catalog(locale);
      const c: Check = { dir, leftovers: englishLeftovers(locale), data: await dataText(), latinCheck: locale === 'ar' };
      const { page } = await browser.newPage({ locale: browserLocale });
      const body = () => page.locator('body').innerText();

      // The browser's preferred language is the app's language on a first visit.
      await page.goto('/');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe(locale);
      await expect.poll(body, WAIT).toContain(cat['home.impact.title']);
      await expectTranslated(page, 'home', c);

      await page.goto(`/events/${SLUG}`);
      await expect.poll(async () => page.locator('a[href^="/teams/"]').count(), WAIT).toBeGreaterThan(0);
      await expectTranslated(page, 'event: teams', c);
      const tab = (key: string) => page.getByRole('tab', { name: cat[key], exact: true });
      await tab('event.tab.games').click();
      await expect.poll(body, WAIT).toContain(cat['event.section.completed']);
      await expectTranslated(page, 'event: games', c);
      await tab('event.tab.standings').click();
      await expect.poll(async () => page.locator('.group-card').count(), WAIT).toBeGreaterThan(0);
      await expectTranslated(page, 'event: standings', c);
      await tab('event.stage.knockout').click();
      await expect.poll(body, WAIT).toContain(cat['event.bracket.champion']);
      await expectTranslated(page, 'event: bracket', c);
      // The bracket reads from the start side: its first round is on the right in Arabic.
      const cols = page.locator('.bracket__col');
      const first = (await cols.first().boundingBox())!;
      const last = (await cols.last().boundingBox())!;
      expect(dir === 'rtl' ? first.x > last.x : first.x < last.x, 'bracket direction').toBe(true);
      await tab('event.tab.rankings').click();
      await expect.poll(body, WAIT).toContain(cat['event.rankings.title']);
      await expectTranslated(page, 'event: rankings', c);

      await tab('event.tab.games').click();
      const gameHref = await page.locator('a[href*="/games/"]').first().getAttribute('href');
      await page.goto(gameHref!);
      await expect.poll(async () => page.locator('.scoreboard').count(), WAIT).toBe(1);
      await expect.poll(body, WAIT).toContain(cat['game.goals']);
      await expectTranslated(page, 'game', c);

      await page.locator('.scoreboard a[href^="/teams/"]').first().click();
      await page.waitForURL(/\/teams\/[\w-]+$/);
      await expect.poll(body, WAIT).toContain(cat['team.lastGames']);
      await expectTranslated(page, 'team', c);

      await page.goto('/rankings');
      await expect.poll(body, WAIT).toContain(cat['rankings.tab.goals']);
      await expect.poll(async () => page.locator('.rank-row').count(), WAIT).toBeGreaterThan(0);
      await expectTranslated(page, 'leaderboards', c);

      await page.goto('/');
      await openMenuItem(page, cat, 'shell.nav.login');
      const login = page.getByRole('dialog', { name: cat['auth.login.title'] });
      await expect.poll(() => login.isVisible(), WAIT).toBe(true);
      await expectTranslated(page, 'login dialog', c, login);
      await page.keyboard.press('Escape');
      await openMenuItem(page, cat, 'shell.nav.signup');
      const signup = page.getByRole('dialog', { name: cat['auth.signup.title'] });
      await expect.poll(() => signup.isVisible(), WAIT).toBe(true);
      await expectTranslated(page, 'sign-up dialog', c, signup);
      await page.keyboard.press('Escape');

      // An admin on duty courtside: the Games Manager and its sync bar in the same language.
      await logIn(page, cat);
      await page.goto('/admin/games');
      await expect.poll(() => page.getByRole('article').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await expect.poll(body, WAIT).toContain(cat['admin-games.title']);
      await expectTranslated(page, 'games manager', c);
      await page.getByRole('article').first().getByRole('button', { name: cat['admin-games.manageGoals'], exact: true }).click();
      const goals = page.getByRole('dialog');
      await expect.poll(() => goals.isVisible(), WAIT).toBe(true);
      await expectTranslated(page, 'manage goals', c, goals);
    });
  }

  it('switches from the header, and keeps Arabic offline', async () => {
    const ar = catalog('ar');
    const fr = catalog('fr');
    const { context, page } = await browser.newPage({ locale: 'ar-LB' });
    await page.goto('/');
    await expect.poll(() => page.locator('body').innerText(), WAIT).toContain(ar['home.impact.title']);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));

    // Offline, the Arabic texts come from the precached app.
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir), WAIT).toBe('rtl');
    await expect.poll(() => page.locator('body').innerText(), WAIT).toContain(ar['home.ready.title']);
    await context.setOffline(false);

    // The language choice sits in the phone menu.
    await page.getByRole('button', { name: ar['shell.openMenu'], exact: true }).click();
    await page.getByRole('combobox', { name: ar['common.language'], exact: true }).selectOption('fr');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe('fr');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await expect.poll(() => page.locator('body').innerText(), WAIT).toContain(fr['home.ready.title']);
    // Remembered on the device over the browser's preference.
    await page.reload();
    await expect.poll(() => page.locator('body').innerText(), WAIT).toContain(fr['home.impact.title']);
  });
});
