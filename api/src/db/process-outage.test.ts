import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { removeDataDir, startServerProcess } from '../test/server-process';
import { startTcpProxy } from '../test/tcp-proxy';

/**
 * The real server process (src/main.ts) with its Postgres cut off and restored, then stopped with
 * SIGTERM: it must stay up throughout and exit 0.
 */
const url = process.env.DATABASE_URL;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe.skipIf(!url)('the server process', () => {
  it('stays up while Postgres restarts, and exits 0 on SIGTERM', { timeout: 90_000 }, async () => {
    const name = `pitchside_t_${randomBytes(6).toString('hex')}`;
    const admin = postgres(url!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    cleanups.push(async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    });
    const target = new URL(url!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.close());
    const viaProxy = new URL(url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${name}`;
    const server = await startServerProcess({ databaseUrl: viaProxy.toString(), port: 3170 + Math.floor(Math.random() * 20) });
    cleanups.push(() => removeDataDir(server.dataDir));
    cleanups.push(() => server.kill('SIGKILL'));
    const health = server.health;

    // Postgres restarts: every connection dropped, new ones refused for a while.
    await proxy.down();
    expect(await health()).toBe(503);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await health()).toBe(503);
    await proxy.up();
    await expect.poll(health, { timeout: 20_000, interval: 250 }).toBe(200);
    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/CONNECTION_DESTROYED|Unexpected/);
  });
});
