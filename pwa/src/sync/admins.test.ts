import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PushRequest, SyncTransport } from '@pitchside/sync';
import { PitchsideDb } from '../data/db';
import { adminClientId, createDexieStore, lastAdmin, waitingForOtherAdmins } from './dexie-store';
import { createSyncRuntime, type SyncRuntime } from './runtime';

const GAME = '22222222-2222-4222-8222-222222222222';
const goal = (n: number) => ({
  gameId: GAME,
  goalId: `66666666-6666-4666-8666-${String(n).padStart(12, '0')}`,
  side: 'home' as const,
  minute: n,
  scorerName: 'Ali Saad',
});
const RAMI = { id: 'admin-rami', name: 'Rami Haddad' };
const RANA = { id: 'admin-rana', name: 'Rana Khoury' };

/**
 * The server's rules: a client id belongs to the first admin who pushes with it, and the edits are
 * the signed-in admin's. Whoever is signed in on the device is `state.signedIn`.
 */
function server() {
  const state = { signedIn: null as string | null, reachable: true, owners: new Map<string, string>() };
  const pushes: (PushRequest & { by: string })[] = [];
  const transport: SyncTransport = {
    async push(req) {
      if (!state.reachable) throw new TypeError('Failed to fetch');
      if (!state.signedIn) return { status: 401, body: { success: false, message: 'Not signed in' } };
      if (req.userId !== undefined && req.userId !== state.signedIn) {
        return { status: 409, body: { success: false, message: 'These edits belong to another admin', code: 'otherAdmin' } };
      }
      const owner = state.owners.get(req.clientId) ?? state.signedIn;
      if (owner !== state.signedIn) {
        return {
          status: 403,
          body: { success: false, message: 'This device id belongs to another admin. Sign in as them to send these edits.' },
        };
      }
      state.owners.set(req.clientId, owner);
      pushes.push({ ...req, by: state.signedIn });
      return {
        status: 200,
        body: { lastMutationId: req.mutations.at(-1)?.id ?? 0, results: req.mutations.map((m) => ({ id: m.id, status: 'applied' })) },
      };
    },
    async pull() {
      throw new TypeError('Failed to fetch');
    },
  };
  return { state, pushes, transport };
}

const win = new EventTarget() as unknown as Window;
const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' }) as unknown as Document;

let name: string;
let n = 0;
const opened: Dexie[] = [];
const runtimes: SyncRuntime[] = [];
beforeEach(() => {
  name = `sync-admins-test-${++n}`;
});
afterEach(async () => {
  for (const rt of runtimes.splice(0)) await rt.stop();
  for (const d of opened.splice(0)) d.close();
  await Dexie.delete(name);
});
const open = () => {
  const d = new PitchsideDb(name);
  opened.push(d);
  return d;
};

