import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, e2e, useBrowser } from './support/fixtures';
import { openFromHeader } from './support/ui';

if (!e2e.available) console.warn(`End-to-end organiser season skipped: ${e2e.skipReason}`);

const WAIT = { timeout: 20_000, interval: 100 };
const run = Date.now().toString(36).slice(-5);
const SERIES = `Mount Lebanon Cup ${run}`;
const AGE_GROUP = 'Under 12';
// The earlier a team in this list, the stronger: it wins every game against a later one.
const TEAMS = [
  'Cedars FC',
  'نادي الأنصار',
  'Tyre Stars',
  'Saida Sharks',
  'شباب الساحل',
  'Byblos Blue',
  'Zahle Lions',
  'Jounieh Wave',
  'نجوم صور',
  'Batroun Bay',
  'Anjar Eagles',
  'Akkar Hawks',
  'Baalbek Suns',
  'Chouf Pines',
  'Douma Rocks',
  'Aley Falcons',
];
const strength = (name: string) => TEAMS.indexOf(name);
const striker = (team: string, i: number) => (i % 3 === 1 ? `محمد ${i + 1}` : `Striker ${i + 1}`);

interface ApiGame {
  _id: string;
  status: string;
  round?: string | null;
  group?: string | null;
  homeTeam: { _id: string; name: string } | string;
  awayTeam: { _id: string; name: string } | string;
  goals?: unknown[];
  homeGoals?: unknown[];
  awayGoals?: unknown[];
}

