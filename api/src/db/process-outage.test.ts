import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { startTcpProxy } from '../test/tcp-proxy';

/**
 * The real server process (src/main.ts) with its Postgres cut off and restored, then stopped with
 * SIGTERM: it must stay up throughout and exit 0.
 */
const url = process.env.DATABASE_URL;
const apiDir = fileURLToPath(new URL('../..', import.meta.url));
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
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pitchside-proc-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = 3170 + Math.floor(Math.random() * 20);

    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        DATABASE_URL: viaProxy.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_DATA: 'off',
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'process-test-secret-process-test-secret',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    cleanups.push(() => void child.kill('SIGKILL'));
    const health = async () => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(10_000) })).status;
      } catch {
        return 0;
      }
    };
    await expect.poll(health, { timeout: 60_000, interval: 250 }).toBe(200);

    // Postgres restarts: every connection dropped, new ones refused for a while.
    await proxy.down();
    expect(await health()).toBe(503);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await health()).toBe(503);
    await proxy.up();
    await expect.poll(health, { timeout: 20_000, interval: 250 }).toBe(200);
    expect(child.exitCode).toBeNull();

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).not.toMatch(/CONNECTION_DESTROYED|Unexpected/);
  });
});
