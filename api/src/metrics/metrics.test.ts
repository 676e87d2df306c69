import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Deps } from '../context';
import { createTestContext, type TestContext } from '../test/harness';
import { goalArgs, makeFixture } from '../sync/test-factory';

const TOKEN = 'metrics-token-metrics-token-0123';

let t: TestContext;
/** The same database and services, with METRICS_TOKEN set: an instance as an operator runs it. */
let app: ReturnType<typeof createApp>;
let deps: Deps;
beforeAll(async () => {
  t = await createTestContext();
  deps = { ...t.deps, env: { ...t.deps.env, METRICS_TOKEN: TOKEN } };
  app = createApp(deps);
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const res = await app.request('/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of one series in the exposition text (0 when it is absent). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN, and refuses a missing or wrong token', async () => {
    expect((await t.request('GET', '/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN]) {
      const res = await app.request('/api/metrics', { headers: authorization ? { authorization } : {} });
      expect(res.status, authorization).toBe(401);
      expect(await res.text()).not.toContain('pitchside_');
    }
  });

  it('counts requests by route pattern and status, never by raw path', async () => {
    const id = randomUUID();
    await app.request(`/api/events/${id}`);
    await app.request(`/api/events/${id}`);
    await app.request('/api/no-such-route');
    const text = await scrape();
    expect(text).not.toContain(id);
    expect(valueOf(text, 'pitchside_http_requests_total{method="GET",route="/api/events/:id",status="404"}')).toBe(2);
    expect(valueOf(text, 'pitchside_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(valueOf(text, 'pitchside_http_request_duration_seconds_count{method="GET",route="/api/events/:id"}')).toBe(2);
    expect(text).toContain('pitchside_process_resident_memory_bytes');
    expect(valueOf(text, 'pitchside_database_up')).toBe(1);
    expect(text).toMatch(/^pitchside_mail_queue_depth 0$/m);
  });

  it('counts answers from the shared cache as hits and the ones it computed as misses', async () => {
    const before = await scrape();
    await app.request('/api/events');
    await app.request('/api/events');
    const after = await scrape();
    const delta = (outcome: string) =>
      valueOf(after, `pitchside_response_cache_lookups_total{outcome="${outcome}"}`) -
      valueOf(before, `pitchside_response_cache_lookups_total{outcome="${outcome}"}`);
    expect(delta('miss')).toBe(1);
    expect(delta('hit')).toBe(1);
    // Both reach the route's count, though the second never got past the cache.
    expect(valueOf(after, 'pitchside_http_requests_total{method="GET",route="/api/events",status="200"}')).toBeGreaterThanOrEqual(2);
  });

  it('counts sync pushes and their edits by result', async () => {
    const token = await t.adminToken();
    const f = await makeFixture(t);
    const clientId = `dev-${randomUUID().slice(0, 12)}`;
    const goal = { id: 1, name: 'goal.add', args: goalArgs(f) };
    const push = (mutations: unknown[]) =>
      app.request('/api/sync/push', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ clientId, mutations }),
      });
    expect((await push([goal, { id: 2, name: 'goal.add', args: { gameId: 'nope' } }])).status).toBe(200);
    expect((await push([goal])).status).toBe(200);
    const text = await scrape();
    expect(valueOf(text, 'pitchside_sync_pushes_total{outcome="done"}')).toBe(2);
    expect(valueOf(text, 'pitchside_sync_mutations_total{status="applied"}')).toBe(1);
    expect(valueOf(text, 'pitchside_sync_mutations_total{status="rejected"}')).toBe(1);
    expect(valueOf(text, 'pitchside_sync_mutations_total{status="duplicate"}')).toBe(1);
  });

  it('reports the live streams open now', async () => {
    const f = await makeFixture(t);
    const res = await app.request(`/api/live/events/${f.eventId}`);
    const reader = res.body!.getReader();
    await reader.read();
    expect(valueOf(await scrape(), 'pitchside_live_streams')).toBe(1);
    await reader.cancel();
    await expect.poll(async () => valueOf(await scrape(), 'pitchside_live_streams')).toBe(0);
  });

  it.skipIf(!process.env.DATABASE_URL)("reports the database pool's size and its connections as Postgres sees them", async () => {
    // A query holds one connection while the scrape reads the others.
    let release!: () => void;
    const held = deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise<void>((r) => (release = r));
    });
    await expect.poll(() => release).toBeTypeOf('function');
    try {
      const text = await scrape();
      expect(valueOf(text, 'pitchside_database_pool_max')).toBe(5);
      expect(valueOf(text, 'pitchside_database_connections{state="idle in transaction"}')).toBeGreaterThanOrEqual(1);
      const open = ['active', 'idle', 'idle in transaction'].reduce(
        (n, state) => n + valueOf(text, `pitchside_database_connections{state="${state}"}`),
        0,
      );
      expect(open).toBeLessThanOrEqual(5 + 1); // the pool, and the connection that listens for live changes
    } finally {
      release();
      await held;
    }
  });
});
