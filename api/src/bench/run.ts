/**
 * The benchmark report (DESIGN.md section 7): what users live through, at demo scales, on the
 * database the server would use (PGlite in memory, or a temporary database at DATABASE_URL):
 * - the event page's calls, the leaderboard and the home counts at 50 connections while one goal a
 *   second is pushed through /api/sync/push, each beside a bare Hono route measured in the same run;
 * - a cached event page alone and while two members reload the full leaderboard;
 * - 500 and 2,000 queued edits pushed at once;
 * - the stages: fixtures for 64 teams, a 32-team knockout regenerated, a 20-team league's table read;
 * - the scheduler: 112 games on 4 pitches over two days, its time and its finish against the lower bound;
 * - the public routes' initial JavaScript;
 * - Lighthouse mobile Performance of the home, event and game pages, and a saved event page opened
 *   offline on a phone-sized Chromium (both skipped with --no-lighthouse).
 * It prints figures beside their budgets and exits 0 whenever it ran: a report, never a test.
 *
 *   npm run bench -- [--scale 1,10,40] [--seconds 5] [--no-lighthouse]
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadGenerator } from './api-latency';
import { measureBundles } from './bundle-size';
import { browserMeasuresUnavailable, withDemoServer } from './demo-server';
import { demoPages, formatLighthouse, measureLighthouse } from './lighthouse';
import { formatOfflineRender, measureOfflineRender } from './offline-render';
import { benchScale, type ScaleReport } from './scenario';
import { benchSchedule, formatScheduleReport } from './schedule';
import { benchStages, formatStagesReport } from './stages';
import type { Db } from '../db/client';

// DESIGN.md section 7: a fan on prepaid mobile data downloads at most this before the first screen.
const INITIAL_JS_BUDGET = 100 * 1024;

function parse(argv: string[]): { scales: number[]; seconds: number; lighthouse: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: { scale: { type: 'string' }, seconds: { type: 'string' }, 'no-lighthouse': { type: 'boolean' } },
    strict: true,
  });
  const scales = (values.scale ?? '1').split(',').map((s) => Number(s.trim()));
  if (scales.some((s) => !Number.isInteger(s) || s < 1 || s > 100))
    throw new Error('--scale takes whole numbers from 1 to 100, e.g. --scale 1,10,40');
  const seconds = Number(values.seconds ?? '5');
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 60) throw new Error('--seconds takes a whole number from 1 to 60');
  return { scales, seconds, lighthouse: !values['no-lighthouse'] };
}

const pad = (s: string, n: number) => s.padEnd(n);
const num = (s: string, n: number) => s.padStart(n);

function print(r: ScaleReport) {
  console.log('');
  console.log(
    `Scale ${r.scale} on ${r.database}: ${r.games} games, ${r.goals} goals (loaded in ${r.loadSeconds.toFixed(1)} s` +
      `${r.databaseBytes !== null ? `, database ${(r.databaseBytes / 1024 / 1024).toFixed(0)} MB` : ''}). ` +
      `50 connections. ${r.pusher}.`,
  );
  console.log('');
  console.log(
    `| ${pad('measure', 46)} | ${num('req/s', 7)} | ${num('p50 ms', 6)} | ${num('p99 ms', 6)} | ${num('vs bare', 7)} | ${pad('budget', 18)} |      |`,
  );
  console.log(`|${'-'.repeat(48)}|${'-'.repeat(9)}|${'-'.repeat(8)}|${'-'.repeat(8)}|${'-'.repeat(9)}|${'-'.repeat(20)}|------|`);
  for (const row of r.rows) {
    const l = row.load;
    const cells = l
      ? [num(l.requestsPerSec.toFixed(0), 7), num(String(l.p50), 6), num(String(l.p99), 6)]
      : [num('', 7), num('', 6), num(row.valueMs !== undefined ? row.valueMs.toFixed(0) : '', 6)];
    const share = row.share !== undefined ? `${(row.share * 100).toFixed(0)}%` : '';
    const mark = row.ok === null ? '    ' : row.ok ? 'ok  ' : 'OVER';
    console.log(`| ${pad(row.measure, 46)} | ${cells.join(' | ')} | ${num(share, 7)} | ${pad(row.budget, 18)} | ${mark} |`);
    if (row.note) console.log(`|   ${pad(row.note, 136)}|`);
    if (l && l.errors > 0) console.log(`|   ${pad(`${l.errors} errors or non-2xx answers`, 136)}|`);
  }
}

async function main() {
  const { scales, seconds, lighthouse } = parse(process.argv.slice(2));
  console.log(
    `Benchmark on ${process.env.DATABASE_URL ? 'Postgres (DATABASE_URL, a temporary database)' : 'PGlite (in memory)'}, ` +
      `scales ${scales.join(', ')}, ${seconds} s per measure, load from ${loadGenerator}. Push rows are times in ms (p99 column).`,
  );
  if (loadGenerator === 'autocannon') {
    console.log('wrk is not installed (apt install wrk): autocannon saturates its own core on larger answers, so shares are understated.');
  }
  for (const scale of scales) print(await benchScale(scale, seconds));

  console.log('');
  const { createTestContext } = await import('../test/harness');
  const t = await createTestContext();
  try {
    console.log(formatStagesReport(await benchStages({ app: t.app, db: t.deps.database.db as Db, token: await t.adminToken() })));
  } finally {
    await t.close();
  }
  console.log('');
  console.log(formatScheduleReport(benchSchedule()));

  const bundles = measureBundles(fileURLToPath(new URL('../../../pwa/dist', import.meta.url)));
  console.log('');
  if (!bundles) console.log('Public bundle: pwa/dist has no build manifest; run `npm run build` first to measure it.');
  else {
    console.log(`Public bundle: initial JavaScript per route, gzip (budget ${INITIAL_JS_BUDGET / 1024} KB)`);
    console.log(
      'Initial: entry + its static imports + the English texts it awaits + the page chunk + its static imports, each file gzipped.',
    );
    console.log('After paint (not in the budget): the device database and lazy parts the page shows at once.');
    console.log('');
    const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(7)} KB`;
    for (const b of bundles) {
      const ok = b.pageFound && b.gzipBytes <= INITIAL_JS_BUDGET;
      console.log(
        `| ${b.route.padEnd(16)} | ${kb(b.gzipBytes)} | ${String(b.files.length).padStart(2)} files | after paint ${kb(b.afterPaintGzipBytes)} | ${ok ? 'ok  ' : b.pageFound ? 'OVER' : 'NO PAGE CHUNK'} |`,
      );
    }
  }
  if (lighthouse) {
    console.log('');
    const why = browserMeasuresUnavailable();
    if (why) console.log(`Lighthouse and the offline open: ${why}`);
    else
      console.log(
        await withDemoServer(async (baseUrl) =>
          [
            formatLighthouse(await measureLighthouse(baseUrl, await demoPages(baseUrl))),
            '',
            formatOfflineRender(await measureOfflineRender(baseUrl)),
          ].join('\n'),
        ),
      );
  }
}

main().catch((e: unknown) => {
  console.error('Benchmark failed to run:', e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
