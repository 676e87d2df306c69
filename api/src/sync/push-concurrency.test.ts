import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { syncTestKit } from './test-kit';
import { goalArgs, makeAdmin, makeFixture, type Fixture } from './test-factory';

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

/** PGlite has one connection: pushes there never overlap, so there is nothing to race. */
const onPostgres = !!process.env.DATABASE_URL;

describe('pushes touching several events at once', () => {
  it.skipIf(!onPostgres)('never deadlock into a 500: events A then B beside B then A, 20 pushes at once', async () => {
    const a = await makeFixture(t);
    const b = await makeFixture(t);
    const rana = await makeAdmin(t, 'Rana Saab');
    const goalsFor = (first: Fixture, second: Fixture, n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: i + 1, name: 'goal.add', args: goalArgs(i < n / 2 ? first : second) }));
    const pushes = Array.from({ length: 20 }, (_, i) => {
      const [first, second] = i % 2 ? [a, b] : [b, a];
      return kit.push({ clientId: kit.clientId(), mutations: goalsFor(first, second, 20) }, i % 2 ? token : rana.token);
    });
    const answers = await Promise.all(pushes);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    for (const r of answers) expect(r.body.results.every((x: { status: string }) => x.status === 'applied')).toBe(true);
    // Exactly once: 20 pushes of 10 goals per event each.
    expect(await kit.liveGoals(a.gameId)).toHaveLength(200);
    expect(await kit.liveGoals(b.gameId)).toHaveLength(200);
  });
});

describe('a large push', () => {
  it('lets other requests in between its batches', async () => {
    const f = await makeFixture(t);
    const mutations = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: 'goal.add', args: goalArgs(f) }));
    const order: string[] = [];
    const pushing = kit.push({ clientId: kit.clientId(), mutations }).then((r) => {
      order.push('push');
      return r;
    });
    // The health check arrives once the push is under way.
    await new Promise((r) => setTimeout(r, 20));
    const health = await t.request('GET', '/api/health');
    order.push('health');
    expect(health.status).toBe(200);
    expect((await pushing).status).toBe(200);
    expect(order).toEqual(['health', 'push']);
  });
});
