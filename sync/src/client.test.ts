import { describe, expect, it } from 'vitest';
import { describeAttention } from './attention';
import { createSyncClient, MutationInputError } from './client';
import type { MutationResult, PatchOp, PushRequest } from './protocol';
import { createMemoryStore } from './store';
import type { SyncTransport, TransportResponse } from './transport';

const E = '00000000-0000-4000-8000-00000000000e';
const G = '00000000-0000-4000-8000-000000000001';
const H1 = '00000000-0000-4000-8000-0000000000a1';
const H2 = '00000000-0000-4000-8000-0000000000a2';
const goalId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const game = {
  id: G,
  eventId: E,
  ageGroupId: null,
  groupId: null,
  homeTeamId: 'th',
  awayTeamId: 'ta',
  status: 'live' as const,
  startTime: null,
  location: null,
  round: 'SF',
  mvpId: null,
  penalties: null,
  version: 1,
};
const snapshot: PatchOp[] = [{ op: 'put', entity: 'game', id: G, value: game }];

type Answer = TransportResponse | Error | ((req: PushRequest) => TransportResponse);

/** A scripted server: each push takes the next answer (default: everything applied). */
function fakeTransport(pushAnswers: Answer[] = [], pullAnswer?: () => TransportResponse) {
  const pushes: PushRequest[] = [];
  const applyAll = (req: PushRequest): TransportResponse => ({
    status: 200,
    body: { lastMutationId: req.mutations.at(-1)?.id ?? 0, results: req.mutations.map((m) => ({ id: m.id, status: 'applied' })) },
  });
  const transport: SyncTransport = {
    async push(req) {
      pushes.push(structuredClone(req));
      const next = pushAnswers.shift() ?? applyAll;
      if (next instanceof Error) throw next;
      return typeof next === 'function' ? next(req) : next;
    },
    async pull() {
      return pullAnswer ? pullAnswer() : { status: 200, body: { cookie: `${E}:1`, lastMutationId: 0, patch: snapshot, reset: true } };
    },
  };
  return { transport, pushes };
}

const manual = () => {
  const timers: { run: () => void; ms: number }[] = [];
  return {
    timers,
    schedule: (run: () => void, ms: number) => (
      timers.push({ run, ms }),
      () =>
        void timers.splice(
          timers.findIndex((t) => t.run === run),
          1,
        )
    ),
  };
};

const add = (n: number, minute = 10) => ({ gameId: G, goalId: goalId(n), side: 'home' as const, minute, scorerId: H1, scorerName: 'Ali' });

