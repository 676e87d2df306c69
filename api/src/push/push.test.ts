import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { INITIAL_CLOCK } from '@pitchside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { pushFollows, pushJobs, pushOutbox, pushSubscriptions } from '../db/schema';
import { makeFixture, makeGame, makeTeam, type Fixture } from '../sync/test-factory';
import { createTestContext, type TestContext } from '../test/harness';
import { startPushServiceDouble, type DeviceKeys } from './push-service-double';
import { createPushWorker } from './worker';

/**
 * Following and Web Push end to end on the server: a subscription is made over the API, a change is
 * written through the real write path (a courtside sync push), and what the push-service double
 * decrypts is what a phone would show.
 */
let t: TestContext;
let service: Awaited<ReturnType<typeof startPushServiceDouble>>;
const keys = webpush.generateVAPIDKeys();

function allowLocal(ctx: TestContext) {
  ctx.deps.env = { ...ctx.deps.env, PUSH_ALLOW_LOCAL_ENDPOINTS: '1', VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}

beforeAll(async () => {
  t = await createTestContext();
  allowLocal(t);
  service = await startPushServiceDouble();
});
afterAll(async () => {
  await service.close();
  await t.close();
});

let mutationId = 0;
const clientId = `push-test-${randomUUID().slice(0, 8)}`;
async function courtside(ctx: TestContext, name: string, args: Record<string, unknown>) {
  const res = await ctx.request('POST', '/api/sync/push', {
    body: { clientId, mutations: [{ id: ++mutationId, name, args }] },
    token: await ctx.adminToken(),
  });
  expect(res.body.results[0].status, JSON.stringify(res.body)).toBe('applied');
}
const goal = (f: Fixture, side: 'home' | 'away', minute: number, scorerName: string) =>
  courtside(t, 'goal.add', { gameId: f.gameId, goalId: randomUUID(), side, minute, scorerId: f[side].players[0], scorerName });

async function subscribe(ctx: TestContext, device: DeviceKeys, follows: { kind: string; id: string }[], locale = 'en') {
  return ctx.request('POST', '/api/push/subscriptions', { body: { subscription: device, locale, follows } });
}

/** Runs the worker until the queue is empty: every message sent, retried later, or dropped. */
async function drainQueue(ctx: TestContext = t) {
  const worker = createPushWorker(ctx.deps);
  while ((await worker.runOnce()) > 0);
}

describe('subscriptions', () => {
  it('gives the public key browsers subscribe with', async () => {
    const res = await t.request('GET', '/api/push/public-key');
    expect(res.status).toBe(200);
    expect(res.body.publicKey).toBe(keys.publicKey);
  });

  it('refuses endpoints that are not https on a public host, and keeps nothing', async () => {
    const strict = await createTestContext({ database: t.deps.database });
    const f = await makeFixture(t);
    for (const endpoint of [
      'http://push.example.com/x',
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest/meta-data',
      'https://10.1.2.3/x',
      'https://[::ffff:192.168.1.1]/x',
      'not a url',
    ]) {
      const res = await subscribe(strict, { endpoint, keys: service.newDevice().keys }, [{ kind: 'team', id: f.home.id }]);
      expect(res.status, endpoint).toBe(400);
      expect(res.body.code, endpoint).toBe('pushEndpointRefused');
    }
    expect(
      await t.deps.database.db
        .select()
        .from(pushSubscriptions)
        .where(sql`${pushSubscriptions.endpoint} like 'http%://%/x'`),
    ).toEqual([]);
    // A public address is accepted (no request is made to it until there is something to send).
    const ok = await subscribe(strict, { endpoint: `https://8.8.8.8/push/${randomUUID()}`, keys: service.newDevice().keys }, []);
    expect(ok.status).toBe(200);
    await strict.close();
  });

  it('are limited per address, so nobody piles up rows and requests for the server to make', async () => {
    let status = 200;
    let made = 0;
    while (status === 200 && made <= 300) {
      status = (await subscribe(t, service.newDevice(), [])).status;
      made += 1;
    }
    expect(status).toBe(429);
    const refused = service.newDevice();
    expect((await subscribe(t, refused, [])).status).toBe(429);
    expect(await t.deps.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, refused.endpoint))).toEqual([]);
    await t.deps.database.db.execute(sql`delete from rate_limit_hits where key like 'pushSubscribe:%'`);
  });

  it('refuses a malformed body with a code', async () => {
    const res = await t.request('POST', '/api/push/subscriptions', {
      body: { subscription: { endpoint: service.newDevice().endpoint }, follows: [{ kind: 'player', id: 'x' }] },
    });
    expect(res.status).toBe(400);
  });
});

