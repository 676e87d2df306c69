import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e, uniqueEmail, useBrowser } from './support/fixtures';
import { adminApi, createEvent, importTeams, logIn, verifiedMember } from './support/setup';

if (!e2e.available) console.warn(`End-to-end organiser and volunteer journey skipped: ${e2e.skipReason}`);

const WAIT = { timeout: 20_000, interval: 100 };
const run = Date.now().toString(36).slice(-5);
const SERIES = `Cedar Schools Cup ${run}`;
const OTHER = `Coastal League ${run}`;
const AGE_GROUP = 'Under 12';
const TEAMS = ['Cedar Kites', 'نادي الأرز', 'Harbour Lions', 'Pine Rangers'];
const ORGANISER = { name: 'Maya Haddad', email: uniqueEmail('maya'), password: 'pitch-side-organiser' };
const VOLUNTEER = 'Nour Saab';

interface PublicGame {
  status: string;
  homeScore: number;
  awayScore: number;
  homeGoals: unknown[];
  awayGoals: unknown[];
}

/**
 * Behind the scenes: an edition with a venue of two pitches, four teams of two players each and a live
 * game on each pitch; another event; and a member (not a site admin) made organiser of the first event.
 */
async function matchDay() {
  const event = await createEvent(SERIES, { email: 'schools@example.lb', phone: '+961 3 555 555' });
  await adminApi('PUT', `/api/events/${event._id}`, {
    ageGroups: [{ name: AGE_GROUP, stageType: 'Group Stage', groupsCount: 1, teamsPerGroup: 4, advancingTeams: 2, knockoutTeams: 2 }],
    venues: [
      {
        name: 'School Hall',
        pitches: [
          { name: 'Pitch 1', code: 'P1' },
          { name: 'Pitch 2', code: 'P2' },
        ],
      },
    ],
  });
  const ids = await importTeams(event._id, AGE_GROUP, TEAMS, 'Saida');
  await adminApi('POST', `/api/events/${event._id}/import`, {
    kind: 'players',
    dryRun: false,
    rows: TEAMS.flatMap((team, i) => [
      { name: `Striker ${i + 1}`, team, shirtNumber: '9', dateOfBirth: '25/03/2014' },
      { name: `Keeper ${i + 1}`, team, shirtNumber: '1', dateOfBirth: '02/11/2014' },
    ]),
  });
  const full = await adminApi<{ event: { ageGroups: { slug: string }[]; venues: { pitches: { _id: string; code: string }[] }[] } }>(
    'GET',
    `/api/events/${event._id}`,
  );
  const pitch = (code: string) => full.event.venues[0]!.pitches.find((p) => p.code === code)!._id;
  const startTime = new Date(Date.now() - 10 * 60_000).toISOString();
  const game = async (home: string, away: string, code: string) => {
    const made = await adminApi<{ game: { _id: string } }>('POST', `/api/events/${event._id}/games`, {
      homeTeam: ids.get(home),
      awayTeam: ids.get(away),
      ageGroup: full.event.ageGroups[0]!.slug,
      startTime,
      status: 'live',
    });
    await adminApi('PUT', `/api/events/${event._id}/games/${made.game._id}`, { startTime, pitch: pitch(code) });
    return made.game._id;
  };
  const other = await createEvent(OTHER, { email: 'league@example.lb', phone: '+961 3 444 444' }, '#a70');
  const organiserId = await verifiedMember(ORGANISER.name, ORGANISER.email, ORGANISER.password);
  await adminApi('PUT', `/api/events/${event._id}/staff`, { staff: [{ userId: organiserId, role: 'organiser', editions: 'all' }] });
  return {
    eventId: event._id,
    otherId: other._id,
    onPitch1: await game('Harbour Lions', 'Pine Rangers', 'P1'),
    onPitch2: await game('Cedar Kites', 'نادي الأرز', 'P2'),
  };
}

