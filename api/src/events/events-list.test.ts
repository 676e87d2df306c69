import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await t.deps.database.db
    .insert(events)
    .values(Array.from({ length: 5 }, (_, i) => ({ name: `Cup ${i + 1}`, slug: 'beirut-cup', edition: i + 1 })));
});
afterAll(() => t.close());

describe('GET /api/events', () => {
  it('lists every edition, newest first, page by page with the pagination object', async () => {
    const first = await t.request('GET', '/api/events?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({ page: 1, limit: 2, total: 5, pages: 3 });
    expect(first.body.events.map((e: { event_edition: number }) => e.event_edition)).toEqual([5, 4]);
    const seen: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const res = await t.request('GET', `/api/events?limit=2&page=${page}`);
      seen.push(...res.body.events.map((e: { event_edition: number }) => e.event_edition));
    }
    expect(seen).toEqual([5, 4, 3, 2, 1]);
    const all = await t.request('GET', '/api/events');
    expect(all.body.pagination).toEqual({ page: 1, limit: 100, total: 5, pages: 1 });
  });

  it('refuses a page or limit out of range with a readable message', async () => {
    for (const q of ['page=0', 'limit=101', 'page=abc']) {
      const res = await t.request('GET', `/api/events?${q}`);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });
});
