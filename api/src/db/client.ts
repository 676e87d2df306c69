import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { retryTransactions } from './retry';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: queries take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a Postgres NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
  /** Postgres only: this pool's size and its connections as Postgres sees them (for /api/metrics). */
  pool?: PoolInfo;
}

export interface PoolInfo {
  max: number;
  /** This pool's open connections by their state in pg_stat_activity (`active`, `idle`, `idle in transaction`...). */
  connections(): Promise<Record<string, number>>;
}

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string | undefined;
  maxConnections?: number;
  /**
   * Postgres: Postgres cancels any one query of the pool that runs longer (statement_timeout), so a
   * request stuck behind a lock or a runaway plan answers instead of hanging. Absent: no limit.
   */
  statementTimeoutMs?: number | undefined;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url && opts.statementTimeoutMs) {
    // Migrations and ANALYZE may rightly take minutes on a large database: they run on a connection
    // of their own, without the limit that requests have.
    const setup = openPostgres(opts.url, 1);
    try {
      await setup.migrate();
      await analyzeDatabase(setup.db);
    } finally {
      await setup.close();
    }
    return openPostgres(opts.url, opts.maxConnections ?? 10, { statementTimeoutMs: opts.statementTimeoutMs });
  }
  const database = opts.url ? openPostgres(opts.url, opts.maxConnections ?? 10) : await openPglite(opts.dataDir);
  await database.migrate();
  await analyzeDatabase(database.db);
  return database;
}

/**
 * Gathers planner statistics for every table (ANALYZE samples, so it stays quick on large tables).
 * Run after migrations and bulk loads: without statistics Postgres plans as if tables were tiny
 * (the teams call scanned every user at 100 times the demo data).
 */
export async function analyzeDatabase(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}

export function openPostgres(
  url: string,
  max: number,
  opts: { statementTimeoutMs?: number } = {},
): Database & { migrate(): Promise<void> } {
  // Names this pool's connections in pg_stat_activity, so its metrics count its own and no other
  // instance's (every container may be process 1).
  const applicationName = `pitchside-${randomBytes(4).toString('hex')}`;
  const sql = postgres(url, {
    max,
    onnotice: () => {},
    connection: {
      application_name: applicationName,
      ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
    },
    // While Postgres is away a request fails within seconds (503) instead of hanging for 30 s;
    // the next query after it returns opens a fresh connection.
    connect_timeout: 3,
    // After each failed connection the driver waits longer before the next try (up to 20 s by
    // default), and a query queued meanwhile waited with it: at most a second here.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
  });
  const db = drizzlePostgres({ client: sql, schema });
  return {
    db: retryTransactions(db as unknown as Db),
    kind: 'postgres',
    async migrate() {
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR });
    },
    async listen(channel, onPayload) {
      const sub = await sql.listen(channel, onPayload);
      return async () => {
        await sub.unlisten();
      };
    },
    async notify(channel, payload) {
      await sql.notify(channel, payload);
    },
    async close() {
      // Queries still running after the grace period are cut off; their errors are expected here.
      await sql.end({ timeout: 5 }).catch(() => undefined);
    },
    pool: {
      max,
      async connections() {
        const rows = await sql<{ state: string | null; n: number }[]>`
          select coalesce(state, 'unknown') as state, count(*)::int as n
          from pg_stat_activity where application_name = ${applicationName} and pid <> pg_backend_pid()
          group by 1`;
        return Object.fromEntries(rows.map((r) => [r.state ?? 'unknown', r.n]));
      },
    },
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database & { migrate(): Promise<void> }> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: retryTransactions(db as unknown as Db),
    kind: 'pglite',
    async migrate() {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    },
    async listen(channel, onPayload) {
      const unsub = await client.listen(channel, onPayload);
      return async () => {
        await unsub();
      };
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await client.close();
    },
  };
}
