import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStore, createSyncClient, type MemoryStore, type SyncClient } from '@pitchside/sync';
import { openDatabase, type Database } from '../db/client';
import { goals } from '../db/schema';
import { createDiskStorage } from '../lib/storage';
import { manualTimer, syncTestKit } from '../sync/test-kit';
import { goalArgs, makeFixture, type Fixture } from '../sync/test-factory';
import { ensurePgliteTemplate, openTestDatabase } from '../test/database';
import { createTestContext, type TestContext } from '../test/harness';
import { BackupError, createBackup, MANIFEST, type Manifest } from './backup';
import { restoreBackup } from './restore';

const folders: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `pitchside-${name}-`));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Where a server keeps its data: a DATA_DIR, and a Postgres database when `url` is set. */
interface Place {
  dataDir: string;
  url?: string | undefined;
}

const open = (p: Place) => openDatabase({ url: p.url, dataDir: path.join(p.dataDir, 'pglite'), maxConnections: 2 });

/** A server over a place, with the uploads in its data folder. */
async function serve(p: Place, database: Database) {
  return createTestContext({ database, storage: () => createDiskStorage(path.join(p.dataDir, 'uploads')) });
}

/**
 * The whole story on one kind of database: two admins' devices push, the operator backs up, the
 * devices push more, the server is restored from the backup, the devices sync again.
 */
async function backupAndRestore(source: Place, target: Place, opts: { closeForBackup: boolean }) {
  let t: TestContext;
  let token = '';
  const kit = syncTestKit(
    () => t,
    () => token,
  );
  let database = await open(source);
  t = await serve(source, database);
  token = await t.adminToken();
  const f: Fixture = await makeFixture(t);
  const stores = new Map<SyncClient, MemoryStore>();
  const device = () => {
    const store = createMemoryStore();
    const client = createSyncClient({
      clientId: kit.clientId(),
      store,
      transport: kit.appTransport(() => token).transport,
      schedule: manualTimer().schedule,
      autoPush: false,
    });
    stores.set(client, store);
    return client;
  };
  const a: SyncClient = device();
  const b: SyncClient = device();
  const goal = (minute: number) => goalArgs(f, { minute });
  const record = async (client: SyncClient, minute: number) => {
    const g = goal(minute);
    await client.mutate('goal.add', g);
    return g.goalId;
  };

  // Before the backup: A sends two goals, B one; B has pulled; a logo is uploaded.
  const beforeBackup = [await record(a, 1), await record(a, 2), await record(b, 3)];
  expect(await a.push()).toEqual({ kind: 'pushed', settled: 2 });
  expect(await b.push()).toEqual({ kind: 'pushed', settled: 1 });
  expect(await b.pull(f.eventId)).toMatchObject({ kind: 'pulled' });
  const logo = await t.deps.storage.put('logos', 'png', Buffer.from('logo bytes'));

  const out = path.join(tempDir('backup'), 'nightly');
  if (opts.closeForBackup) {
    await t.close();
    await database.close();
    // The embedded database cannot be read while a server has it open.
    const busy = await open(source);
    await expect(createBackup({ out, dataDir: source.dataDir, databaseUrl: source.url })).rejects.toThrow(/stop the server/);
    await busy.close();
  }
  const manifest = await createBackup({ out, dataDir: source.dataDir, databaseUrl: source.url });
  expect(manifest).toMatchObject({ database: { kind: source.url ? 'postgres' : 'pglite' }, uploads: { files: 1 } });
  expect(manifest.counts['goals']).toBe(3);
  expect(manifest.migrations.lastTag).toMatch(/^\d{4}_/);
  expect(JSON.parse(readFileSync(path.join(out, MANIFEST), 'utf8')) as Manifest).toEqual(manifest);
  // A backup is never written over another.
  await expect(createBackup({ out, dataDir: source.dataDir, databaseUrl: source.url })).rejects.toThrow(BackupError);

  // After the backup: A sends a third goal, B a second one; C, a fan's tablet of the organiser, pulls
  // them; A queues one more, unsent.
  if (opts.closeForBackup) {
    database = await open(source);
    t = await serve(source, database);
  }
  const afterBackup = [await record(a, 4), await record(b, 5)];
  expect(await a.push()).toEqual({ kind: 'pushed', settled: 1 });
  expect(await b.push()).toEqual({ kind: 'pushed', settled: 1 });
  const c = device();
  expect(await c.pull(f.eventId)).toMatchObject({ kind: 'pulled', reset: true });
  const unsent = await record(a, 6);
  await t.close();
  await database.close();

  // Restoring over a server that holds data is refused and changes nothing.
  await expect(restoreBackup({ from: out, dataDir: source.dataDir, databaseUrl: source.url })).rejects.toThrow(
    /Nothing was restored.*--force/,
  );
  database = await open(source);
  expect(await database.db.select({ id: goals.id }).from(goals).where(eq(goals.gameId, f.gameId))).toHaveLength(5);
  await database.close();

  // The server is rebuilt from the backup on an empty database and data folder.
  const restored = await restoreBackup({ from: out, dataDir: target.dataDir, databaseUrl: target.url });
  expect(restored.mismatches).toEqual([]);
  expect(readdirSync(path.join(target.dataDir, 'uploads', 'logos'))).toEqual([path.basename(logo)]);
  database = await open(target);
  t = await serve(target, database);
  expect((await kit.liveGoals(f.gameId)).map((g) => g.id).sort()).toEqual([...beforeBackup].sort());
  expect((await t.deps.storage.get(logo))?.toString()).toBe('logo bytes');

  // Each device finds the server missing its later edits, and re-sends them once its admin agrees.
  await record(b, 7).then((id) => afterBackup.push(id));
  for (const client of [a, b]) {
    expect(await client.push()).toMatchObject({ kind: 'failed' });
    expect(client.status().gap).not.toBeNull();
    expect(await client.startOver()).toMatchObject({ kind: 'pushed' });
    expect(client.status()).toMatchObject({ gap: null, error: null, pending: 0 });
  }
  // A cookie from before the restore brings a whole new copy, never a partial one: C's names a
  // version the restored server has handed out again, to the edits sent since.
  const all = [...beforeBackup, ...afterBackup, unsent].sort();
  for (const client of [b, c]) {
    expect(await client.pull(f.eventId)).toMatchObject({ kind: 'pulled', reset: true });
    expect((await stores.get(client)!.listRows('goal', f.eventId)).map((g) => g.id).sort()).toEqual(all);
  }
  expect(await c.pull(f.eventId)).toMatchObject({ kind: 'pulled', reset: false });

  // Nothing acknowledged is lost, nothing is doubled.
  const live = (await kit.liveGoals(f.gameId)).map((g) => g.id);
  expect(live.sort()).toEqual(all);
  expect(new Set(live).size).toBe(live.length);
  await t.close();
  await database.close();
}