/** What a fan's phone reads: the public game answer, no session. */
async function fanView(eventId: string, gameId: string): Promise<PublicGame> {
  const res = await fetch(`${e2e.baseUrl}/api/events/${eventId}/games/${gameId}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { game: PublicGame }).game;
}

const score = (g: PublicGame) => ({ home: g.homeScore, away: g.awayScore, goals: g.homeGoals.length + g.awayGoals.length });

/** Calls straight to the server with the page's own session cookie; the status and the refusal's code. */
async function refusal(request: APIRequestContext, method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown) {
  const res = await request[method](path, data === undefined ? {} : { data });
  const body = (await res.json().catch(() => ({}))) as { code?: string };
  return `${res.status()} ${body.code ?? ''}`;
}

async function addGoal(card: Locator, dialog: Locator, side: 'home' | 'away', minute: string) {
  await card.getByRole('button', { name: 'Manage Goals' }).click();
  await expect.poll(() => dialog.count(), WAIT).toBe(1);
  await dialog.getByLabel('Side').selectOption(side);
  await dialog.getByLabel('Minute').fill(minute);
  await dialog.getByLabel('Scorer').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Add Goal' }).click();
  await expect.poll(() => dialog.textContent(), WAIT).toContain('Goal added');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => dialog.count(), WAIT).toBe(0);
}

const adminBarLinks = (page: Page) => page.locator('.admin-bar a').allTextContents();

describe.skipIf(!e2e.available)('an event organiser and a courtside volunteer', () => {
  const browser = useBrowser();

  it('the organiser (not a site admin) makes a Pitch 2 link; the volunteer scores partly offline on a phone, reaches nothing else, is named in the history, and is refused once the link is revoked', async () => {
    const day = await matchDay();

    // The organiser signs in and finds the Staff screen of their event from the admin bar.
    const { page: organiser } = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(organiser, ORGANISER);
    expect(await organiser.evaluate(() => localStorage.getItem('loggedInUser') ?? '')).toContain('"isAdmin":false');
    await organiser.goto('/admin/games');
    await expect.poll(() => adminBarLinks(organiser), WAIT).toContain('Events');
    expect(await adminBarLinks(organiser)).not.toContain('Gift Codes');
    await organiser.locator('.admin-bar').getByRole('link', { name: 'Events' }).click();
    const staffLink = organiser.getByRole('link', { name: new RegExp(`^Staff and score-entry links of ${SERIES}`) });
    await expect.poll(() => staffLink.count(), WAIT).toBe(1);
    // Only their own event is offered.
    expect(await organiser.getByRole('link', { name: new RegExp(`^Staff and score-entry links of ${OTHER}`) }).count()).toBe(0);
    await staffLink.click();

    // A score-entry link for Pitch 2, shown once with its QR code.
    await organiser.getByLabel(/^Label/).fill('Pitch 2 volunteers');
    await organiser.getByRole('checkbox', { name: /Pitch 2/ }).check();
    await organiser.getByRole('button', { name: 'Create link' }).click();
    const address = organiser.getByLabel('Link address');
    await expect.poll(() => address.count(), WAIT).toBe(1);
    const url = await address.inputValue();
    expect(url).toMatch(/\/score-link#.{20,}/);
    await organiser.getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(() => organiser.getByRole('list', { name: 'Active score-entry links' }).textContent(), WAIT)
      .toContain('Pitch 2 volunteers');

    // The organiser's session reaches neither gift codes nor another event.
    // (Gift codes are site admins' alone, and the refusal says so.)
    expect(await refusal(organiser.request, 'post', '/api/gift-codes/generate', { duration: '1month', quantity: 1 })).toBe('403 adminOnly');
    expect(await refusal(organiser.request, 'get', `/api/events/${day.otherId}/staff`)).toBe('403 notAllowed');
    expect(await refusal(organiser.request, 'put', `/api/events/${day.otherId}`, { event: 'Taken over' })).toBe('403 notAllowed');
    expect(
      await refusal(organiser.request, 'post', `/api/events/${day.otherId}/score-links`, {
        label: 'Not mine',
        validFrom: new Date().toISOString(),
        validUntil: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    ).toBe('403 notAllowed');

    // The volunteer's phone (390 px): a name, then the Games Manager with the Pitch 2 game alone.
    const { context: phoneSide, page: phone } = await browser.newPage();
    await phone.goto(url.replace(/^https?:\/\/[^/]+/, ''));
    await expect.poll(() => phone.getByLabel(/^Your name/).count(), WAIT).toBe(1);
    await phone.getByLabel(/^Your name/).fill(VOLUNTEER);
    await phone.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => phone.url(), WAIT).toContain('/admin/games');
    await expect.poll(() => phone.locator('article.gm-card').count(), WAIT).toBe(1);
    expect(await phone.locator('article.gm-card').getAttribute('data-game-id')).toBe(day.onPitch2);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // No other admin screen is offered, and the server refuses them when called directly.
    const menu = phone.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) await menu.click();
    const offered = async () => [...new Set(await phone.locator('.nav-admin-mobile a, .admin-bar a').allTextContents())];
    await expect.poll(offered, WAIT).toEqual(['Games']);
    if (await phone.getByRole('button', { name: 'Close menu' }).isVisible())
      await phone.getByRole('button', { name: 'Close menu' }).click();
    const forbidden = [
      await refusal(phone.request, 'get', `/api/events/${day.eventId}/staff`),
      await refusal(phone.request, 'get', `/api/events/${day.eventId}/score-links`),
      await refusal(phone.request, 'get', `/api/events/${day.eventId}/games/${day.onPitch1}/audit`),
      await refusal(phone.request, 'put', `/api/events/${day.eventId}/games/${day.onPitch1}/status`, {
        status: 'completed',
        expected: 'live',
      }),
      await refusal(phone.request, 'put', `/api/events/${day.eventId}`, { event: 'Taken over' }),
      await refusal(phone.request, 'get', `/api/events/${day.otherId}/staff`),
    ];
    expect(forbidden).toEqual(Array(forbidden.length).fill('403 notAllowed'));
    expect(await refusal(phone.request, 'post', '/api/gift-codes/generate', { duration: '1month', quantity: 1 })).toBe('403 adminOnly');

    // A goal with signal, then another with none: kept on the phone, sent once the signal is back, once.
    const card = phone.locator(`[data-game-id="${day.onPitch2}"]`);
    const dialog = phone.getByRole('dialog');
    const bar = phone.getByRole('region', { name: 'Sync status' });
    await addGoal(card, dialog, 'home', '3');
    await expect.poll(async () => score(await fanView(day.eventId, day.onPitch2)), WAIT).toEqual({ home: 1, away: 0, goals: 1 });
    // The phone has finished saving the app for offline use before the signal goes.
    await phone.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await phoneSide.setOffline(true);
    await expect.poll(() => bar.textContent(), WAIT).toContain('Offline');
    await addGoal(card, dialog, 'away', '7');
    await expect.poll(() => bar.textContent(), WAIT).toContain('1 edit waiting');
    expect(score(await fanView(day.eventId, day.onPitch2))).toEqual({ home: 1, away: 0, goals: 1 });
    await phoneSide.setOffline(false);
    await expect.poll(() => bar.textContent(), { timeout: 30_000, interval: 100 }).toContain('All edits synced');
    await expect.poll(async () => score(await fanView(day.eventId, day.onPitch2)), WAIT).toEqual({ home: 1, away: 1, goals: 2 });

    // The organiser's Games Manager: the game's history names the volunteer.
    await organiser.goto('/admin/games');
    await organiser.getByRole('combobox', { name: 'Event', exact: true }).selectOption(day.eventId);
    const theirCard = organiser.locator(`[data-game-id="${day.onPitch2}"]`);
    await expect.poll(() => theirCard.count(), WAIT).toBe(1);
    await theirCard.getByRole('button', { name: 'History' }).click();
    const history = organiser.getByRole('list', { name: 'Changes, newest first' });
    await expect.poll(() => history.textContent().catch(() => ''), WAIT).toContain(VOLUNTEER);
    expect((await history.getByRole('listitem').filter({ hasText: VOLUNTEER }).allTextContents()).length).toBe(2);
    await organiser.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // The organiser revokes the link, after a yes.
    await organiser.goto('/admin/events');
    await staffLink.click();
    await organiser.getByRole('button', { name: 'Revoke the link Pitch 2 volunteers' }).click();
    await organiser.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => organiser.getByText('No active score-entry link.').count(), WAIT).toBe(1);

    // The volunteer's next edit is refused, kept on the phone and said to be no longer allowed; the score stands.
    await card.getByRole('combobox', { name: /^Status of/ }).selectOption('completed');
    await card.getByRole('button', { name: 'Save status' }).click();
    await expect.poll(() => phone.getByText(/^No longer allowed/).count(), WAIT).toBeGreaterThan(0);
    const after = await fanView(day.eventId, day.onPitch2);
    expect([after.status, score(after)]).toEqual(['live', { home: 1, away: 1, goals: 2 }]);
    // Still there after a reload: nothing refused is lost silently.
    await phone.reload();
    await expect.poll(() => phone.getByText(/^No longer allowed/).count(), WAIT).toBeGreaterThan(0);
  }, 240_000);
});
