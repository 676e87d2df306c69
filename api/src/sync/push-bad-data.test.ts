import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { loggable } from './mutation-log';
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

const push = (body: unknown) => t.request('POST', '/api/sync/push', { body, token });

describe('edits the database cannot store', () => {
  it('are rejected with a reason and never stop the edits queued behind them', async () => {
    const clientId = `dev-${randomUUID().slice(0, 12)}`;
    const res = await push({
      clientId,
      mutations: [
        { id: 1, name: 'game.setSaves', args: { gameId: f.gameId, playerId: f.away.players[0], expected: 0, value: 3_000_000_000 } },
        { id: 2, name: 'goal.add', args: { ...goalArgs(f), scorerName: 'Nul\u0000Byte' } },
        { id: 3, name: 'goal.add', args: { ...goalArgs(f), extra: 'stray \u0000 and \ud800' } },
        { id: 4, name: 'goal.add', args: goalArgs(f, { scorerName: 'Karim Haddad' }) },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.lastMutationId).toBe(4);
    expect(res.body.results).toEqual([
      { id: 1, status: 'rejected', reason: 'Saves must be at most 999', code: 'savesMax' },
      {
        id: 2,
        status: 'rejected',
        reason: 'Scorer name must not contain control characters',
        code: 'noControlCharacters',
        params: { label: 'Scorer name' },
      },
      { id: 3, status: 'applied' },
      { id: 4, status: 'applied' },
    ]);
  });

  it.each([
    ['a\u0000b', 'ab'],
    ['\ud800x', '\ufffdx'],
    [{ 'k\u0000': ['v\u0000'] }, { k: ['v'] }],
    [undefined, null],
  ])('makes %j storable', (input, output) => {
    expect(loggable(input)).toEqual(output);
  });
});