describe('two admins on one device', () => {
  it('pushes each admin’s edits under their own client id, and keeps the other’s queued until they sign in', async () => {
    const database = open();
    const { state, pushes, transport } = server();
    const start = async (admin: typeof RAMI) => {
      const rt = await createSyncRuntime({ database, admin, transport, exclusive: (task) => task(), win, doc, isOnline: () => true });
      runtimes.push(rt);
      rt.start();
      return rt;
    };

    // Rami records two goals courtside with no signal, then hands over the tablet.
    state.reachable = false;
    const rami = await start(RAMI);
    await rami.mutate('goal.add', goal(1));
    await rami.mutate('goal.add', goal(2));
    expect(await rami.push()).toEqual({ kind: 'offline' });
    await rami.stop();

    // Rana signs in; signal returns. Her edit goes under her own id, Rami's stay queued.
    state.reachable = true;
    state.signedIn = RANA.id;
    const rana = await start(RANA);
    expect(rana.client.clientId).not.toBe(rami.client.clientId);
    await rana.mutate('game.setStatus', { gameId: GAME, expected: 'live', status: 'completed' });
    await expect.poll(() => rana.client.status().pending).toBe(0);
    expect(rana.client.status().error).toBeNull();
    expect(pushes.map((p) => [p.by, p.clientId, p.mutations.map((m) => m.name)])).toEqual([
      [RANA.id, rana.client.clientId, ['game.setStatus']],
    ]);
    expect((await createDexieStore(database, rami.client.clientId).listPending()).map((m) => m.args)).toEqual([goal(1), goal(2)]);
    expect(await rana.waitingForOthers()).toEqual([{ clientId: rami.client.clientId, name: 'Rami Haddad', pending: 2 }]);
    expect(await lastAdmin(database)).toEqual(RANA);
    await rana.stop();

    // Rami signs in again on the tablet: his edits go, under his id, with the ids he queued them with.
    state.signedIn = RAMI.id;
    const again = await start(RAMI);
    expect(again.client.clientId).toBe(rami.client.clientId);
    await expect.poll(() => pushes.length).toBe(2);
    await expect.poll(() => again.client.status().pending).toBe(0);
    expect([pushes[1]!.by, pushes[1]!.clientId, pushes[1]!.mutations.map((m) => [m.id, m.args])]).toEqual([
      RAMI.id,
      rami.client.clientId,
      [
        [1, goal(1)],
        [2, goal(2)],
      ],
    ]);
    expect(await again.waitingForOthers()).toEqual([]);
    expect(await waitingForOtherAdmins(database, 'nobody')).toEqual([]);
  });

  it('never sends an admin’s edits under the session of another admin who signed in meanwhile', async () => {
    const database = open();
    const { state, pushes, transport } = server();
    state.reachable = false;
    const rami = await createSyncRuntime({ database, admin: RAMI, transport, exclusive: (task) => task(), win, doc, isOnline: () => true });
    runtimes.push(rami);
    await rami.mutate('goal.add', goal(1));
    expect(await rami.push()).toEqual({ kind: 'offline' });
    // Rana signs in on the same browser while Rami's screen is still open; signal returns.
    state.reachable = true;
    state.signedIn = RANA.id;
    expect(await rami.push()).toEqual({ kind: 'signInRequired' });
    expect(pushes).toEqual([]);
    expect(rami.client.status()).toMatchObject({ signInRequired: true, pending: 1 });
    state.signedIn = RAMI.id;
    await rami.resume();
    expect(pushes.map((p) => [p.by, p.userId, p.mutations.map((m) => m.args)])).toEqual([[RAMI.id, RAMI.id, [goal(1)]]]);
  });

  it('shows another admin’s goal waiting on the device, labelled, and flags entering it again', async () => {
    const database = open();
    const { state, transport } = server();
    state.reachable = false;
    const start = async (admin: typeof RAMI) => {
      const rt = await createSyncRuntime({ database, admin, transport, exclusive: (task) => task(), win, doc, isOnline: () => true });
      runtimes.push(rt);
      return rt;
    };
    const rami = await start(RAMI);
    await rami.store.applyPull('event-1', {
      cookie: 'event-1:r2:1',
      reset: true,
      patch: [
        {
          op: 'put',
          entity: 'game',
          id: GAME,
          value: {
            id: GAME,
            eventId: 'event-1',
            ageGroupId: null,
            groupId: null,
            homeTeamId: 'team-h',
            awayTeamId: 'team-a',
            status: 'live',
            startTime: null,
            location: null,
            round: 'Final',
            mvpId: null,
            penalties: null,
            version: 1,
          },
        },
      ],
    });
    await rami.mutate('goal.add', goal(30));
    await rami.mutate('game.setStatus', { gameId: GAME, expected: 'live', status: 'completed' });
    await rami.stop();

    // Rana takes the tablet: Rami's goal shows as waiting for him; his status change does not.
    const rana = await start(RANA);
    const view = await rana.client.gameView(GAME);
    expect(view).toMatchObject({ status: 'live', goals: [{ id: goal(30).goalId, minute: 30, waitingFor: 'Rami Haddad' }] });
    expect(
      await rana.client.possibleDuplicateGoal(GAME, { side: 'home', minute: 30, scorerId: null, scorerName: 'Ali Saad' }),
    ).toMatchObject({ id: goal(30).goalId, waitingFor: 'Rami Haddad' });
    // Her own goal is hers: no label.
    await rana.mutate('goal.add', goal(50));
    const goals = (await rana.client.gameViews('event-1'))[0]!.goals;
    expect(goals.map((g) => [g.minute, g.waitingFor]).sort()).toEqual([
      [30, 'Rami Haddad'],
      [50, undefined],
    ]);
  });

  it('gives each admin one id on the device, kept across reopening, with their current name', async () => {
    const first = open();
    const rami = await adminClientId(first, RAMI);
    const rana = await adminClientId(first, RANA);
    expect(rana).not.toBe(rami);
    first.close();
    const second = open();
    expect(await adminClientId(second, { ...RAMI, name: 'Rami H.' })).toBe(rami);
    expect(await lastAdmin(second)).toEqual({ id: RAMI.id, name: 'Rami H.' });
  });
});

