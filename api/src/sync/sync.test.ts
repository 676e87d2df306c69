import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore, createSyncClient, describeAttention } from '@pitchside/sync';
import { gameAudit, games, goals, syncClients } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';

import { goalArgs, makeAdmin, makeFixture, type Fixture } from './test-factory';
import { manualTimer, syncTestKit } from './test-kit';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await t.adminToken();
});
afterAll(() => t.close());

const { clientId, push, pull, db, liveGoals, logged, lastId, appTransport } = syncTestKit(
  () => t,
  () => token,
);

describe('push', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await makeFixture(t);
  });

  it('answers the same push twice from the log: the goal is recorded once', async () => {
    const cid = clientId();
    const body = { clientId: cid, mutations: [{ id: 1, name: 'goal.add', args: goalArgs(f) }] };
    const first = await push(body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ lastMutationId: 1, results: [{ id: 1, status: 'applied' }] });
    const second = await push(body);
    expect(second.body).toEqual({ lastMutationId: 1, results: [{ id: 1, status: 'duplicate', result: { status: 'applied' } }] });
    expect(await logged(cid)).toHaveLength(1);
    const goal = (body.mutations[0]!.args as { goalId: string }).goalId;
    expect((await db().select().from(goals).where(eq(goals.id, goal))).length).toBe(1);
  });

  it('rejects a different edit sent under an id already used, instead of taking it as done', async () => {
    const cid = clientId();
    const first = goalArgs(f, { minute: 5 });
    expect((await push({ clientId: cid, mutations: [{ id: 1, name: 'goal.add', args: first }] })).body.results).toEqual([
      { id: 1, status: 'applied' },
    ]);
    const other = goalArgs(f, { minute: 44 });
    const reused = await push({ clientId: cid, mutations: [{ id: 1, name: 'goal.add', args: other }] });
    expect(reused.body.results).toEqual([
      { id: 1, status: 'rejected', reason: 'This edit id was already used for a different edit', code: 'editIdReused' },
    ]);
    const asRemoval = await push({
      clientId: cid,
      mutations: [{ id: 1, name: 'goal.remove', args: { gameId: f.gameId, goalId: first.goalId } }],
    });
    expect(asRemoval.body.results[0].status).toBe('rejected');
    expect((await db().select().from(goals).where(eq(goals.id, other.goalId))).length).toBe(0);
    expect((await liveGoals(f.gameId)).map((g) => g.id)).toContain(first.goalId);
    // The same edit, its fields in another order, is still the duplicate it is.
    const reordered = Object.fromEntries(Object.entries(first).reverse());
    expect((await push({ clientId: cid, mutations: [{ id: 1, name: 'goal.add', args: reordered }] })).body.results).toEqual([
      { id: 1, status: 'duplicate', result: { status: 'applied' } },
    ]);
  });

  it('retries a push whose answer was lost and records it once', async () => {
    const g = await makeFixture(t);
    const { transport, faults } = appTransport(() => token);
    const timer = manualTimer();
    const client = createSyncClient({
      clientId: clientId(),
      store: createMemoryStore(),
      transport,
      schedule: timer.schedule,
      autoPush: false,
    });
    await client.mutate('goal.add', goalArgs(g));
    faults.loseNextPushAnswer = true;
    expect(await client.push()).toEqual({ kind: 'offline' });
    expect(client.status().pending).toBe(1);
    expect(timer.pending()).toBe(1);
    expect(await client.push()).toEqual({ kind: 'pushed', settled: 1 });
    expect(client.status().pending).toBe(0);
    expect(await liveGoals(g.gameId)).toHaveLength(1);
    expect(await logged(client.clientId)).toHaveLength(1);
    const audit = await db().select().from(gameAudit).where(eq(gameAudit.gameId, g.gameId));
    expect(audit.filter((a) => a.action === 'goal.add')).toHaveLength(1);
  });

  it('stops at a gap and leaves the later mutations unprocessed', async () => {
    const cid = clientId();
    const res = await push({
      clientId: cid,
      mutations: [
        { id: 1, name: 'goal.add', args: goalArgs(f) },
        { id: 3, name: 'goal.add', args: goalArgs(f) },
        { id: 4, name: 'goal.add', args: goalArgs(f) },
      ],
    });
    expect(res.body).toEqual({ lastMutationId: 1, results: [{ id: 1, status: 'applied' }], gap: { expected: 2, received: 3 } });
    expect(await lastId(cid)).toBe(1);
    expect(await logged(cid)).toHaveLength(1);
  });

  it('logs a bad edit as rejected, advances the id, and applies the good edit after it', async () => {
    const cid = clientId();
    const before = (await liveGoals(f.gameId)).length;
    const bad = { ...goalArgs(f), minute: -3 };
    const res = await push({
      clientId: cid,
      mutations: [
        { id: 1, name: 'goal.add', args: bad },
        { id: 2, name: 'goal.add', args: goalArgs(f, { side: 'away' }) },
        { id: 3, name: 'game.explode', args: {} },
        { id: 4, name: 'game.setMvp', args: { gameId: f.gameId, expected: null, value: randomUUID() } },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { id: 1, status: 'rejected', reason: 'Minute must be 0 or higher', code: 'minuteMin' },
      { id: 2, status: 'applied' },
      { id: 3, status: 'rejected', reason: 'Unknown change "game.explode"', code: 'unknownChangeNamed', params: { name: 'game.explode' } },
      { id: 4, status: 'rejected', reason: 'The MVP must be a player of one of the two teams', code: 'mvpNotInGame' },
    ]);
    expect(res.body.lastMutationId).toBe(4);
    expect(await liveGoals(f.gameId)).toHaveLength(before + 1);
    const again = await push({ clientId: cid, mutations: [{ id: 1, name: 'goal.add', args: bad }] });
    expect(again.body.results[0]).toEqual({
      id: 1,
      status: 'duplicate',
      result: { status: 'rejected', reason: 'Minute must be 0 or higher', code: 'minuteMin' },
    });
  });

  it('keeps an edit queued through a server error without consuming its id', async () => {
    const g = await makeFixture(t);
    const { transport, faults } = appTransport(() => token);
    const timer = manualTimer();
    const client = createSyncClient({
      clientId: clientId(),
      store: createMemoryStore(),
      transport,
      schedule: timer.schedule,
      autoPush: false,
    });
    const first = await client.mutate('goal.add', goalArgs(g));
    faults.failNextPushWith = 503;
    expect(await client.push()).toEqual({ kind: 'retrying', status: 503 });
    expect(client.status().pending).toBe(1);
    expect(client.status().nextRetryAt).not.toBeNull();
    expect(await lastId(client.clientId)).toBe(0);
    const second = await client.mutate('goal.add', goalArgs(g, { side: 'away' }));
    expect([first.id, second.id]).toEqual([1, 2]);
    expect(await client.push()).toEqual({ kind: 'pushed', settled: 2 });
    expect(await lastId(client.clientId)).toBe(2);
    expect(await liveGoals(g.gameId)).toHaveLength(2);
  });

  it('refuses a client id that another admin already uses', async () => {
    const other = await makeAdmin(t, 'Rana Khoury');
    const cid = clientId();
    expect((await push({ clientId: cid, mutations: [] })).status).toBe(200);
    const res = await push({ clientId: cid, mutations: [{ id: 1, name: 'goal.add', args: goalArgs(f) }] }, other.token);
    expect(res.status).toBe(403);
    expect((await pull(f.eventId, cid, undefined, other.token)).status).toBe(403);
  });

  it('answers bad push bodies with 400 and non-admins with 401/403', async () => {
    const bad = await push({ clientId: 'x', mutations: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('clientId must be 8 to 64 letters, digits, _ or -');
    const badId = await push({ clientId: clientId(), mutations: [{ id: 0, name: 'goal.add', args: {} }] });
    expect(badId.body.message).toBe('Mutation id must be 1 or higher');
    expect((await t.request('POST', '/api/sync/push', { body: { clientId: clientId(), mutations: [] } })).status).toBe(401);
    const fan = await t.member();
    expect((await push({ clientId: clientId(), mutations: [] }, fan.token)).status).toBe(403);
  });
});

describe('conflict rules through the API', () => {
  it('makes the second of two MVP choices from the same view a conflict naming the first admin and time', async () => {
    const f = await makeFixture(t);
    const rana = await makeAdmin(t, 'Rana Khoury');
    const [a, b] = [clientId(), clientId()];
    const first = await push(
      { clientId: a, mutations: [{ id: 1, name: 'game.setMvp', args: { gameId: f.gameId, expected: null, value: f.home.players[1] } }] },
      rana.token,
    );
    expect(first.body.results[0].status).toBe('applied');
    const second = await push({
      clientId: b,
      mutations: [{ id: 1, name: 'game.setMvp', args: { gameId: f.gameId, expected: null, value: f.away.players[2] } }],
    });
    const result = second.body.results[0];
    expect(result).toMatchObject({
      id: 1,
      status: 'conflict',
      field: 'mvp',
      current: f.home.players[1],
      setBy: { id: rana.id, name: 'Rana Khoury' },
    });
    expect(Math.abs(Date.parse(result.setAt) - Date.now())).toBeLessThan(60 * 60_000);
    const [game] = await db().select().from(games).where(eq(games.id, f.gameId));
    expect(game!.mvpId).toBe(f.home.players[1]);
    const text = describeAttention(
      { mutationId: 1, name: 'game.setMvp', args: {}, kind: 'conflict', conflict: result, receivedAt: '' },
      { playerName: (id) => (id === f.home.players[1] ? 'Ali Saad' : undefined), formatTime: () => '14:32' },
    );
    expect(text).toBe('Another admin (Rana Khoury) set MVP to Ali Saad at 14:32');
  });

  it('counts goals added by two admins', async () => {
    const f = await makeFixture(t);
    const rana = await makeAdmin(t, 'Rana Two');
    await push({ clientId: clientId(), mutations: [{ id: 1, name: 'goal.add', args: goalArgs(f) }] }, rana.token);
    await push({
      clientId: clientId(),
      mutations: [{ id: 1, name: 'goal.add', args: goalArgs(f, { minute: 11, scorerId: f.home.players[1] }) }],
    });
    expect(await liveGoals(f.gameId)).toHaveLength(2);
  });

  it('keeps one tombstone for a goal removed twice', async () => {
    const f = await makeFixture(t);
    const add = goalArgs(f);
    const cid = clientId();
    await push({ clientId: cid, mutations: [{ id: 1, name: 'goal.add', args: add }] });
    const res = await push({
      clientId: cid,
      mutations: [
        { id: 2, name: 'goal.remove', args: { gameId: f.gameId, goalId: add.goalId } },
        { id: 3, name: 'goal.remove', args: { gameId: f.gameId, goalId: add.goalId } },
        { id: 4, name: 'goal.remove', args: { gameId: f.gameId, goalId: randomUUID() } },
      ],
    });
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const rows = await db().select().from(goals).where(eq(goals.id, add.goalId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.deletedAt).not.toBeNull();
    const removals = await db()
      .select()
      .from(gameAudit)
      .where(and(eq(gameAudit.gameId, f.gameId), eq(gameAudit.action, 'goal.remove')));
    expect(removals).toHaveLength(1);
    expect(removals[0]!.detail).toMatchObject({ clientId: cid, mutationId: 2 });
  });

  it('ignores a device clock hours off: times are the server’s', async () => {
    const f = await makeFixture(t);
    const { transport } = appTransport(() => token);
    const skewed = () => new Date(Date.now() + 7 * 60 * 60_000);
    const client = createSyncClient({ clientId: clientId(), store: createMemoryStore(), transport, now: skewed, autoPush: false });
    await client.mutate('game.setStatus', { gameId: f.gameId, expected: 'Not Scheduled', status: 'live' });
    await client.mutate('goal.add', goalArgs(f));
    expect(await client.push()).toEqual({ kind: 'pushed', settled: 2 });
    const [game] = await db().select().from(games).where(eq(games.id, f.gameId));
    expect(Math.abs(game!.statusSetAt!.getTime() - Date.now())).toBeLessThan(10 * 60_000);
    const [goal] = await liveGoals(f.gameId);
    expect(Math.abs(goal!.createdAt.getTime() - Date.now())).toBeLessThan(10 * 60_000);
    // A conflict shows the server's time, not the skewed device's.
    const other = createSyncClient({ clientId: clientId(), store: createMemoryStore(), transport, now: skewed, autoPush: false });
    await other.mutate('game.setStatus', { gameId: f.gameId, expected: 'Not Scheduled', status: 'completed' });
    await other.push();
    const conflict = other.status().attention[0]!.conflict!;
    expect(conflict.setAt).toBe(game!.statusSetAt!.toISOString());
  });
});

describe('expired login', () => {
  it('keeps the outbox, reports signInRequired, and pushes after signing in again', async () => {
    const f = await makeFixture(t);
    let current = 'expired-token';
    const { transport } = appTransport(() => current);
    const client = createSyncClient({ clientId: clientId(), store: createMemoryStore(), transport, autoPush: false });
    await client.mutate('goal.add', goalArgs(f));
    expect(await client.push()).toEqual({ kind: 'signInRequired' });
    expect(client.status()).toMatchObject({ signInRequired: true, pending: 1 });
    await client.mutate('goal.add', goalArgs(f, { minute: 30 }));
    expect(await client.push()).toEqual({ kind: 'signInRequired' });
    expect(client.status().pending).toBe(2);
    current = token;
    expect(await client.resume()).toEqual({ kind: 'pushed', settled: 2 });
    expect(client.status()).toMatchObject({ signInRequired: false, pending: 0 });
    expect(await liveGoals(f.gameId)).toHaveLength(2);
  });
});

describe('a shared device', () => {
  it('refuses edits that name another admin, without claiming the device id or applying anything', async () => {
    const f = await makeFixture(t);
    const amal = await makeAdmin(t, 'Amal Haddad');
    const bilal = await makeAdmin(t, 'Bilal Saab');
    const cid = clientId();
    const body = { clientId: cid, userId: amal.id, mutations: [{ id: 1, name: 'goal.add', args: goalArgs(f) }] };
    const refused = await push(body, bilal.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('These edits belong to another admin; they will be sent when that admin signs in on this device');
    expect(await liveGoals(f.gameId)).toHaveLength(0);
    expect(await db().select().from(syncClients).where(eq(syncClients.clientId, cid))).toEqual([]);
    const pulled = await t.request('GET', `/api/sync/pull?scope=${f.eventId}&clientId=${cid}&userId=${amal.id}`, { token: bilal.token });
    expect(pulled.status).toBe(409);
    // Amal's own session sends them, credited to her; a request without userId still works.
    expect((await push(body, amal.token)).body).toEqual({ lastMutationId: 1, results: [{ id: 1, status: 'applied' }] });
    expect((await logged(cid)).map((l) => l.userId)).toEqual([amal.id]);
    expect((await push({ clientId: cid, mutations: [] }, amal.token)).status).toBe(200);
  });

  it("keeps one admin's outbox while another is signed in, and sends it when its admin signs in again", async () => {
    const f = await makeFixture(t);
    const amal = await makeAdmin(t, 'Amal Haddad');
    const bilal = await makeAdmin(t, 'Bilal Saab');
    let signedIn = bilal.token;
    const { transport } = appTransport(() => signedIn);
    const client = createSyncClient({ clientId: clientId(), userId: amal.id, store: createMemoryStore(), transport, autoPush: false });
    await client.mutate('goal.add', goalArgs(f));
    expect(await client.push()).toEqual({ kind: 'signInRequired' });
    expect(await client.pull(f.eventId)).toEqual({ kind: 'signInRequired' });
    expect(client.status()).toMatchObject({ signInRequired: true, pending: 1 });
    expect(await liveGoals(f.gameId)).toHaveLength(0);
    signedIn = amal.token;
    expect(await client.resume()).toEqual({ kind: 'pushed', settled: 1 });
    expect((await logged(client.clientId)).map((l) => l.userId)).toEqual([amal.id]);
  });
});

describe('the engine over a persisted store', () => {
  it('pushes at the next start what a closed tab left queued', async () => {
    const f = await makeFixture(t);
    const { transport, faults } = appTransport(() => token);
    const store = createMemoryStore();
    const cid = clientId();
    const tab = createSyncClient({ clientId: cid, store, transport, autoPush: false });
    faults.offline = true;
    await tab.mutate('goal.add', goalArgs(f));
    await tab.mutate('game.setStatus', { gameId: f.gameId, expected: 'Not Scheduled', status: 'live' });
    tab.dispose();
    // The tab closes: only the persisted data remains.
    const saved = store.snapshot();
    faults.offline = false;
    const next = createSyncClient({ clientId: cid, store: createMemoryStore(saved), transport, autoPush: false });
    expect((await next.refresh()).pending).toBe(2);
    const { push: pushed, pull: pulled } = await next.sync(f.eventId);
    expect(pushed).toEqual({ kind: 'pushed', settled: 2 });
    expect(pulled).toMatchObject({ kind: 'pulled' });
    expect(await liveGoals(f.gameId)).toHaveLength(1);
    expect((await next.gameView(f.gameId))?.status).toBe('live');
  });
});