describe('notifications', () => {
  it('sends each goal to the followers of either team, in their language, one tag per game; nothing to others', async () => {
    const f = await makeFixture(t);
    const fan = service.newDevice();
    const arabicFan = service.newDevice();
    const gameFollower = service.newDevice();
    const everything = service.newDevice();
    const elsewhere = service.newDevice();
    const other = await makeTeam(t.deps.database.db, f.eventId, 'Strangers', 1);
    expect((await subscribe(t, fan, [{ kind: 'team', id: f.home.id }])).status).toBe(200);
    await subscribe(t, arabicFan, [{ kind: 'team', id: f.away.id }], 'ar');
    await subscribe(t, gameFollower, [{ kind: 'game', id: f.gameId }], 'fr');
    // Following the game, a team of it and its edition: still one message per change.
    await subscribe(t, everything, [
      { kind: 'game', id: f.gameId },
      { kind: 'team', id: f.home.id },
      { kind: 'event', id: f.eventId },
    ]);
    await subscribe(t, elsewhere, [{ kind: 'team', id: other.id }]);

    await courtside(t, 'game.setStatus', { gameId: f.gameId, expected: 'Not Scheduled', status: 'live' });
    await goal(f, 'home', 7, 'Karim Haddad');
    await goal(f, 'away', 12, 'Omar Saad');
    await courtside(t, 'game.setStatus', { gameId: f.gameId, expected: 'live', status: 'completed' });
    await drainQueue();

    const kinds = (d: DeviceKeys) => service.to(d.endpoint).map((r) => r.payload.kind);
    expect(kinds(fan)).toEqual(['kickoff', 'goal', 'goal', 'final']);
    expect(kinds(arabicFan)).toEqual(['kickoff', 'goal', 'goal', 'final']);
    expect(kinds(gameFollower)).toEqual(['kickoff', 'goal', 'goal', 'final']);
    expect(kinds(everything)).toEqual(['kickoff', 'goal', 'goal', 'final']);
    expect(service.to(elsewhere.endpoint)).toEqual([]);

    const [, first, second, final] = service.to(fan.endpoint).map((r) => r.payload);
    expect(first).toEqual({
      kind: 'goal',
      title: 'Goal! Karim Haddad 7′',
      body: 'Cedars 1-0 Phoenix',
      url: expect.stringMatching(new RegExp(`^/events/cup-[a-z0-9-]+/games/${f.gameId}$`)),
      tag: `game-${f.gameId}`,
      locale: 'en',
      // What the follower may stop from the notification itself; the device shows the ones it follows.
      stop: [
        { kind: 'team', id: f.home.id, title: 'Stop notifications for Cedars' },
        { kind: 'team', id: f.away.id, title: 'Stop notifications for Phoenix' },
        { kind: 'game', id: f.gameId, title: 'Stop notifications for this game' },
        { kind: 'event', id: f.eventId, title: 'Stop notifications for Beirut Futsal Cup' },
      ],
    });
    expect(second!.body).toBe('Cedars 1-1 Phoenix');
    expect(final!.title).toBe('Full time: Cedars 1-1 Phoenix');
    const arabic = service.to(arabicFan.endpoint)[1]!.payload;
    expect(arabic.title).toBe('هدف! \u2068Karim Haddad\u2069 في الدقيقة 7');
    expect((arabic.stop as unknown[])[0]).toEqual({ kind: 'team', id: f.home.id, title: 'إيقاف إشعارات \u2068Cedars\u2069' });
    expect(service.to(gameFollower.endpoint)[0]!.payload.title).toBe('Coup d’envoi : Cedars – Phoenix');
    // The push service may replace a waiting message of the same game with a newer one.
    expect(new Set(service.to(fan.endpoint).map((r) => r.topic))).toEqual(new Set([f.gameId.replaceAll('-', '')]));
    expect(service.refused).toEqual([]);
  });

  it('tells followers of half time and of a red card from the match report, and calls an own goal one', async () => {
    const f = await makeFixture(t);
    const fan = service.newDevice();
    await subscribe(t, fan, [{ kind: 'game', id: f.gameId }]);
    const first = { period: 'first', runningSince: '2026-07-04T15:30:00.000Z', elapsedSeconds: 0 };
    const half = { period: 'halfTime', runningSince: null, elapsedSeconds: 0 };
    await courtside(t, 'game.clock', { gameId: f.gameId, expected: INITIAL_CLOCK, value: first });
    await courtside(t, 'goal.add', {
      gameId: f.gameId,
      goalId: randomUUID(),
      side: 'home',
      minute: 8,
      ownGoal: true,
      scorerId: f.away.players[1],
      scorerName: 'Unlucky Defender',
    });
    await courtside(t, 'card.add', {
      gameId: f.gameId,
      cardId: randomUUID(),
      side: 'away',
      playerId: f.away.players[0],
      kind: 'red',
      minute: 14,
    });
    await courtside(t, 'card.add', {
      gameId: f.gameId,
      cardId: randomUUID(),
      side: 'home',
      playerId: f.home.players[0],
      kind: 'yellow',
      minute: 15,
    });
    await courtside(t, 'game.clock', { gameId: f.gameId, expected: first, value: half });
    await drainQueue();
    expect(service.to(fan.endpoint).map((r) => r.payload.title)).toEqual([
      'Own goal: Unlucky Defender 8′',
      'Red card: Phoenix Player 1 14′',
      'Half time: Cedars 1-0 Phoenix',
    ]);
    expect(service.to(fan.endpoint).map((r) => r.payload.kind)).toEqual(['goal', 'redCard', 'halfTime']);
  });

  it('tells followers when their game moves to another time', async () => {
    const f = await makeFixture(t);
    const fan = service.newDevice();
    await subscribe(t, fan, [{ kind: 'team', id: f.away.id }]);
    await courtside(t, 'game.setSchedule', {
      gameId: f.gameId,
      expected: { startTime: null, pitchId: null },
      value: { startTime: '2026-07-04T15:30:00.000Z', pitchId: null },
    });
    await drainQueue();
    const [moved] = service.to(fan.endpoint).map((r) => r.payload);
    expect(moved).toMatchObject({ kind: 'rescheduled', title: 'Moved: Cedars – Phoenix', tag: `game-${f.gameId}` });
    expect(moved!.body).toContain('18:30');
  });

  it('sends nothing for a team nobody follows, and writes nothing to the queue for it', async () => {
    const f = await makeFixture(t);
    const before = service.received.length;
    await goal(f, 'home', 3, 'Nobody Watching');
    expect(await t.deps.database.db.select().from(pushOutbox).where(eq(pushOutbox.gameId, f.gameId))).toEqual([]);
    await drainQueue();
    expect(service.received.length).toBe(before);
  });

  it('stops sending once the device unfollows or unsubscribes', async () => {
    const f = await makeFixture(t);
    const fan = service.newDevice();
    await subscribe(t, fan, [{ kind: 'team', id: f.home.id }]);
    await subscribe(t, fan, []);
    await goal(f, 'home', 5, 'After Unfollow');
    await subscribe(t, fan, [{ kind: 'team', id: f.home.id }]);
    expect((await t.request('DELETE', '/api/push/subscriptions', { body: { endpoint: fan.endpoint } })).status).toBe(200);
    await goal(f, 'home', 6, 'After Unsubscribe');
    await drainQueue();
    expect(service.to(fan.endpoint)).toEqual([]);
  });

  it('deletes a subscription the push service says is gone (410)', async () => {
    const f = await makeFixture(t);
    const gone = service.newDevice();
    await subscribe(t, gone, [{ kind: 'team', id: f.home.id }]);
    service.answer(gone.endpoint, 410);
    await goal(f, 'home', 9, 'Into The Void');
    await drainQueue();
    expect(await t.deps.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint))).toEqual([]);
  });

  it('tries again after a 503, once the backoff has passed, and delivers once', async () => {
    const f = await makeFixture(t);
    const fan = service.newDevice();
    await subscribe(t, fan, [{ kind: 'team', id: f.home.id }]);
    service.answer(fan.endpoint, 503, 429);
    await goal(f, 'home', 11, 'Patient Scorer');
    const db = t.deps.database.db;
    const [sub] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, fan.endpoint));
    for (const attempts of [1, 2]) {
      await drainQueue();
      const [job] = await db.select().from(pushJobs).where(eq(pushJobs.subscriptionId, sub!.id));
      expect(job).toMatchObject({ attempts });
      expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() - 1000);
      expect(service.to(fan.endpoint)).toEqual([]);
      // The backoff has elapsed.
      await db
        .update(pushJobs)
        .set({ runAt: sql`now()` })
        .where(eq(pushJobs.id, job!.id));
    }
    await drainQueue();
    expect(service.to(fan.endpoint).map((r) => r.payload.title)).toEqual(['Goal! Patient Scorer 11′']);
    expect(await db.select().from(pushJobs).where(eq(pushJobs.subscriptionId, sub!.id))).toEqual([]);
  });
});

