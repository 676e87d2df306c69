import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { MIGRATIONS_DIR } from '../db/client';

/**
 * Backups (README "Backups"): one folder holding the database (a `pg_dump` of Postgres taken in one
 * snapshot, or PGlite's own dump of the embedded data folder), the uploads folder of the disk store,
 * the session signing key when it lives in DATA_DIR, and `manifest.json` saying what is inside.
 */

export const MANIFEST = 'manifest.json';
export const PG_DUMP_FILE = 'database.sql';
export const PGLITE_DUMP_FILE = 'database.tar.gz';
export const UPLOADS_DIR = 'uploads';
export const JWT_SECRET_FILE = 'jwt-secret';

export interface Manifest {
  format: 1;
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; file: string; serverVersion: string };
  /** The last migration applied when the backup was taken (drizzle's journal tag and hash). */
  migrations: { applied: number; lastTag: string | null; lastHash: string | null };
  /** Rows per table, counted in the snapshot the dump was taken from. */
  counts: Record<string, number>;
  /** Files copied from the disk store, and pictures held in the database's uploads table. */
  uploads: { files: number; inDatabase: number };
  jwtSecret: boolean;
}

/** A refusal the operator can act on: printed as is, exit code 1, nothing changed. */
export class BackupError extends Error {}

/** Anything that answers SQL: a PGlite instance or a postgres.js transaction. */
type Query = (text: string) => Promise<Record<string, unknown>[]>;

export interface BackupOptions {
  out: string;
  dataDir: string;
  databaseUrl?: string | undefined;
  /** True when JWT_SECRET is set: the key in DATA_DIR (if any) is then not the one in use. */
  jwtSecretFromEnv?: boolean;
}

export async function createBackup(opts: BackupOptions): Promise<Manifest> {
  const out = path.resolve(opts.out);
  if (existsSync(out) && readdirSync(out).length > 0) throw new BackupError(`${out} is not empty: give a new folder for each backup.`);
  // Written aside and moved in place at the end: a folder named DIR is always a whole backup.
  const work = `${out}.partial-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true, mode: 0o700 });
  try {
    const db = opts.databaseUrl ? await dumpPostgres(opts.databaseUrl, work) : await dumpPglite(path.join(opts.dataDir, 'pglite'), work);
    // After the dump: every picture the dump names is on disk by now (keys never change).
    const files = copyUploads(path.join(opts.dataDir, 'uploads'), path.join(work, UPLOADS_DIR));
    const secret = path.join(opts.dataDir, JWT_SECRET_FILE);
    const jwtSecret = !opts.jwtSecretFromEnv && existsSync(secret);
    if (jwtSecret) cpSync(secret, path.join(work, JWT_SECRET_FILE));
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: db.database,
      migrations: db.migrations,
      counts: db.counts,
      uploads: { files, inDatabase: db.counts['uploads'] ?? 0 },
      jwtSecret,
    };
    writeFileSync(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    if (existsSync(out)) rmSync(out, { recursive: true });
    mkdirSync(path.dirname(out), { recursive: true });
    renameSync(work, out);
    return manifest;
  } catch (e) {
    rmSync(work, { recursive: true, force: true });
    throw e;
  }
}

interface DumpedDatabase {
  database: Manifest['database'];
  migrations: Manifest['migrations'];
  counts: Record<string, number>;
}

/** PGlite writes postmaster.pid while a process has the data folder open, and removes it on close. */
export function assertPgliteClosed(dir: string) {
  if (existsSync(path.join(dir, 'postmaster.pid'))) {
    throw new BackupError(
      `The embedded database in ${dir} is open (the server is running, or was not stopped cleanly): stop the server, then run this again.`,
    );
  }
}

async function dumpPglite(dir: string, work: string): Promise<DumpedDatabase> {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${dir}: check DATA_DIR.`);
  assertPgliteClosed(dir);
  const pg = new PGlite(dir);
  try {
    await pg.waitReady;
    const query: Query = async (text) => (await pg.query<Record<string, unknown>>(text)).rows;
    const described = await describe(query);
    const dump = await pg.dumpDataDir('gzip');
    writeFileSync(path.join(work, PGLITE_DUMP_FILE), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    return { database: { kind: 'pglite', file: PGLITE_DUMP_FILE, serverVersion: described.serverVersion }, ...described };
  } finally {
    await pg.close();
  }
}

