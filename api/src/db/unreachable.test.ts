import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { signSession } from '../auth/session';
import type { Deps } from '../context';
import { parseEnv } from '../lib/env';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mail';
import { createDiskStorage } from '../lib/storage';
import { createLiveHub } from '../live/hub';
import { scaleLimits } from '../server';
import { openPostgres, type Database } from './client';

/**
 * An app whose Postgres cannot be reached at all: every request must still answer, quickly, with
 * 503 and a code, however many came before it (the driver waits longer after each failed
 * connection; a request queued behind such a wait once hung for 20 s). No real server is needed:
 * a port nothing listens on, and a listener that accepts and never answers.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function appOver(database: Database) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pitchside-unreachable-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://pitchside.test', JWT_SECRET: 'x'.repeat(40) });
  const log = createLogger('silent');
  const deps: Deps = {
    env,
    log,
    database,
    live: createLiveHub(database, log),
    mailer: createMailer({ from: env.MAIL_FROM, log }),
    storage: createDiskStorage(path.join(dataDir, 'uploads')),
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET),
    rateLimits: scaleLimits(1),
  };
  return { app: createApp(deps), deps };
}

/** The answer, or 'no answer' when none came within `ms` (far above the few seconds allowed). */
async function within(ms: number, res: Response | Promise<Response>): Promise<Response | 'no answer'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'no answer'>((r) => (timer = setTimeout(() => r('no answer'), ms)));
  try {
    return await Promise.race([Promise.resolve(res), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function expectQuick503(res: Response | Promise<Response>) {
  const answer = await within(10_000, res);
  expect(answer).not.toBe('no answer');
  const r = answer as Response;
  expect(r.status).toBe(503);
  expect(await r.json()).toMatchObject({ success: false, code: 'unavailable' });
  expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
}

async function signedInHeaders(jwtSecret: Uint8Array) {
  const token = await signSession(jwtSecret, { sub: crypto.randomUUID(), sv: 0, sid: crypto.randomUUID() });
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

describe('with the database unreachable', () => {
  it('answers every request, however many came before, with a quick 503 and Retry-After', { timeout: 120_000 }, async () => {
    const database = openPostgres('postgres://pitchside@127.0.0.1:1/pitchside', 5);
    cleanups.push(() => database.close());
    const { app, deps } = appOver(database);
    const headers = await signedInHeaders(deps.jwtSecret);
    // Each refused connection lengthens the driver's wait before the next try: enough of them
    // that an unbounded wait would reach its 20 s.
    for (let i = 0; i < 12; i += 1) {
      await expectQuick503(app.request('/api/events'));
      await expectQuick503(
        app.request('/api/sync/push', { method: 'POST', headers, body: JSON.stringify({ clientId: 'c', mutations: [] }) }),
      );
    }
    const health = await within(10_000, app.request('/api/health'));
    expect(health).not.toBe('no answer');
    expect((health as Response).status).toBe(503);
  });

  it('answers a quick 503 when the server accepts the connection and never speaks', { timeout: 60_000 }, async () => {
    const held = new Set<net.Socket>();
    const silent = net.createServer((s) => void held.add(s.on('error', () => undefined)));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    cleanups.push(
      () =>
        new Promise<void>((r) => {
          for (const s of held) s.destroy();
          silent.close(() => r());
        }),
    );
    const port = (silent.address() as net.AddressInfo).port;
    const database = openPostgres(`postgres://pitchside@127.0.0.1:${port}/pitchside`, 5);
    cleanups.push(() => database.close());
    const { app } = appOver(database);
    for (let i = 0; i < 3; i += 1) await expectQuick503(app.request('/api/events'));
  });
});
