import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { deviceFollows } from './follows';

/**
 * The push part of the service worker (public/push-sw.js, shipped as it is) run against the app's
 * own device database, with the browser's worker surface (notifications, the push subscription,
 * the network) played by a small stand-in that records what the worker asks of it.
 */
const SOURCE = readFileSync(join(__dirname, '../../public/push-sw.js'), 'utf8');

const EVENT = '11111111-1111-4111-8111-111111111111';
const GAME = '22222222-2222-4222-8222-222222222222';
const HOME = '33333333-3333-4333-8333-333333333333';
const AWAY = '44444444-4444-4444-8444-444444444444';

interface Shown {
  title: string;
  options: { body: string; tag?: string; actions?: { action: string; title: string }[]; data: Record<string, unknown> };
}

function worker() {
  const handlers: Record<string, (event: unknown) => void> = {};
  const shown: Shown[] = [];
  const sent: { path: string; method: string; body: unknown }[] = [];
  const opened: string[] = [];
  const self = {
    indexedDB,
    Notification: { maxActions: 2 },
    location: { origin: 'https://pitchside.test' },
    addEventListener: (type: string, fn: (event: unknown) => void) => (handlers[type] = fn),
    registration: {
      showNotification: async (title: string, options: Shown['options']) => void shown.push({ title, options }),
      pushManager: {
        getSubscription: async () => ({
          endpoint: 'https://push.example.net/send/abc',
          toJSON: () => ({ endpoint: 'https://push.example.net/send/abc', keys: { p256dh: 'BPkey', auth: 'authkey' } }),
        }),
      },
    },
    fetch: async (path: string, init: { method: string; body: string }) => {
      sent.push({ path, method: init.method, body: JSON.parse(init.body) });
      return new Response('{}', { status: 200 });
    },
    clients: { matchAll: async () => [], openWindow: async (url: string) => void opened.push(url) },
  };
  new Function('self', SOURCE)(self);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    handlers[type]!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return {
    shown,
    sent,
    opened,
    push: (payload: unknown) => dispatch('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } }),
    click: (n: Shown, action = '') =>
      dispatch('notificationclick', { action, notification: { close: () => undefined, data: n.options.data } }),
  };
}

/** A goal as the server sends it to an Arabic-reading follower: texts and buttons in Arabic. */
const goal = {
  kind: 'goal',
  title: 'هدف! كريم في الدقيقة 7',
  body: 'Cedars 1-0 Phoenix',
  url: `/events/cup/games/${GAME}`,
  tag: `game-${GAME}`,
  locale: 'ar',
  stop: [
    { kind: 'team', id: HOME, title: 'إيقاف إشعارات Cedars' },
    { kind: 'team', id: AWAY, title: 'إيقاف إشعارات Phoenix' },
    { kind: 'game', id: GAME, title: 'إيقاف إشعارات هذه المباراة' },
    { kind: 'event', id: EVENT, title: 'إيقاف إشعارات الكأس' },
  ],
};

const follow = (kind: 'team' | 'game' | 'event', id: string) =>
  db.follows.put({ key: `${kind}:${id}`, kind, eventId: EVENT, label: kind, createdAt: 1 });

beforeEach(async () => {
  await db.follows.clear();
});
afterEach(async () => {
  await db.follows.clear();
});

describe('the notification offers to stop what this device follows', () => {
  it.each([
    { name: 'the followed team only', follows: [['team', HOME]], actions: ['stop:team:' + HOME] },
    {
      name: 'the away team and the edition',
      follows: [
        ['event', EVENT],
        ['team', AWAY],
      ],
      actions: ['stop:team:' + AWAY, 'stop:event:' + EVENT],
    },
    { name: 'the game', follows: [['game', GAME]], actions: ['stop:game:' + GAME] },
    {
      name: 'no more buttons than the browser shows',
      follows: [
        ['team', HOME],
        ['team', AWAY],
        ['game', GAME],
      ],
      actions: ['stop:team:' + HOME, 'stop:team:' + AWAY],
    },
    { name: 'nothing the device does not follow', follows: [['team', '55555555-5555-4555-8555-555555555555']], actions: undefined },
  ] as const)('$name', async ({ follows, actions }) => {
    for (const [kind, id] of follows) await follow(kind, id);
    const w = worker();
    await w.push(goal);
    expect(w.shown).toHaveLength(1);
    const [n] = w.shown;
    expect(n!.title).toBe(goal.title);
    expect(n!.options.tag).toBe(`game-${GAME}`);
    expect(n!.options.actions?.map((a) => a.action)).toEqual(actions);
    // The button reads in the follower's language, as the server wrote it.
    if (actions) expect(n!.options.actions![0]!.title).toBe(goal.stop.find((s) => `stop:${s.kind}:${s.id}` === actions[0])!.title);
  });

  it('shows a message from before the buttons existed as it always did', async () => {
    const w = worker();
    await w.push({ kind: 'final', title: 'Full time: Cedars 1-0 Phoenix', body: 'Cup', url: '/events/cup', tag: 'game-x' });
    expect(w.shown[0]).toMatchObject({ title: 'Full time: Cedars 1-0 Phoenix', options: { body: 'Cup', tag: 'game-x' } });
    expect(w.shown[0]!.options.actions).toBeUndefined();
  });
});

describe('a tap on the button unfollows', () => {
  it('forgets the team on the device, and sends the whole list left to the push subscription and the account', async () => {
    await follow('team', HOME);
    await follow('event', EVENT);
    const w = worker();
    await w.push(goal);
    await w.click(w.shown[0]!, `stop:team:${HOME}`);

    // The app, reading the device's follows, agrees: the team is no longer followed.
    expect(await deviceFollows()).toEqual([{ kind: 'event', id: EVENT }]);
    expect(w.sent).toEqual(
      expect.arrayContaining([
        {
          path: '/api/push/subscriptions',
          method: 'POST',
          body: {
            subscription: { endpoint: 'https://push.example.net/send/abc', keys: { p256dh: 'BPkey', auth: 'authkey' } },
            locale: 'ar',
            follows: [{ kind: 'event', id: EVENT }],
          },
        },
        { path: '/api/auth/me/follows', method: 'PUT', body: { follows: [{ kind: 'event', id: EVENT }] } },
      ]),
    );
    expect(w.sent).toHaveLength(2);
    // Stopping is not opening: no page comes up.
    expect(w.opened).toEqual([]);
  });

  it('still opens the game page on a tap on the notification itself', async () => {
    await follow('team', HOME);
    const w = worker();
    await w.push(goal);
    await w.click(w.shown[0]!);
    expect(w.opened).toEqual([`https://pitchside.test/events/cup/games/${GAME}`]);
    expect(w.sent).toEqual([]);
    expect(await deviceFollows()).toEqual([{ kind: 'team', id: HOME }]);
  });
});
