import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadRun } from './api-latency';
import { bareRate, loadAverage, percentile, pushGoal, readRow, startLiveServer } from './live-server';
import type { Row } from './scenario';

/** DESIGN.md section 7 and the fan-out budget: a goal reaches every connected fan within this (p99). */
export const SSE_BUDGET_MS = 1000;

type ToChild = { type: 'open'; url: string; n: number } | { type: 'report' } | { type: 'close' };
type FromChild =
  { type: 'opened'; ok: number; failed: number; ms: number } | { type: 'report'; arrivals: number[][]; open: number } | { type: 'closed' };

/**
 * The fans' side, in its own process so parsing 10,000 streams does not share the server's event
 * loop: opens n EventSource-like connections (one socket each, as n phones would) and notes when
 * each `game` message arrives on each of them.
 */
export function runFanClients() {
  const sockets: http.ClientRequest[] = [];
  const arrivals: number[][] = [];
  let open = 0;
  const connect = (url: string, i: number) =>
    new Promise<boolean>((resolve) => {
      arrivals[i] = [];
      const req = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return resolve(false);
        }
        open += 1;
        let buf = '';
        let ready = false;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const now = Date.now();
          buf += chunk;
          let end: number;
          while ((end = buf.indexOf('\n\n')) >= 0) {
            const message = buf.slice(0, end);
            buf = buf.slice(end + 2);
            if (message.startsWith('event: game')) arrivals[i]!.push(now);
            else if (message.startsWith('event: ready') && !ready) {
              ready = true;
              resolve(true);
            }
          }
        });
        res.on('close', () => {
          open -= 1;
          resolve(false);
        });
      });
      req.on('error', () => resolve(false));
      sockets.push(req);
    });
  const send = (m: FromChild) => process.send!(m);
  process.on('message', (m: ToChild) => {
    void (async () => {
      if (m.type === 'open') {
        const started = performance.now();
        let ok = 0;
        let next = 0;
        // A hundred handshakes at a time: a crowd arriving, not a SYN flood the backlog drops.
        const lane = async () => {
          while (next < m.n) if (await connect(m.url, next++)) ok += 1;
        };
        await Promise.all(Array.from({ length: 100 }, lane));
        send({ type: 'opened', ok, failed: m.n - ok, ms: performance.now() - started });
      } else if (m.type === 'report') send({ type: 'report', arrivals, open });
      else {
        for (const s of sockets) s.destroy();
        send({ type: 'closed' });
        process.exit(0);
      }
    })();
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

export interface Delivery {
  goals: number;
  messages: number;
  missing: number;
  p50: number;
  p99: number;
  max: number;
}

/** Each fan's k-th `game` message after `from` answers the k-th goal pushed (sent at pushedAt[k]). */
function delivery(arrivals: number[][], from: number[], pushedAt: number[]): Delivery {
  const lat: number[] = [];
  let missing = 0;
  arrivals.forEach((times, i) => {
    for (let k = 0; k < pushedAt.length; k += 1) {
      const t = times[from[i]! + k];
      if (t === undefined) missing += 1;
      else lat.push(t - pushedAt[k]!);
    }
  });
  lat.sort((a, b) => a - b);
  return {
    goals: pushedAt.length,
    messages: lat.length,
    missing,
    p50: percentile(lat, 50),
    p99: percentile(lat, 99),
    max: lat.at(-1) ?? NaN,
  };
}

export interface SseReport {
  fans: number;
  opened: number;
  openSeconds: number;
  rssBefore: number;
  rssAfter: number;
  heapDelta: number;
  quiet: Delivery;
  duringReads: Delivery;
  rows: Row[];
  load: string[];
}

/**
 * n fans on one instance's live stream of the measured event: the time from a courtside push to
 * each fan's copy of the change, its memory, and the live-play reads while they stay connected and
 * a goal a second is pushed.
 */
export async function benchSseFans(n: number, seconds: number): Promise<SseReport> {
  const s = await startLiveServer({ pushWorker: false });
  const child = fork(fileURLToPath(new URL('./fan-out.ts', import.meta.url)), ['--child', 'sse'], { stdio: 'inherit' });
  const load: string[] = [`start ${await loadAverage()}`];
  try {
    const bareBefore = await bareRate(seconds);
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const before = process.memoryUsage();
    const opened = await ask(child, { type: 'open', url: `${s.url}/api/live/events/${s.cup.id}`, n }, 'opened');
    await new Promise((r) => setTimeout(r, 2000));
    gc?.();
    const after = process.memoryUsage();
    load.push(`fans connected ${await loadAverage()}`);

    const counts = async () => (await ask(child, { type: 'report' }, 'report')).arrivals.map((a) => a.length);
    const settle = async (pushedAt: number[], from: number[]) => {
      // Until every fan has every goal, or 30 s.
      for (let i = 0; i < 300; i += 1) {
        const r = await ask(child, { type: 'report' }, 'report');
        if (r.arrivals.every((a, j) => a.length >= from[j]! + pushedAt.length) || i === 299) return delivery(r.arrivals, from, pushedAt);
        await new Promise((res) => setTimeout(res, 100));
      }
      throw new Error('unreachable');
    };

    // Quiet: five goals, two seconds apart, nothing else asked of the server.
    let from = await counts();
    let pushedAt: number[] = [];
    for (let k = 0; k < 5; k += 1) {
      pushedAt.push(Date.now());
      await pushGoal(s);
      await new Promise((r) => setTimeout(r, 2000));
    }
    const quiet = await settle(pushedAt, from);
    load.push(`after quiet goals ${await loadAverage()}`);

    // The live-play reads, a goal a second pushed meanwhile, every fan still connected.
    from = await counts();
    pushedAt = [];
    let pushing = true;
    const pusher = (async () => {
      while (pushing) {
        const t = Date.now();
        pushedAt.push(t);
        await pushGoal(s);
        await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (Date.now() - t))));
      }
    })();
    const loads: [string, Awaited<ReturnType<typeof loadRun>>][] = [];
    for (const [label, p] of s.reads) {
      await loadRun(`${s.url}${p}`, { connections: 50, seconds: 1 });
      loads.push([label, await loadRun(`${s.url}${p}`, { connections: 50, seconds })]);
    }
    pushing = false;
    await pusher;
    const duringReads = await settle(pushedAt, from);
    load.push(`after reads ${await loadAverage()}`);
    const bareAfter = await bareRate(seconds);
    const bare = {
      ...bareBefore,
      requestsPerSec: (bareBefore.requestsPerSec + bareAfter.requestsPerSec) / 2,
      p99: Math.max(bareBefore.p99, bareAfter.p99),
    };
    const stillOpen = (await ask(child, { type: 'report' }, 'report')).open;
    const rows: Row[] = [
      { measure: 'bare Hono JSON route (mean of before, after)', load: bare, budget: '', ok: null },
      ...loads.map(([label, l]) => readRow(`${label}, ${n} fans, 1 goal/s`, l, bare)),
    ];
    if (stillOpen < opened.ok) rows.push({ measure: `fans dropped during the reads: ${opened.ok - stillOpen}`, budget: '0', ok: false });
    return {
      fans: n,
      opened: opened.ok,
      openSeconds: opened.ms / 1000,
      rssBefore: before.rss,
      rssAfter: after.rss,
      heapDelta: after.heapUsed - before.heapUsed,
      quiet,
      duringReads,
      rows,
      load,
    };
  } finally {
    await Promise.race([ask(child, { type: 'close' }, 'closed'), new Promise((r) => setTimeout(r, 5000))]);
    child.kill();
    await s.close();
  }
}