describe('a goal with many followers', () => {
  it('reaches each of more followers than one claim takes exactly once, and leaves nothing queued', async () => {
    const f = await makeFixture(t);
    const db = t.deps.database.db;
    // Straight into the tables: the API would rightly refuse 1,200 subscriptions from one address.
    const devices = Array.from({ length: 1200 }, () => service.newDevice());
    const subs = await db
      .insert(pushSubscriptions)
      .values(devices.map((d) => ({ endpoint: d.endpoint, p256dh: d.keys.p256dh, auth: d.keys.auth, locale: 'en' })))
      .returning({ id: pushSubscriptions.id });
    await db.insert(pushFollows).values(subs.map((x) => ({ subscriptionId: x.id, kind: 'team' as const, targetId: f.home.id })));
    await goal(f, 'home', 17, 'Crowd Pleaser');
    await drainQueue();
    for (const d of devices) expect(service.to(d.endpoint).map((r) => r.payload.title)).toEqual(['Goal! Crowd Pleaser 17′']);
    expect(await db.select().from(pushJobs)).toEqual([]);
  });
});

describe('a stopping instance', () => {
  it('finishes the message it is sending before its worker stops, and takes no more', async () => {
    const f = await makeFixture(t);
    const fan = service.newDevice();
    const later = service.newDevice();
    await subscribe(t, fan, [{ kind: 'team', id: f.home.id }]);
    const slow = service.hold(fan.endpoint);
    const worker = createPushWorker(t.deps, { pollMs: 20 });
    worker.start();
    await goal(f, 'home', 4, 'Before The Whistle');
    await slow.arrived;
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    slow.release();
    await stopping;
    expect(service.to(fan.endpoint).map((r) => r.payload.title)).toEqual(['Goal! Before The Whistle 4′']);
    expect(await t.deps.database.db.select().from(pushJobs)).toEqual([]);
    // Work arriving after the stop waits in the queue for a running instance.
    await subscribe(t, later, [{ kind: 'team', id: f.home.id }]);
    await goal(f, 'home', 5, 'After The Whistle');
    expect((await t.deps.database.db.select().from(pushOutbox)).length).toBe(1);
    await drainQueue();
    expect(service.to(later.endpoint)).toHaveLength(1);
  });
});

