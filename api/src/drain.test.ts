import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionFromSetCookie } from './auth/session';
import { picture } from './test-support/forms';
import { PROCESS_ADMIN, removeDataDir, startServerProcess, type ServerProcess } from './test/server-process';

/**
 * The real server process stopped with SIGTERM while it is busy: a push whose body is still
 * arriving and a fan on the live stream. The push is answered, the fan is told to reconnect, the
 * process exits 0 and its log has no error in it. On the embedded database, and on Postgres when
 * DATABASE_URL is set.
 */
const url = process.env.DATABASE_URL;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

async function adminToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PROCESS_ADMIN),
  });
  expect(res.status).toBe(200);
  return sessionFromSetCookie(res.headers)!;
}

async function createEvent(base: string, token: string): Promise<string> {
  const form = new FormData();
  form.set('event', `Drain Cup ${randomBytes(3).toString('hex')}`);
  form.set('contact_info', JSON.stringify({ email: 'cup@drain.pitchside', phone: '+961 3 123456' }));
  form.set('event_logo', new Blob([new Uint8Array(await picture('png', 64))]), 'logo.png');
  const res = await fetch(`${base}/api/events`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await res.json()) as { event: { _id: string } };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.event._id;
}

/** A fan's stream: every block the server sends, and whether the server ended it. */
async function openStream(base: string, eventId: string) {
  const res = await fetch(`${base}/api/live/events/${eventId}`);
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
    }
  })();
  await expect.poll(() => text).toContain('event: ready');
  return { text: () => text, ended };
}

/** A push whose body arrives in two parts: the request is in progress until `finish()`. */
function slowPush(base: string, token: string, body: string) {
  const target = new URL(`${base}/api/sync/push`);
  const req = http.request({
    host: target.hostname,
    port: target.port,
    path: target.pathname,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return {
    answer,
    finish: () => req.end(body.slice(half)),
  };
}

async function stopWhileBusy(server: ServerProcess) {
  const token = await adminToken(server.base);
  const eventId = await createEvent(server.base, token);
  const fan = await openStream(server.base, eventId);
  const clientId = `dev-${randomBytes(6).toString('hex')}`;
  // Edits the server refuses one by one still make a whole push: logged, and the device's id advanced.
  const mutations = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, name: 'goal.add', args: { gameId: 'no-such-game' } }));
  const push = slowPush(server.base, token, JSON.stringify({ clientId, mutations }));
  // The request has reached the server before it is told to stop.
  await new Promise((r) => setTimeout(r, 300));

  server.kill('SIGTERM');
  await fan.ended;
  expect(fan.text()).toMatch(/event: reconnect\ndata: \{\}\nretry: \d+/);
  // No new connection is taken meanwhile.
  await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();
  push.finish();
  const answer = await push.answer;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ lastMutationId: 120 });

  expect(await server.exited).toBe(0);
  const log = server.output();
  expect(log).not.toMatch(/unhandled/i);
  expect(log).not.toMatch(/"level":(50|60)|Unexpected|Shutdown step failed|cut off/);
}

describe('a graceful stop on SIGTERM', () => {
  it(
    'on the embedded database: answers the push in progress, sends fans elsewhere, exits 0 with a clean log',
    { timeout: 120_000 },
    async () => {
      const server = await startServerProcess({ port: await freePort(), env: { SHUTDOWN_TIMEOUT_SECONDS: '20' } });
      cleanups.push(() => removeDataDir(server.dataDir));
      cleanups.push(() => server.kill('SIGKILL'));
      await stopWhileBusy(server);
    },
  );

  it.skipIf(!url)('on Postgres: the same', { timeout: 120_000 }, async () => {
    const name = `pitchside_t_${randomBytes(6).toString('hex')}`;
    const admin = postgres(url!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    cleanups.push(async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    });
    const own = new URL(url!);
    own.pathname = `/${name}`;
    const server = await startServerProcess({
      databaseUrl: own.toString(),
      port: await freePort(),
      env: { SHUTDOWN_TIMEOUT_SECONDS: '20' },
    });
    cleanups.push(() => removeDataDir(server.dataDir));
    cleanups.push(() => server.kill('SIGKILL'));
    await stopWhileBusy(server);
  });
});
