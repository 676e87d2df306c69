import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalog } from './support/a11y';
import { adminToken, e2e, useBrowser } from './support/fixtures';
import { adminApi, logIn } from './support/setup';

if (!e2e.available) console.warn(`End-to-end mixed-language journeys skipped: ${e2e.skipReason}`);

const SLUG = 'schools-futsal-cup';
const WAIT = { timeout: 20_000, interval: 100 };
const run = Date.now().toString(36).slice(-5);
// A team typed in two scripts with a number, as Lebanese clubs are named: unisolated in an Arabic
// screen it reads "42 FC نمور Achrafieh". A player likewise (no digits: after Arabic letters they
// would join the Arabic run whatever the isolation).
const NUMBER = String(100 + (Date.now() % 900));
const MIXED = `Achrafieh نمور FC ${NUMBER}`;
const MIXED_PIECES = ['Achrafieh', 'نمور', 'FC', NUMBER];
const SCORER = 'Karim كريم Haddad';
const SCORER_PIECES = ['Karim', 'كريم', 'Haddad'];
const AGE_GROUP = 'Under 12';
const TEAMS = [MIXED, `Cedar Kites ${run}`, `نادي الجبل ${run}`, `Harbour Lions ${run}`];

const metaContent = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;

/** The page as a link-preview crawler or a first visit gets it: HTML written by the server. */
async function pageHtml(path: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(`${e2e.baseUrl}${path}`, { headers });
  expect(res.status).toBe(200);
  return res.text();
}

describe.skipIf(!e2e.available)('languages: what the server writes', () => {
  it('gives a shared event link an Arabic preview title for an Arabic reader, by cookie before Accept-Language', async () => {
    const event = (await (await fetch(`${e2e.baseUrl}/api/events/slug/${SLUG}`)).json()) as { event: { event: string } };
    const name = event.event.event;

    const byCookie = await pageHtml(`/events/${SLUG}`, { cookie: 'pitchside-locale=ar', 'accept-language': 'en-GB,en;q=0.9' });
    const title = metaContent(byCookie, 'og:title');
    expect(title).toContain(name);
    expect(title).toContain('النسخة');
    expect(byCookie).toMatch(/<html[^>]*lang="ar"/);
    expect(byCookie).toMatch(/<html[^>]*dir="rtl"/);

    const byHeader = await pageHtml(`/events/${SLUG}`, { 'accept-language': 'ar-LB,ar;q=0.9,en;q=0.5' });
    expect(metaContent(byHeader, 'og:title')).toBe(title);

    const home = await pageHtml('/', { cookie: 'pitchside-locale=ar' });
    expect(metaContent(home, 'og:title')).toBe('Pitchside · كرة الصالات في لبنان');
  });
});

interface ApiGame {
  _id: string;
  status: string;
  startTime: string | null;
  round: string | null;
  homeTeam: { _id: string; name: string };
  awayTeam: { _id: string; name: string };
}

const gamesOf = async (eventId: string) => (await adminApi<{ games: ApiGame[] }>('GET', `/api/events/${eventId}/games?limit=500`)).games;

/** A game's kick-off on a Beirut clock, "18:00". */
const beirutTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Beirut', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** A week from today in Beirut, as the organiser types it ("YYYY-MM-DD"). */
function nextWeek(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Beirut' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7);
  return d.toISOString().slice(0, 10);
}

interface Cup {
  event: { _id: string; slug: string };
  slug: string;
  ids: Map<string, string>;
  played: ApiGame;
}

let cup: Promise<Cup> | undefined;
/**
 * Behind the scenes, once: an event with one group of four (the mixed-script team among them), its
 * generated fixtures published to fans, and the mixed team's first game won 1-0 by a mixed-script scorer.
 */
