import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { syncTestKit } from '../sync/test-kit';
import { goalArgs, makeFixture } from '../sync/test-factory';
import { openDatabase, type Database } from './client';

/**
 * The database going away under a running app: Postgres restarting (every connection dropped and
 * refused for a while) and backends killed mid-push. Real Postgres, a real relay in between.
 */
const url = process.env.DATABASE_URL;

let t: TestContext;
let token: string;
let proxy: TcpProxy;
let admin: postgres.Sql;
let name: string;
let database: Database;

beforeAll(async () => {
  if (!url) return;
  name = `pitchside_t_${randomBytes(6).toString('hex')}`;
  admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  viaProxy.pathname = `/${name}`;
  database = await openDatabase({ url: viaProxy.toString(), maxConnections: 5 });
  t = await createTestContext({ database });
  token = await t.adminToken();
});

afterAll(async () => {
  if (!url) return;
  await proxy.up();
  await t.close();
  await database.close();
  await proxy.close();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end({ timeout: 5 });
});

const kit = syncTestKit(
  () => t,
  () => token,
);
const terminateBackends = () =>
  admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`;

describe.skipIf(!url)('when Postgres goes away', () => {
  it('answers 503 while it is away, reports it in /api/health, and recovers by itself', async () => {
    expect((await t.request('GET', '/api/health')).body).toMatchObject({ status: 'ok', databaseStatus: 'up' });
    const f = await makeFixture(t);
    const cid = kit.clientId();
    const first = { id: 1, name: 'goal.add', args: goalArgs(f) };

    await proxy.down();
    const health = await t.request('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ success: false, databaseStatus: 'down', code: 'unavailable' });
    const pushed = await kit.push({ clientId: cid, mutations: [first] });
    expect(pushed.status).toBe(503);
    expect(pushed.body.message).toBe('The service is briefly unavailable. Please try again in a moment.');

    await proxy.up();
    await expect.poll(async () => (await t.request('GET', '/api/health')).status, { timeout: 15_000, interval: 200 }).toBe(200);
    const again = await kit.push({ clientId: cid, mutations: [first] });
    expect(again.status).toBe(200);
    expect(await kit.liveGoals(f.gameId)).toHaveLength(1);
  });

  it('survives its backends being terminated, idle or in the middle of a push, and applies every edit exactly once', async () => {
    const f = await makeFixture(t);
    await terminateBackends();
    await expect.poll(async () => (await t.request('GET', '/api/health')).status, { timeout: 15_000, interval: 200 }).toBe(200);

    const cid = kit.clientId();
    const mutations = Array.from({ length: 600 }, (_, i) => ({ id: i + 1, name: 'goal.add', args: goalArgs(f) }));
    const pushing = kit.push({ clientId: cid, mutations });
    await new Promise((r) => setTimeout(r, 30));
    await terminateBackends();
    const first = await pushing;
    expect([200, 503]).toContain(first.status);
    // The device sends its whole queue again until every edit is answered.
    let last = first.status === 200 ? first.body.lastMutationId : 0;
    for (let attempt = 0; attempt < 20 && last < 600; attempt += 1) {
      const res = await kit.push({ clientId: cid, mutations });
      if (res.status === 200) last = res.body.lastMutationId;
      else await new Promise((r) => setTimeout(r, 200));
    }
    expect(last).toBe(600);
    expect(await kit.lastId(cid)).toBe(600);
    expect(await kit.logged(cid)).toHaveLength(600);
    expect(await kit.liveGoals(f.gameId)).toHaveLength(600);
  });
});
