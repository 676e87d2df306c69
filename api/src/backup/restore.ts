import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase, type Db } from '../db/client';
import { secureDataDir } from '../lib/data-dir';
import { HORIZON_ENTITY } from '../sync/queries';
import {
  assertPgliteClosed,
  BackupError,
  countFiles,
  describe,
  JWT_SECRET_FILE,
  MANIFEST,
  run,
  toolVersion,
  UPLOADS_DIR,
  type Manifest,
} from './backup';

export interface RestoreOptions {
  from: string;
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Replaces a database or data folder that already holds data. */
  force?: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Tables whose row count differs from the manifest's (empty when the restore is exact). */
  mismatches: string[];
  /** The first sync version after the restore: every device's earlier cookie is below it. */
  epoch: number;
}

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!existsSync(file)) throw new BackupError(`${dir} holds no ${MANIFEST}: it is not a backup, or its backup did not finish.`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== 1)
    throw new BackupError(`${dir} was written by a newer version of Pitchside (format ${String(manifest.format)}).`);
  return manifest;
}

/**
 * Brings a backup back: on an empty database or data folder, or over one with data when `force`.
 * Everything is checked before anything changes; the database is loaded in one step (one
 * transaction on Postgres, a folder moved in place for PGlite). Then the sync epoch moves on, so
 * devices re-sync with the restored server (startSyncEpoch).
 */
export async function restoreBackup(opts: RestoreOptions): Promise<RestoreResult> {
  const from = path.resolve(opts.from);
  const manifest = readManifest(from);
  const pgliteDir = path.join(opts.dataDir, 'pglite');
  const uploadsDir = path.join(opts.dataDir, 'uploads');

  if (manifest.database.kind === 'postgres' && !opts.databaseUrl) {
    throw new BackupError('This backup is of a PostgreSQL database: set DATABASE_URL to the database to restore it into.');
  }
  if (manifest.database.kind === 'pglite' && opts.databaseUrl) {
    throw new BackupError('This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.');
  }
  const dump = path.join(from, manifest.database.file);
  if (!existsSync(dump)) throw new BackupError(`${dump} is missing: the backup is incomplete.`);

  const inUse: string[] = [];
  if (opts.databaseUrl) {
    await toolVersion('psql');
    const tables = await postgresTables(opts.databaseUrl);
    if (tables > 0) inUse.push(`the database at DATABASE_URL has ${tables} tables`);
  } else if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
    assertPgliteClosed(pgliteDir);
    inUse.push(`${pgliteDir} holds a database`);
  }
  const files = countFiles(uploadsDir);
  if (files > 0) inUse.push(`${uploadsDir} holds ${files} file${files === 1 ? '' : 's'}`);
  if (inUse.length > 0 && !opts.force) {
    throw new BackupError(`Nothing was restored: ${inUse.join(' and ')}. Run again with --force to replace them with the backup.`);
  }

  secureDataDir(opts.dataDir);
  if (opts.databaseUrl) await loadPostgres(opts.databaseUrl, dump);
  else await loadPglite(pgliteDir, dump);

  rmSync(uploadsDir, { recursive: true, force: true });
  if (existsSync(path.join(from, UPLOADS_DIR))) cpSync(path.join(from, UPLOADS_DIR), uploadsDir, { recursive: true });
  // The restored sessions were signed with this key: signed-in people stay signed in.
  if (manifest.jwtSecret)
    writeFileSync(path.join(opts.dataDir, JWT_SECRET_FILE), readFileSync(path.join(from, JWT_SECRET_FILE)), { mode: 0o600 });

  const database = await openDatabase({ url: opts.databaseUrl, dataDir: pgliteDir, maxConnections: 1 });
  try {
    const { counts } = await describe(queryOf(database.db));
    const mismatches = Object.entries(manifest.counts)
      .filter(([table, n]) => counts[table] !== n)
      .map(([table, n]) => `${table}: ${counts[table] ?? 'missing'} rows, the backup had ${n}`);
    const epoch = await startSyncEpoch(database.db);
    return { manifest, mismatches, epoch };
  } finally {
    await database.close();
    secureDataDir(opts.dataDir);
  }
}

/**
 * After a restore, devices may hold changes and cookies from after the backup: versions the restored
 * server would hand out again for other changes. The sync version sequence jumps past every version
 * issued before (a hundred per millisecond since 1970: more than a server ever takes, and still the
 * 15 digits a cookie may carry), and each event gets a horizon marker there, so every cookie from
 * before the restore is answered with a full snapshot (sync/PROTOCOL.md). Devices' mutation ids
 * above what the restored server knows come back as a `gap`, and the device re-sends them.
 */
export async function startSyncEpoch(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await queryOf(tx as unknown as Db)(`select last_value from sync_version_seq`);
    const epoch = Math.max(Date.now() * 100, Number(rows[0]?.['last_value'] ?? 0) + 1);
    await tx.execute(sql`select setval('sync_version_seq', ${epoch})`);
    await tx.execute(sql`
      insert into sync_tombstones (event_id, entity, entity_id, version)
      select id, ${HORIZON_ENTITY}, id::text, ${epoch} from events`);
    return epoch;
  });
}

function queryOf(db: Db) {
  return async (text: string): Promise<Record<string, unknown>[]> => {
    const result = (await db.execute(sql.raw(text))) as unknown;
    return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
  };
}

async function postgresTables(url: string): Promise<number> {
  const client = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const [row] = await client`
      select count(*)::int as n from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg\_%'`;
    return row?.['n'] as number;
  } finally {
    await client.end({ timeout: 5 });
  }
}

/** The plain dump in one transaction: a failure leaves the database as it was. */
async function loadPostgres(url: string, dump: string) {
  await run(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      '--single-transaction',
      // With --force: what the dump brings back goes first (the checks above already refused otherwise).
      '--command=drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;',
      `--file=${dump}`,
    ],
    url,
  );
}

/** Loads PGlite's dump into a folder beside the target, then moves it in place. */
async function loadPglite(dir: string, dump: string) {
  const building = `${dir}.restoring-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  try {
    const pg = new PGlite(building, { loadDataDir: new Blob([readFileSync(dump)]) });
    await pg.waitReady;
    await pg.close();
    rmSync(dir, { recursive: true, force: true });
    renameSync(building, dir);
  } catch (e) {
    rmSync(building, { recursive: true, force: true });
    throw e;
  }
}
