import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@pitchside/shared';
import { openDatabase, type Database } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { makeFixture } from '../sync/test-factory';
import { createTestContext, type TestContext } from '../test/harness';

/**
 * Two API instances on one Postgres, as behind a load balancer: requests from one address land on
 * either. They must behave as one: one rate limit, live scores and fresh shared reads on both.
 * Needs a Postgres server (DATABASE_URL): PGlite is one process's embedded database.
 */
const url = process.env.DATABASE_URL;

let a: TestContext;
let b: TestContext;
let second: Database;
let adminToken: string;
const limits = { loginAddress: { limit: 4, windowMs: 60_000 } };

beforeAll(async () => {
  if (!url) return;
  a = await createTestContext({ rateLimits: limits });
  second = await openDatabase({ url: a.deps.database.url!, maxConnections: 5 });
  b = await createTestContext({ rateLimits: limits, database: second });
  // Signed in before the login-limit test spends this address's attempts.
  adminToken = await a.adminToken();
});
afterAll(async () => {
  if (!url) return;
  await b.close();
  await second.close();
  await a.close();
});

/** Round robin over the two instances: the address the callers see. */
let turn = 0;
const balanced = (...args: Parameters<TestContext['request']>) => (turn++ % 2 === 0 ? a : b).request(...args);

/** The next `event: game` message of an event stream. */
async function nextGame(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<Record<string, unknown>> {
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const end = buffer.indexOf('\n\n');
    if (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.includes('event: game'))
        return JSON.parse(
          block
            .split('\n')
            .find((l) => l.startsWith('data: '))!
            .slice(6),
        );
      continue;
    }
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended');
    buffer += decoder.decode(value, { stream: true });
  }
}

describe.skipIf(!url)('two API instances on one Postgres', () => {
  it('share one login limit per address', async () => {
    await a.deps.database.db.delete(rateLimitHits); // a clean count, whatever signed in before
    const attempt = (n: number) =>
      balanced('POST', '/api/auth/login', { body: { email: `nobody${n}@example.com`, password: 'wrong-password-1' } });
    for (let i = 0; i < 4; i++) expect((await attempt(i)).status).toBe(401);
    // Each instance alone has seen two attempts; together they have seen four.
    const fifth = await attempt(4);
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe(MSG.tooManyRequests);
    expect((await attempt(5)).status).toBe(429);
  });

  it('send a goal recorded on one instance live to a fan streaming from the other', async () => {
    const f = await makeFixture(a);
    const res = await b.app.request(`/api/live/events/${f.eventId}`);
    const reader = res.body!.getReader();
    try {
      const goalId = randomUUID();
      const body = { goalId, side: 'home', minute: 9, scorerId: f.home.players[0], scorerName: 'Rami' };
      const added = await a.request('POST', `/api/events/${f.eventId}/games/${f.gameId}/goals`, { body, token: adminToken });
      expect(added.status).toBe(201);
      expect(await nextGame(reader)).toMatchObject({ eventId: f.eventId, gameId: f.gameId });
    } finally {
      await reader.cancel();
    }
  });

  it('drop a cached public read on one instance when the game changes on the other', async () => {
    const f = await makeFixture(a);
    const read = () => b.request('GET', `/api/events/${f.eventId}/games/${f.gameId}`);
    const before = await read();
    expect(before.status).toBe(200);
    expect(before.body.game.homeGoals).toHaveLength(0);
    await read(); // now served from b's cache
    const body = { goalId: randomUUID(), side: 'home', minute: 30, scorerId: f.home.players[0], scorerName: 'Rami' };
    expect((await a.request('POST', `/api/events/${f.eventId}/games/${f.gameId}/goals`, { body, token: adminToken })).status).toBe(201);
    await expect.poll(async () => (await read()).body.game.homeGoals.length, { timeout: 5_000 }).toBe(1);
  });
});

describe.skipIf(url)('two API instances without Postgres', () => {
  it('are not possible on the embedded PGlite (one process owns it): run with DATABASE_URL', () => {
    expect(url).toBeUndefined();
  });
});
