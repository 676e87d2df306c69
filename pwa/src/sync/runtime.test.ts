import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PushRequest, SyncTransport } from '@pitchside/sync';
import { PitchsideDb } from '../data/db';
import { createPushLock } from './push-lock';
import { createSyncRuntime, type SyncRuntime } from './runtime';

const GAME = '22222222-2222-4222-8222-222222222222';
const goal = (n: number) => ({
  gameId: GAME,
  goalId: `66666666-6666-4666-8666-${String(n).padStart(12, '0')}`,
  side: 'home' as const,
  minute: n,
  scorerName: 'Rami Haddad',
});

function server() {
  const state = { session: true, reachable: true, pushes: [] as PushRequest[] };
  const transport: SyncTransport = {
    async push(req) {
      if (!state.reachable) throw new TypeError('Failed to fetch');
      if (!state.session) return { status: 401, body: { success: false, message: 'Not signed in' } };
      state.pushes.push(req);
      return {
        status: 200,
        body: { lastMutationId: req.mutations.at(-1)?.id ?? 0, results: req.mutations.map((m) => ({ id: m.id, status: 'applied' })) },
      };
    },
    async pull() {
      throw new TypeError('Failed to fetch');
    },
  };
  return { state, transport };
}

let database: PitchsideDb;
let runtime: SyncRuntime | undefined;
let n = 0;
const win = new EventTarget() as unknown as Window;
const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' }) as unknown as Document;

beforeEach(() => {
  database = new PitchsideDb(`sync-runtime-test-${++n}`);
});
afterEach(async () => {
  await runtime?.stop();
  runtime = undefined;
  await database.delete();
});

describe('sync runtime', () => {
  it('keeps the outbox when the session has expired and pushes it after the admin signs in again', async () => {
    const { state, transport } = server();
    state.session = false;
    runtime = await createSyncRuntime({ database, transport, win, doc, isOnline: () => true });
    await runtime.mutate('goal.add', goal(10));
    await runtime.push();

    expect(runtime.client.status().signInRequired).toBe(true);
    expect(runtime.client.status().pending).toBe(1);
    expect(await runtime.store.listPending()).toHaveLength(1);

    state.session = true;
    await runtime.resume();
    expect(state.pushes.map((p) => p.mutations.map((m) => m.args))).toEqual([[goal(10)]]);
    expect(runtime.client.status()).toMatchObject({ signInRequired: false, pending: 0 });
  });

  it('pushes when the device comes back online', async () => {
    const { state, transport } = server();
    state.reachable = false;
    runtime = await createSyncRuntime({ database, transport, win, doc, isOnline: () => state.reachable });
    runtime.start();
    await runtime.mutate('goal.add', goal(3));
    await runtime.push();
    expect(runtime.client.status()).toMatchObject({ online: false, pending: 1 });

    state.reachable = true;
    win.dispatchEvent(new Event('online'));
    await expect.poll(() => state.pushes.length).toBe(1);
    await expect.poll(() => runtime!.client.status().pending).toBe(0);
  });

  it('sends an edit by itself, holding the device lock for the push', async () => {
    const { state, transport } = server();
    const lock = createPushLock(undefined);
    let held = 0;
    const heldDuringPush: number[] = [];
    runtime = await createSyncRuntime({
      database,
      transport: { push: (req) => (heldDuringPush.push(held), transport.push(req)), pull: transport.pull },
      exclusive: (task) =>
        lock(async () => {
          held += 1;
          try {
            return await task();
          } finally {
            held -= 1;
          }
        }),
      win,
      doc,
      isOnline: () => true,
    });
    await runtime.mutate('goal.add', goal(5));
    await expect.poll(() => state.pushes.length).toBe(1);
    await expect.poll(() => runtime!.client.status().pending).toBe(0);
    expect(heldDuringPush).toEqual([1]);
  });

  it('pulls the open event as soon as a retry reaches the server again, without an online event', async () => {
    const { state, transport } = server();
    const pulls: string[] = [];
    state.reachable = false;
    runtime = await createSyncRuntime({
      database,
      transport: {
        push: transport.push,
        async pull(req) {
          if (!state.reachable) throw new TypeError('Failed to fetch');
          pulls.push(req.scope);
          return { status: 200, body: { cookie: `${req.scope}:r2:1`, lastMutationId: 1, patch: [] } };
        },
      },
      win,
      doc,
      isOnline: () => true,
    });
    runtime.start();
    runtime.watch('event-1');
    await runtime.mutate('goal.add', goal(8));
    expect(await runtime.push()).toEqual({ kind: 'offline' });

    state.reachable = true;
    // What the engine's back-off timer does.
    await runtime.push();
    await expect.poll(() => pulls).toContain('event-1');
    expect(state.pushes).toHaveLength(1);
  });

  it('stops only once the pull it started has finished, so nothing writes to a closed database', async () => {
    const { transport } = server();
    let release!: () => void;
    let pulling = false;
    runtime = await createSyncRuntime({
      database,
      transport: {
        push: transport.push,
        async pull(req) {
          pulling = true;
          await new Promise<void>((r) => (release = r));
          return { status: 200, body: { cookie: `${req.scope}:r2:1`, lastMutationId: 0, patch: [] } };
        },
      },
      win,
      doc,
      isOnline: () => true,
    });
    runtime.start();
    runtime.watch('event-1');
    void runtime.syncNow();
    await expect.poll(() => pulling).toBe(true);

    let stopped = false;
    const stopping = runtime.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('queues a batch of goals all together, or not at all when one is invalid', async () => {
    const { state, transport } = server();
    state.reachable = false;
    runtime = await createSyncRuntime({ database, transport, win, doc, isOnline: () => false });
    await expect(
      runtime.mutateAll([
        { name: 'goal.add', args: goal(1) },
        { name: 'goal.add', args: { ...goal(2), minute: -4 } },
      ]),
    ).rejects.toThrow('Minute must be 0 or higher');
    expect(await runtime.store.listPending()).toEqual([]);

    await runtime.mutateAll([
      { name: 'goal.add', args: goal(1) },
      { name: 'goal.add', args: goal(2) },
      { name: 'game.setStatus', args: { gameId: GAME, expected: 'live', status: 'completed' } },
    ]);
    expect((await runtime.store.listPending()).map((m) => [m.id, m.name])).toEqual([
      [1, 'goal.add'],
      [2, 'goal.add'],
      [3, 'game.setStatus'],
    ]);
  });
});

describe('push lock without Web Locks', () => {
  it('runs one task at a time, in order', async () => {
    const run = createPushLock(undefined);
    const seen: string[] = [];
    let release!: () => void;
    const first = run(async () => {
      seen.push('first starts');
      await new Promise<void>((r) => (release = r));
      seen.push('first ends');
    });
    const second = run(async () => {
      seen.push('second');
    });
    await Promise.resolve();
    release();
    await Promise.all([first, second]);
    expect(seen).toEqual(['first starts', 'first ends', 'second']);
  });
});