describe('outbox engine', () => {
  it('numbers mutations 1, 2, 3 per client and refuses bad args with a readable message', async () => {
    const client = createSyncClient({
      clientId: 'device-1234',
      store: createMemoryStore(),
      transport: fakeTransport().transport,
      autoPush: false,
    });
    expect((await client.mutate('goal.add', add(1))).id).toBe(1);
    expect((await client.mutate('goal.add', add(2))).id).toBe(2);
    await expect(client.mutate('goal.add', { ...add(3), minute: -4 })).rejects.toThrow(
      new MutationInputError('Minute must be 0 or higher', 'minuteMin'),
    );
    expect((await client.mutate('goal.remove', { gameId: G, goalId: goalId(1) })).id).toBe(3);
    expect(client.status().pending).toBe(3);
  });

  it('backs off on network errors and 5xx, keeping order and ids, then settles', async () => {
    const timer = manual();
    const { transport, pushes } = fakeTransport([new TypeError('offline'), { status: 502, body: null }, { status: 503, body: null }]);
    const client = createSyncClient({
      clientId: 'device-1234',
      store: createMemoryStore(),
      transport,
      schedule: timer.schedule,
      autoPush: false,
    });
    await client.mutate('goal.add', add(1));
    await client.mutate('goal.add', add(2));
    expect(await client.push()).toEqual({ kind: 'offline' });
    expect(client.status().online).toBe(false);
    expect(await client.push()).toEqual({ kind: 'retrying', status: 502 });
    expect(await client.push()).toEqual({ kind: 'retrying', status: 503 });
    expect(timer.timers.map((t) => t.ms)).toEqual([4000]);
    expect(await client.push()).toEqual({ kind: 'pushed', settled: 2 });
    expect(pushes.map((p) => p.mutations.map((m) => m.id))).toEqual([
      [1, 2],
      [1, 2],
      [1, 2],
      [1, 2],
    ]);
    expect(client.status()).toMatchObject({ online: true, pending: 0, nextRetryAt: null });
    expect(timer.timers).toHaveLength(0);
  });

  it('moves conflicts and rejections to the attention list; keep mine re-enqueues with the current value as expected', async () => {
    const results: MutationResult[] = [
      { id: 1, status: 'conflict', field: 'mvp', current: H2, setBy: { id: 'u2', name: 'Rana Khoury' }, setAt: '2025-06-01T11:32:00.000Z' },
      { id: 2, status: 'duplicate', result: { status: 'rejected', reason: 'The scorer is not a player of the home team' } },
    ];
    const { transport, pushes } = fakeTransport([{ status: 200, body: { lastMutationId: 2, results } }]);
    const client = createSyncClient({ clientId: 'device-1234', store: createMemoryStore(), transport, autoPush: false });
    await client.mutate('game.setMvp', { gameId: G, expected: null, value: H1 });
    await client.mutate('goal.add', add(1));
    await client.push();
    const [conflict, rejected] = client.status().attention;
    expect(client.status().pending).toBe(0);
    expect(describeAttention(conflict!, { playerName: () => 'Hadi Nassar', formatTime: (iso) => iso.slice(11, 16) })).toBe(
      'Another admin (Rana Khoury) set MVP to Hadi Nassar at 11:32',
    );
    expect(describeAttention(rejected!)).toBe('Not saved: The scorer is not a player of the home team');
    await expect(client.resolve(2, 'keepMine')).rejects.toThrow(MutationInputError);
    const again = await client.resolve(1, 'keepMine');
    expect(again).toMatchObject({ id: 3, name: 'game.setMvp', args: { gameId: G, expected: H2, value: H1 } });
    expect(await client.resolve(2, 'discard')).toBeNull();
    expect(client.status().attention).toEqual([]);
    await client.push();
    expect(pushes.at(-1)!.mutations).toEqual([{ id: 3, name: 'game.setMvp', args: { gameId: G, expected: H2, value: H1 } }]);
  });

  it('shows the value kept over a conflict once the server applies it, before any pull brings it', async () => {
    const { transport } = fakeTransport([
      {
        status: 200,
        body: {
          lastMutationId: 1,
          results: [{ id: 1, status: 'conflict', field: 'mvp', current: H2, setBy: { id: 'u2', name: 'Rana Khoury' }, setAt: null }],
        },
      },
    ]);
    const client = createSyncClient({ clientId: 'device-1234', store: createMemoryStore(), transport, autoPush: false });
    await client.pull(E);
    await client.mutate('game.setMvp', { gameId: G, expected: null, value: H1 });
    await client.push();
    // This device never pulled Rana's value: while the kept edit waits, the screen cannot claim it.
    await client.resolve(1, 'keepMine');
    expect((await client.gameView(G))?.mvpId).toBeNull();
    await client.push();
    expect((await client.gameView(G))?.mvpId).toBe(H1);
  });

  it('keep theirs drops the edit', async () => {
    const { transport } = fakeTransport([
      {
        status: 200,
        body: {
          lastMutationId: 1,
          results: [{ id: 1, status: 'conflict', field: 'status', current: 'completed', setBy: null, setAt: null }],
        },
      },
    ]);
    const client = createSyncClient({ clientId: 'device-1234', store: createMemoryStore(), transport, autoPush: false });
    await client.mutate('game.setStatus', { gameId: G, expected: 'live', status: 'postponed' });
    await client.push();
    await client.resolve(1, 'keepTheirs');
    expect(client.status()).toMatchObject({ attention: [], pending: 0 });
  });

  it('pauses on 401, keeps the outbox and resumes after sign-in', async () => {
    const { transport, pushes } = fakeTransport([{ status: 401, body: { message: 'Your session has expired. Please log in again.' } }]);
    const client = createSyncClient({ clientId: 'device-1234', store: createMemoryStore(), transport, autoPush: false });
    await client.mutate('goal.add', add(1));
    expect(await client.push()).toEqual({ kind: 'signInRequired' });
    expect(await client.push()).toEqual({ kind: 'signInRequired' });
    expect(pushes).toHaveLength(1);
    expect(client.status()).toMatchObject({ signInRequired: true, pending: 1 });
    expect(await client.resume()).toEqual({ kind: 'pushed', settled: 1 });
  });

  it("names the outbox's admin, and pauses keeping the outbox while another admin is signed in", async () => {
    const otherAdmin: TransportResponse = {
      status: 409,
      body: { success: false, message: 'These edits belong to another admin', code: 'otherAdmin' },
    };
    const { transport, pushes } = fakeTransport([otherAdmin]);
    const client = createSyncClient({
      clientId: 'device-1234',
      userId: 'admin-amal',
      store: createMemoryStore(),
      transport,
      autoPush: false,
    });
    await client.mutate('goal.add', add(1));
    expect(await client.push()).toEqual({ kind: 'signInRequired' });
    expect(await client.push()).toEqual({ kind: 'signInRequired' });
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ clientId: 'device-1234', userId: 'admin-amal' });
    expect(client.status()).toMatchObject({ signInRequired: true, pending: 1, nextRetryAt: null });
    expect(await client.resume()).toEqual({ kind: 'pushed', settled: 1 });
  });

  it('shows pulled state with pending edits replayed, keeps the outbox across a reset, and never flags my own brace', async () => {
    const { transport } = fakeTransport([new TypeError('offline')]);
    const client = createSyncClient({
      clientId: 'device-1234',
      store: createMemoryStore(),
      transport,
      schedule: manual().schedule,
      autoPush: false,
    });
    expect(await client.pull(E)).toMatchObject({ kind: 'pulled', reset: true });
    await client.mutate('goal.add', add(1, 10));
    await client.mutate('game.setStatus', { gameId: G, expected: 'live', status: 'completed' });
    await client.push();
    expect(await client.pull(E)).toMatchObject({ kind: 'pulled', reset: true });
    const view = await client.gameView(G);
    expect(view).toMatchObject({ status: 'completed', goals: [expect.objectContaining({ id: goalId(1) })] });
    expect(client.status().pending).toBe(2);
    // Goal 1 is this device's own: a second goal by Ali a minute later is a brace, not a duplicate.
    expect(await client.possibleDuplicateGoal(G, { side: 'home', minute: 11, scorerId: H1, scorerName: 'Ali' })).toBeNull();
    expect(await client.possibleDuplicateGoal(G, { side: 'home', minute: 14, scorerId: H1, scorerName: 'Ali' })).toBeNull();
  });

  it("asks about another admin's pulled goal, never about my own", async () => {
    const pulled = (n: number, createdBy: string): PatchOp => ({
      op: 'put',
      entity: 'goal',
      id: goalId(n),
      value: {
        id: goalId(n),
        eventId: E,
        gameId: G,
        side: 'home',
        minute: 10,
        scorerId: H1,
        scorerName: 'Ali',
        assistId: null,
        assistName: null,
        createdBy,
      },
    });
    const { transport } = fakeTransport([], () => ({
      status: 200,
      body: { cookie: `${E}:3`, lastMutationId: 0, patch: [...snapshot, pulled(1, 'admin-amal')], reset: true },
    }));
    const client = createSyncClient({
      clientId: 'device-1234',
      userId: 'admin-amal',
      store: createMemoryStore(),
      transport,
      autoPush: false,
    });
    await client.pull(E);
    const ali = { side: 'home' as const, minute: 10, scorerId: H1, scorerName: 'Ali' };
    expect(await client.possibleDuplicateGoal(G, ali)).toBeNull();
    expect(await client.possibleDuplicateGoal(G, { ...ali, recordedBy: 'admin-bilal' })).toMatchObject({ id: goalId(1) });
    // A minute later it is Ali's second goal, whoever records it.
    expect(await client.possibleDuplicateGoal(G, { ...ali, minute: 11, recordedBy: 'admin-bilal' })).toBeNull();
  });

  it('drops confirmed edits once a pull covers them, and never reissues an id the server has seen', async () => {
    let lastMutationId = 0;
    const { transport } = fakeTransport([], () => ({
      status: 200,
      body: { cookie: `${E}:2`, lastMutationId, patch: snapshot, reset: true },
    }));
    const store = createMemoryStore();
    const client = createSyncClient({ clientId: 'device-1234', store, transport, autoPush: false });
    await client.mutate('goal.add', add(1));
    await client.push();
    expect(await store.listPending()).toMatchObject([{ id: 1, confirmed: true }]);
    lastMutationId = 1;
    await client.pull(E);
    expect(await store.listPending()).toEqual([]);
    lastMutationId = 40;
    await client.pull(E);
    expect((await client.mutate('goal.add', add(2))).id).toBe(41);
  });

  it('keeps showing a confirmed goal of another event until that event is pulled', async () => {
    const X = '00000000-0000-4000-8000-0000000000e2';
    const GX = '00000000-0000-4000-8000-0000000000b2';
    const gameX = { ...game, id: GX, eventId: X };
    let lastMutationId = 0;
    let goalsOnServer: PatchOp[] = [];
    const pulls: Record<string, () => PatchOp[]> = {
      [E]: () => [...snapshot, ...goalsOnServer],
      [X]: () => [{ op: 'put', entity: 'game', id: GX, value: gameX }],
    };
    const transport: SyncTransport = {
      ...fakeTransport().transport,
      async pull({ scope }) {
        return { status: 200, body: { cookie: `${scope}:1`, lastMutationId, patch: pulls[scope]!(), reset: true } };
      },
    };
    const store = createMemoryStore();
    const client = createSyncClient({ clientId: 'device-1234', store, transport, autoPush: false });
    await client.pull(E);
    await client.pull(X);
    await client.mutate('goal.add', add(1));
    expect(await client.push()).toEqual({ kind: 'pushed', settled: 1 });
    lastMutationId = 1;
    goalsOnServer = [
      {
        op: 'put',
        entity: 'goal',
        id: goalId(1),
        value: {
          id: goalId(1),
          eventId: E,
          gameId: G,
          side: 'home',
          minute: 10,
          scorerId: H1,
          scorerName: 'Ali',
          assistId: null,
          assistName: null,
        },
      },
    ];
    // Pulling the other event does not bring this goal: it stays on the screen.
    await client.pull(X);
    expect((await client.gameView(G))?.goals.map((g) => g.id)).toEqual([goalId(1)]);
    expect(await store.listPending()).toMatchObject([{ id: 1, confirmed: true, eventId: E }]);
    // Pulling its own event brings it: the outbox row goes, the goal shows once, from pulled state.
    await client.pull(E);
    expect(await store.listPending()).toEqual([]);
    expect((await client.gameView(G))?.goals.map((g) => g.id)).toEqual([goalId(1)]);
  });

  it('reports status to subscribers', async () => {
    const { transport } = fakeTransport();
    const client = createSyncClient({
      clientId: 'device-1234',
      store: createMemoryStore(),
      transport,
      autoPush: false,
      now: () => new Date('2025-06-01T12:00:00Z'),
    });
    const seen: number[] = [];
    const stop = client.subscribe((s) => seen.push(s.pending));
    await client.mutate('goal.add', add(1));
    await client.push();
    stop();
    expect(seen).toContain(1);
    expect(client.status()).toMatchObject({ pending: 0, lastSyncAt: '2025-06-01T12:00:00.000Z' });
  });

  it('runs every push it starts, and every pull, under the one-pusher lock without waiting on itself', async () => {
    // A non-reentrant lock like Web Locks: a task asked for while it is held waits its turn.
    let held = false;
    let tail: Promise<unknown> = Promise.resolve();
    const runExclusive = <T>(task: () => Promise<T>): Promise<T> => {
      const run = tail.then(async () => {
        held = true;
        try {
          return await task();
        } finally {
          held = false;
        }
      });
      tail = run.catch(() => undefined);
      return run;
    };
    const outside: string[] = [];
    const timer = manual();
    let lastMutationId = 0;
    const { transport, pushes } = fakeTransport([new TypeError('offline'), new TypeError('offline')], () => ({
      status: 200,
      body: { cookie: `${E}:3`, lastMutationId, patch: snapshot, reset: true },
    }));
    const guarded: SyncTransport = {
      push: (req) => (held || outside.push(`push ${req.mutations.map((m) => m.id).join(',')}`), transport.push(req)),
      pull: (req) => (held || outside.push('pull'), transport.pull(req)),
    };
    const store = createMemoryStore();
    const client = createSyncClient({ clientId: 'device-1234', store, transport: guarded, schedule: timer.schedule, runExclusive });

    // After a mutate: the automatic push fails (offline) and schedules a retry.
    await client.mutate('goal.add', add(1));
    await expect.poll(() => pushes.length).toBe(1);
    await expect.poll(() => timer.timers.length).toBe(1);
    // Coming online pushes again (offline once more); the retry timer then pushes and succeeds.
    client.setOnline(true);
    await expect.poll(() => pushes.length).toBe(2);
    await expect.poll(() => timer.timers.length).toBe(1);
    timer.timers.shift()!.run();
    await expect.poll(() => client.status().pending).toBe(0);
    // The server processed id 2 but its answer was lost: the pull re-pushes it while holding the lock.
    await store.appendMutation({ name: 'goal.add', args: add(2), createdAt: '2025-06-01T12:00:00.000Z' });
    lastMutationId = 2;
    expect(await client.pull(E)).toMatchObject({ kind: 'pulled' });
    expect(pushes.map((p) => p.mutations.map((m) => m.id))).toEqual([[1], [1], [1], [2]]);
    expect(await store.listPending()).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('pushes an edit made while a push is finishing, in one more run, and never reads 0 pending meanwhile', async () => {
    const { transport, pushes } = fakeTransport();
    const memory = createMemoryStore();
    let client: ReturnType<typeof createSyncClient> | null = null;
    let madeDuringFinish = false;
    // The push's last look at the outbox finds it empty; the admin records goal 2 right then.
    const store: typeof memory = {
      ...memory,
      async listPending() {
        const rows = await memory.listPending();
        if (!madeDuringFinish && pushes.length === 1 && rows.every((r) => r.confirmed)) {
          madeDuringFinish = true;
          await client!.mutate('goal.add', add(2));
        }
        return rows;
      },
    };
    client = createSyncClient({ clientId: 'device-1234', store, transport });
    const seen: number[] = [];
    client.subscribe((s) => {
      if (madeDuringFinish && pushes.length < 2) seen.push(s.pending);
    });
    // Recording goal 1 starts a push; goal 2 is recorded as that push ends.
    await client.mutate('goal.add', add(1));
    await expect.poll(() => madeDuringFinish).toBe(true);
    await expect.poll(() => pushes.length).toBe(2);
    expect(pushes.map((p) => p.mutations.map((m) => m.id))).toEqual([[1], [2]]);
    expect(seen).not.toContain(0);
    await expect.poll(() => client.status().pending).toBe(0);
    expect((await memory.listPending()).every((m) => m.confirmed)).toBe(true);
  });

  it("after a pull, flags goals that look like another admin's record of the same goal, batch entries included, and can remove mine", async () => {
    const row = (n: number, minute: number, createdBy = 'admin-amal') => ({
      op: 'put' as const,
      entity: 'goal' as const,
      id: goalId(n),
      value: {
        id: goalId(n),
        eventId: E,
        gameId: G,
        side: 'home' as const,
        minute,
        scorerId: H1,
        scorerName: 'Ali',
        assistId: null,
        assistName: null,
        createdBy,
      },
    });
    const { transport, pushes } = fakeTransport([], () => ({
      status: 200,
      // Goals 1-3 are this admin's; goal 9, another admin's record of goal 3 at 30'; goal 8, at 31', another of Ali's goals.
      body: {
        cookie: `${E}:r2:9`,
        lastMutationId: 3,
        patch: [...snapshot, row(1, 10), row(2, 11), row(3, 30), row(9, 30, 'admin-bilal'), row(8, 31, 'admin-bilal')],
        reset: true,
      },
    }));
    const store = createMemoryStore();
    const client = createSyncClient({ clientId: 'device-1234', store, transport, autoPush: false });
    // Batch mode: no check while entering; 1 and 2 are Ali's brace within a minute, never flagged.
    await client.mutateAll([
      { name: 'goal.add', args: add(1, 10) },
      { name: 'goal.add', args: add(2, 11) },
      { name: 'goal.add', args: add(3, 30) },
    ]);
    await client.push();
    await client.pull(E);
    const attention = client.status().attention;
    expect(attention.map((a) => [a.mutationId, a.kind, a.duplicateOf?.id])).toEqual([[3, 'duplicate', goalId(9)]]);
    expect(describeAttention(attention[0]!)).toBe("Possible duplicate: another goal by Ali at 30' was recorded for the same side");
    const removal = await client.resolve(3, 'removeMine');
    expect(removal).toMatchObject({ name: 'goal.remove', args: { gameId: G, goalId: goalId(3) } });
    await client.push();
    expect(pushes.at(-1)!.mutations.map((m) => m.name)).toEqual(['goal.remove']);
    expect(client.status().attention).toEqual([]);
  });
});
