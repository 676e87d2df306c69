import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, e2e, useBrowser } from './support/fixtures';
import { adminApi, logIn, nextSaturday } from './support/setup';

if (!e2e.available) console.warn(`End-to-end match day skipped: ${e2e.skipReason}`);

const WAIT = { timeout: 20_000, interval: 100 };
const run = Date.now().toString(36).slice(-5);
const SERIES = `Saturday Futsal Cup ${run}`;
const VENUE = `Sports City ${run}`;
const AGE_GROUP = 'Under 14';
const TEAMS = [
  'Cedar Kites',
  'نادي الأرز',
  'Harbour Lions',
  'Pine Rangers',
  'Coast Comets',
  'شباب الجبل',
  'Valley Foxes',
  'River Otters',
  'Summit Owls',
  'Orchard Bees',
  'نجوم البقاع',
  'Market Rovers',
  'Castle Knights',
  'Bay Dolphins',
  'Hill Ravens',
  'Garden Wolves',
];
// A4 is 210 mm wide; the print stylesheet keeps 12 mm each side: 186 mm of paper at 96 px an inch.
const A4_PRINT_WIDTH_PX = Math.floor((186 / 25.4) * 96);

interface ApiGame {
  _id: string;
  status: string;
  startTime: string | null;
  homeTeam: { _id: string; name: string };
  awayTeam: { _id: string; name: string };
  pitch: { _id: string; code: string } | null;
}

async function games(eventId: string): Promise<ApiGame[]> {
  return (await adminApi<{ games: ApiGame[] }>('GET', `/api/events/${eventId}/games?limit=500`)).games;
}

/** A knockout game placed before its teams are known, as the event page's bracket carries it. */
interface ApiSlot {
  round: string;
  startTime: string;
  pitch: { _id: string; code: string };
}

/** The knockout games still waiting for their teams, from the public event page. */
async function slotsOf(slug: string): Promise<ApiSlot[]> {
  type Fixture = { gameId: string | null; startTime: string | null; pitch: ApiSlot['pitch'] | null };
  const page = await adminApi<{ activeKnockoutStage: { rounds: { roundName: string; fixtures: Fixture[] }[] } }>(
    'GET',
    `/api/events/slug/${slug}`,
  );
  return page.activeKnockoutStage.rounds.flatMap((r) =>
    r.fixtures.filter((f) => !f.gameId).map((f) => ({ round: r.roundName, startTime: f.startTime!, pitch: f.pitch! })),
  );
}

/** A game's kick-off on a Beirut clock, "09:25", as every screen shows it. */
const beirutTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Beirut', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** The event, its venue with two pitches, a 16-team cup drawn into four groups and its group games, behind the scenes. */
async function cupBehindTheScenes() {
  const form = new FormData();
  form.append('event', SERIES);
  form.append('contact_info', JSON.stringify({ email: 'cup@sportscity.lb', phone: '+961 3 555 555' }));
  const logo = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer();
  form.append('event_logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
  const created = await fetch(`${e2e.baseUrl}/api/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken()}` },
    body: form,
  });
  const event = ((await created.json()) as { event: { _id: string; slug: string; event_edition: number } }).event;
  expect(created.status).toBe(201);

  await adminApi('PUT', `/api/events/${event._id}`, {
    ageGroups: [
      {
        name: AGE_GROUP,
        stageType: 'Group Stage',
        groupsCount: 4,
        teamsPerGroup: 4,
        advancingTeams: 2,
        knockoutTeams: 8,
        thirdPlaceMatch: false,
      },
    ],
    venues: [
      {
        name: VENUE,
        address: 'Bir Hassan, Beirut',
        pitches: [
          { name: 'Pitch 1', code: 'P1' },
          { name: 'Pitch 2', code: 'P2' },
        ],
      },
    ],
  });
  await adminApi('POST', `/api/events/${event._id}/import`, {
    kind: 'teams',
    dryRun: false,
    rows: TEAMS.map((name, i) => ({ name, ageGroup: AGE_GROUP, coachName: `Coach ${i + 1}`, location: 'Beirut' })),
  });
  const teams = (await adminApi<{ teams: { _id: string; name: string }[] }>('GET', `/api/events/${event._id}/teams`)).teams;
  expect(teams).toHaveLength(16);
  const full = await adminApi<{ event: { ageGroups: { slug: string }[] } }>('GET', `/api/events/${event._id}`);
  const slug = full.event.ageGroups[0]!.slug;
  const ids = TEAMS.map((name) => teams.find((t) => t.name === name)!._id);
  await adminApi('PUT', `/api/events/${event._id}`, {
    ageGroups: [
      {
        slug,
        groupStage: ['A', 'B', 'C', 'D'].map((letter, g) => ({ groupName: `Group ${letter}`, teams: ids.slice(g * 4, g * 4 + 4) })),
      },
    ],
  });
  await adminApi('POST', `/api/events/${event._id}/games/generate-fixtures`, { ageGroup: slug });
  const list = await games(event._id);
  expect(list).toHaveLength(24);
  // Generated games have no time and no place yet: fans do not see them.
  expect(list.every((g) => !g.startTime && !g.pitch)).toBe(true);
  return { event, slug };
}

