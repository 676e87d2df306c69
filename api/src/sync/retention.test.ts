import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goals, syncMutations } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { pruneSyncHistory } from './retention';
import { syncTestKit } from './test-kit';
import { goalArgs, makeFixture } from './test-factory';

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
const DAY = 86_400_000;

describe('sync history pruning', () => {
  it('forgets deletes and log rows older than two weeks, keeping what a device back after a week needs', async () => {
    const f = await makeFixture(t);
    const cid = kit.clientId();
    const [oldGoal, weekGoal, keptGoal] = [goalArgs(f, { minute: 1 }), goalArgs(f, { minute: 2 }), goalArgs(f, { minute: 3 })];
    const push = (id: number, name: string, args: unknown) => kit.push({ clientId: cid, mutations: [{ id, name, args }] });
    await push(1, 'goal.add', oldGoal);
    await push(2, 'goal.add', weekGoal);
    await push(3, 'goal.add', keptGoal);
    const beforeDeletes = (await kit.pull(f.eventId, cid)).body.cookie as string;
    await push(4, 'goal.remove', { gameId: f.gameId, goalId: oldGoal.goalId });
    const afterOldDelete = (await kit.pull(f.eventId, cid)).body.cookie as string;
    await push(5, 'goal.remove', { gameId: f.gameId, goalId: weekGoal.goalId });
    // The first delete and the first four edits happened three weeks ago; the second delete a week ago.
    // Time passing is not an edit: the backdating skips the triggers, so the goals keep their versions.
    const db = kit.db();
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(goals)
        .set({ deletedAt: new Date(Date.now() - 21 * DAY) })
        .where(eq(goals.id, oldGoal.goalId));
      await tx
        .update(goals)
        .set({ deletedAt: new Date(Date.now() - 7 * DAY) })
        .where(eq(goals.id, weekGoal.goalId));
    });
    await db
      .update(syncMutations)
      .set({ processedAt: new Date(Date.now() - 21 * DAY) })
      .where(inArray(syncMutations.mutationId, [1, 2, 3, 4]));

    expect(await pruneSyncHistory(db)).toMatchObject({ logRows: 4 });
    const left = await db.select().from(goals).where(eq(goals.gameId, f.gameId));
    expect(left.map((g) => g.id).sort()).toEqual([weekGoal.goalId, keptGoal.goalId].sort());
    expect((await kit.logged(cid)).map((r) => r.mutationId)).toEqual([5]);

    // A device that pulled after the old delete (a week back) still gets the week-old delete.
    const weekBack = await kit.pull(f.eventId, cid, afterOldDelete);
    expect(weekBack.body.reset).toBeUndefined();
    expect(weekBack.body.patch).toContainEqual({ op: 'del', entity: 'goal', id: weekGoal.goalId });
    // One from before the pruned delete gets a full snapshot instead of keeping the removed goal.
    const older = await kit.pull(f.eventId, cid, beforeDeletes);
    expect(older.body.reset).toBe(true);
    // The week-old edit sent again is still answered from the log.
    const again = await push(5, 'goal.remove', { gameId: f.gameId, goalId: weekGoal.goalId });
    expect(again.body.results).toEqual([{ id: 5, status: 'duplicate', result: { status: 'applied' } }]);
    // Running again has nothing more to do.
    expect(await pruneSyncHistory(db)).toEqual({ events: 0, logRows: 0 });
  });
});
