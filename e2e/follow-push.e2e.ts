import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushServiceDouble } from '../api/src/push/push-service-double';
import { adminToken, e2e, useBrowser } from './support/fixtures';

if (!e2e.available) console.warn(`End-to-end follow and push journey skipped: ${e2e.skipReason}`);

const SLUG = 'schools-futsal-cup';
const bodyText = (page: Page) => page.locator('body').innerText();

async function api(path: string, init: { method?: string; body?: unknown; admin?: boolean } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.admin) headers.authorization = `Bearer ${await adminToken()}`;
  const res = await fetch(`${e2e.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** A game of the demo edition with its home team's squad, read as a fan's page reads it. */
async function aGame() {
  const event = (await api(`/api/events/slug/${SLUG}`)).body;
  const bundle = (await api(`/api/events/${event.event._id}/offline-bundle`)).body;
  const path = Object.keys(bundle.responses).find(
    (p) => new RegExp(`^/api/events/${SLUG}/games/[^/?]+$`).test(p) && bundle.responses[p].game.homeTeam.players.length > 0,
  )!;
  return bundle.responses[path].game as {
    _id: string;
    homeTeam: { _id: string; name: string; players: { _id: string; fullName: string }[] };
    awayTeam: { name: string };
  };
}

describe.skipIf(!e2e.available)('a parent following a team', () => {
  const browser = useBrowser();
  let service: Awaited<ReturnType<typeof startPushServiceDouble>>;
  beforeAll(async () => {
    service = await startPushServiceDouble();
  });
  afterAll(() => service?.close());

  it('follows it with the star; a goal pushed courtside shows as a notification with its text and tag, and the game opens offline', async () => {
    const game = await aGame();
    const { context, page } = await browser.newPage();
    await context.grantPermissions(['notifications'], { origin: e2e.baseUrl });
    await page.goto(`/events/${SLUG}`);
    await expect.poll(() => bodyText(page), { timeout: 90_000 }).toMatch(/Saved for offline · updated/);
    await page.goto(`/teams/${game.homeTeam._id}`);
    const star = page.getByRole('button', { name: /Follow/ });
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    // The browser was asked only now (the permission is granted up front here); this Chromium has no
    // push service of its own, so the app says either that notifications are on or that it failed.
    await expect
      .poll(() => page.getByRole('status').allInnerTexts(), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/Notifications are on|could not be turned on/)]));
    const follows = await page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('pitchside');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const req = open.result.transaction('follows').objectStore('follows').getAllKeys();
            req.onsuccess = () => resolve(req.result as string[]);
          };
        }),
    );
    expect(follows).toContain(`team:${game.homeTeam._id}`);

    // The same follow from a phone whose push service this test plays: the server's own words arrive there.
    const phone = service.newDevice();
    const subscribed = await api('/api/push/subscriptions', {
      method: 'POST',
      body: { subscription: phone, locale: 'en', follows: [{ kind: 'team', id: game.homeTeam._id }] },
    });
    expect(subscribed.status).toBe(200);
    const clientId = `e2e-push-${randomUUID().slice(0, 8)}`;
    const goalId = randomUUID();
    const scorer = game.homeTeam.players[0]!;
    const pushed = await api('/api/sync/push', {
      method: 'POST',
      admin: true,
      body: {
        clientId,
        mutations: [
          {
            id: 1,
            name: 'goal.add',
            args: { gameId: game._id, goalId, side: 'home', minute: 17, scorerId: scorer._id, scorerName: scorer.fullName },
          },
        ],
      },
    });
    expect(pushed.body.results?.[0]?.status).toBe('applied');
    await expect.poll(() => service.to(phone.endpoint).length, { timeout: 15_000 }).toBe(1);
    const payload = service.to(phone.endpoint)[0]!.payload;
    // The demo stays as it was for the journeys after this one.
    await api('/api/sync/push', {
      method: 'POST',
      admin: true,
      body: { clientId, mutations: [{ id: 2, name: 'goal.remove', args: { gameId: game._id, goalId } }] },
    });
    expect(payload).toMatchObject({ kind: 'goal', title: `Goal! ${scorer.fullName} 17′`, tag: `game-${game._id}` });

    // That message, delivered to this browser's service worker as its push service would.
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: typeof registrations }) =>
      registrations.push(...e.registrations),
    );
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.filter((r) => !r.isDeleted).length).toBeGreaterThan(0);
    const registrationId = registrations.find((r) => !r.isDeleted)!.registrationId;
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: e2e.baseUrl, registrationId, data: JSON.stringify(payload) });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: n.data?.url,
          actions: ((n as Notification & { actions?: { title: string }[] }).actions ?? []).map((a) => a.title),
        })),
      );
    await expect.poll(shown, { timeout: 10_000 }).toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        url: payload.url,
        // The followed team can be stopped from the notification itself, in the follower's words.
        actions: expect.arrayContaining([`Stop notifications for ${game.homeTeam.name}`]),
      },
    ]);

    // A tap opens the notification's page: it is there without signal, from the copy saved on the device.
    await context.setOffline(true);
    await page.goto(String(payload.url));
    await expect.poll(() => bodyText(page), { timeout: 10_000 }).toContain(game.awayTeam.name);
    expect(await bodyText(page)).toContain(game.homeTeam.name);
    await context.setOffline(false);
  });
});