describe('two API instances on one database', () => {
  let b: TestContext;
  let second: Database | undefined;
  beforeAll(async () => {
    // On Postgres, the second instance has its own connections, as another process would.
    if (t.deps.database.url) second = await openDatabase({ url: t.deps.database.url, maxConnections: 5 });
    b = await createTestContext({ database: second ?? t.deps.database });
    allowLocal(b);
  });
  afterAll(async () => {
    await b.close();
    await second?.close();
  });

  it('sends each change once to each follower while both instances run their workers', async () => {
    const f = await makeFixture(t);
    const secondGame = await makeGame(t.deps.database.db, f.eventId, f.away.id, f.home.id);
    const devices = Array.from({ length: 40 }, () => service.newDevice());
    for (const [i, d] of devices.entries()) await subscribe(i % 2 ? b : t, d, [{ kind: 'team', id: f.home.id }], i % 3 ? 'en' : 'fr');
    const workers = [createPushWorker(t.deps, { pollMs: 20 }), createPushWorker(b.deps, { pollMs: 20 })];
    for (const w of workers) w.start();
    await goal(f, 'home', 1, 'First');
    await courtside(b, 'goal.add', {
      gameId: secondGame,
      goalId: randomUUID(),
      side: 'home',
      minute: 2,
      scorerId: f.away.players[0],
      scorerName: 'Second',
    });
    await goal(f, 'away', 3, 'Third');
    const expected = devices.length * 3;
    const db = t.deps.database.db;
    for (let i = 0; i < 500; i++) {
      const pending =
        (await db.select({ n: sql<number>`count(*)::int` }).from(pushJobs))[0]!.n +
        (await db.select({ n: sql<number>`count(*)::int` }).from(pushOutbox))[0]!.n;
      const got = devices.reduce((n, d) => n + service.to(d.endpoint).length, 0);
      if (got >= expected && pending === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await Promise.all(workers.map((w) => w.stop()));
    for (const d of devices)
      expect(
        service
          .to(d.endpoint)
          .map((r) => r.payload.title)
          .sort(),
      ).toHaveLength(3);
    expect(new Set(devices.flatMap((d) => service.to(d.endpoint).map((r) => `${d.endpoint} ${String(r.payload.title)}`))).size).toBe(
      expected,
    );
  });
});

describe("a member's follows on the account", () => {
  it('are kept across devices with their edition and a name, and only for the member', async () => {
    const f = await makeFixture(t);
    const member = await t.member();
    expect((await t.request('GET', '/api/auth/me/follows')).status).toBe(401);
    const put = await t.request('PUT', '/api/auth/me/follows', {
      token: member.token,
      body: {
        follows: [
          { kind: 'team', id: f.home.id },
          { kind: 'game', id: f.gameId },
          { kind: 'event', id: f.eventId },
          { kind: 'team', id: f.home.id },
          // A team deleted since the device followed it is left out, not refused.
          { kind: 'team', id: randomUUID() },
        ],
      },
    });
    expect(put.status).toBe(200);
    const got = await t.request('GET', '/api/auth/me/follows', { token: member.token });
    expect(got.body.follows).toEqual(
      expect.arrayContaining([
        { kind: 'team', id: f.home.id, eventId: f.eventId, label: 'Cedars' },
        { kind: 'game', id: f.gameId, eventId: f.eventId, label: 'Cedars – Phoenix' },
        { kind: 'event', id: f.eventId, eventId: f.eventId, label: 'Beirut Futsal Cup' },
      ]),
    );
    expect(got.body.follows).toHaveLength(3);
    const other = await t.member();
    expect((await t.request('GET', '/api/auth/me/follows', { token: other.token })).body.follows).toEqual([]);
    await t.request('PUT', '/api/auth/me/follows', { token: member.token, body: { follows: [{ kind: 'game', id: f.gameId }] } });
    expect(
      (await t.request('GET', '/api/auth/me/follows', { token: member.token })).body.follows.map((x: { kind: string }) => x.kind),
    ).toEqual(['game']);
  });

  it('refuses a list that is not one, or too long, and changes nothing', async () => {
    const member = await t.member();
    const f = await makeFixture(t);
    await t.request('PUT', '/api/auth/me/follows', { token: member.token, body: { follows: [{ kind: 'team', id: f.home.id }] } });
    for (const body of [
      {},
      { follows: [{ kind: 'player', id: f.home.id }] },
      { follows: Array.from({ length: 201 }, () => ({ kind: 'team', id: randomUUID() })) },
    ]) {
      const res = await t.request('PUT', '/api/auth/me/follows', { token: member.token, body });
      expect(res.status).toBe(400);
    }
    expect((await t.request('GET', '/api/auth/me/follows', { token: member.token })).body.follows).toHaveLength(1);
  });
});
