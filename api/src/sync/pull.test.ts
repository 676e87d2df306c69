import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore, createSyncClient } from '@pitchside/sync';
import { ageGroups, goals, teams } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { pruneTombstones } from './queries';
import { goalArgs, makeFixture } from './test-factory';
import { syncTestKit } from './test-kit';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await t.adminToken();
});
afterAll(() => t.close());

const { clientId, push, pull, db, appTransport } = syncTestKit(
  () => t,
  () => token,
);

describe('pull', () => {
  it('sends a full snapshot with reset, then only what changed, with removed goals as deletes', async () => {
    const f = await makeFixture(t);
    const cid = clientId();
    const keep = goalArgs(f);
    const drop = goalArgs(f, { side: 'away' });
    await push({
      clientId: cid,
      mutations: [
        { id: 1, name: 'goal.add', args: keep },
        { id: 2, name: 'goal.add', args: drop },
      ],
    });
    const full = await pull(f.eventId, cid);
    expect(full.status).toBe(200);
    expect(full.body.reset).toBe(true);
    expect(full.body.lastMutationId).toBe(2);
    const entities = (full.body.patch as { entity: string }[]).map((p) => p.entity);
    expect(entities.filter((e) => e === 'team')).toHaveLength(2);
    expect(entities.filter((e) => e === 'game')).toHaveLength(1);
    expect(entities.filter((e) => e === 'goal')).toHaveLength(2);
    const team = full.body.patch.find((p: { entity: string }) => p.entity === 'team');
    expect(team.value.players).toHaveLength(5);

    const nothing = await pull(f.eventId, cid, full.body.cookie);
    expect(nothing.body).toEqual({ cookie: full.body.cookie, lastMutationId: 2, patch: [] });

    await push({
      clientId: cid,
      mutations: [
        { id: 3, name: 'goal.remove', args: { gameId: f.gameId, goalId: drop.goalId } },
        { id: 4, name: 'game.setSaves', args: { gameId: f.gameId, playerId: f.home.players[4], expected: 0, value: 3 } },
      ],
    });
    const delta = await pull(f.eventId, cid, full.body.cookie);
    expect(delta.body.reset).toBeUndefined();
    expect(delta.body.lastMutationId).toBe(4);
    expect(delta.body.patch).toEqual(
      expect.arrayContaining([
        { op: 'del', entity: 'goal', id: drop.goalId },
        expect.objectContaining({ op: 'put', entity: 'game', id: f.gameId }),
        {
          op: 'put',
          entity: 'save',
          id: `${f.gameId}:${f.home.players[4]}`,
          value: { eventId: f.eventId, gameId: f.gameId, playerId: f.home.players[4], saves: 3 },
        },
      ]),
    );
    expect(delta.body.patch.some((p: { entity: string }) => p.entity === 'team')).toBe(false);
  });

  it('resets on a malformed cookie, a cookie of another event, a future cookie and one older than pruned tombstones', async () => {
    const f = await makeFixture(t);
    const g = await makeFixture(t);
    const cid = clientId();
    const full = await pull(f.eventId, cid);
    const future = full.body.cookie.replace(/\d+$/, '99999999999');
    // `${event}:n` is the cookie of the row format before team rows carried age-group names.
    const oldFormat = `${f.eventId}:${full.body.cookie.split(':').at(-1)}`;
    for (const cookie of ['nonsense', full.body.cookie.replace(f.eventId, g.eventId), future, oldFormat]) {
      expect((await pull(f.eventId, cid, cookie)).body.reset).toBe(true);
    }
    const add = goalArgs(f);
    await push({
      clientId: cid,
      mutations: [
        { id: 1, name: 'goal.add', args: add },
        { id: 2, name: 'goal.remove', args: { gameId: f.gameId, goalId: add.goalId } },
      ],
    });
    const latest = await pull(f.eventId, cid, full.body.cookie);
    expect(latest.body.reset).toBeUndefined();
    await db().transaction((tx) => pruneTombstones(tx, f.eventId, Number(latest.body.cookie.split(':').at(-1))));
    const old = await pull(f.eventId, cid, full.body.cookie);
    expect(old.body.reset).toBe(true);
    expect(old.body.patch.some((p: { id: string }) => p.id === add.goalId)).toBe(false);
    expect((await pull(f.eventId, cid, latest.body.cookie)).body.reset).toBeUndefined();
  });

  it('sends team rows with their age-group name and their logo as a URL', async () => {
    const f = await makeFixture(t);
    const [group] = await db().insert(ageGroups).values({ eventId: f.eventId, name: 'U12', slug: 'u12' }).returning({ id: ageGroups.id });
    await db().update(teams).set({ ageGroupId: group!.id, logo: 'logos/cedars.webp' }).where(eq(teams.id, f.home.id));
    const full = await pull(f.eventId, clientId());
    const team = (id: string) => full.body.patch.find((p: { id: string }) => p.id === id).value;
    expect(team(f.home.id)).toMatchObject({ ageGroupId: group!.id, ageGroupName: 'U12', logo: '/api/uploads/logos/cedars.webp' });
    expect(team(f.away.id)).toMatchObject({ ageGroupId: null, ageGroupName: null, logo: null });
  });

  it('answers 404 for an unknown or malformed scope', async () => {
    expect((await pull(randomUUID(), clientId())).status).toBe(404);
    expect((await pull('not-an-id', clientId())).status).toBe(404);
  });

  it('never misses a change committed after a pull that ran while it was in flight', async () => {
    const f = await makeFixture(t);
    const cid = clientId();
    const first = await pull(f.eventId, cid);
    const goalId = randomUUID();
    if (t.deps.database.kind === 'postgres') {
      // A writer has written (the database took its version under the event's lock) but not committed
      // while the pull reads.
      let during: Awaited<ReturnType<typeof pull>> | undefined;
      await db().transaction(async (tx) => {
        await tx.insert(goals).values({ id: goalId, gameId: f.gameId, eventId: f.eventId, side: 'home', minute: 5, scorerName: 'Late' });
        during = await pull(f.eventId, cid, first.body.cookie);
      });
      expect(during!.body.patch.some((p: { id: string }) => p.id === goalId)).toBe(false);
      const after = await pull(f.eventId, cid, during!.body.cookie);
      expect(after.body.patch.some((p: { id: string }) => p.id === goalId)).toBe(true);
    } else {
      // PGlite runs one transaction at a time: start both and check the goal arrives by the second pull.
      const [pushed, during] = await Promise.all([
        push({ clientId: clientId(), mutations: [{ id: 1, name: 'goal.add', args: goalArgs(f, { goalId }) }] }),
        pull(f.eventId, cid, first.body.cookie),
      ]);
      expect(pushed.body.results[0].status).toBe('applied');
      const after = await pull(f.eventId, cid, during.body.cookie);
      const seen = [...during.body.patch, ...after.body.patch].filter((p: { id: string }) => p.id === goalId);
      expect(seen.length).toBeGreaterThan(0);
    }
  });

  it('keeps the outbox through a reset and settles edits the pull confirms', async () => {
    const f = await makeFixture(t);
    const { transport, faults } = appTransport(() => token);
    const client = createSyncClient({ clientId: clientId(), store: createMemoryStore(), transport, autoPush: false });
    await client.mutate('game.setStatus', { gameId: f.gameId, expected: 'Not Scheduled', status: 'live' });
    faults.loseNextPushAnswer = true;
    await client.push();
    await client.mutate('goal.add', goalArgs(f));
    faults.offline = false;
    // The pull says mutation 1 is done; the goal (2) is still pending and survives the reset.
    const pulled = await client.pull(f.eventId);
    expect(pulled).toMatchObject({ kind: 'pulled', reset: true });
    expect(client.status().pending).toBe(0);
    const view = await client.gameView(f.gameId);
    expect(view?.status).toBe('live');
    expect(view?.goals).toHaveLength(1);
  });
});
