import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { createFetchTransport, createMemoryStore, createSyncClient, type SyncTransport } from '@pitchside/sync';
import { openDatabase, type Database } from '../db/client';
import { gameAudit, goals, syncClients, syncMutations } from '../db/schema';
import type { TestContext } from '../test/harness';
import { PROCESS_ADMIN, removeDataDir, startServerProcess, type ServerProcess } from '../test/server-process';
import { startTcpProxy } from '../test/tcp-proxy';
import { goalArgs, makeFixture } from './test-factory';
import { sessionFromSetCookie } from '../auth/session';

/**
 * The fault suite (runs on Postgres, in CI): two devices push long queues touching two events in
 * opposite orders while the server process is killed and restarted, Postgres drops every connection
 * for a while, and answers are lost on the way back. Each device retries as it does in the field;
 * at the end the server holds every edit exactly once: one goal, one log row and one audit row each.
 */
const url = process.env.DATABASE_URL;
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!url)('sync under faults', () => {
  it('applies every edit exactly once through a killed server, a Postgres outage and lost answers', { timeout: 180_000 }, async () => {
    const name = `pitchside_t_${randomBytes(6).toString('hex')}`;
    const admin = postgres(url!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    cleanups.push(async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    });
    const direct = new URL(url!);
    direct.pathname = `/${name}`;
    const database: Database = await openDatabase({ url: direct.toString(), maxConnections: 2 });
    cleanups.push(() => database.close());
    const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    cleanups.push(() => proxy.close());
    const viaProxy = new URL(direct);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const port = 3190 + Math.floor(Math.random() * 20);
    let server: ServerProcess & { dataDir: string } = await startServerProcess({ databaseUrl: viaProxy.toString(), port });
    cleanups.push(() => removeDataDir(server.dataDir));
    cleanups.push(() => server.kill('SIGKILL'));

    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(PROCESS_ADMIN),
    });
    const token = sessionFromSetCookie(login.headers)!;
    const fixtures = { deps: { database } } as unknown as TestContext;
    const a = await makeFixture(fixtures);
    const b = await makeFixture(fixtures);

    // A device: the real outbox engine over HTTP, with a switch to lose the next answer.
    const device = (first: typeof a, second: typeof a) => {
      const inner = createFetchTransport({ baseUrl: server.base, headers: () => ({ authorization: `Bearer ${token}` }) });
      const faults = { loseNextAnswer: false };
      const transport: SyncTransport = {
        async push(req) {
          const res = await inner.push(req);
          if (faults.loseNextAnswer) {
            faults.loseNextAnswer = false;
            throw new TypeError('Network connection lost');
          }
          return res;
        },
        pull: (req) => inner.pull(req),
      };
      const client = createSyncClient({
        clientId: `fault-${randomBytes(6).toString('hex')}`,
        store: createMemoryStore(),
        transport,
        autoPush: false,
        schedule: () => () => {},
        batchSize: 400,
      });
      const queue = (n: number) =>
        client.mutateAll(
          Array.from({ length: n }, (_, i) => ({
            name: 'goal.add' as const,
            args: goalArgs(i % 40 < 20 ? first : second, { minute: i % 90 }),
          })),
        );
      const drain = async () => {
        for (let attempt = 0; attempt < 60 && client.status().pending > 0; attempt += 1) {
          await client.push();
          await client.refresh();
          if (client.status().pending > 0) await sleep(250);
        }
      };
      return { client, faults, queue, drain };
    };
    const one = device(a, b);
    const two = device(b, a);
    await one.queue(800);
    await two.queue(800);

    // 1. The server process is killed in the middle of both pushes, then started again.
    const killed = Promise.all([one.client.push(), two.client.push()]);
    await sleep(150);
    server.kill('SIGKILL');
    await server.exited;
    await killed;
    server = await startServerProcess({ databaseUrl: viaProxy.toString(), port, dataDir: server.dataDir });

    // 2. Postgres drops every connection for a second while both push.
    const outage = Promise.all([one.client.push(), two.client.push()]);
    await sleep(100);
    await proxy.down();
    await sleep(1000);
    await proxy.up();
    await outage;

    // 3. Answers lost on the way back, then both devices retry until the server has everything.
    one.faults.loseNextAnswer = true;
    two.faults.loseNextAnswer = true;
    await Promise.all([one.drain(), two.drain()]);

    for (const d of [one, two]) {
      const cid = d.client.clientId;
      expect(d.client.status().pending).toBe(0);
      const [client] = await database.db.select().from(syncClients).where(eq(syncClients.clientId, cid));
      expect(client!.lastMutationId).toBe(800);
      const logged = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(syncMutations)
        .where(eq(syncMutations.clientId, cid));
      expect(logged[0]!.n).toBe(800);
      const audited = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(gameAudit)
        .where(and(sql`${gameAudit.detail}->>'clientId' = ${cid}`, eq(gameAudit.action, 'goal.add')));
      expect(audited[0]!.n).toBe(800);
    }
    const total = await database.db.select({ n: sql<number>`count(*)::int` }).from(goals);
    expect(total[0]!.n).toBe(1600);
    // The driver faults on connections that died (logged as such), and the process went on.
    expect(server.output()).not.toMatch(/Unexpected/);
    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