// The embedded database's story runs in the PGlite pass (CI runs the API tests with and without DATABASE_URL).
describe.skipIf(Boolean(process.env['DATABASE_URL']))('backup and restore', () => {
  // Opens the embedded database six times: slow on a busy machine.
  it(
    'on the embedded database: devices re-send what the restored server lacks, nothing lost or doubled',
    { timeout: 180_000 },
    async () => {
      const source = { dataDir: tempDir('source') };
      cpSync(await ensurePgliteTemplate(), path.join(source.dataDir, 'pglite'), { recursive: true });
      const target = { dataDir: tempDir('target') };
      await backupAndRestore(source, target, { closeForBackup: true });
      expect(existsSync(path.join(target.dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    },
  );

  it('refuses a folder that is not a backup, and a backup of the other kind of database', async () => {
    const empty = tempDir('empty');
    await expect(restoreBackup({ from: empty, dataDir: tempDir('data') })).rejects.toThrow(/not a backup/);
    writeFileSync(path.join(empty, MANIFEST), JSON.stringify({ format: 1, database: { kind: 'postgres', file: 'database.sql' } }));
    await expect(restoreBackup({ from: empty, dataDir: tempDir('data') })).rejects.toThrow(/set DATABASE_URL/);
  });
});

describe.skipIf(!process.env['DATABASE_URL'])('backup and restore on PostgreSQL (DATABASE_URL)', () => {
  it('takes the dump in one snapshot while the server runs, and restores it into an empty database', { timeout: 120_000 }, async () => {
    const source = await openTestDatabase({ fromTemplate: true });
    const admin = postgres(process.env['DATABASE_URL']!, { max: 1, onnotice: () => {} });
    const name = `pitchside_restore_${Date.now().toString(36)}`;
    await admin.unsafe(`create database ${name}`);
    const targetUrl = new URL(source.url!);
    targetUrl.pathname = `/${name}`;
    try {
      await backupAndRestore(
        { dataDir: tempDir('source'), url: source.url },
        { dataDir: tempDir('target'), url: targetUrl.toString() },
        { closeForBackup: false },
      );
    } finally {
      await source.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    }
  });
});