async function api<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${e2e.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (res.status >= 300) throw new Error(`${method} ${path} -> ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const idOf = (t: { _id: string } | string | null | undefined) => (typeof t === 'string' ? t : (t?._id ?? ''));

async function games(eventId: string): Promise<ApiGame[]> {
  return (await api<{ games: ApiGame[] }>('GET', `/api/events/${eventId}/games?limit=500`)).games;
}

/** The groups as the event page shows them: each group's team ids. */
async function groups(slug: string, edition: number): Promise<string[][]> {
  const page = await api<{ activeGroupStage: { groups: { teams: { _id: string }[] }[] } | null }>(
    'GET',
    `/api/events/slug/${slug}?edition=${edition}&ageGroup=under-12`,
  );
  return (page.activeGroupStage?.groups ?? []).map((g) => g.teams.map((t) => t._id));
}

async function logo(color: string) {
  return {
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 200, height: 200, channels: 3, background: color } })
      .png()
      .toBuffer(),
  };
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

const crashed = (page: Page) => page.getByText('Something went wrong', { exact: true }).count();

async function standingsManager(page: Page, eventId: string) {
  await page.goto('/admin/standings');
  await expect.poll(() => page.getByRole('heading', { name: 'Standings Manager' }).isVisible(), WAIT).toBe(true);
  const event = page.getByRole('combobox', { name: 'Event', exact: true });
  await expect.poll(() => event.locator(`option[value="${eventId}"]`).count(), WAIT).toBe(1);
  await event.selectOption(eventId);
  await page.getByRole('combobox', { name: 'Age group', exact: true }).selectOption({ label: AGE_GROUP });
}

async function gamesManager(page: Page, eventId: string) {
  await page.goto('/admin/games');
  await page.getByLabel('Event', { exact: true }).selectOption(eventId);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => page.getByRole('button', { name: 'Refresh' }).isEnabled(), WAIT).toBe(true);
}

const nameOf = (id: string, teams: Map<string, string>) => teams.get(id) ?? id;

/** Plays a game behind the scenes: the stronger side wins 1-0. */
async function playByApi(eventId: string, g: ApiGame, teams: Map<string, string>) {
  const home = nameOf(idOf(g.homeTeam), teams);
  const away = nameOf(idOf(g.awayTeam), teams);
  const side = strength(home) < strength(away) ? 'home' : 'away';
  await api('POST', `/api/events/${eventId}/games/${g._id}/goals`, {
    goalId: randomUUID(),
    side,
    minute: 9,
    scorerName: `${side === 'home' ? home : away} captain`,
  });
  await api('PUT', `/api/events/${eventId}/games/${g._id}/status`, { status: 'completed', expected: g.status });
}

describe.skipIf(!e2e.available)('an organiser runs a whole season without a workaround', () => {
  const browser = useBrowser();

  it('creates, imports, draws and re-draws, publishes, scores courtside, works offline, and fans see the bracket and past games', async () => {
    const { context, page } = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Auto-Assign asks before replacing the groups.
    page.on('dialog', (d) => void d.accept());
    await logIn(page);

    // The event: the editor opens by itself after Create Event; closed, reopened and closed again, then on to teams.
    await page.goto('/admin/events');
    await page.getByRole('tab', { name: 'Add New Event' }).click();
    await page.getByLabel('Event name').fill(SERIES);
    await page.getByLabel('Event logo').setInputFiles(await logo('#0a7'));
    await page.getByLabel('Contact email').fill('cup@mountlebanon.lb');
    await page.getByLabel('Contact phone').fill('+961 3 555 555');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect.poll(() => page.getByRole('status').allTextContents(), WAIT).toContain('Event created successfully!');
    const editor = page.getByRole('form', { name: `Edit ${SERIES}` });
    await expect.poll(() => editor.count(), WAIT).toBe(1);
    await editor.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => editor.count(), WAIT).toBe(0);
    expect(await crashed(page)).toBe(0);
    await page
      .getByRole('button', { name: new RegExp(`^Edit ${SERIES}`) })
      .first()
      .click();
    await expect.poll(() => editor.count(), WAIT).toBe(1);
    await editor.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => editor.count(), WAIT).toBe(0);
    expect(await crashed(page)).toBe(0);

    const event = (
      await api<{ events: { _id: string; event: string; slug: string; event_edition: number }[] }>('GET', '/api/events?limit=100')
    ).events.find((e) => e.event === SERIES)!;
    // The age group's stage settings (the event editor's own journey covers them): four groups of four, group winners to the semi-finals.
    await api('PUT', `/api/events/${event._id}`, {
      ageGroups: [
        {
          name: AGE_GROUP,
          stageType: 'Group Stage',
          groupsCount: 4,
          teamsPerGroup: 4,
          advancingTeams: 1,
          knockoutTeams: 4,
          thirdPlaceMatch: true,
        },
      ],
    });

    // Team Management leads to the import; sixteen teams pasted from a spreadsheet, coaches by name and phone.
    await page.goto('/admin/teams');
    expect(await crashed(page)).toBe(0);
    const teamsEvent = page.getByRole('combobox', { name: 'Event', exact: true });
    await expect.poll(() => teamsEvent.locator(`option[value="${event._id}"]`).count(), WAIT).toBe(1);
    await teamsEvent.selectOption(event._id);
    await page.getByRole('link', { name: 'Import teams or players' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Import teams and players' }).count(), WAIT).toBe(1);
    const eventSelect = page.getByRole('combobox', { name: 'Event', exact: true });
    await expect.poll(() => eventSelect.locator(`option[value="${event._id}"]`).count(), WAIT).toBe(1);
    await eventSelect.selectOption(event._id);
    await page.getByRole('combobox', { name: 'Age group', exact: true }).selectOption({ label: AGE_GROUP });
    const coachOf = (i: number) => (i % 4 === 1 ? `خالد حداد ${i + 1}` : `Coach ${String.fromCharCode(65 + i)} Haddad`);
    const teamCells = TEAMS.map((name, i) =>
      [name, AGE_GROUP, coachOf(i), `+961 3 4000${String(i).padStart(2, '0')}`, 'Beirut'].join('\t'),
    );
    await page.getByLabel('Paste cells from a spreadsheet').fill(teamCells.join('\n'));
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => page.getByText('No problems: check the rows, then save.').count(), WAIT).toBe(1);
    await page.getByRole('button', { name: 'Save 16 teams' }).click();
    await expect.poll(() => said(page), WAIT).toContain('16 teams imported');

    // Two players a team, Arabic names among them.
    await page.getByRole('button', { name: 'Players', exact: true }).click();
    const playerCells = TEAMS.flatMap((team, i) => [
      [striker(team, i), team, '9', '25/03/2014'].join('\t'),
      [`Keeper ${i + 1}`, team, '1', '02/11/2014'].join('\t'),
    ]);
    await page.getByLabel('Paste cells from a spreadsheet').fill(playerCells.join('\n'));
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => page.getByText('No problems: check the rows, then save.').count(), WAIT).toBe(1);
    await page.getByRole('button', { name: 'Save 32 players' }).click();
    await expect.poll(() => said(page), WAIT).toContain('32 players imported');

    // The teams carry their coach by name, with no account behind them.
    const teamList = (
      await api<{ teams: { _id: string; name: string; coach: { _id?: string; fullName: string; phone?: string } | null }[] }>(
        'GET',
        `/api/events/${event._id}/teams`,
      )
    ).teams;
    expect(teamList.map((t) => t.name).sort()).toEqual([...TEAMS].sort());
    const teams = new Map(teamList.map((t) => [t._id, t.name]));
    for (const t of teamList) {
      const i = strength(t.name);
      // The public list keeps the coach's phone to itself.
      expect(t.coach).toMatchObject({ fullName: coachOf(i) });
      expect(t.coach?._id).toBeUndefined();
    }

    // The draw and the fixtures.
    await standingsManager(page, event._id);
    await expect.poll(() => page.locator('.standings-seeds label').count(), WAIT).toBe(16);
    await page.getByRole('button', { name: 'Auto-Assign Teams' }).click();
    await expect.poll(() => page.getByRole('group', { name: 'Group D' }).getByRole('combobox').last().inputValue(), WAIT).not.toBe('');
    await page.getByRole('button', { name: 'Save All' }).click();
    await expect.poll(() => said(page), WAIT).toContain('Saved successfully!');
    await page.getByRole('button', { name: 'Generate Home/Away Fixtures' }).click();
    await expect.poll(() => said(page), WAIT).toContain('Created 24 games');
    const firstDraw = await games(event._id);
    expect(firstDraw).toHaveLength(24);

    // The re-draw after generating: the removal is shown and confirmed, the games follow the new groups.
    await page.getByRole('button', { name: 'Auto-Assign Teams' }).click();
    await page.getByRole('button', { name: 'Save All' }).click();
    const redraw = page.getByRole('dialog', { name: 'Re-draw the groups?' });
    await expect.poll(() => redraw.count(), WAIT).toBe(1);
    await redraw.getByRole('button', { name: 'Re-draw and remove the games' }).click();
    await expect.poll(() => redraw.count(), WAIT).toBe(0);
    const newGroups = await groups(event.slug, event.event_edition);
    expect(newGroups).toHaveLength(4);
    const groupOf = new Map(newGroups.flatMap((g, i) => g.map((id) => [id, i] as const)));
    const sameGroup = (g: ApiGame) => groupOf.get(idOf(g.homeTeam)) === groupOf.get(idOf(g.awayTeam));
    await expect.poll(async () => (await games(event._id)).length, WAIT).toBe(24);
    const groupGames = await games(event._id);
    expect(groupGames.filter((g) => !sameGroup(g))).toEqual([]);
    // Every pair of a group meets exactly once.
    const pairs = new Set(groupGames.map((g) => [idOf(g.homeTeam), idOf(g.awayTeam)].sort().join('|')));
    expect(pairs.size).toBe(24);
    // No game of the first draw between teams now in different groups is left.
    const left = new Set(groupGames.map((g) => g._id));
    expect(firstDraw.filter((g) => !sameGroup(g) && left.has(g._id))).toEqual([]);
    expect(firstDraw.some((g) => !sameGroup(g))).toBe(true);

    // Publishing the age group's fixtures: they become Upcoming.
    await gamesManager(page, event._id);
    await page.getByRole('button', { name: 'Publish fixtures' }).click();
    await page.getByRole('button', { name: `Publish the 24 games of ${AGE_GROUP}` }).click();
    await expect.poll(() => said(page), WAIT).toContain(`24 games of ${AGE_GROUP} are now Upcoming`);
    await expect.poll(async () => (await games(event._id)).filter((g) => g.status === 'Upcoming').length, WAIT).toBe(24);

    // The courtside games: a brace for the strongest team of a group, and a 0-0 between the two weakest of another.
    const ranked = newGroups.map((g) => [...g].sort((a, b) => strength(nameOf(a, teams)) - strength(nameOf(b, teams))));
    const between = (a: string, b: string) =>
      groupGames.find((g) => [idOf(g.homeTeam), idOf(g.awayTeam)].sort().join('|') === [a, b].sort().join('|'))!;
    const braceGame = between(ranked[0]![0]!, ranked[0]![1]!);
    const goallessGame = between(ranked[1]![2]!, ranked[1]![3]!);
    const label = (g: ApiGame) => `${nameOf(idOf(g.homeTeam), teams)} vs ${nameOf(idOf(g.awayTeam), teams)}`;

    await page.getByRole('tab', { name: 'Upcoming' }).click();
    const braceCard = page.locator(`article.gm-card[aria-label="${label(braceGame)}"]`);
    await braceCard.getByRole('button', { name: 'Manage Goals' }).click();
    const goals = page.getByRole('dialog');
    const braceSide = idOf(braceGame.homeTeam) === ranked[0]![0] ? 'home' : 'away';
    const braceTeam = nameOf(ranked[0]![0]!, teams);
    const scorer = striker(braceTeam, strength(braceTeam));
    for (let n = 0; n < 2; n++) {
      await goals.getByLabel('Side').selectOption(braceSide);
      await goals.getByLabel('Minute').fill('12');
      await goals.getByLabel('Scorer').selectOption({ label: `9. ${scorer}` });
      await goals.getByRole('button', { name: 'Add Goal' }).click();
      await expect.poll(() => goals.getByRole('button', { name: `Remove goal by ${scorer} at 12'` }).count(), WAIT).toBe(n + 1);
      expect(await goals.getByText(/Possible duplicate goal/).count()).toBe(0);
    }
    // One goal removed by mistake, then undone: both stay, on the server too.
    const removeGoal = goals.getByRole('button', { name: `Remove goal by ${scorer} at 12'` });
    await removeGoal.first().click();
    await expect.poll(() => removeGoal.count(), WAIT).toBe(1);
    await goals.getByRole('button', { name: `Undo removing the goal by ${scorer} at 12'` }).click();
    await expect.poll(() => removeGoal.count(), WAIT).toBe(2);
    // Past the few seconds the removal waits for an undo, nothing is sent.
    await page.waitForTimeout(8_000);
    expect(await removeGoal.count()).toBe(2);
    await goals.getByRole('button', { name: 'Close', exact: true }).click();
    const goalsOnServer = async (id: string) => {
      const g = (await api<{ game: Record<string, unknown[] | undefined> }>('GET', `/api/events/${event._id}/games/${id}`)).game;
      return (g.homeGoals ?? []).length + (g.awayGoals ?? []).length || (g.goals ?? []).length;
    };
    await expect.poll(() => goalsOnServer(braceGame._id), { timeout: 30_000, interval: 500 }).toBe(2);

    // A goalless game completed in Batch Mode.
    await page.getByRole('tab', { name: 'Upcoming' }).click();
    const goallessCard = page.locator(`article.gm-card[aria-label="${label(goallessGame)}"]`);
    await goallessCard.getByRole('button', { name: 'Manage Goals' }).click();
    await goals.getByRole('tab', { name: 'Batch Mode' }).click();
    await goals.getByRole('button', { name: 'Complete Game at 0-0' }).click();
    await expect
      .poll(async () => (await games(event._id)).find((g) => g._id === goallessGame._id)?.status, { timeout: 30_000, interval: 500 })
      .toBe('completed');
    expect(await goalsOnServer(goallessGame._id)).toBe(0);
    await goals.getByRole('button', { name: 'Close', exact: true }).click();

    // The other group games behind the scenes; the brace game is completed as it stands.
    for (const g of await games(event._id)) {
      if (g.status === 'completed') continue;
      if (g._id === braceGame._id)
        await api('PUT', `/api/events/${event._id}/games/${g._id}/status`, { status: 'completed', expected: g.status });
      else await playByApi(event._id, g, teams);
    }

    // The knockout: semi-finals from the group winners, played behind the scenes.
    await standingsManager(page, event._id);
    await page.getByRole('tab', { name: 'Knockout Stage' }).click();
    await page.getByRole('button', { name: 'Generate Knockout Fixtures', exact: true }).click();
    await expect.poll(() => said(page), WAIT).toContain('Created 2 games');
    const semis = (await games(event._id)).filter((g) => g.status !== 'completed');
    expect(semis).toHaveLength(2);
    for (const g of semis) await playByApi(event._id, g, teams);

    // The Standings Manager opens without signal.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const listed = await page.evaluate(async () => ((await (await fetch('/admin-files.json')).json()) as { files: string[] }).files);
    const wanted = listed.map((f) => new URL(f, e2e.baseUrl).href).sort();
    await expect
      .poll(
        async () => (await page.evaluate(async () => (await (await caches.open('pitchside-admin-code')).keys()).map((r) => r.url))).sort(),
        { timeout: 30_000, interval: 200 },
      )
      .toEqual(wanted);
    await page.reload();
    await context.setOffline(true);
    await page.goto('/admin/standings');
    await expect.poll(() => page.locator('h1.page-title').first().textContent(), WAIT).toBe('Standings Manager');
    expect(await crashed(page)).toBe(0);
    await context.setOffline(false);

    // A fan on a phone: the third-place match on the bracket.
    const fan = (await browser.newPage()).page;
    await fan.goto(`/events/${event.slug}?edition=${event.event_edition}&ageGroup=under-12`);
    await fan.getByRole('tab', { name: 'Standings' }).click();
    await fan.getByRole('tab', { name: 'Knockout Stage' }).click();
    const third = fan.getByRole('region', { name: 'Third place' });
    await expect.poll(() => third.count(), WAIT).toBe(1);
    const semiLosers = semis.map((g) => {
      const home = nameOf(idOf(g.homeTeam), teams);
      const away = nameOf(idOf(g.awayTeam), teams);
      return strength(home) > strength(away) ? home : away;
    });
    for (const team of semiLosers) await expect.poll(() => third.getByText(team, { exact: true }).count(), WAIT).toBeGreaterThan(0);

    // The fan opens a game of an earlier edition from its event page.
    await fan.goto('/events/schools-futsal-cup?edition=1');
    await expect.poll(() => fan.getByRole('heading', { name: 'Lebanon Schools Futsal Cup', level: 1 }).count(), WAIT).toBe(1);
    await fan.getByRole('tab', { name: 'Games' }).click();
    const link = fan.locator('a[href^="/events/schools-futsal-cup/games/"]').first();
    await link.waitFor({ timeout: 20_000 });
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect.poll(() => new URL(fan.url()).pathname, WAIT).toBe(href);
    await expect.poll(() => fan.getByRole('region', { name: 'Scoreboard' }).count(), WAIT).toBe(1);
    expect(await fan.getByText('Game not found').count()).toBe(0);
  }, 300_000);
});
