import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSyncClient, type GameRow, type PushRequest, type SyncTransport, type TeamRow } from '@pitchside/sync';
import { PitchsideDb } from '../data/db';
import { createDexieStore, deviceClientId } from './dexie-store';
import { createSyncRuntime } from './runtime';

const EVENT = '11111111-1111-4111-8111-111111111111';
const GAME = '22222222-2222-4222-8222-222222222222';
const HOME = '33333333-3333-4333-8333-333333333333';
const AWAY = '44444444-4444-4444-8444-444444444444';
const RAMI = '55555555-5555-4555-8555-555555555555';

const game: GameRow = {
  id: GAME,
  eventId: EVENT,
  ageGroupId: null,
  groupId: null,
  homeTeamId: HOME,
  awayTeamId: AWAY,
  status: 'live',
  startTime: null,
  location: null,
  round: 'Group A',
  mvpId: null,
  penalties: null,
  version: 1,
};
const team = (id: string, name: string, players: TeamRow['players'] = []): TeamRow => ({
  id,
  eventId: EVENT,
  ageGroupId: null,
  ageGroupName: null,
  name,
  logo: null,
  players,
});
const snapshot = (cookie: string) => ({
  cookie,
  lastMutationId: 0,
  reset: true,
  patch: [
    { op: 'put' as const, entity: 'game' as const, id: GAME, value: game },
    {
      op: 'put' as const,
      entity: 'team' as const,
      id: HOME,
      value: team(HOME, 'Tyre Cedars', [{ id: RAMI, name: 'Rami Haddad', shirtNumber: 9 }]),
    },
    { op: 'put' as const, entity: 'team' as const, id: AWAY, value: team(AWAY, 'Zahle Lions') },
  ],
});

/** A server that answers pushes by applying everything, and records what it received. */
function recordingTransport(online = { value: true }) {
  const pushes: PushRequest[] = [];
  const transport: SyncTransport = {
    async push(req) {
      if (!online.value) throw new TypeError('Failed to fetch');
      pushes.push(req);
      const last = req.mutations.at(-1)?.id ?? 0;
      return { status: 200, body: { lastMutationId: last, results: req.mutations.map((m) => ({ id: m.id, status: 'applied' })) } };
    },
    async pull() {
      if (!online.value) throw new TypeError('Failed to fetch');
      return { status: 200, body: snapshot(`${EVENT}:1`) };
    },
  };
  return { transport, pushes };
}

const quietWindow = () => {
  const target = new EventTarget();
  return {
    win: target as unknown as Window,
    doc: Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState }) as unknown as Document,
  };
};

let name: string;
let n = 0;
const opened: PitchsideDb[] = [];
const open = () => {
  const d = new PitchsideDb(name);
  opened.push(d);
  return d;
};

beforeEach(() => {
  name = `sync-store-test-${++n}`;
});
afterEach(async () => {
  for (const d of opened.splice(0)) d.close();
  await new PitchsideDb(name).delete();
});

describe('Dexie sync store', () => {
  it('keeps the same device id across reopening the database', async () => {
    const first = await deviceClientId(open());
    opened[0]!.close();
    expect(await deviceClientId(open())).toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('pushes at the next start the edits a tab closed before it could send them', async () => {
    const offline = { value: false };
    const before = recordingTransport(offline);
    const db1 = open();
    const deviceId = await deviceClientId(db1);
    const store1 = createDexieStore(db1, deviceId);
    await store1.applyPull(EVENT, snapshot(`${EVENT}:1`));
    const client1 = createSyncClient({ clientId: deviceId, store: store1, transport: before.transport, autoPush: false });
    await client1.mutate('goal.add', {
      gameId: GAME,
      goalId: '66666666-6666-4666-8666-666666666666',
      side: 'home',
      minute: 12,
      scorerId: RAMI,
      scorerName: 'Rami Haddad',
    });
    await client1.mutate('game.setStatus', { gameId: GAME, expected: 'live', status: 'completed' });
    client1.dispose();
    db1.close(); // the tab is closed with nothing sent

    const after = recordingTransport();
    const runtime = await createSyncRuntime({
      database: open(),
      transport: after.transport,
      exclusive: (task) => task(),
      ...quietWindow(),
    });
    const seen = await runtime.client.gameView(GAME);
    expect(seen?.status).toBe('completed');
    expect(seen?.goals.map((g) => g.scorerName)).toEqual(['Rami Haddad']);

    await runtime.push();
    expect(after.pushes).toHaveLength(1);
    expect(after.pushes[0]!.mutations.map((m) => [m.id, m.name])).toEqual([
      [1, 'goal.add'],
      [2, 'game.setStatus'],
    ]);
    await runtime.stop();
  });

  it('keeps the outbox and its replayed edits through a reset pull', async () => {
    const offline = { value: false };
    const { transport } = recordingTransport(offline);
    const store = createDexieStore(open(), 'device-test-1');
    await store.applyPull(EVENT, snapshot(`${EVENT}:1`));
    const client = createSyncClient({ clientId: 'device-test-1', store, transport, autoPush: false });
    await client.mutate('game.setMvp', { gameId: GAME, expected: null, value: RAMI });

    await store.applyPull(EVENT, { ...snapshot(`${EVENT}:9`), reset: true });

    expect(await store.listPending()).toHaveLength(1);
    expect((await client.gameView(GAME))?.mvpId).toBe(RAMI);
    expect(await store.getCookie(EVENT)).toBe(`${EVENT}:9`);
    client.dispose();
  });

  it('drops only the reset event’s rows and never reissues an id the server has seen', async () => {
    const store = createDexieStore(open(), 'device-test-1');
    const OTHER = '77777777-7777-4777-8777-777777777777';
    await store.applyPull(EVENT, snapshot(`${EVENT}:1`));
    await store.applyPull(OTHER, {
      cookie: `${OTHER}:1`,
      reset: true,
      patch: [{ op: 'put', entity: 'game', id: OTHER, value: { ...game, id: OTHER, eventId: OTHER } }],
    });
    await store.applyPull(EVENT, { cookie: `${EVENT}:2`, reset: true, patch: [] });
    expect(await store.listRows('game', EVENT)).toEqual([]);
    expect((await store.listRows('game', OTHER)).map((g) => g.id)).toEqual([OTHER]);

    await store.ensureMutationIdAbove(41);
    const row = await store.appendMutation({
      name: 'goal.remove',
      args: { gameId: GAME, goalId: GAME },
      createdAt: '2026-01-01T00:00:00Z',
    });
    expect(row.id).toBe(42);
  });
});
