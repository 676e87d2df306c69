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
}

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string | undefined;
  maxConnections?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
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

export function openPostgres(url: string, max: number): Database & { migrate(): Promise<void> } {
  const sql = postgres(url, {
    max,
    onnotice: () => {},
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
