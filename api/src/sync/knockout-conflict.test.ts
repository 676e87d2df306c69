import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore, createSyncClient, type GoalAddArgs } from '@pitchside/sync';
import { createTestContext, type TestContext } from '../test/harness';
import { knockoutFixtures } from '../db/schema';
import { factories } from '../test-support/factories';
import { stagesKit } from '../stages/test-kit';
import { makeAdmin } from './test-factory';
import { syncTestKit } from './test-kit';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const { clientId, appTransport, liveGoals } = syncTestKit(
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

/** Semi-finals T1 v T2 and T3 v T4, the Final to come. */
async function semis() {
  const f = factories(t.deps.database.db);
  const kit = stagesKit(t, () => t.adminToken());
  const event = await f.event({ slug: `ko-${randomUUID().slice(0, 6)}` });
  const ag = await f.ageGroup(event.id, { slug: 'open', name: 'Open', stageType: 'Knockout' });
  const ids: string[] = [];
  for (let i = 1; i <= 4; i++) ids.push((await f.team(event.id, { name: `T${i}`, ageGroupId: ag.id })).id);
  await kit.ok('PUT', `/api/events/${event.id}`, {
    ageGroups: [
      {
        slug: 'open',
        knockoutStage: [
          {
            roundName: 'Semi Finals',
            fixtures: [
              { homeTeam: ids[0], awayTeam: ids[1] },
              { homeTeam: ids[2], awayTeam: ids[3] },
            ],
          },
          { roundName: 'Final', fixtures: [{ homeTeam: null, awayTeam: null, winner: null }] },
        ],
      },
    ],
  });
  const games = await kit.games(event.id);
  const sf1 = games.find((g) => g.homeTeam._id === ids[0])!._id;
  /** The team the first semi-final sends to the Final, as the bracket holds it. */
  const finalHome = async () => {
    const [slot] = await t.deps.database.db
      .select()
      .from(knockoutFixtures)
      .where(and(eq(knockoutFixtures.eventId, event.id), eq(knockoutFixtures.roundSize, 2), eq(knockoutFixtures.position, 0)));
    return slot?.homeTeamId ?? null;
  };
  return { eventId: event.id, ids, sf1, finalHome };
}

const goal = (gameId: string, side: 'home' | 'away', minute: number): GoalAddArgs => ({
  gameId,
  goalId: randomUUID(),
  side,
  minute,
  scorerName: `Scorer ${minute}`,
});

describe('two offline devices recording one knockout game', () => {
  it('come back as a conflict shown to both admins, never a union of their goals; nothing lost or doubled', async () => {
    const { eventId, ids, sf1, finalHome } = await semis();
    const amal = await phone('Amal Haddad');
    const bilal = await phone('Bilal Saab');
    await amal.client.pull(eventId);
    await bilal.client.pull(eventId);

    // Both offline: Amal records T1 1-0, Bilal records T2 winning 2-0; each completes the game.
    await amal.client.mutateAll([
      { name: 'goal.add', args: goal(sf1, 'home', 12) },
      { name: 'game.setStatus', args: { gameId: sf1, expected: 'Not Scheduled', status: 'completed' } },
    ]);
    await bilal.client.mutateAll([
      { name: 'goal.add', args: goal(sf1, 'away', 20) },
      { name: 'goal.add', args: goal(sf1, 'away', 35) },
      { name: 'game.setStatus', args: { gameId: sf1, expected: 'Not Scheduled', status: 'completed' } },
    ]);

    await amal.client.sync(eventId);
    expect(await finalHome()).toBe(ids[0]);
    await bilal.client.sync(eventId);

    // Bilal: his goals are held, with the result that stands and who completed it.
    const held = bilal.client.status().attention;
    expect(held).toHaveLength(2);
    for (const item of held)
      expect(item).toMatchObject({
        kind: 'conflict',
        conflict: { field: 'result', current: { home: 1, away: 0, penalties: null }, setBy: { id: amal.admin.id, name: 'Amal Haddad' } },
      });
    // The server keeps Amal's 1-0: no union, no goal twice.
    expect((await liveGoals(sf1)).map((g) => g.side)).toEqual(['home']);

    // Amal is told on her next pull.
    await amal.client.pull(eventId);
    expect(amal.client.status().attention).toMatchObject([
      {
        kind: 'notice',
        args: { gameId: sf1 },
        notice: { by: { id: bilal.admin.id, name: 'Bilal Saab' }, theirs: { home: 0, away: 2 }, current: { home: 1, away: 0 } },
      },
    ]);

    // They talk: Bilal was right. He keeps his goals; the Final follows the result that now stands.
    for (const item of held) await bilal.client.resolve(item.mutationId, 'keepMine');
    await bilal.client.sync(eventId);
    expect(bilal.client.status().attention).toEqual([]);
    expect((await liveGoals(sf1)).map((g) => g.side).sort()).toEqual(['away', 'away', 'home']);
    expect(await finalHome()).toBe(ids[1]);
    // Amal dismisses the notice.
    await amal.client.resolve(amal.client.status().attention[0]!.mutationId, 'discard');
    expect(amal.client.status().attention).toEqual([]);
  });
});
