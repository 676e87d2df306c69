import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('planner statistics', () => {
  it('are gathered once migrations have run', async () => {
    const result = await t.deps.database.db.execute(
      sql`select count(*)::int as n from pg_stat_user_tables where last_analyze is not null and relname in ('games', 'goals', 'users')`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
    expect(rows[0]!.n).toBe(3);
  });
});
