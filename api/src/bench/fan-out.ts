/**
 * Live fan-out at scale on one instance (DESIGN.md section 7 budgets beside the fan-out ones):
 * - n fans on the SSE live stream: a goal pushed courtside reaches all of them within 1 s (p99), the
 *   memory each connection costs, and the live-play reads while they stay connected;
 * - n push subscriptions following one team: a goal reaches the push service for all of them within
 *   2 s (p99), and the live-play reads while its messages go out.
 * Run apart from `npm run bench` (a few minutes on its own). Uses DATABASE_URL when set (a temporary
 * database there), else PGlite. A report, never a test: it exits 0 whenever it ran.
 *
 *   npm run bench:fan-out -- [--fans 10000] [--followers 10000] [--seconds 5] [--only sse|push]
 */
import { parseArgs } from 'node:util';
import { loadGenerator } from './api-latency';
import { benchPushFanOut, formatPush, runPushService } from './push-fan-out';
import type { Row } from './scenario';
import { benchSseFans, formatSse, runFanClients } from './sse-fans';

function table(rows: Row[]): string {
  const out = [`| ${'measure'.padEnd(60)} |   req/s | p50 ms | p99 ms | vs bare | ${'budget'.padEnd(18)} |      |`];
  out.push(`|${'-'.repeat(62)}|---------|--------|--------|---------|${'-'.repeat(20)}|------|`);
  for (const r of rows) {
    const l = r.load;
    const cells = l
      ? [l.requestsPerSec.toFixed(0).padStart(7), String(l.p50).padStart(6), String(l.p99).padStart(6)]
      : ['', '', ''].map((x, i) => x.padStart(i ? 6 : 7));
    const share = r.share !== undefined ? `${(r.share * 100).toFixed(0)}%` : '';
    const mark = r.ok === null ? '    ' : r.ok ? 'ok  ' : 'OVER';
    out.push(`| ${r.measure.padEnd(60)} | ${cells.join(' | ')} | ${share.padStart(7)} | ${r.budget.padEnd(18)} | ${mark} |`);
    if (l && l.errors > 0) out.push(`|   ${l.errors} errors or non-2xx answers`);
  }
  return out.join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      child: { type: 'string' },
      fans: { type: 'string' },
      followers: { type: 'string' },
      seconds: { type: 'string' },
      only: { type: 'string' },
    },
    strict: true,
  });
  if (values.child === 'sse') return runFanClients();
  if (values.child === 'push') return runPushService();
  const fans = Number(values.fans ?? '10000');
  const followers = Number(values.followers ?? '10000');
  const seconds = Number(values.seconds ?? '5');
  for (const [name, v, max] of [
    ['--fans', fans, 50_000],
    ['--followers', followers, 100_000],
    ['--seconds', seconds, 60],
  ] as const)
    if (!Number.isInteger(v) || v < 1 || v > max) throw new Error(`${name} takes a whole number from 1 to ${max}`);
  console.log(
    `Live fan-out on ${process.env.DATABASE_URL ? 'Postgres (DATABASE_URL, a temporary database)' : 'PGlite (in memory)'}, ` +
      `demo scale 1, ${seconds} s per read measure at 50 connections, load from ${loadGenerator}, on ${new Date().toISOString()}.`,
  );
  if (values.only !== 'push') {
    const r = await benchSseFans(fans, seconds);
    console.log('');
    console.log(formatSse(r));
    console.log('');
    console.log(table(r.rows));
  }
  if (values.only !== 'sse') {
    const r = await benchPushFanOut(followers, seconds);
    console.log('');
    console.log(formatPush(r));
    console.log('');
    console.log(table([r.bare, ...r.fanOuts.flatMap((f) => (f.read ? [f.read] : []))]));
  }
}

main().catch((e: unknown) => {
  console.error('Benchmark failed to run:', e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
