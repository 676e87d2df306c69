import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, e2e, useBrowser } from './support/fixtures';
import { openFromHeader } from './support/ui';

if (!e2e.available) console.warn(`End-to-end tournament journey skipped: ${e2e.skipReason}`);

const WAIT = { timeout: 15_000, interval: 100 };
const run = Date.now().toString(36).slice(-5);
const SERIES = `Litani Futsal Cup ${run}`;
// The earlier a team in this list, the stronger: it wins every game against a later one.
const CUP = ['Cedars', 'Tyre Stars', 'Saida Sharks', 'Byblos Blue', 'Zahle Lions', 'Jounieh Wave', 'Batroun Bay', 'Anjar Eagles'].map(
  (n) => `${n} ${run}`,
);
const LEAGUE = ['Akkar Hawks', 'Baalbek Suns', 'Chouf Pines', 'Douma Rocks'].map((n) => `${n} ${run}`);

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${e2e.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${await adminToken()}`, ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 300) throw new Error(`${method} ${path} -> ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function png(color: string) {
  const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

/** Part 1's setup (its own journey drives it in the browser): an event, a cup and a league age group, teams with one player each. */
async function setUp() {
  const form = new FormData();
  form.set('event', SERIES);
  form.set('event_logo', await png('#0a7'), 'logo.png');
  form.set('contact_info', JSON.stringify({ email: 'cup@litani.lb', phone: '+961 3 555 555' }));
  const event = (await api('POST', '/api/events', form)).event as { _id: string; slug: string; event_edition: number };
  await api('PUT', `/api/events/${event._id}`, {
    ageGroups: [
      { name: 'Under 14', stageType: 'Group Stage', groupsCount: 2, teamsPerGroup: 4, advancingTeams: 2, knockoutTeams: 4 },
      { name: 'Veterans', stageType: 'League', leagueTeams: 4 },
    ],
  });
  const logo = await png('#36c');
  for (const [ageGroup, names] of [
    ['under-14', CUP],
    ['veterans', LEAGUE],
  ] as const) {
    for (const name of names) {
      const team = new FormData();
      team.set('name', name);
      team.set('ageGroup', ageGroup);
      team.set('logo', logo, 'logo.png');
      const created = (await api('POST', `/api/events/${event._id}/teams`, team)).team as { _id: string };
      await api('POST', '/api/users/old-players', { names: [`${name} striker`], team: created._id, event: event._id });
    }
  }
  return event;
}

async function logIn(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').waitFor();
  await openFromHeader(page, 'Login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(e2e.admin.email);
  await dialog.getByLabel('Password').fill(e2e.admin.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('loggedInUser') ?? ''), WAIT).toContain('"isAdmin":true');
}

/** The manager's result lines, so a failure shows what the screen said instead. */
const said = (where: Page | Locator) => where.locator('.form-message').allTextContents();

const strength = (name: string) => [...CUP, ...LEAGUE].indexOf(name);

/** The games still to play, as "Home vs Away" with their card, on the Games Manager's Not Scheduled tab. */
async function nextGame(page: Page, teams: readonly string[]): Promise<{ card: Locator; home: string; away: string } | null> {
  await page.getByRole('tab', { name: 'Not Scheduled' }).click();
  const cards = page.locator('article.gm-card');
  const labels = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  for (const [i, label] of labels.entries()) {
    const [home, away] = label.split(' vs ');
    if (home && away && teams.includes(home) && teams.includes(away)) return { card: cards.nth(i), home, away };
  }
  return null;
}

/** Scores one game in the Games Manager: the stronger side wins 1-0 (Batch Mode completes it), or 0-0 then a shoot-out. */
async function play(page: Page, game: { card: Locator; home: string; away: string }, shootOut?: [number, number]) {
  const label = `${game.home} vs ${game.away}`;
  if (shootOut) {
    await game.card.getByRole('combobox', { name: `Status of ${label}` }).selectOption('completed');
    await game.card.getByRole('button', { name: 'Save status' }).click();
    await expect.poll(() => said(page), WAIT).toContain('Status updated to Completed');
    const card = page.locator(`article.gm-card[aria-label="${label}"]`);
    await page.getByRole('tab', { name: 'All Games' }).click();
    await card.getByRole('button', { name: 'Add Penalties' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(`${game.home} (home)`).fill(String(shootOut[0]));
    await dialog.getByLabel(`${game.away} (away)`).fill(String(shootOut[1]));
    await dialog.getByRole('button', { name: 'Set Penalty Score' }).click();
    await expect.poll(() => said(dialog), WAIT).toContain('Penalty scores added');
    await dialog.getByRole('button', { name: 'Close' }).click();
    return;
  }
  await game.card.getByRole('button', { name: 'Manage Goals' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Batch Mode' }).click();
  await dialog.getByRole('button', { name: 'Add Goal' }).click();
  const winner = strength(game.home) < strength(game.away) ? 'home' : 'away';
  await dialog.getByLabel('Side').selectOption(winner);
  await dialog.getByLabel('Minute').fill('7');
  await dialog.getByLabel('Scorer').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Save All Goals & Complete Game' }).click();
  await expect.poll(() => said(dialog), WAIT).toContain('1 goals added and game completed');
  await dialog.getByRole('button', { name: 'Close' }).click();
}

async function playAll(page: Page, teams: readonly string[]) {
  let played = 0;
  for (let game = await nextGame(page, teams); game; game = await nextGame(page, teams)) {
    await play(page, game);
    played++;
    // The card stays under the scorer's hand once completed; the tab chosen again leaves it out.
    await page.getByRole('tab', { name: 'Not Scheduled' }).click();
    await expect.poll(() => page.locator(`article.gm-card[aria-label="${game!.home} vs ${game!.away}"]`).count(), WAIT).toBe(0);
  }
  return played;
}

/** The Games Manager on an event, after the server's newest games are on the device. */
async function gamesManager(page: Page, eventId: string) {
  await page.goto('/admin/games');
  await page.getByLabel('Event', { exact: true }).selectOption(eventId);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => page.getByRole('button', { name: 'Refresh' }).isEnabled(), WAIT).toBe(true);
}

async function standingsManager(page: Page, eventId: string, ageGroup: string) {
  await page.goto('/admin/standings');
  await expect.poll(() => page.getByRole('heading', { name: 'Standings Manager' }).isVisible(), WAIT).toBe(true);
  const event = page.getByRole('combobox', { name: 'Event', exact: true });
  await expect.poll(() => event.locator(`option[value="${eventId}"]`).count(), WAIT).toBe(1);
  await event.selectOption(eventId);
  await page.getByRole('combobox', { name: 'Age group', exact: true }).selectOption(ageGroup);
}

describe.skipIf(!e2e.available)('an organiser runs the tournament to its champion', () => {
  const browser = useBrowser();

  it('draws the groups, plays them, plays the knockout with a shoot-out, and a visitor sees the champion, the league table and the final ranking', async () => {
    const event = await setUp();
    const { page } = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('dialog', (d) => void d.accept());
    await logIn(page);

    // The draw: Auto-Assign, Save All, then the fixtures.
    await standingsManager(page, event._id, 'under-14');
    await expect.poll(() => page.getByRole('group', { name: 'Group B' }).isVisible(), WAIT).toBe(true);
    // The age group's teams are listed (as seeds) once loaded; the draw takes them all.
    await expect.poll(() => page.locator('.standings-seeds label').count(), WAIT).toBe(8);
    await page.getByRole('button', { name: 'Auto-Assign Teams' }).click();
    await expect.poll(() => page.getByRole('group', { name: 'Group B' }).getByRole('combobox').last().inputValue(), WAIT).not.toBe('');
    await page.getByRole('button', { name: 'Save All' }).click();
    await expect.poll(() => said(page), WAIT).toContain('Saved successfully!');
    await page.getByRole('button', { name: 'Generate Home/Away Fixtures' }).click();
    await expect.poll(() => said(page), WAIT).toContain('Created 12 games');

    // Every group game scored in the Games Manager.
    await gamesManager(page, event._id);
    expect(await playAll(page, CUP)).toBe(12);

    // The knockout from the final tables: two semi-finals.
    await standingsManager(page, event._id, 'under-14');
    await page.getByRole('tab', { name: 'Knockout Stage' }).click();
    await page.getByRole('button', { name: 'Generate Knockout Fixtures', exact: true }).click();
    await expect.poll(() => said(page), WAIT).toContain('Created 2 games');

    // Semi-finals: one level after the game and decided by a shoot-out won by the weaker team, one won outright.
    await gamesManager(page, event._id);
    const first = await nextGame(page, CUP);
    expect(first).not.toBeNull();
    const underdog = strength(first!.home) > strength(first!.away) ? 'home' : 'away';
    await play(page, first!, underdog === 'home' ? [5, 4] : [4, 5]);
    const shootOutWinner = underdog === 'home' ? first!.home : first!.away;
    expect(await playAll(page, CUP)).toBe(1);

    // The final appears once both semi-finals are decided; it is played like the rest.
    await gamesManager(page, event._id);
    const final = await nextGame(page, CUP);
    expect(final).not.toBeNull();
    expect([final!.home, final!.away]).toContain(shootOutWinner);
    const champion = strength(final!.home) < strength(final!.away) ? final!.home : final!.away;
    await play(page, final!);

    // The league age group: its fixtures generated, one game played.
    await standingsManager(page, event._id, 'veterans');
    await page.getByLabel('Each pair meets').selectOption('1');
    await page.getByRole('button', { name: 'Generate Home/Away Fixtures' }).click();
    await expect.poll(() => said(page), WAIT).toContain('Created 6 games');
    await gamesManager(page, event._id);
    const leagueGame = await nextGame(page, LEAGUE);
    expect(leagueGame).not.toBeNull();
    await play(page, leagueGame!);

    // A final ranking for the cup.
    await page.goto('/admin/rankings');
    const rankEvent = page.getByRole('combobox', { name: 'Event', exact: true });
    await expect.poll(() => rankEvent.locator(`option[value="${event._id}"]`).count(), WAIT).toBe(1);
    await rankEvent.selectOption(event._id);
    const firstPlace = page.getByRole('combobox', { name: 'Team at position 1', exact: true });
    await expect.poll(() => firstPlace.locator('option').count(), WAIT).toBeGreaterThan(2);
    await firstPlace.selectOption({ label: champion });
    await page.getByRole('spinbutton', { name: 'Points' }).first().fill('10');
    await page.getByRole('button', { name: 'Save Rankings' }).click();
    await expect.poll(() => said(page), WAIT).toContain('Saved!');

    // A visitor on a phone: the champion on the bracket, both finalists, the final ranking, the league table.
    const visitor = (await browser.newPage()).page;
    await visitor.goto(`/events/${event.slug}?edition=${event.event_edition}&ageGroup=under-14`);
    await visitor.getByRole('tab', { name: 'Standings' }).click();
    await expect.poll(() => visitor.getByRole('heading', { name: 'Final Ranking' }).isVisible(), WAIT).toBe(true);
    await visitor.getByRole('tab', { name: 'Knockout Stage' }).click();
    await expect.poll(() => visitor.getByLabel(`Champion: ${champion}`).count(), WAIT).toBe(1);
    for (const team of [final!.home, final!.away]) expect(await visitor.getByText(team, { exact: true }).count()).toBeGreaterThan(0);

    await visitor.goto(`/events/${event.slug}?edition=${event.event_edition}&ageGroup=veterans`);
    await visitor.getByRole('tab', { name: 'Standings' }).click();
    await expect.poll(() => visitor.getByRole('heading', { name: 'League Table' }).isVisible(), WAIT).toBe(true);
    for (const team of LEAGUE) await expect.poll(() => visitor.getByText(team, { exact: true }).count(), WAIT).toBeGreaterThan(0);
  }, 300_000);
});
