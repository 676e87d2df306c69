import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { sessionFromSetCookie } from '../auth/session';
import { events } from '../db/schema';
import { goalArgs, makeGame, makeTeam, type Fixture } from '../sync/test-factory';
import { openTestDatabase } from '../test/database';
import { findNginx, freePort, startNginx } from '../test/nginx';
import { PROCESS_ADMIN, removeDataDir, startServerProcess, type ServerProcess } from '../test/server-process';
import { loadRun, loadGenerator } from './api-latency';

/**
 * Several instances behind nginx on this machine (README, Running several instances): the figures
 * the README reports. Three real API processes (tsx) on one Postgres database behind a real nginx
 * running deploy/nginx.conf, as api/src/lib/load-balancer.test.ts starts them. It measures what an
 * operator plans with: start-up time and memory per instance, Postgres connections, how fast one
 * goal reaches fans spread over the instances, read and push rates through nginx against one
 * instance alone, and what devices see when an instance is killed mid-push. On a machine with few
 * cores the instances share them: the rates are not a scaling result.
 *
 *   DATABASE_URL=postgres://... npx tsx api/src/bench/instances.ts [fansPerInstance=100]
 */
const METRICS_TOKEN = 'instances-bench-metrics-token-01';

async function main() {
  const url = process.env.DATABASE_URL;
  const nginxBinary = findNginx();
  if (!url || !nginxBinary) throw new Error('needs DATABASE_URL (Postgres) and nginx');
  const fansPerInstance = Number(process.argv[2] ?? 100);
  const database = await openTestDatabase({ fromTemplate: true });
  const instances: (ServerProcess & { dataDir: string })[] = [];
  const report: Record<string, unknown> = {};
  const stopAll: (() => Promise<void> | void)[] = [];
  try {
    const startOne = async () => {
      const started = Date.now();
      const server = await startServerProcess({
        databaseUrl: database.url!,
        port: await freePort(),
        env: { STORAGE_URL: 'postgres', TRUST_PROXY: '1', METRICS_TOKEN, RATE_LIMIT_SCALE: '1000' },
      });
      instances.push(server);
      stopAll.push(
        () => server.kill('SIGKILL'),
        () => removeDataDir(server.dataDir),
      );
      return Date.now() - started;
    };
    const startMs = [await startOne(), await startOne(), await startOne()];
    report.startSecondsEach = startMs.map((ms) => +(ms / 1000).toFixed(1));
    const nginx = await startNginx(
      nginxBinary,
      instances.map((i) => new URL(i.base).host),
    );
    stopAll.push(() => nginx.stop());
    const login = await fetch(`${nginx.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(PROCESS_ADMIN),
    });
    const token = sessionFromSetCookie(login.headers)!;
    const metric = async (base: string, series: string) => {
      const text = await (await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line ? Number(line.slice(series.length + 1)) : 0;
    };
    const rssMb = async () =>
      Promise.all(instances.map(async (i) => Math.round((await metric(i.base, 'pitchside_process_resident_memory_bytes')) / 1e6)));
    report.idleMemoryMbEach = await rssMb();

    const db = database.db;
    const [e] = await db
      .insert(events)
      .values({ name: 'Bench Cup', slug: `bench-${randomUUID().slice(0, 8)}` })
      .returning({ id: events.id });
    const home = await makeTeam(db, e!.id, 'Cedars');
    const away = await makeTeam(db, e!.id, 'Phoenix');
    const f: Fixture = { eventId: e!.id, home, away, gameId: await makeGame(db, e!.id, home.id, away.id) };
    const push = (base: string, clientId: string, mutations: unknown[]) =>
      fetch(`${base}/api/sync/push`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ clientId, mutations }),
      });

    // Fans: the same number on each instance; one goal at a time pushed through the first.
    const arrivals: number[][] = [];
    const readers: ReadableStreamDefaultReader<Uint8Array>[] = [];
    let expected = 0;
    for (const inst of instances) {
      for (let n = 0; n < fansPerInstance; n++) {
        const res = await fetch(`${inst.base}/api/live/events/${f.eventId}`);
        const reader = res.body!.getReader();
        readers.push(reader);
        const decoder = new TextDecoder();
        void (async () => {
          let text = '';
          for (;;) {
            const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
            if (done) return;
            text += decoder.decode(value, { stream: true });
            let end: number;
            while ((end = text.indexOf('\n\n')) >= 0) {
              if (text.slice(0, end).includes('event: game')) arrivals[expected]?.push(Date.now());
              text = text.slice(end + 2);
            }
          }
        })();
      }
    }
    await new Promise((r) => setTimeout(r, 1000));
    report.memoryMbEachWithFans = await rssMb();
    const latencies: number[] = [];
    const goals = 20;
    const fanClient = `bench-fans-${randomUUID().slice(0, 8)}`;
    for (let g = 0; g < goals; g++) {
      expected = g;
      arrivals[g] = [];
      const sent = Date.now();
      await push(instances[0]!.base, fanClient, [{ id: g + 1, name: 'goal.add', args: goalArgs(f) }]);
      const deadline = Date.now() + 5000;
      while (arrivals[g]!.length < fansPerInstance * instances.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      latencies.push(...arrivals[g]!.map((t) => t - sent));
      const missing = fansPerInstance * instances.length - arrivals[g]!.length;
      for (let m = 0; m < missing; m++) latencies.push(Infinity);
      await new Promise((r) => setTimeout(r, 200));
    }
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
    report.goalToFans = { fans: fansPerInstance * instances.length, goals, p50Ms: pct(50), p99Ms: pct(99), maxMs: latencies.at(-1) };
    for (const r of readers) await r.cancel().catch(() => undefined);

    // Postgres (never PGlite here): the driver answers an array of rows.
    const conns = (await db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name like 'pitchside-%'`,
    )) as unknown as { n: number }[];
    report.postgresConnectionsOpen = conns[0]!.n;

    // Reads: one public game, 10 s each, through nginx and from one instance alone.
    const path = `/api/events/${f.eventId}/games/${f.gameId}`;
    const through = await loadRun(`${nginx.base}${path}`, { connections: 32, seconds: 10 });
    const alone = await loadRun(`${instances[0]!.base}${path}`, { connections: 32, seconds: 10 });
    report.readsPerSecond = { loadGenerator, throughNginx: through, oneInstanceDirect: alone };

    // Pushes: 8 devices, 10 goals a push, 10 s, through nginx and to one instance alone.
    const pushRate = async (base: string) => {
      let done = 0;
      const until = Date.now() + 10_000;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          const clientId = `bench-${randomUUID().slice(0, 8)}`;
          for (let id = 1; Date.now() < until; id += 10) {
            const res = await push(
              base,
              clientId,
              Array.from({ length: 10 }, (_, i) => ({ id: id + i, name: 'goal.add', args: goalArgs(f) })),
            );
            await res.arrayBuffer();
            if (res.ok) done += 1;
          }
        }),
      );
      return +(done / 10).toFixed(1);
    };
    report.pushesPerSecond = { throughNginx: await pushRate(nginx.base), oneInstanceDirect: await pushRate(instances[0]!.base) };

    // An instance killed while 6 devices push through nginx: failed attempts and the longest a device waited.
    let failed = 0;
    let longestGapMs = 0;
    let running = true;
    const devices = Array.from({ length: 6 }, async () => {
      const clientId = `bench-kill-${randomUUID().slice(0, 8)}`;
      for (let id = 1; running; id += 10) {
        const mutations = Array.from({ length: 10 }, (_, i) => ({ id: id + i, name: 'goal.add', args: goalArgs(f) }));
        const firstTry = Date.now();
        for (;;) {
          const res = await push(nginx.base, clientId, mutations).catch(() => null);
          await res?.arrayBuffer().catch(() => undefined);
          if (res?.ok) break;
          failed += 1;
          await new Promise((r) => setTimeout(r, 100));
        }
        longestGapMs = Math.max(longestGapMs, Date.now() - firstTry);
      }
    });
    await new Promise((r) => setTimeout(r, 2000));
    instances[1]!.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 5000));
    running = false;
    await Promise.all(devices);
    report.instanceKilledMidPush = { devices: 6, failedAttempts: failed, longestPushMs: longestGapMs };
    console.log(JSON.stringify(report, null, 2));
  } finally {
    for (const s of stopAll.reverse()) await s();
    await database.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
