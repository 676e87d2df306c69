import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameAudit, goals, syncClients, syncMutations } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { goalArgs, makeFixture, type Fixture } from './test-factory';

let t: TestContext;
let token: string;
let f: Fixture;
beforeAll(async () => {
  t = await createTestContext();
  token = await t.adminToken();
  f = await makeFixture(t);
});
afterAll(() => t.close());

const clientId = () => `dev-${randomUUID().slice(0, 12)}`;
const push = (body: unknown) => t.request('POST', '/api/sync/push', { body, token });
const db = () => t.deps.database.db;
const liveGoals = async (gameId: string) => (await db().select().from(goals).where(eq(goals.gameId, gameId))).filter((g) => !g.deletedAt);
const logged = async (cid: string) => db().select().from(syncMutations).where(eq(syncMutations.clientId, cid));
const lastId = async (cid: string) => (await db().select().from(syncClients).where(eq(syncClients.clientId, cid)))[0]?.lastMutationId ?? 0;

describe('a long queue', () => {
  it('applies a long queue in batches; a goal id already used in another game is rejected and the rest still apply', async () => {
    const other = await makeFixture(t);
    const taken = goalArgs(other);
    expect((await push({ clientId: clientId(), mutations: [{ id: 1, name: 'goal.add', args: taken }] })).status).toBe(200);

    const cid = clientId();
    const mutations = Array.from({ length: 120 }, (_, i) => ({
      id: i + 1,
      name: 'goal.add',
      args: i === 70 ? { ...goalArgs(f), goalId: taken.goalId } : goalArgs(f),
    }));
    const before = (await liveGoals(f.gameId)).length;
    const res = await push({ clientId: cid, mutations });
    expect(res.body.lastMutationId).toBe(120);
    const rejected = res.body.results.filter((r: { status: string }) => r.status === 'rejected');
    expect(rejected).toEqual([{ id: 71, status: 'rejected', reason: 'This goal id belongs to another game', code: 'goalOfAnotherGame' }]);
    expect((await liveGoals(f.gameId)).length).toBe(before + 119);
    expect(await logged(cid)).toHaveLength(120);
    expect(await lastId(cid)).toBe(120);
    const audit = await db().select().from(gameAudit).where(eq(gameAudit.gameId, f.gameId));
    expect(audit.filter((a) => (a.detail as { clientId?: string }).clientId === cid)).toHaveLength(119);
  });
});
