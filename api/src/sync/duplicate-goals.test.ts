import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore, createSyncClient } from '@pitchside/sync';
import { createTestContext, type TestContext } from '../test/harness';
import { goalArgs, makeAdmin, makeFixture } from './test-factory';
import { syncTestKit } from './test-kit';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const { clientId, appTransport } = syncTestKit(
  () => t,
  () => '',
);

/** An admin's phone: its own outbox, pushing and pulling as that admin. */
async function phone(name: string) {
  const admin = await makeAdmin(t, name);
  const { transport } = appTransport(() => admin.token);
  const client = createSyncClient({ clientId: clientId(), userId: admin.id, store: createMemoryStore(), transport, autoPush: false });
  return { admin, client };
}

describe('possible duplicate goals across devices', () => {
  it("never flags one admin's brace within a minute nor another admin's goal a minute apart, and flags another admin's record of the same goal", async () => {
    const f = await makeFixture(t);
    const amal = await phone('Amal Haddad');
    const bilal = await phone('Bilal Saab');
    const ali = { scorerId: f.home.players[0]!, scorerName: 'Ali' };

    // Amal records Ali's brace: 10' and 10'. No prompt before the second, nothing to confirm after sync.
    await amal.client.pull(f.eventId);
    await amal.client.mutate('goal.add', goalArgs(f, { ...ali, minute: 10 }));
    expect(await amal.client.possibleDuplicateGoal(f.gameId, { side: 'home', minute: 10, ...ali })).toBeNull();
    await amal.client.mutate('goal.add', goalArgs(f, { ...ali, minute: 10 }));
    await amal.client.sync(f.eventId);
    expect(amal.client.status().attention).toEqual([]);
    expect(await amal.client.possibleDuplicateGoal(f.gameId, { side: 'home', minute: 11, ...ali })).toBeNull();

    // Bilal, who had not pulled, records Ali's third goal at 11': a goal of its own, nothing asked.
    await bilal.client.mutate('goal.add', goalArgs(f, { ...ali, minute: 11 }));
    await bilal.client.sync(f.eventId);
    expect(bilal.client.status().attention).toEqual([]);
    // Then the second goal at 10' again, which Amal has: that one looks doubled.
    await bilal.client.mutate('goal.add', goalArgs(f, { ...ali, minute: 10 }));
    await bilal.client.sync(f.eventId);
    expect(bilal.client.status().attention).toMatchObject([
      { kind: 'duplicate', duplicateOf: { scorerName: 'Ali', minute: 10, createdBy: amal.admin.id } },
    ]);
    // After a pull, Amal is asked before entering Ali's goal at 11' once more: Bilal has it.
    await amal.client.pull(f.eventId);
    expect(amal.client.status().attention).toEqual([]);
    expect(await amal.client.possibleDuplicateGoal(f.gameId, { side: 'home', minute: 11, ...ali })).toMatchObject({
      createdBy: bilal.admin.id,
    });
  });
});