describe('upgrade from the single device outbox (version 2)', () => {
  it('keeps the edits queued before the upgrade under the device’s old client id', async () => {
    // The database as version 2 left it, declared exactly as it was.
    const v2 = new Dexie(name);
    v2.version(1).stores({ responses: 'path, fetchedAt', meta: 'key' });
    v2.version(2).stores({ outbox: 'id', attention: 'mutationId', syncRows: '[entity+id], [entity+eventId], eventId', syncMeta: 'key' });
    await v2.open();
    await v2.table('syncMeta').bulkPut([
      { key: 'clientId', value: 'device-old-1' },
      { key: 'nextMutationId', value: 4 },
      { key: 'lastSyncAt', value: '2026-11-21T12:00:00.000Z' },
      { key: 'cookie:event-1', value: 'event-1:7' },
    ]);
    await v2.table('outbox').bulkPut([
      { id: 2, name: 'goal.add', args: goal(2), createdAt: '2026-11-21T12:01:00.000Z' },
      { id: 3, name: 'goal.add', args: goal(3), createdAt: '2026-11-21T12:02:00.000Z' },
    ]);
    await v2.table('attention').put({
      mutationId: 1,
      name: 'game.setStatus',
      args: { gameId: GAME, expected: 'live', status: 'completed' },
      kind: 'rejected',
      reason: 'The game is already completed',
      receivedAt: '2026-11-21T12:00:00.000Z',
    });
    await v2.table('responses').put({ path: '/api/events', body: [], fetchedAt: 1 });
    v2.close();

    const database = open();
    await database.open();
    // Version 4 (fans' saved editions and follows) only adds tables.
    expect(database.verno).toBe(4);
    expect(database.tables.map((t) => t.name).sort()).toEqual([
      'attentionItems',
      'follows',
      'meta',
      'pendingEdits',
      'responses',
      'savedEvents',
      'syncMeta',
      'syncRows',
    ]);
    expect(await database.responses.count()).toBe(1);

    const store = createDexieStore(database, 'device-old-1');
    expect((await store.listPending()).map((m) => [m.id, m.args])).toEqual([
      [2, goal(2)],
      [3, goal(3)],
    ]);
    expect((await store.listAttention()).map((a) => [a.mutationId, a.reason])).toEqual([[1, 'The game is already completed']]);
    expect(await store.getMeta()).toEqual({ lastSyncAt: '2026-11-21T12:00:00.000Z' });
    expect(await store.getCookie('event-1')).toBe('event-1:7');
    // The next edit continues the old numbering: the server would see a reused id as a duplicate.
    expect((await store.appendMutation({ name: 'goal.add', args: goal(4), createdAt: '2026-11-21T12:03:00.000Z' })).id).toBe(4);

    // The first admin to open the manager adopts the old id; the next admin gets their own.
    expect(await adminClientId(database, RAMI)).toBe('device-old-1');
    expect(await adminClientId(database, RANA)).not.toBe('device-old-1');
    expect(await waitingForOtherAdmins(database, await adminClientId(database, RANA))).toEqual([
      { clientId: 'device-old-1', name: 'Rami Haddad', pending: 3 },
    ]);
  });
});
