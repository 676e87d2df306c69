import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { EDIT_TOO_LARGE } from './edit-size';
import { syncTestKit } from './test-kit';
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

const kit = syncTestKit(
  () => t,
  () => token,
);

/** `{"a":{"a":...}}` nested `depth` deep, as raw JSON (JSON.stringify itself overflows on it). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const NESTED = '"__nested__"';

/** Sends a push whose body is written by hand, so args can be nested deeper than JSON.stringify goes. */
async function rawPush(body: unknown, deep: string) {
  const res = await t.app.request('/api/sync/push', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body).replace(NESTED, deep),
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('malformed edits', () => {
  it('are rejected one by one and never block the queue: null args, args nested 5,000 deep, a 200 KB edit', async () => {
    const cid = kit.clientId();
    const huge = { ...goalArgs(f), scorerName: 'x'.repeat(200_000) };
    const body = {
      clientId: cid,
      mutations: [
        { id: 1, name: 'goal.add', args: null },
        { id: 2, name: 'goal.add', args: '__nested__' },
        { id: 3, name: 'goal.add', args: huge },
        { id: 4, name: 'goal.add', args: goalArgs(f, { scorerName: 'Karim Haddad' }) },
      ],
    };
    const res = await rawPush(body, nested(5000));
    expect(res.status).toBe(200);
    expect(res.body.lastMutationId).toBe(4);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'applied']);
    expect(res.body.results[1].reason).toBe(EDIT_TOO_LARGE);
    expect(res.body.results[2].reason).toBe(EDIT_TOO_LARGE);
    // The log never keeps a huge edit whole.
    const logged = await kit.logged(cid);
    expect(logged).toHaveLength(4);
    for (const row of logged) expect(JSON.stringify(row.args).length).toBeLessThan(70 * 1024);
    // Sent again (the answer was lost), each is answered from the log, not applied or refused anew.
    const again = await rawPush(body, nested(5000));
    expect(again.status).toBe(200);
    expect(again.body.results.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(again.body.results[0].result.status).toBe('rejected');
  });

  it('answers a too-large edit under a reused id as a different edit', async () => {
    const cid = kit.clientId();
    await kit.push({ clientId: cid, mutations: [{ id: 1, name: 'goal.add', args: { ...goalArgs(f), pad: 'y'.repeat(70_000) } }] });
    const other = await kit.push({ clientId: cid, mutations: [{ id: 1, name: 'goal.add', args: goalArgs(f) }] });
    expect(other.body.results[0]).toMatchObject({ status: 'rejected' });
    expect(other.body.results[0].reason).not.toBe(EDIT_TOO_LARGE);
  });

  it.each([
    ['a name with a NUL', { name: 'goal.add\u0000' }],
    ['a name with a lone surrogate', { name: 'goal.\ud800add' }],
    ['a name that is not text', { name: 42 }],
    ['no name', {}],
    ['a 100 KB name', { name: 'n'.repeat(100_000) }],
    ['an unknown name', { name: 'game.explode' }],
    ['no args', { name: 'goal.add', noArgs: true }],
    ['args that are text', { name: 'goal.add', args: 'goal' }],
    ['args that are a list', { name: 'goal.add', args: [1, 2] }],
    ['args of the wrong shape', { name: 'game.setStatus', args: { gameId: 7, status: 'Done' } }],
  ])('%s is rejected alone: the good edits around it and the ones after it apply', async (_label, shape) => {
    const cid = kit.clientId();
    const { noArgs, ...rest } = shape as { noArgs?: boolean; name?: unknown; args?: unknown };
    const bad: Record<string, unknown> = { id: 2, args: goalArgs(f), ...rest };
    if (noArgs) delete bad.args;
    const before = goalArgs(f, { scorerName: 'Before' });
    const after = goalArgs(f, { scorerName: 'After' });
    const body = {
      clientId: cid,
      mutations: [{ id: 1, name: 'goal.add', args: before }, bad, { id: 3, name: 'goal.add', args: after }],
    };
    const res = await kit.push(body);
    expect(res.status).toBe(200);
    expect(res.body.lastMutationId).toBe(3);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'rejected', 'applied']);
    // The reason never carries what the database cannot store, nor a huge name.
    expect(res.body.results[1].reason).not.toContain('\u0000');
    expect(res.body.results[1].reason).not.toContain('\ud800');
    expect(res.body.results[1].reason.length).toBeLessThan(200);
    // Sent again (the answer was lost): answered from the log, never a failure of the whole push.
    const again = await kit.push(body);
    expect(again.status).toBe(200);
    expect(again.body.results.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    // The device's later edits go through.
    const later = goalArgs(f, { scorerName: 'Later' });
    const next = await kit.push({ clientId: cid, mutations: [{ id: 4, name: 'goal.add', args: later }] });
    expect(next.body.results).toEqual([{ id: 4, status: 'applied' }]);
    const ids = new Set((await kit.liveGoals(f.gameId)).map((g) => g.id));
    for (const g of [before, after, later]) expect(ids.has(g.goalId)).toBe(true);
    expect(await kit.lastId(cid)).toBe(4);
  });

  it('refuses the push only when an id is unusable: ids order the queue and name every answer', async () => {
    const res = await kit.push({ clientId: kit.clientId(), mutations: [{ id: 'one', name: 'goal.add', args: goalArgs(f) }] });
    expect(res.status).toBe(400);
  });
});