const gameName = (g: ApiGame) => `${g.homeTeam.name} – ${g.awayTeam.name}`;
const text = (where: Locator) => where.innerText().catch(() => '');
/** The games of a pitch in kick-off order. */
const onPitch = (list: ApiGame[], code: string) =>
  list.filter((g) => g.pitch?.code === code).sort((a, b) => Date.parse(a.startTime!) - Date.parse(b.startTime!));

describe.skipIf(!e2e.available)('match day at one venue with two pitches', () => {
  const browser = useBrowser();

  it('an organiser schedules a 16-team cup on a Saturday, moves a game past a clash, marks a pitch late; a fan follows it live, offline and on paper', async () => {
    const { event } = await cupBehindTheScenes();
    const saturday = nextSaturday();

    // The organiser opens the schedule from the header's admin menu.
    const { page } = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page);
    await page.goto('/admin/schedule');
    await expect.poll(() => page.getByRole('heading', { name: 'Schedule', level: 1 }).count(), WAIT).toBe(1);
    const tournament = page.getByRole('combobox', { name: 'Tournament', exact: true });
    await expect.poll(() => tournament.locator(`option[value="${event._id}"]`).count(), WAIT).toBe(1);
    await tournament.selectOption(event._id);
    await expect.poll(() => page.getByText('2 pitches', { exact: true }).count(), WAIT).toBe(1);
    await expect.poll(() => page.getByText('24 games have no time yet.').count(), WAIT).toBe(1);

    // Schedule all: one Saturday, 09:00 to 19:00 with a half-hour lunch, 25-minute slots, a slot's rest.
    const all = page.getByRole('form', { name: 'Schedule all' });
    const day = all.getByRole('group', { name: 'Day 1' });
    await day.getByLabel('Date').fill(saturday);
    await day.getByLabel('First kick-off').fill('09:00');
    await day.getByLabel('Last game ends by').fill('19:00');
    await day.getByRole('button', { name: 'Add a break' }).click();
    const lunch = day.getByRole('group', { name: 'Break 1' });
    await lunch.getByLabel('Break starts').fill('13:00');
    await lunch.getByLabel('Break ends').fill('13:30');
    await all.getByLabel(`Slot length for ${AGE_GROUP} (minutes)`).fill('25');
    await all.getByLabel('Minimum rest between two games of a team (minutes)').fill('25');
    await all.getByRole('button', { name: 'Schedule all', exact: true }).click();
    const placed = all.locator('.form-message.is-success');
    // The 24 group games and the 7 knockout games still waiting for their teams (quarter-finals, semi-finals, final).
    await expect.poll(() => text(placed), WAIT).toContain('31 games placed.');
    expect(await text(placed)).toMatch(/The last game ends Sat \d+ \w+, \d\d:\d\d; the earliest possible was Sat \d+ \w+, \d\d:\d\d\./);
    expect(await text(all.locator('.form-message.is-error'))).toBe('');
    await expect.poll(() => page.getByText(/games? ha(s|ve) no time yet/).count(), WAIT).toBe(0);

    // Every game has a time and a pitch, on the Saturday, and is now Upcoming for fans.
    const scheduled = await games(event._id);
    expect(scheduled.filter((g) => !g.startTime || !g.pitch)).toEqual([]);
    expect(scheduled.every((g) => g.status === 'Upcoming')).toBe(true);
    const dayOf = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Beirut' }).format(new Date(iso));
    expect(new Set(scheduled.map((g) => dayOf(g.startTime!)))).toEqual(new Set([saturday]));
    const p1 = onPitch(scheduled, 'P1');
    const p2 = onPitch(scheduled, 'P2');
    expect(p1.length).toBeGreaterThan(0);
    expect(p2.length).toBeGreaterThan(0);
    expect(beirutTime(p1[0]!.startTime!)).toBe('09:00');
    expect(beirutTime(p2[0]!.startTime!)).toBe('09:00');
    // The 7 knockout games have their times and pitches too: the day ends with the final, after every group game.
    const slots = await slotsOf(event.slug);
    expect(slots).toHaveLength(7);
    expect(slots.every((k) => k.startTime && k.pitch)).toBe(true);
    const final = slots.find((k) => k.round === 'Final')!;
    expect(Date.parse(final.startTime)).toBeGreaterThan(Math.max(...scheduled.map((g) => Date.parse(g.startTime!))));
    expect(Math.max(...slots.map((k) => Date.parse(k.startTime)))).toBe(Date.parse(final.startTime));
    const slotsOn = (code: string) => slots.filter((k) => k.pitch.code === code);

    // The day's grid: both pitches as columns, one game at most in each pitch's time slot.
    const grid = page.getByRole('table', { name: /by pitch and time/ });
    await expect.poll(() => grid.getByRole('button', { name: /^Move / }).count(), WAIT).toBe(24);
    const headers = await grid.locator('thead th').allInnerTexts();
    expect(headers.join(' | ')).toMatch(/Pitch 1 \(P1\)[\s\S]*Pitch 2 \(P2\)/);
    const crowded = await grid
      .locator('tbody td')
      .evaluateAll((cells) => cells.filter((c) => c.querySelectorAll('button').length > 1).length);
    expect(crowded).toBe(0);
    // The knockout games waiting for their teams hold their places, named as the bracket names them; the final at its time.
    const slotCells = () =>
      grid
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.flatMap((r) =>
            [...r.querySelectorAll('.sched-cell--slot')].map((c) => `${r.querySelector('th')!.textContent} ${c.textContent}`),
          ),
        );
    await expect.poll(async () => (await slotCells()).length, WAIT).toBe(7);
    expect(await slotCells()).toContain(`${beirutTime(final.startTime)} TBD – TBD${AGE_GROUP} · Final`);

    // A move onto the other pitch at the same time: the clash shows before anything is saved.
    const first = p1[0]!;
    const taken = p2[0]!;
    const moveButton = (g: ApiGame, time: string) => grid.getByRole('button', { name: `Move ${gameName(g)}, ${time}` });
    await moveButton(first, '09:00').click();
    const dialog = page.getByRole('dialog', { name: `Move ${gameName(first)}` });
    await expect.poll(() => dialog.count(), WAIT).toBe(1);
    await dialog.getByLabel('Pitch', { exact: true }).selectOption({ label: `${VENUE} · Pitch 2 (P2)` });
    await dialog.getByRole('button', { name: 'Move game' }).click();
    await expect.poll(() => text(dialog), WAIT).toContain('This move would clash:');
    expect(await text(dialog.getByRole('listitem').filter({ hasText: 'The pitch is taken then:' }))).toContain(gameName(taken));
    // The organiser thinks again: back to the form, then cancelled; nothing moved.
    await dialog.getByRole('button', { name: 'Change the move' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
    const unmoved = (await games(event._id)).find((g) => g._id === first._id)!;
    expect([unmoved.pitch?.code, unmoved.startTime]).toEqual(['P1', first.startTime]);

    // The first kick-off ten minutes later on its own pitch: it runs into the next game, shown, then confirmed.
    await moveButton(first, '09:00').click();
    await dialog.getByLabel('Kick-off').fill('09:10');
    await dialog.getByRole('button', { name: 'Move game' }).click();
    await expect.poll(() => text(dialog), WAIT).toContain('This move would clash:');
    expect(await text(dialog.getByRole('listitem').filter({ hasText: 'The pitch is taken then:' }))).toContain(gameName(p1[1]!));
    await dialog.getByRole('button', { name: 'Move anyway' }).click();
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
    await expect.poll(() => page.getByRole('status').allInnerTexts(), WAIT).toContain('Game moved.');
    await expect.poll(() => moveButton(first, '09:10').count(), WAIT).toBe(1);

    // A fan on a phone has the Now view open at the venue.
    const fanSide = await browser.newPage();
    const fan = fanSide.page;
    await fan.goto(`/events/${event.slug}?tab=now`);
    await expect.poll(() => fan.getByRole('heading', { name: 'On the pitches now' }).count(), WAIT).toBe(1);
    await expect.poll(() => text(fan.locator('body')), { timeout: 60_000, interval: 200 }).toMatch(/Saved for offline · updated/);
    const pitchNow = (code: string) => fan.getByRole('region', { name: new RegExp(`^${code}`) });
    const nextOn = (code: string) => pitchNow(code).locator('.now-pitch__slot').nth(1);
    const currentOn = (code: string) => pitchNow(code).locator('.now-pitch__slot--current');
    await expect.poll(() => text(nextOn('P2')), WAIT).toContain(taken.homeTeam.name);
    expect(await text(nextOn('P2'))).toContain('09:00');
    expect(await text(currentOn('P2'))).toContain('No game on this pitch right now');
    expect(await fan.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Pitch 2 runs 15 minutes late: its later games move, and the fan sees it without reloading.
    const late = page.getByRole('form', { name: 'Running late' });
    await late.getByLabel('Pitch', { exact: true }).selectOption({ label: `${VENUE} · Pitch 2 (P2)` });
    await late.getByLabel('Minutes late').fill('15');
    await late.getByRole('button', { name: 'Move its later games' }).click();
    await expect.poll(() => page.getByRole('status').allInnerTexts(), WAIT).toContainEqual(expect.stringMatching(/^\d+ games moved\.$/));
    await expect.poll(() => moveButton(taken, '09:15').count(), WAIT).toBe(1);
    // Every game of pitch 2 is at least 15 minutes later (a game elsewhere it waits for may push it further).
    const was = new Map(p2.map((g) => [g._id, Date.parse(g.startTime!)]));
    const shifts = onPitch(await games(event._id), 'P2').map((g) => Date.parse(g.startTime!) - was.get(g._id)!);
    expect(shifts).toHaveLength(p2.length);
    expect(shifts[0]).toBe(15 * 60_000);
    expect(shifts.filter((s) => s < 15 * 60_000)).toEqual([]);
    await expect.poll(() => text(nextOn('P2')), WAIT).toContain('09:15');
    expect(await text(nextOn('P2'))).toContain(taken.homeTeam.name);

    // The first game on pitch 1 kicks off and a goal goes in: the fan's Now view follows, still without a reload.
    await adminApi('PUT', `/api/events/${event._id}/games/${first._id}/status`, { status: 'live', expected: 'Upcoming' });
    await expect.poll(() => text(currentOn('P1')), WAIT).toContain(first.homeTeam.name);
    expect(await text(currentOn('P1'))).toMatch(/0\s*-\s*0/);
    await expect.poll(() => text(nextOn('P1')), WAIT).toContain(p1[1]!.homeTeam.name);
    await adminApi('POST', `/api/events/${event._id}/games/${first._id}/goals`, {
      goalId: randomUUID(),
      side: 'home',
      minute: 4,
      scorerName: 'Karim Haddad',
    });
    await expect.poll(() => text(currentOn('P1')), WAIT).toMatch(/1\s*-\s*0/);

    // The saved edition follows the changes; then without signal the fan reads the day by pitch.
    await fan.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await fan.waitForTimeout(2_000);
    await fanSide.context.setOffline(true);
    await fan.goto(`/events/${event.slug}?tab=games&view=pitches`);
    const dayTitle = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${saturday}T12:00:00Z`),
    );
    await expect.poll(() => fan.getByRole('heading', { name: dayTitle, level: 2 }).count(), WAIT).toBe(1);
    const pitchHeadings = await fan.locator('.schedule-pitch__title').allInnerTexts();
    expect(pitchHeadings).toHaveLength(2);
    // Each pitch's games and the knockout games still waiting for their teams, the final last on its pitch at its time.
    expect(pitchHeadings[0]).toMatch(new RegExp(`P1[\\s\\S]*${VENUE}[\\s\\S]*${p1.length + slotsOn('P1').length} games`));
    expect(pitchHeadings[1]).toMatch(new RegExp(`P2[\\s\\S]*${VENUE}[\\s\\S]*${p2.length + slotsOn('P2').length} games`));
    const finalNow = (await slotsOf(event.slug)).find((k) => k.round === 'Final')!;
    const finalCard = fan
      .locator('.schedule-pitch')
      .nth(finalNow.pitch.code === 'P1' ? 0 : 1)
      .locator('.game-card')
      .last();
    expect(await text(finalCard)).toMatch(new RegExp(`^Final[\\s\\S]*${beirutTime(finalNow.startTime)}[\\s\\S]*TBD[\\s\\S]*TBD`));
    const p2Cards = fan.locator('.schedule-pitch').nth(1).locator('.game-card');
    await expect.poll(() => text(p2Cards.first()), WAIT).toContain(taken.homeTeam.name);
    expect(await text(p2Cards.first())).toContain('09:15');
    expect(await fan.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The Now view reads the same saved games.
    await fan.goto(`/events/${event.slug}?tab=now`);
    await expect.poll(() => text(currentOn('P1')), WAIT).toMatch(/1\s*-\s*0/);
    await fanSide.context.setOffline(false);

    // The day prints on A4: a sheet per pitch with its games, then per team, nothing wider than the paper.
    await page.setViewportSize({ width: A4_PRINT_WIDTH_PX, height: 1000 });
    await page.emulateMedia({ media: 'print' });
    const sheets = page.locator('.sched-sheet');
    await expect.poll(() => sheets.count(), WAIT).toBe(2 + 16);
    expect(await page.getByRole('form', { name: 'Schedule all' }).isVisible()).toBe(false);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    const now = await games(event._id);
    const slotsNow = await slotsOf(event.slug);
    for (const [i, code] of ['P1', 'P2'].entries()) {
      const sheet = sheets.nth(i);
      expect(await text(sheet.locator('h3'))).toBe(`Pitch ${i + 1} (${code}) · ${VENUE}`);
      const rows = await sheet.locator('tbody tr').allInnerTexts();
      // Its games, then the knockout games still waiting for their teams, the final among them at its time.
      const expected = [
        ...onPitch(now, code).map((g) => [g.startTime!, g.homeTeam.name, g.awayTeam.name]),
        ...slotsNow.filter((k) => k.pitch.code === code).map((k) => [k.startTime, 'TBD', k.round === 'Final' ? 'Final' : 'TBD']),
      ].sort((a, b) => Date.parse(a[0]!) - Date.parse(b[0]!));
      expect(rows).toHaveLength(expected.length);
      for (const [n, [at, ...words]] of expected.entries()) {
        expect(rows[n]).toContain(beirutTime(at!));
        for (const w of words) expect(rows[n]).toContain(w);
      }
    }
    const teamSheet = await text(sheets.nth(2));
    expect(teamSheet).toMatch(/Pitch \d \(P\d\)/);
    const overflow = await page.evaluate((limit) => {
      const wide = [...document.querySelectorAll('.sched-sheet, .sched-sheet *')].filter(
        (el) => el.getBoundingClientRect().right > limit + 0.5,
      );
      return { page: document.documentElement.scrollWidth, wide: wide.map((el) => el.tagName + ' ' + (el.textContent ?? '').slice(0, 40)) };
    }, A4_PRINT_WIDTH_PX);
    expect(overflow).toEqual({ page: A4_PRINT_WIDTH_PX, wide: [] });
    // The PDF the browser prints: A4 pages (595 x 842 points), at least one per sheet.
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    const pages = pdf.match(/\/Type\s*\/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(2 + 16);
    expect(pdf).toMatch(/\/MediaBox\s*\[\s*0 0 59[45](\.\d+)? 84[12](\.\d+)?\s*\]/);
    await page.emulateMedia({ media: 'screen' });
  }, 300_000);
});
