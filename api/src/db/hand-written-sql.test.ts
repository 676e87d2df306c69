import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { MIGRATIONS_DIR } from './client';

/**
 * The SQL written by hand in the migrations (the totals, push outbox and sync version triggers and
 * their functions, drizzle-kit knows nothing of them) is there once a fresh database is migrated, on the engine the tests run
 * on: PGlite, or Postgres when DATABASE_URL is set. A squash of the migrations that dropped them,
 * or a statement the engine skipped, fails here rather than leaving the totals silently still
 * or changes devices never pull.
 */
const migrations = readdirSync(MIGRATIONS_DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => readFileSync(path.join(MIGRATIONS_DIR, f), 'utf8'));
const declared = (pattern: RegExp) =>
  [...new Set(migrations.flatMap((text) => [...text.matchAll(pattern)].map((m) => m.slice(1).join(' '))))].sort();

const functions = declared(/CREATE (?:OR REPLACE )?FUNCTION "?(\w+)"?\s*\(/gi);
const triggers = declared(/CREATE TRIGGER "?(\w+)"? .*? ON "?(\w+)"?/gi);
const compositeTypes = declared(/CREATE TYPE "?(\w+)"? AS \(/gi);

let database: TestDatabase;
beforeAll(async () => {
  // Migrated from nothing, not copied from the test template.
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function names(query: ReturnType<typeof sql>): Promise<string[]> {
  const result = await database.db.execute(query);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { name: string }[];
  return rows.map((r) => r.name).sort();
}

describe('hand-written SQL after the migrations', () => {
  it('is found in the migrations (the totals, push outbox and sync version triggers at least)', () => {
    expect(functions).toEqual(
      expect.arrayContaining([
        'totals_apply_goals',
        'totals_apply_results',
        'totals_check',
        'totals_rebuild',
        'push_outbox_games',
        'sync_stamp_version',
        'sync_record_tombstone',
        'sync_touch_roster_teams',
      ]),
    );
    expect(triggers).toEqual(
      expect.arrayContaining([
        'totals_goals_ins goals',
        'totals_games_del games',
        'totals_users_upd users',
        'push_outbox_games games',
        ...['games', 'goals', 'goalkeeper_saves', 'teams', 'sync_notices'].map((table) =>
          expect.stringMatching(new RegExp(`^sync_version_\\w+ ${table}$`)),
        ),
        ...['games', 'goals', 'goalkeeper_saves', 'teams'].map((table) =>
          expect.stringMatching(new RegExp(`^sync_tombstone_\\w+ ${table}$`)),
        ),
        'sync_roster_ins team_players',
        'sync_roster_upd team_players',
        'sync_roster_del team_players',
      ]),
    );
    expect(compositeTypes).toEqual(expect.arrayContaining(['totals_goal_delta']));
  });

  it('has every function it declares', async () => {
    const present = await names(
      sql`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`,
    );
    expect(functions.filter((f) => !present.includes(f))).toEqual([]);
  });

  it('has every trigger it declares, on its table and enabled', async () => {
    const present = await names(
      sql`select t.tgname || ' ' || c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where not t.tgisinternal and t.tgenabled = 'O'`,
    );
    expect(triggers.filter((t) => !present.includes(t))).toEqual([]);
  });

  it('has every composite type it declares', async () => {
    const present = await names(sql`select t.typname as name from pg_type t where t.typtype = 'c'`);
    expect(compositeTypes.filter((t) => !present.includes(t))).toEqual([]);
  });
});
