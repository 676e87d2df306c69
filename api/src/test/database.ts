import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../db/client';

/**
 * Test databases. Migrating a fresh database takes seconds (over ten on PGlite), so the migrations run
 * once into a template named after their content, and each test file gets a copy of it: on Postgres
 * `CREATE DATABASE ... TEMPLATE`, on PGlite a copy of a migrated data directory. A new or changed
 * migration gives a new name, hence a new template; nothing stale is ever reused.
 */

/** Names the migrations (and the PGlite build, whose files the template holds). */
function migrationsHash(): string {
  const h = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else h.update(path.relative(MIGRATIONS_DIR, file)).update(readFileSync(file));
    }
  };
  walk(MIGRATIONS_DIR);
  h.update(pgliteVersion());
  return h.digest('hex').slice(0, 12);
}

/** The installed PGlite's version (its package.json is not exported: found from its entry point). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

const TEMPLATE_PREFIX = 'pitchside-template-';

/** The migrated PGlite data directory for the current migrations, built once (by whichever process comes first). */
export async function ensurePgliteTemplate(): Promise<string> {
  const dir = path.join(tmpdir(), `${TEMPLATE_PREFIX}${migrationsHash()}`);
  if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  // Built aside and moved in place in one step: a reader never sees a half-migrated template.
  const building = mkdtempSync(path.join(tmpdir(), 'pitchside-template-building-'));
  const dataDir = path.join(building, 'db');
  const database = await openDatabase({ dataDir });
  await database.close();
  try {
    renameSync(dataDir, dir);
  } catch {
    // Another run published the same template first.
  }
  rmSync(building, { recursive: true, force: true });
  return dir;
}

/** Templates of older migrations, left by earlier runs, once they are a day old. */
export function removeOldPgliteTemplates(keep: string) {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(TEMPLATE_PREFIX)) continue;
    const dir = path.join(tmpdir(), name);
    if (dir === keep) continue;
    try {
      if (Date.now() - statSync(dir).mtimeMs > 24 * 3600_000) rmSync(dir, { recursive: true, force: true });
    } catch {
      /* removed meanwhile */
    }
  }
}

type Sql = ReturnType<typeof postgres>;

/** The template database on the server, created under an advisory lock so concurrent runs build it once. */
export async function ensurePostgresTemplate(admin: Sql, url: string): Promise<string> {
  const name = `pitchside_tpl_${migrationsHash()}`;
  const exists = async () => (await admin`select 1 from pg_database where datname = ${name}`).length > 0;
  if (await exists()) return name;
  const reserved = await admin.reserve();
  try {
    await reserved`select pg_advisory_lock(hashtext(${name}))`;
    if (!(await exists())) {
      const building = `${name}_b${randomBytes(3).toString('hex')}`;
      await reserved.unsafe(`create database ${building}`);
      const buildUrl = new URL(url);
      buildUrl.pathname = `/${building}`;
      const database = await openDatabase({ url: buildUrl.toString(), maxConnections: 1 });
      await database.close();
      await reserved.unsafe(`alter database ${building} rename to ${name}`);
    }
    await reserved`select pg_advisory_unlock(hashtext(${name}))`;
  } finally {
    reserved.release();
  }
  return name;
}

/** Builds the template before the test files start (vitest globalSetup), so they do not race to build it. */
export async function prepareTemplate(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    removeOldPgliteTemplates(await ensurePgliteTemplate());
    return;
  }
  const admin = postgres(url, { max: 2, onnotice: () => {} });
  try {
    await ensurePostgresTemplate(admin, url);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/**
 * A fresh, migrated database for one test file: a new Postgres database on the server at
 * DATABASE_URL when it is set (CI), otherwise PGlite. Dropped on close. `fromTemplate` copies the
 * migrated template (PGlite then keeps its copy in a temporary directory instead of in memory).
 */
export type TestDatabase = Database & {
  /** Where a second instance connects to the same database (Postgres only). */
  url?: string;
};

export async function openTestDatabase(opts: { fromTemplate?: boolean } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    if (!opts.fromTemplate) return openDatabase({});
    const template = await ensurePgliteTemplate();
    const dir = mkdtempSync(path.join(tmpdir(), 'pitchside-testdb-'));
    cpSync(template, path.join(dir, 'db'), { recursive: true });
    // Migrating a copy of the template only reads the migrations table: nothing left to apply.
    const database = await openDatabase({ dataDir: path.join(dir, 'db') });
    return {
      ...database,
      async close() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `pitchside_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 2, onnotice: () => {} });
  if (opts.fromTemplate) {
    const template = await ensurePostgresTemplate(admin, url);
    await createFromTemplate(admin, name, template);
  } else await admin.unsafe(`create database ${name}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: testUrl.toString(), maxConnections: 5 });
  return {
    ...database,
    url: testUrl.toString(),
    async close() {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** Copies the template; Postgres refuses while another session is connected to it, which only lasts a moment. */
async function createFromTemplate(admin: Sql, name: string, template: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.unsafe(`create database ${name} template ${template}`);
      return;
    } catch (e) {
      if (attempt >= 20 || !/being accessed by other users/.test(String((e as Error).message))) throw e;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}
