import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { audit, catalog, focusRingProblem, type AuditProblem } from './support/a11y';
import { adminToken, e2e, useBrowser } from './support/fixtures';
import { adminApi, createEvent, importTeams } from './support/setup';

if (!e2e.available) console.warn(`End-to-end accessibility skipped: ${e2e.skipReason}`);

const SLUG = 'schools-futsal-cup';
const WAIT = { timeout: 15_000, interval: 100 };
type Cat = Record<string, string>;

async function openMenuItem(page: Page, cat: Cat, key: string) {
  const direct = page.getByRole('button', { name: cat[key], exact: true }).first();
  const menu = page.getByRole('button', { name: cat['shell.openMenu'], exact: true });
  // The header is drawn once the app has started: wait for one way in or the other.
  await expect.poll(async () => (await direct.isVisible()) || (await menu.isVisible()), WAIT).toBe(true);
  if (!(await direct.isVisible())) await menu.click();
  await page.getByRole('button', { name: cat[key], exact: true }).first().click();
}

async function logIn(page: Page, cat: Cat) {
  await openMenuItem(page, cat, 'shell.nav.login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(cat['common.email']!, { exact: true }).fill(e2e.admin.email);
  await dialog.getByLabel(cat['common.password']!, { exact: true }).fill(e2e.admin.password);
  await dialog.getByRole('button', { name: cat['auth.login.submit'], exact: true }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('loggedInUser') ?? ''), WAIT).toContain('"isAdmin":true');
}

/** Waits for the screen's data, then checks it: every problem is named with the screen it is on. */
async function scan(page: Page, screen: string, found: string[], ready: () => Promise<unknown>) {
  try {
    await ready();
  } catch {
    found.push(`${screen}: did not finish loading`);
    return;
  }
  // Let the last fetch land and the layout settle (fonts, pictures) before measuring colours.
  await page.waitForLoadState('networkidle').catch(() => {});
  const problems: AuditProblem[] = await audit(page);
  for (const p of problems) found.push(`${screen}: [${p.kind}] ${p.text}`);
  const title = await page.title();
  if (title.trim() === 'Pitchside') found.push(`${screen}: the document title is just the site name`);
}

const bodyHas = (page: Page, text: string) => () => expect.poll(() => page.locator('body').innerText(), WAIT).toContain(text);

/**
 * The main screens a fan and an admin see, in order: `visit` is called on each once its data is in
 * (with the wait that tells so), the admin ones after logging in.
 */
async function walkScreens(page: Page, cat: Cat, visit: (screen: string, ready: () => Promise<unknown>) => Promise<void>) {
  const body = (text: string) => bodyHas(page, text);
  const tab = (key: string) => page.getByRole('tab', { name: cat[key], exact: true });

  await page.goto('/');
  await visit('home', body(cat['home.impact.title']!));

  await page.goto(`/events/${SLUG}`);
  await visit('event: teams', () => expect.poll(async () => page.locator('a[href^="/teams/"]').count(), WAIT).toBeGreaterThan(0));
  await tab('event.tab.games').click();
  await visit('event: games', body(cat['event.section.completed']!));
  await tab('event.tab.standings').click();
  await visit('event: standings', () => expect.poll(async () => page.locator('.group-card').count(), WAIT).toBeGreaterThan(0));
  await tab('event.stage.knockout').click();
  await visit('event: bracket', body(cat['event.bracket.champion']!));
  await tab('event.tab.rankings').click();
  await visit('event: rankings', body(cat['event.rankings.title']!));

  await tab('event.tab.games').click();
  const gameHref = await page.locator('a[href*="/games/"]').first().getAttribute('href');
  await page.goto(gameHref!);
  await visit('game', body(cat['game.goals']!));

  await page.locator('.scoreboard a[href^="/teams/"]').first().click();
  await page.waitForURL(/\/teams\/[\w-]+$/);
  await visit('team', body(cat['team.lastGames']!));

  await tab('team.tab.squad').click();
  await page.locator('a[href^="/user/"]').first().click();
  await page.waitForURL(/\/user\/[\w-]+$/);
  await visit('player', body(cat['profile.career']!));

  await page.goto('/rankings');
  await visit('leaderboards', () => expect.poll(async () => page.locator('.rank-row').count(), WAIT).toBeGreaterThan(0));

  await page.goto('/');
  await openMenuItem(page, cat, 'shell.nav.login');
  await visit('login dialog', () =>
    expect.poll(() => page.getByRole('dialog', { name: cat['auth.login.title'] }).isVisible(), WAIT).toBe(true),
  );
  await page.keyboard.press('Escape');

  await logIn(page, cat);
  for (const [screen, url, ready] of [
    ['admin: events', '/admin/events', body(cat['admin-events.title']!)],
    ['admin: teams', '/admin/teams', body(cat['admin-teams.title']!)],
    [
      'admin: games manager',
      '/admin/games',
      () => expect.poll(() => page.getByRole('article').count(), { timeout: 20_000 }).toBeGreaterThan(0),
    ],
    ['admin: standings', '/admin/standings', body(cat['admin-standings.title']!)],
  ] as const) {
    await page.goto(url);
    await visit(screen, ready);
  }
}

