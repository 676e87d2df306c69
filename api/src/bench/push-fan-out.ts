import { fork, type ChildProcess } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { pushFollows, pushSubscriptions } from '../db/schema';
import { decrypt as decryptPush } from '../push/push-service-double';
import { loadRun } from './api-latency';
import { bareRate, loadAverage, percentile, pushGoal, readRow, startLiveServer } from './live-server';
import type { Row } from './scenario';

/** Issue budget: a goal reaches every follower's push service within this (p99). */
export const PUSH_BUDGET_MS = 2000;

type Device = { endpoint: string; p256dh: string; auth: string };
type ToChild = { type: 'start'; n: number } | { type: 'report' } | { type: 'reset' } | { type: 'close' };
type FromChild =
  | { type: 'started'; devices: Device[] }
  | { type: 'report'; arrivals: number[]; decrypted: number; undecryptable: number }
  | { type: 'reset' }
  | { type: 'closed' };

/**
 * The push service, in its own process: accepts every message (201) and notes when it came. One in
 * fifty is decrypted with the device's private key, as the phone would, so a count of garbage is not
 * taken for delivery; the rest are only counted (decrypting all would take the cores the sender needs).
 */
export function runPushService() {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  let arrivals: number[] = [];
  let decrypted = 0;
  let undecryptable = 0;
  let seen = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const device = devices.get(req.url ?? '');
      if (!device) return void res.writeHead(404).end();
      arrivals.push(Date.now());
      if (seen++ % 50 === 0) {
        try {
          JSON.parse(decryptPush(Buffer.concat(chunks), device.ecdh, device.auth));
          decrypted += 1;
        } catch {
          undecryptable += 1;
        }
      }
      res.writeHead(201).end();
    });
  });
  const send = (m: FromChild) => process.send!(m);
  process.on('message', (m: ToChild) => {
    if (m.type === 'start') {
      server.listen(0, '127.0.0.1', () => {
        const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const list: Device[] = [];
        for (let i = 0; i < m.n; i += 1) {
          const ecdh = createECDH('prime256v1');
          ecdh.generateKeys();
          const auth = randomBytes(16);
          const p = `/push/${i}-${randomBytes(6).toString('hex')}`;
          devices.set(p, { ecdh, auth });
          list.push({ endpoint: `${origin}${p}`, p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') });
        }
        send({ type: 'started', devices: list });
      });
    } else if (m.type === 'report') send({ type: 'report', arrivals, decrypted, undecryptable });
    else if (m.type === 'reset') {
      arrivals = [];
      send({ type: 'reset' });
    } else {
      server.close();
      send({ type: 'closed' });
      process.exit(0);
    }
  });
}

function ask<T extends FromChild['type']>(child: ChildProcess, m: ToChild, answer: T): Promise<Extract<FromChild, { type: T }>> {
  return new Promise((resolve) => {
    const on = (r: FromChild) => {
      if (r.type !== answer) return;
      child.off('message', on);
      resolve(r as Extract<FromChild, { type: T }>);
    };
    child.on('message', on);
    child.send(m);
  });
}

export interface FanOut {
  label: string;
  received: number;
  p50: number;
  p99: number;
  last: number;
  read?: Row;
}

export interface PushReport {
  followers: number;
  fanOuts: FanOut[];
  decrypted: number;
  undecryptable: number;
  bare: Row;
  load: string[];
}

/**
 * n push subscriptions following the home team of one game, one instance's push worker sending to
 * a local push service: the time from a goal pushed courtside to each message at the push service,
 * alone, then with each live-play read measured while a goal's messages go out.
 */
export async function benchPushFanOut(n: number, seconds: number): Promise<PushReport> {
  const s = await startLiveServer({ pushWorker: true });
  const child = fork(fileURLToPath(new URL('./fan-out.ts', import.meta.url)), ['--child', 'push'], { stdio: 'inherit' });
  const load: string[] = [`start ${await loadAverage()}`];
  try {
    const { devices } = await ask(child, { type: 'start', n }, 'started');
    for (let i = 0; i < devices.length; i += 1000) {
      const subs = await s.db
        .insert(pushSubscriptions)
        .values(devices.slice(i, i + 1000).map((d, j) => ({ ...d, locale: ['en', 'ar', 'fr'][(i + j) % 3]! })))
        .returning({ id: pushSubscriptions.id });
      await s.db
        .insert(pushFollows)
        .values(subs.map((x) => ({ subscriptionId: x.id, kind: 'team' as const, targetId: s.game.homeTeamId })));
    }
    const bareBefore = await bareRate(seconds);

    /** Pushes a goal and waits (up to 120 s) until the push service has a message for every follower. */
    const fanOut = async (label: string, during?: () => Promise<Row>): Promise<FanOut> => {
      await ask(child, { type: 'reset' }, 'reset');
      const t0 = Date.now();
      await pushGoal(s);
      const read = during ? await during() : undefined;
      let arrivals: number[] = [];
      for (let i = 0; i < 1200; i += 1) {
        arrivals = (await ask(child, { type: 'report' }, 'report')).arrivals;
        if (arrivals.length >= n) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const lat = arrivals.map((t) => t - t0).sort((a, b) => a - b);
      return { label, received: lat.length, p50: percentile(lat, 50), p99: percentile(lat, 99), last: lat.at(-1) ?? NaN, read };
    };

    const fanOuts: FanOut[] = [];
    // The first goal warms the sender's code paths and connection pool; the second is the quiet figure.
    fanOuts.push(await fanOut('first goal after start'));
    fanOuts.push(await fanOut('a goal, nothing else asked'));
    load.push(`after quiet goals ${await loadAverage()}`);
    const bare = { ...bareBefore };
    for (const [label, p] of s.reads) {
      await loadRun(`${s.url}${p}`, { connections: 50, seconds: 1 });
      fanOuts.push(
        await fanOut(`a goal while measuring: ${label}`, async () =>
          readRow(`${label}, sending ${n}`, await loadRun(`${s.url}${p}`, { connections: 50, seconds }), bare),
        ),
      );
    }
    load.push(`after reads ${await loadAverage()}`);
    const bareAfter = await bareRate(seconds);
    bare.requestsPerSec = (bareBefore.requestsPerSec + bareAfter.requestsPerSec) / 2;
    bare.p99 = Math.max(bareBefore.p99, bareAfter.p99);
    // The share was computed against the first bare run; now against the mean, as elsewhere.
    for (const f of fanOuts) if (f.read?.load) f.read = readRow(f.read.measure, f.read.load, bare);
    const last = await ask(child, { type: 'report' }, 'report');
    return {
      followers: n,
      fanOuts,
      decrypted: last.decrypted,
      undecryptable: last.undecryptable,
      bare: { measure: 'bare Hono JSON route (mean of before, after)', load: bare, budget: '', ok: null },
      load,
    };
  } finally {
    await Promise.race([ask(child, { type: 'close' }, 'closed'), new Promise((r) => setTimeout(r, 5000))]);
    child.kill();
    await s.close();
  }
}

export function formatPush(r: PushReport): string {
  const lines = [
    `Push fan-out: ${r.followers} subscriptions following one team, one instance's push worker, a local push service in its own process.`,
    `Every 50th message decrypted there as the phone would: ${r.decrypted} read, ${r.undecryptable} unreadable.`,
    `Load average (1, 5, 15 min): ${r.load.join('; ')}.`,
    '',
    `| ${'goal pushed courtside to the push service (ms)'.padEnd(62)} | received |    p50 |    p99 |   last | <${PUSH_BUDGET_MS} |`,
    `|${'-'.repeat(64)}|----------|--------|--------|--------|-------|`,
  ];
  for (const f of r.fanOuts) {
    const ok = f.received >= r.followers && f.p99 < PUSH_BUDGET_MS;
    lines.push(
      `| ${f.label.padEnd(62)} | ${String(f.received).padStart(8)} | ${String(f.p50).padStart(6)} | ${String(f.p99).padStart(6)} | ${String(f.last).padStart(6)} | ${ok ? 'ok   ' : 'OVER '} |`,
    );
  }
  return lines.join('\n');
}