async function dumpPostgres(url: string, work: string): Promise<DumpedDatabase> {
  const pgDump = await toolVersion('pg_dump');
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    // One snapshot for the dump and the counts: pg_dump joins the snapshot this transaction exports.
    return await sql.begin('isolation level repeatable read read only', async (tx) => {
      const query: Query = async (text) => (await tx.unsafe(text)) as unknown as Record<string, unknown>[];
      const [{ snapshot, num } = { snapshot: '', num: '0' }] = (await query(
        `select pg_export_snapshot() as snapshot, current_setting('server_version_num') as num`,
      )) as { snapshot: string; num: string }[];
      const serverMajor = Math.floor(Number(num) / 10000);
      if (pgDump.major < serverMajor) {
        throw new BackupError(
          `pg_dump ${pgDump.major} cannot dump a PostgreSQL ${serverMajor} server: install postgresql-client ${serverMajor} or newer.`,
        );
      }
      const described = await describe(query);
      await run(
        'pg_dump',
        ['--format=plain', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${path.join(work, PG_DUMP_FILE)}`],
        url,
      );
      chmodSync(path.join(work, PG_DUMP_FILE), 0o600);
      return { database: { kind: 'postgres' as const, file: PG_DUMP_FILE, serverVersion: described.serverVersion }, ...described };
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Migrations applied, rows per table and the server version, read through `query`. */
export async function describe(
  query: Query,
): Promise<{ migrations: Manifest['migrations']; counts: Record<string, number>; serverVersion: string }> {
  const [version] = await query(`select current_setting('server_version') as v`);
  const tables = (
    await query(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  ).map((r) => String(r['name']));
  const counts: Record<string, number> = {};
  for (const name of tables) {
    const [row] = await query(`select count(*) as n from public."${name.replaceAll('"', '""')}"`);
    counts[name] = Number(row?.['n'] ?? 0);
  }
  return { migrations: await appliedMigrations(query), counts, serverVersion: String(version?.['v'] ?? '') };
}

async function appliedMigrations(query: Query): Promise<Manifest['migrations']> {
  const [exists] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as e`);
  if (!exists?.['e']) return { applied: 0, lastTag: null, lastHash: null };
  const rows = await query(`select hash, created_at from drizzle.__drizzle_migrations order by created_at`);
  const last = rows.at(-1);
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const tag = last ? (journal.entries.find((e) => e.when === Number(last['created_at']))?.tag ?? null) : null;
  return { applied: rows.length, lastTag: tag, lastHash: last ? String(last['hash']) : null };
}

/** Copies the disk store's folder; returns how many files it holds (0 when there is none). */
function copyUploads(from: string, to: string): number {
  if (!existsSync(from)) return 0;
  cpSync(from, to, { recursive: true });
  return countFiles(to);
}

export function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    n += entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1;
  }
  return n;
}

/** The major version of a PostgreSQL client tool on PATH, or a clear refusal when it is missing. */
export async function toolVersion(tool: 'pg_dump' | 'psql'): Promise<{ major: number }> {
  let text: string;
  try {
    text = await run(tool, ['--version']);
  } catch {
    throw new BackupError(
      `${tool} was not found on PATH: install the PostgreSQL client tools (Debian: apt-get install postgresql-client), of the server's major version or newer.`,
    );
  }
  const major = Number(/(\d+)/.exec(text.replace(/^[^)]*\)/, ''))?.[1] ?? 0);
  return { major };
}

/**
 * Runs a tool; resolves with its output, rejects with its error output. `databaseUrl` becomes its
 * `--dbname` with the password moved to PGPASSWORD, out of sight of other users' process lists.
 */
export function run(cmd: string, args: string[], databaseUrl?: string): Promise<string> {
  const env = { ...process.env };
  let target: string | undefined;
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    if (url.password) env['PGPASSWORD'] = decodeURIComponent(url.password);
    url.password = '';
    target = url.toString();
    args = [...args, `--dbname=${target}`];
  }
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else {
        const text = target ? stderr.replaceAll(target, '<DATABASE_URL>') : stderr;
        reject(new BackupError(`${cmd} failed (exit ${code}): ${text.trim()}`));
      }
    });
  });
}