function cupBehindTheScenes(): Promise<Cup> {
  cup ??= (async () => {
    const form = new FormData();
    form.append('event', `Mixed Scripts Cup ${run}`);
    form.append('contact_info', JSON.stringify({ email: 'cup@achrafieh.lb', phone: '+961 1 200 300' }));
    const logo = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#a70' } })
      .png()
      .toBuffer();
    form.append('event_logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
    const created = await fetch(`${e2e.baseUrl}/api/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken()}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const event = ((await created.json()) as { event: { _id: string; slug: string } }).event;
    await adminApi('PUT', `/api/events/${event._id}`, {
      ageGroups: [
        {
          name: AGE_GROUP,
          stageType: 'Group Stage',
          groupsCount: 1,
          teamsPerGroup: 4,
          advancingTeams: 2,
          knockoutTeams: 2,
          thirdPlaceMatch: false,
        },
      ],
    });
    await adminApi('POST', `/api/events/${event._id}/import`, {
      kind: 'teams',
      dryRun: false,
      rows: TEAMS.map((name, i) => ({ name, ageGroup: AGE_GROUP, coachName: `Coach ${i + 1}`, location: 'Beirut' })),
    });
    const teams = (await adminApi<{ teams: { _id: string; name: string }[] }>('GET', `/api/events/${event._id}/teams`)).teams;
    const ids = new Map(TEAMS.map((name) => [name, teams.find((t) => t.name === name)!._id]));
    const slug = (await adminApi<{ event: { ageGroups: { slug: string }[] } }>('GET', `/api/events/${event._id}`)).event.ageGroups[0]!.slug;
    await adminApi('PUT', `/api/events/${event._id}`, {
      ageGroups: [{ slug, groupStage: [{ groupName: 'Group A', teams: TEAMS.map((n) => ids.get(n)!) }] }],
    });
    await adminApi('POST', `/api/events/${event._id}/games/generate-fixtures`, { ageGroup: slug });
    await adminApi('POST', `/api/events/${event._id}/games/publish`, { ageGroup: slug });
    const mixedId = ids.get(MIXED)!;
    const played = (await gamesOf(event._id)).find((g) => g.homeTeam._id === mixedId || g.awayTeam._id === mixedId)!;
    await adminApi('POST', `/api/events/${event._id}/games/${played._id}/goals`, {
      goalId: randomUUID(),
      side: played.homeTeam._id === mixedId ? 'home' : 'away',
      minute: 12,
      scorerName: SCORER,
    });
    await adminApi('PUT', `/api/events/${event._id}/games/${played._id}/status`, { status: 'completed', expected: played.status });
    return { event, slug, ids, played };
  })();
  return cup;
}

interface Drawn {
  where: string;
  isolated: boolean;
  /** Where each piece starts: its line (top) and its left edge. */
  at: { top: number; left: number }[];
}

/**
 * Every place the page draws this name: whether it sits in its own direction box (`<bdi>`, an element
 * with `dir`, or `unicode-bidi: isolate`), and where on screen each of its pieces starts, in typed order.
 */
function drawnNames(page: Page, name: string, pieces: string[]): Promise<Drawn[]> {
  return page.evaluate(
    ({ name, pieces }) => {
      const out: Drawn[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.nodeValue ?? '';
        if (!text.includes(name)) continue;
        const whole = document.createRange();
        whole.selectNodeContents(node);
        if (whole.getClientRects().length === 0) continue;
        const el = node.parentElement!;
        const own = el.textContent!.trim() === name;
        const style = getComputedStyle(el);
        const isolated = own && (el.tagName === 'BDI' || el.hasAttribute('dir') || /isolate|plaintext/.test(style.unicodeBidi));
        const at = pieces.map((piece) => {
          const start = text.indexOf(name) + name.indexOf(piece);
          const r = document.createRange();
          r.setStart(node!, start);
          r.setEnd(node!, start + piece.length);
          const box = r.getBoundingClientRect();
          return { top: Math.round(box.top), left: Math.round(box.left) };
        });
        out.push({ where: `${el.tagName.toLowerCase()}.${String(el.className).split(/\s+/).join('.')}`, isolated, at });
      }
      return out;
    },
    { name, pieces },
  );
}

/**
 * The name is on the screen, every time isolated and drawn in the order it was typed: a name starting
 * with a Latin letter reads left to right, each piece right of the one before or on a later line.
 */
async function expectNameRight(page: Page, where: string, name: string, pieces: string[]) {
  await expect
    .poll(async () => (await drawnNames(page, name, pieces)).length, { ...WAIT, message: `${where}: ${name} shown` })
    .toBeGreaterThan(0);
  for (const d of await drawnNames(page, name, pieces)) {
    expect(d.isolated, `${where}: ${d.where} isolates ${name}`).toBe(true);
    const after = (p: { top: number; left: number }, q: { top: number; left: number }) =>
      p.top > q.top + 4 || (Math.abs(p.top - q.top) <= 4 && p.left > q.left);
    expect(
      d.at.every((p, i) => i === 0 || after(p, d.at[i - 1]!)),
      `${where}: ${d.where} draws ${name} in typed order (${JSON.stringify(d.at)})`,
    ).toBe(true);
  }
}

/** An ICU text with simple arguments filled in, as the app writes it. */
const fill = (text: string, args: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => args[k] ?? m);

describe.skipIf(!e2e.available)('languages: mixed-script names, translated tables and rounds, Beirut time', () => {
  const browser = useBrowser();

  for (const [locale, browserLocale] of [
    ['ar', 'ar-LB'],
    ['fr', 'fr-FR'],
  ] as const) {
    it(`keeps a mixed-script name whole in the team list, the group table and the game page, and translates the table and the matchday, in ${locale}`, async () => {
      const { event, ids, played } = await cupBehindTheScenes();
      const cat = catalog(locale);
      const { page } = await browser.newPage({ locale: browserLocale });
      const tab = (key: string) => page.getByRole('tab', { name: cat[key], exact: true });
      const body = () => page.locator('body').innerText();

      await page.goto(`/events/${event.slug}`);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe(locale);
      await expect.poll(async () => page.locator('a[href^="/teams/"]').count(), WAIT).toBe(TEAMS.length);
      await expectNameRight(page, 'team list', MIXED, MIXED_PIECES);

      // Generated fixtures carry a matchday as data: each language names it its own way.
      await tab('event.tab.games').click();
      const matchday = fill(cat['event.round.groupMatchday']!, { group: fill(cat['event.round.group']!, { name: 'A' }), n: '1' });
      await expect.poll(async () => page.locator('.games-round__title').allTextContents(), WAIT).toContain(matchday);
      expect(await body()).not.toMatch(/matchday/i);

      await tab('event.tab.standings').click();
      await page.locator('button[data-group-open]').first().click();
      const table = page.locator('.standings-table--full');
      await expect.poll(() => table.count(), WAIT).toBe(1);
      await expectNameRight(page, 'group table', MIXED, MIXED_PIECES);
      const headers = await table.locator('thead abbr').evaluateAll((els) => els.map((e) => [e.textContent, e.getAttribute('title')]));
      for (const col of ['w', 'd', 'l'])
        expect(headers, `${locale} ${col.toUpperCase()} column`).toContainEqual([cat[`event.col.${col}`], cat[`event.col.${col}Title`]]);

      await page.goto(`/events/${event.slug}/games/${played._id}`);
      await expect.poll(async () => page.locator('.scoreboard').count(), WAIT).toBe(1);
      await expect.poll(async () => page.locator('.game-page__round').textContent(), WAIT).toBe(matchday);
      await expectNameRight(page, 'game page', MIXED, MIXED_PIECES);
      await expectNameRight(page, 'game page scorer', SCORER, SCORER_PIECES);

      // The team page's last games: the win is a translated letter, spoken as a translated word.
      await page.goto(`/teams/${ids.get(MIXED)}`);
      await expect.poll(body, WAIT).toContain(cat['team.lastGames']);
      await expectNameRight(page, 'team page', MIXED, MIXED_PIECES);
      const win = page.locator('.last-games__slot--W');
      await expect.poll(() => win.count(), WAIT).toBe(1);
      expect(await win.locator('.last-games__badge').innerText()).toBe(cat['team.result.short.W']);
      expect(await win.getAttribute('aria-label')).toContain(cat['team.result.W']);
    });
  }

  it('saves a game typed at 18:00 on a laptop set to New York as 18:00 in Beirut, and shows it so to admins and fans', async () => {
    const { event, ids } = await cupBehindTheScenes();
    const day = nextWeek();
    const home = ids.get(MIXED)!;
    const away = ids.get(TEAMS[1]!)!;

    const { page } = await browser.newPage({ viewport: { width: 1280, height: 900 }, timezoneId: 'America/New_York' });
    // The device really runs on New York time: Beirut's 18:00 is not its 18:00.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    await logIn(page);
    await page.goto('/admin/games');
    const eventPick = page.getByRole('combobox', { name: 'Event', exact: true });
    await expect.poll(() => eventPick.locator(`option[value="${event._id}"]`).count(), WAIT).toBe(1);
    await eventPick.selectOption(event._id);
    await expect.poll(() => page.getByRole('article').count(), WAIT).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Create Game', exact: true }).click();
    await page.getByRole('combobox', { name: 'Home team', exact: true }).selectOption(home);
    await page.getByRole('combobox', { name: 'Away team', exact: true }).selectOption(away);
    await page.getByLabel('Start time', { exact: true }).fill(`${day}T18:00`);
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('Upcoming');
    await page.getByRole('button', { name: 'Create Game', exact: true }).click();
    await expect.poll(() => page.locator('body').innerText(), WAIT).toContain('Game created');

    const createdGame = (await gamesOf(event._id)).find((g) => g.homeTeam._id === home && g.awayTeam._id === away && g.startTime)!;
    expect(createdGame, 'the game was saved').toBeTruthy();
    expect(beirutTime(createdGame.startTime!)).toBe('18:00');
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Beirut' }).format(new Date(createdGame.startTime!))).toBe(day);

    // The admin's own card, still on the New York laptop.
    await page.getByRole('tab', { name: 'Manage Games', exact: true }).click();
    const card = page.getByRole('article').filter({ hasText: TEAMS[1]! }).filter({ hasText: '18:00' });
    await expect.poll(() => card.count(), WAIT).toBeGreaterThan(0);

    // Fans far away and at home: the game page and the games list say 18:00 too.
    for (const timezoneId of ['America/New_York', 'Asia/Beirut']) {
      const fan = (await browser.newPage({ locale: 'en-GB', timezoneId })).page;
      await fan.goto(`/events/${event.slug}/games/${createdGame._id}`);
      await expect
        .poll(
          async () =>
            fan
              .locator('.game-page__meta time')
              .innerText()
              .catch(() => ''),
          WAIT,
        )
        .toContain('18:00');
      await fan.goto(`/events/${event.slug}?tab=games`);
      const listed = fan.locator('article.game-card', { has: fan.locator(`a[href$="/games/${createdGame._id}"]`) }).first();
      await expect.poll(async () => listed.innerText().catch(() => ''), WAIT).toContain('18:00');
    }
  });
});
