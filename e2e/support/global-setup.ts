import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
    chromium: string;
    skipReason: string;
    admin: { email: string; password: string };
    secondAdmin: { email: string; password: string };
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
export const E2E_ADMIN = { email: 'admin@e2e.pitchside', password: 'e2e-admin-password' };
export const E2E_SECOND_ADMIN = { email: 'rana@e2e.pitchside', password: 'e2e-second-admin', name: 'Rana Khoury' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export default async function setup(project: TestProject) {
  const chromium = findChromium();
  if (!chromium) {
    const reason = "no Chromium found (install Debian's chromium package or set CHROMIUM_PATH)";
    if (process.env.E2E_REQUIRED) throw new Error(`End-to-end tests are required but ${reason}`);
    console.warn(`\nEnd-to-end tests skipped: ${reason}.\n`);
    project.provide('chromium', '');
    project.provide('skipReason', reason);
    project.provide('baseUrl', '');
    project.provide('serverLog', '');
    project.provide('admin', E2E_ADMIN);
    project.provide('secondAdmin', E2E_SECOND_ADMIN);
    return;
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'pitchside-e2e-'));
  const serverLog = path.join(dataDir, 'server.log');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  // A database of its own: a fresh Postgres database when DATABASE_URL is set, else PGlite in dataDir.
  let dropDatabase: (() => Promise<void>) | null = null;
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const name = `pitchside_e2e_${randomBytes(5).toString('hex')}`;
    const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    };
  }

  const serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'info',
    // Every journey signs in from 127.0.0.1; the limits themselves are tested in the API tests.
    RATE_LIMIT_SCALE: '100',
    // The follow-and-push journey subscribes a push-service double on this machine (never in production).
    PUSH_ALLOW_LOCAL_ENDPOINTS: '1',
  };
  // A second administrator, made with the admin command before the server holds the database.
  execFileSync(
    process.execPath,
    [
      'api/dist/bundle/admin-cli.js',
      '--email',
      E2E_SECOND_ADMIN.email,
      '--password',
      E2E_SECOND_ADMIN.password,
      '--name',
      E2E_SECOND_ADMIN.name,
    ],
    { cwd: root, env: serverEnv, stdio: 'ignore' },
  );

  const log = createWriteStream(serverLog);
  // The compiled server, as production runs it (`npm run build` compiles it beside the PWA).
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'api/dist/bundle/main.js'], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}; see ${serverLog}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 180_000) throw new Error(`The server did not start within 3 minutes; see ${serverLog}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  project.provide('chromium', chromium);
  project.provide('skipReason', '');
  project.provide('baseUrl', baseUrl);
  project.provide('serverLog', serverLog);
  project.provide('admin', E2E_ADMIN);
  project.provide('secondAdmin', E2E_SECOND_ADMIN);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    await dropDatabase?.();
    if (!process.env.KEEP_E2E_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
}
