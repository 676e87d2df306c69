/**
 * Sync benchmark (DESIGN.md section 7): on the demo data scaled to at least 1,000 games, the time to
 * push and apply 500 queued mutations and to pull a full event. A report, never a pass/fail: it
 * prints figures beside their budgets and always exits 0 when it ran.
 *
 * Uses a fresh database: in-memory PGlite, or a temporary database on the server at DATABASE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { createFetchTransport, createMemoryStore, createSyncClient, type GameView, type SyncClient } from '@pitchside/sync';
import { createApp } from '../app';
import { ensureAdmin } from '../auth/bootstrap-admin';
import type { Deps } from '../context';
import { ageGroups, events, games } from '../db/schema';
import { planDemo } from '../demo/generate';
import { loadDemo } from '../demo/load';
import { parseEnv } from '../lib/env';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mail';
import { createDiskStorage } from '../lib/storage';
import { createLiveHub } from '../live/hub';
import { openTestDatabase } from '../test/database';
import { measureApi } from './api-latency';
import { measureBundles } from './bundle-size';
import { fileURLToPath } from 'node:url';

const TARGET_GAMES = 1000;
const MUTATIONS = 500;
const PULL_RUNS = 7;
const BUDGET = { pushMs: 2000, pullMs: 200, p99Ms: 50, throughputShare: 1 / 3, initialJsBytes: 150 * 1024 };
const ADMIN = { email: 'bench-admin@pitchside.test', password: 'bench-admin-password-1' };

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** The smallest demo scale that reaches the target number of games. */
function scaleFor(target: number): number {
  for (let scale = 1; scale <= 100; scale += 1) if (planDemo(scale, new Date()).rows.games.length >= target) return scale;
  return 100;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pitchside-bench-'));
  const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret' });
  const database = await openTestDatabase();
  const log = createLogger('silent');
  const wide = { limit: 1_000_000, windowMs: 60_000 };
  const deps: Deps = {
    env,
    log,
    database,
    live: createLiveHub(database, log),
    mailer: createMailer({ from: env.MAIL_FROM, log }),
    storage: createDiskStorage(path.join(dataDir, 'uploads')),
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET),
    rateLimits: { login: wide, loginAddress: wide, signup: wide, contact: wide, redeem: wide, passwordReset: wide },
  };
  try {
    const db = database.db;
    console.log(`Sync benchmark on ${database.kind}${database.kind === 'pglite' ? ' (in memory)' : ''}`);
    const scale = scaleFor(TARGET_GAMES);
    const t0 = performance.now();
    const demo = await loadDemo(deps, { scale });
    if (!demo) throw new Error('The demo did not load');
    console.log(
      `Demo at scale ${scale}: ${demo.counts.games} games, ${demo.counts.goals} goals (loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );

    await ensureAdmin(db, ADMIN);
    const app = createApp(deps);
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = ((await login.json()) as { token: string }).token;

    // The event with the most games is the "full event".
    const [biggest] = await db
      .select({ eventId: games.eventId, n: sql<number>`count(*)::int` })
      .from(games)
      .groupBy(games.eventId)
      .orderBy(desc(sql`count(*)`))
      .limit(1);
    const eventId = biggest!.eventId;
    const transport = createFetchTransport({
      fetch: async (url, init) => app.request(url, init),
      headers: () => ({ authorization: `Bearer ${token}` }),
    });
    const client: SyncClient = createSyncClient({
      clientId: `bench-${randomUUID().slice(0, 8)}`,
      store: createMemoryStore(),
      transport,
      autoPush: false,
    });

    // Full pulls (no cookie): the first warms caches and fills the device.
    const pullTimes: number[] = [];
    let rows = 0;
    let bytes = 0;
    for (let i = 0; i < PULL_RUNS; i += 1) {
      const started = performance.now();
      const res = await app.request(`/api/sync/pull?scope=${eventId}&clientId=${client.clientId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const text = await res.text();
      if (i > 0) pullTimes.push(performance.now() - started);
      rows = (JSON.parse(text) as { patch: unknown[] }).patch.length;
      bytes = text.length;
    }
    await client.pull(eventId);

    // 500 queued mutations over the event's games: goals, statuses, saves, MVPs.
    const views = (await client.gameViews(eventId)).filter(
      (v): v is GameView & { rosters: NonNullable<GameView['rosters']> } =>
        !!v.rosters && v.rosters.home.length > 0 && v.rosters.away.length > 0,
    );
    for (let i = 0; i < MUTATIONS; i += 1) {
      const v = views[i % views.length]!;
      const kind = i % 5;
      if (kind <= 1) {
        const side = i % 2 ? 'home' : 'away';
        await client.mutate('goal.add', {
          gameId: v.id,
          goalId: randomUUID(),
          side,
          minute: i % 50,
          scorerId: v.rosters[side][0]!,
          scorerName: 'Bench Scorer',
        });
      } else if (kind === 2) {
        await client.mutate('game.setSaves', { gameId: v.id, playerId: v.rosters.away[0]!, expected: 0, value: 1 + (i % 7) });
      } else if (kind === 3) {
        await client.mutate('game.setMvp', { gameId: v.id, expected: v.mvpId, value: v.rosters.home[0]! });
      } else {
        await client.mutate('game.setStatus', { gameId: v.id, expected: v.status, status: v.status === 'live' ? 'completed' : 'live' });
      }
    }
    const pushStart = performance.now();
    const outcome = await client.push();
    const pushMs = performance.now() - pushStart;
    const status = client.status();

    const incStart = performance.now();
    await client.pull(eventId);
    const incMs = performance.now() - incStart;

    const fullMs = median(pullTimes);
    const row = (label: string, value: string, budget: string, ok: boolean | null) =>
      `| ${label.padEnd(34)} | ${value.padStart(10)} | ${budget.padStart(9)} | ${ok === null ? '    ' : ok ? 'ok  ' : 'OVER'} |`;
    console.log('');
    console.log(`| ${'measure'.padEnd(34)} | ${'value'.padStart(10)} | ${'budget'.padStart(9)} |      |`);
    console.log(`|${'-'.repeat(36)}|${'-'.repeat(12)}|${'-'.repeat(11)}|------|`);
    console.log(row(`push + apply ${MUTATIONS} mutations`, `${pushMs.toFixed(0)} ms`, `${BUDGET.pushMs} ms`, pushMs < BUDGET.pushMs));
    console.log(row('  per mutation', `${(pushMs / MUTATIONS).toFixed(2)} ms`, '', null));
    console.log(
      row(`full event pull (median of ${PULL_RUNS - 1})`, `${fullMs.toFixed(0)} ms`, `${BUDGET.pullMs} ms`, fullMs < BUDGET.pullMs),
    );
    console.log(row(`  ${biggest!.n} games, ${rows} patch rows`, `${(bytes / 1024).toFixed(0)} KB`, '', null));
    console.log(row('incremental pull after the push', `${incMs.toFixed(0)} ms`, '', null));
    console.log('');
    console.log(
      `Push outcome: ${outcome.kind}; left pending ${status.pending}, needing attention ${status.attention.length}. ` +
        `Games in the event: ${
          (
            await db
              .select({ n: sql<number>`count(*)::int` })
              .from(games)
              .where(eq(games.eventId, eventId))
          )[0]!.n
        }.`,
    );

    // API: the event page's calls under load, beside a bare Hono route in the same run.
    const [cup] = await db.select().from(events).where(eq(events.slug, 'schools-futsal-cup')).orderBy(desc(events.edition)).limit(1);
    if (cup) {
      const [group] = await db.select().from(ageGroups).where(eq(ageGroups.eventId, cup.id)).orderBy(ageGroups.position).limit(1);
      const ag = group ? `ageGroup=${group.slug}` : '';
      const load = await measureApi(app.fetch, [
        ['event page: event + standings', `/api/events/slug/${cup.slug}`],
        ['event page: games (limit 500)', `/api/events/${cup.slug}/games?limit=500&${ag}`],
        ['event page: teams', `/api/events/${cup.id}/teams?${ag}`],
        ['event page: rankings', `/api/rankings/event/${cup.id}?${ag}`],
      ]);
      const bare = load[0]!;
      console.log('');
      console.log(
        `API under load: 50 connections, 5 s per call (p99 budget ${BUDGET.p99Ms} ms; at least 1/3 of the bare route's throughput)`,
      );
      console.log('');
      console.log(
        `| ${'call'.padEnd(34)} | ${'req/s'.padStart(8)} | ${'p50 ms'.padStart(7)} | ${'p99 ms'.padStart(7)} | ${'errors'.padStart(6)} |      |`,
      );
      console.log(`|${'-'.repeat(36)}|${'-'.repeat(10)}|${'-'.repeat(9)}|${'-'.repeat(9)}|${'-'.repeat(8)}|------|`);
      for (const r of load) {
        const ok =
          r === bare ? null : r.p99 < BUDGET.p99Ms && r.requestsPerSec >= bare.requestsPerSec * BUDGET.throughputShare && r.errors === 0;
        console.log(
          `| ${r.label.padEnd(34)} | ${r.requestsPerSec.toFixed(0).padStart(8)} | ${String(r.p50).padStart(7)} | ${String(r.p99).padStart(7)} | ${String(r.errors).padStart(6)} | ${ok === null ? '    ' : ok ? 'ok  ' : 'OVER'} |`,
        );
      }
    }

    // Public bundle: initial JavaScript per route, gzipped.
    const bundles = measureBundles(fileURLToPath(new URL('../../../pwa/dist', import.meta.url)));
    console.log('');
    if (!bundles) console.log('Public bundle: pwa/dist has no build manifest; run `npm run build` first to measure it.');
    else {
      console.log(`Public bundle: initial JavaScript per route, gzip (budget ${BUDGET.initialJsBytes / 1024} KB)`);
      console.log('');
      for (const b of bundles)
        console.log(
          `| ${b.route.padEnd(16)} | ${(b.gzipBytes / 1024).toFixed(1).padStart(7)} KB | ${String(b.files.length).padStart(2)} files | ${b.gzipBytes <= BUDGET.initialJsBytes ? 'ok  ' : 'OVER'} |`,
        );
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error('Benchmark failed to run:', e);
  process.exitCode = 1;
});
