import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore, createSyncClient } from '@pitchside/sync';
import { games, goals, syncClients } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { goalArgs, makeAdmin, makeFixture } from './test-factory';
import { manualTimer, syncTestKit } from './test-kit';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await t.adminToken();
});
afterAll(() => t.close());

const kit = syncTestKit(
  () => t,
  () => token,
);

describe('a device whose edits the server no longer knows (database restored from a backup)', () => {
  it('re-sends its unconfirmed edits under a new client id once the admin agrees, losing nothing and checking conflicts', async () => {
    const f = await makeFixture(t);
    const { transport } = kit.appTransport(() => token);
    const client = createSyncClient({
      clientId: kit.clientId(),
      store: createMemoryStore(),
      transport,
      schedule: manualTimer().schedule,
      autoPush: false,
    });
    const oldId = client.clientId;
    const early = [goalArgs(f, { minute: 3 }), goalArgs(f, { minute: 8 })];
    for (const g of early) await client.mutate('goal.add', g);
    expect(await client.push()).toEqual({ kind: 'pushed', settled: 2 });

    // The server's database is restored from a backup taken before those two goals.
    const db = kit.db();
    await db.delete(goals).where(
      inArray(
        goals.id,
        early.map((g) => g.goalId),
      ),
    );
    await db.delete(syncClients).where(eq(syncClients.clientId, oldId));
    // Meanwhile another admin completed the game.
    const rana = await makeAdmin(t, 'Rana Haddad');
    await kit.push(
      {
        clientId: kit.clientId(),
        mutations: [{ id: 1, name: 'game.setStatus', args: { gameId: f.gameId, expected: 'Not Scheduled', status: 'completed' } }],
      },
      rana.token,
    );

    // The device queues more: a goal and a status change from the status it saw.
    const late = goalArgs(f, { minute: 30 });
    await client.mutate('goal.add', late);
    await client.mutate('game.setStatus', { gameId: f.gameId, expected: 'Not Scheduled', status: 'live' });
    const stuck = await client.push();
    expect(stuck.kind).toBe('failed');
    expect(client.status().gap).toEqual({ expected: 1, unsent: 4 });
    expect(client.status().error).toBe('The server is missing earlier edits from this device; they cannot be sent.');

    // The admin agrees: everything the server lacks goes under a new id, checked as usual.
    expect(await client.startOver()).toEqual({ kind: 'pushed', settled: 4 });
    expect(client.clientId).not.toBe(oldId);
    expect(client.status()).toMatchObject({ gap: null, error: null, pending: 0 });
    const ids = (await kit.liveGoals(f.gameId)).map((g) => g.id).sort();
    expect(ids).toEqual([...early, late].map((g) => g.goalId).sort());
    expect(await kit.lastId(client.clientId)).toBe(4);
    // The status change met Rana's: a conflict for the admin to settle, not an overwrite.
    const [game] = await db.select().from(games).where(eq(games.id, f.gameId));
    expect(game!.status).toBe('completed');
    expect(client.status().attention).toMatchObject([{ kind: 'conflict', name: 'game.setStatus', conflict: { current: 'completed' } }]);
  });
});