export function formatSse(r: SseReport): string {
  const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
  const perConn = (r.rssAfter - r.rssBefore) / Math.max(1, r.opened);
  const d = (label: string, x: Delivery) =>
    `| ${label.padEnd(44)} | ${String(x.goals).padStart(5)} | ${String(x.messages).padStart(8)} | ${String(x.missing).padStart(7)} | ${String(x.p50).padStart(6)} | ${String(x.p99).padStart(6)} | ${String(x.max).padStart(6)} | ${x.missing === 0 && x.p99 < SSE_BUDGET_MS ? 'ok  ' : 'OVER'} |`;
  return [
    `SSE fans: ${r.opened} of ${r.fans} connected to one instance in ${r.openSeconds.toFixed(1)} s, each its own socket.`,
    `Server memory: RSS ${mb(r.rssBefore)} before, ${mb(r.rssAfter)} with the fans: ${(perConn / 1024).toFixed(1)} KB per connection ` +
      `(JS heap ${(r.heapDelta / Math.max(1, r.opened) / 1024).toFixed(1)} KB of it).`,
    `Load average (1, 5, 15 min): ${r.load.join('; ')}.`,
    '',
    `| ${'goal pushed courtside to every fan (ms)'.padEnd(44)} | goals | messages | missing |    p50 |    p99 |    max | <${SSE_BUDGET_MS} |`,
    `|${'-'.repeat(46)}|-------|----------|---------|--------|--------|--------|------|`,
    d('quiet (5 goals, 2 s apart)', r.quiet),
    d('during the reads below (1 goal/s)', r.duringReads),
  ].join('\n');
}