/**
 * Behind the scenes, an edition for the organisers' newer screens: a league (its games count in the
 * Fair Play table, a friendly's would not) whose scorers' results wait for review, a game played with
 * a red card (a Fair Play row, a suspension for the sent-off player's next game) and a result a
 * score-entry link recorded, awaiting confirmation.
 */
async function disciplineDay() {
  const event = await createEvent(
    `Zahle Cards Cup ${Date.now().toString(36).slice(-5)}`,
    { email: 'cards@example.lb', phone: '+961 3 555 111' },
    '#375',
  );
  await adminApi('PUT', `/api/events/${event._id}`, {
    ageGroups: [{ name: 'Under 14', stageType: 'League', leagueTeams: 4 }],
  });
  const slug = (await adminApi<{ event: { ageGroups: { slug: string }[] } }>('GET', `/api/events/${event._id}`)).event.ageGroups[0]!.slug;
  await adminApi('PUT', `/api/events/${event._id}`, { ageGroups: [{ slug, review: { scorerResults: true } }] });
  const teams = ['Cedar Kites', 'نادي الأرز', 'Harbour Lions', 'Pine Rangers'];
  const ids = await importTeams(event._id, 'Under 14', teams, 'Saida');
  await adminApi('POST', `/api/events/${event._id}/import`, {
    kind: 'players',
    dryRun: false,
    rows: teams.map((team, i) => ({ name: `Striker ${i + 1}`, team, shirtNumber: '9', dateOfBirth: '25/03/2012' })),
  });
  const game = async (home: string, away: string, hoursFromNow: number, status?: string) =>
    (
      await adminApi<{ game: { _id: string } }>('POST', `/api/events/${event._id}/games`, {
        homeTeam: ids.get(home),
        awayTeam: ids.get(away),
        ageGroup: slug,
        startTime: new Date(Date.now() + hoursFromNow * 3_600_000).toISOString(),
        ...(status ? { status } : {}),
      })
    ).game._id;
  const played = await game('Cedar Kites', 'نادي الأرز', -2, 'live');
  const awaiting = await game('Harbour Lions', 'Pine Rangers', -1, 'live');
  await game('Cedar Kites', 'Harbour Lions', 24);
  const sentOff = (
    await adminApi<{ game: { homeTeam: { players: { _id: string }[] } } }>('GET', `/api/events/${event._id}/games/${played}`)
  ).game.homeTeam.players[0]!._id;
  const push = async (token: string, mutations: unknown[]) => {
    const res = await fetch(`${e2e.baseUrl}/api/sync/push`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: `e2e-a11y-${Math.random().toString(36).slice(2, 10)}`, mutations }),
    });
    const statuses = ((await res.json()) as { results?: { status: string }[] }).results?.map((r) => r.status);
    if (statuses?.some((s) => s !== 'applied')) throw new Error(`push -> ${JSON.stringify(statuses)}`);
  };
  await push(await adminToken(), [
    { id: 1, name: 'card.add', args: { gameId: played, cardId: randomUUID(), side: 'home', playerId: sentOff, kind: 'red', minute: 30 } },
    { id: 2, name: 'game.setStatus', args: { gameId: played, expected: 'live', status: 'completed' } },
  ]);
  // The other result comes from a volunteer's score-entry link, so it waits for an organiser.
  const link = await adminApi<{ link: { url: string } }>('POST', `/api/events/${event._id}/score-links`, {
    label: 'Hall volunteers',
    validFrom: new Date(Date.now() - 3_600_000).toISOString(),
    validUntil: new Date(Date.now() + 8 * 3_600_000).toISOString(),
  });
  const login = await fetch(`${e2e.baseUrl}/api/auth/score-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: decodeURIComponent(link.link.url.split('#')[1]!), name: 'Nour Saab' }),
  });
  const scorer = login.headers
    .getSetCookie()
    .map((c) => /^pitchside_session=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  if (!scorer) throw new Error(`score-link login -> ${login.status}`);
  await push(scorer, [{ id: 1, name: 'game.setStatus', args: { gameId: awaiting, expected: 'live', status: 'completed' } }]);
  return { id: event._id, slug: event.slug };
}

/**
 * The organisers' newer screens, each in the state that shows most of it: `visit` is called once its
 * data is in. Signed in already.
 */
async function walkNewScreens(
  page: Page,
  cat: Cat,
  event: { id: string; slug: string },
  visit: (screen: string, ready: () => Promise<unknown>) => Promise<void>,
) {
  const body = (text: string) => bodyHas(page, text);
  await page.goto(`/events/${event.slug}?tab=rankings&rank=fairPlay`);
  await visit('event: fair play', () => expect.poll(() => page.locator('.fair-play__table tbody tr').count(), WAIT).toBeGreaterThan(0));

  await page.goto(`/admin/events/${event.id}/suspensions`);
  await visit('admin: suspensions', () => expect.poll(() => page.locator('.suspension-row').count(), WAIT).toBeGreaterThan(0));
  // Extend: the dialog with the most in it (a number of games and a reason).
  await page.locator('.suspension-row .suspension-actions button').last().click();
  await visit('admin: suspensions, extend dialog', () => expect.poll(() => page.getByRole('dialog').isVisible(), WAIT).toBe(true));
  await page.keyboard.press('Escape');

  await page.goto(`/admin/events/${event.id}/staff`);
  await visit('admin: staff, invite', body(cat['admin-staff.inviteTitle']!));
  await page.getByText(cat['admin-staff.chooseGames']!, { exact: true }).first().click();
  await visit('admin: staff, choose games', () =>
    expect.poll(() => page.locator('details.staff-games[open]').count(), WAIT).toBeGreaterThan(0),
  );
  await page.getByRole('button', { name: cat['admin-staff.history.show'], exact: true }).click();
  await visit('admin: staff, history', () => expect.poll(() => page.locator('.staff-history-item').count(), WAIT).toBeGreaterThan(0));

  await page.goto('/admin/games');
  await page.getByRole('combobox', { name: cat['admin-games.event'], exact: true }).selectOption(event.id);
  await visit('admin: games manager, awaiting confirmation', () =>
    expect.poll(() => page.locator('.gm-awaiting li').count(), { timeout: 20_000 }).toBeGreaterThan(0),
  );
}

/**
 * Controls a finger cannot hit reliably: every visible link, button, field, tab and summary whose hit
 * area is under 44 x 44 CSS px, named as a screen reader names it. A check box or radio button counts
 * its wrapping label, which takes the tap too, and a link stretched over its card counts the card. Links inside running text are left out, as WCAG 2.5.8
 * allows for inline targets ("the size of the target is constrained by the line-height of non-target
 * text"): a link that sits in a sentence cannot grow without breaking the line.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const SELECTOR = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], summary';
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      // Parked off the page until focused (the skip link).
      if (r.right <= 0 || r.left >= document.documentElement.clientWidth) return false;
      if (el.closest('[aria-hidden="true"], [inert]')) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    /** A link in a sentence: drawn inline, in a block that holds other text than the link's. */
    const inRunningText = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      const own = (el.textContent ?? '').trim().length;
      return !!block && (block.textContent ?? '').trim().length > own + 1;
    };
    const nameOf = (el: Element) => {
      const labelled = el.getAttribute('aria-labelledby');
      const byIds = labelled
        ? labelled
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
            .join(' ')
        : '';
      const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])].map((l) => l.textContent?.trim()).join(' ') : '';
      return (
        el.getAttribute('aria-label') ||
        byIds ||
        labels ||
        (el as HTMLElement).innerText?.trim() ||
        el.getAttribute('title') ||
        el.getAttribute('placeholder') ||
        ''
      )
        .replace(/\s+/g, ' ')
        .slice(0, 60);
    };
    const found: string[] = [];
    for (const el of document.querySelectorAll(SELECTOR)) {
      if (!visible(el) || inRunningText(el)) continue;
      let box = el.getBoundingClientRect();
      const wrapping = el.closest('label');
      if (wrapping && el.matches('input[type="checkbox"], input[type="radio"]')) box = wrapping.getBoundingClientRect();
      // A link stretched over its card by an absolutely placed ::after takes taps on the whole card.
      const after = getComputedStyle(el, '::after');
      const card = (el as HTMLElement).offsetParent;
      if (after.content !== 'none' && after.position === 'absolute' && card) box = card.getBoundingClientRect();
      const w = Math.round(box.width);
      const h = Math.round(box.height);
      if (w >= min && h >= min) continue;
      const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
      found.push(`${role} "${nameOf(el)}" ${w}x${h} (.${String(el.className).split(/\s+/).filter(Boolean).join('.')})`);
    }
    return found;
  }, 44);
}

describe.skipIf(!e2e.available)('accessibility (axe-core and text contrast)', () => {
  const browser = useBrowser();

  // Every screen in both languages, light and dark, on a phone and on a wide screen (the header's
  // desktop bar and the admin bar only show there); about four minutes in all.
  const runs = [
    { locale: 'en', browserLocale: 'en-GB', width: 390, scheme: 'light' },
    { locale: 'ar', browserLocale: 'ar-LB', width: 390, scheme: 'light' },
    { locale: 'en', browserLocale: 'en-GB', width: 390, scheme: 'dark' },
    { locale: 'ar', browserLocale: 'ar-LB', width: 390, scheme: 'dark' },
    { locale: 'en', browserLocale: 'en-GB', width: 1280, scheme: 'dark' },
    { locale: 'ar', browserLocale: 'ar-LB', width: 1280, scheme: 'dark' },
    { locale: 'en', browserLocale: 'en-GB', width: 1280, scheme: 'light' },
    { locale: 'ar', browserLocale: 'ar-LB', width: 1280, scheme: 'light' },
  ] as const;

  for (const run of runs) {
    it(`has no serious or critical violation and no text under 4.5:1 in ${run.locale}, ${run.width} px, ${run.scheme}`, async () => {
      const cat = catalog(run.locale);
      const { page } = await browser.newPage({ locale: run.browserLocale, viewport: { width: run.width, height: 844 }, bypassCSP: true });
      await page.emulateMedia({ colorScheme: run.scheme, reducedMotion: 'reduce' });
      const found: string[] = [];
      await walkScreens(page, cat, (screen, ready) => scan(page, screen, found, ready));

      expect(found).toEqual([]);
    });
  }

  for (const [locale, browserLocale] of [
    ['en', 'en-GB'],
    ['ar', 'ar-LB'],
  ] as const) {
    it(`gives every control on the main screens a 44 px touch target on a phone, in ${locale}`, async () => {
      const cat = catalog(locale);
      const { page } = await browser.newPage({ locale: browserLocale, viewport: { width: 390, height: 844 } });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const found: string[] = [];
      await walkScreens(page, cat, async (screen, ready) => {
        try {
          await ready();
        } catch {
          found.push(`${screen}: did not finish loading`);
          return;
        }
        await page.waitForLoadState('networkidle').catch(() => {});
        for (const target of await smallTargets(page)) found.push(`${screen}: ${target}`);
      });
      expect([...new Set(found)]).toEqual([]);
    });
  }

  // The organisers' newer screens on a phone, in both languages: axe-core, text contrast, 44 px targets
  // and, in the dialog, focus rings.
  let day: ReturnType<typeof disciplineDay> | undefined;
  for (const [locale, browserLocale] of [
    ['en', 'en-GB'],
    ['ar', 'ar-LB'],
  ] as const) {
    it(`keeps the suspensions, fair play, staff and awaiting-confirmation screens accessible on a phone, in ${locale}`, async () => {
      day ??= disciplineDay();
      const event = await day;
      const cat = catalog(locale);
      const { page } = await browser.newPage({ locale: browserLocale, viewport: { width: 390, height: 844 }, bypassCSP: true });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await logIn(page, cat);
      const found: string[] = [];
      await walkNewScreens(page, cat, event, async (screen, ready) => {
        await scan(page, screen, found, ready);
        for (const target of await smallTargets(page)) found.push(`${screen}: ${target}`);
        // The dialog keeps focus inside: each of its fields and buttons shows a focus ring at 3:1.
        if (!screen.endsWith('dialog')) return;
        for (let i = 0; i < 6; i++) {
          await page.keyboard.press('Tab');
          const problem = await focusRingProblem(page);
          if (problem) found.push(`${screen}: ${problem}`);
        }
      });
      expect([...new Set(found)]).toEqual([]);
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`shows a focus ring at 3:1 or more on every focus stop, form fields included, in ${scheme} mode`, async () => {
      const cat = catalog('en');
      const { page } = await browser.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      const problems: string[] = [];
      const walk = async (where: string, stops: number) => {
        for (let i = 0; i < stops; i++) {
          await page.keyboard.press('Tab');
          const problem = await focusRingProblem(page);
          if (problem) problems.push(`${where}: ${problem}`);
        }
      };
      await page.goto('/');
      await expect.poll(() => page.locator('body').innerText(), WAIT).toContain(cat['home.impact.title']);
      await walk('home', 25);
      await page.goto(`/events/${SLUG}?tab=games`);
      await expect.poll(() => page.locator('body').innerText(), WAIT).toContain(cat['event.section.completed']);
      await walk('event: games', 40);
      await page.goto('/');
      await openMenuItem(page, cat, 'shell.nav.login');
      await expect.poll(() => page.getByRole('dialog').isVisible(), WAIT).toBe(true);
      await walk('login dialog', 6);
      expect([...new Set(problems)]).toEqual([]);
    });
  }

  it('keeps the leaderboards within a 320 px wide phone', async () => {
    const { page } = await browser.newPage({ viewport: { width: 320, height: 640 } });
    await page.goto('/rankings');
    await expect.poll(async () => page.locator('.rank-row').count(), WAIT).toBeGreaterThan(0);
    const wider = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(/\s+/).join('.')}`),
    );
    expect(wider).toEqual([]);
  });

  it('names a control too small to tap, and leaves a link inside a sentence alone', async () => {
    const { page } = await browser.newPage();
    await page.goto('/contact-us');
    await expect.poll(() => page.locator('main h1').count(), WAIT).toBeGreaterThan(0);
    await page.evaluate(() => {
      const planted = document.createElement('div');
      planted.innerHTML =
        '<button type="button" style="width:30px;height:30px;padding:0;min-height:0">Planted tiny</button>' +
        '<p>Read <a href="/about">the planted rules</a> before you play.</p>';
      document.querySelector('main')!.append(planted);
    });
    const small = await smallTargets(page);
    expect(small.some((t) => t.includes('"Planted tiny" 30x30'))).toBe(true);
    expect(small.some((t) => t.includes('the planted rules'))).toBe(false);
  });

  it('catches low-contrast text that axe-core leaves out, Arabic included', async () => {
    const { page } = await browser.newPage({ bypassCSP: true });
    await page.goto('/contact-us');
    await expect.poll(() => page.locator('main h1').count(), WAIT).toBeGreaterThan(0);
    await page.evaluate(() => {
      const planted = document.createElement('p');
      planted.innerHTML = '<span style="color:#8a8a8a">Planted grey</span> <span lang="ar" style="color:#8a8a8a">نص رمادي باهت</span>';
      planted.style.background = '#ffffff';
      document.querySelector('main')!.append(planted);
    });
    const contrast = (await audit(page)).filter((p) => p.kind === 'contrast').map((p) => p.text);
    expect(contrast.some((t) => t.includes('Planted grey'))).toBe(true);
    expect(contrast.some((t) => t.includes('نص رمادي باهت'))).toBe(true);
  });

  it('records a goal in the Games Manager with the keyboard alone', async () => {
    const cat = catalog('en');
    const { page } = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/');
    await logIn(page, cat);
    await page.goto('/admin/games');
    await expect.poll(() => page.getByRole('article').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return `${el?.tagName ?? ''}|${el?.getAttribute('aria-label') ?? ''}|${el?.textContent?.trim() ?? ''}`;
      });
    /** Presses Tab until the focused element matches; fails after `max` presses. */
    const tabTo = async (match: (f: string) => boolean, max = 250) => {
      for (let i = 0; i < max; i++) {
        await page.keyboard.press('Tab');
        const f = await focused();
        if (match(f)) return f;
      }
      throw new Error('not reachable with Tab');
    };

    // The first card's Manage Goals, reached from the top of the page.
    const card = page.getByRole('article').first();
    const label = (await card.getAttribute('aria-label'))!;
    const before = (await card.locator('.gm-team-score').allInnerTexts()).map((s) => parseInt(s, 10));
    await tabTo((f) => f === 'BUTTON||Manage Goals');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(true);

    // Side and scorer: a native select takes its option with an arrow key, the minute is typed.
    await tabTo((f) => f.startsWith('SELECT|'));
    const side = dialog.getByRole('combobox', { name: cat['admin-games.side'], exact: true });
    await expect.poll(() => side.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => side.inputValue()).not.toBe('');
    await page.keyboard.press('Tab');
    await page.keyboard.type('7');
    await page.keyboard.press('Tab');
    const scorer = dialog.getByRole('combobox', { name: cat['admin-games.scorer'], exact: true });
    await expect.poll(() => scorer.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => scorer.inputValue()).not.toBe('');
    await tabTo((f) => f === 'BUTTON||Add Goal', 10);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('body').innerText(), WAIT).toContain(cat['admin-games.goalAdded']);

    await page.keyboard.press('Escape');
    const after = page.locator(`article[aria-label="${label}"] .gm-team-score`);
    await expect
      .poll(async () => (await after.allInnerTexts()).map((s) => parseInt(s, 10)).reduce((a, b) => a + b, 0), WAIT)
      .toBe(before.reduce((a, b) => a + b, 0) + 1);
  });
});
