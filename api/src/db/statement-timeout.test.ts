import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@pitchside/shared';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { freePort } from '../test/nginx';
import { removeDataDir, startServerProcess, type ServerProcess } from '../test/server-process';

/**
 * The real server process on Postgres with a request stuck in the database: a table locked by
 * someone else (a long migration, an operator's manual transaction). The request answers 503 once
 * DATABASE_STATEMENT_TIMEOUT_SECONDS has passed instead of hanging, and a SIGTERM while the query is
 * still waiting in Postgres stops the process with a clean log.
 */
const url = process.env.DATABASE_URL;
const METRICS_TOKEN = 'statement-timeout-metrics-token';
let database: TestDatabase;
let sql: ReturnType<typeof postgres>;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  if (!url) return;
  database = await openTestDatabase({ fromTemplate: true });
  cleanups.push(() => database.close());
  sql = postgres(database.url!, { max: 2, onnotice: () => {} });
  cleanups.push(() => sql.end({ timeout: 5 }));
}, 60_000);
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
}, 60_000);

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({ databaseUrl: database.url!, port: await freePort(), env });
  cleanups.push(() => removeDataDir((server as ServerProcess & { dataDir: string }).dataDir));
  cleanups.push(() => server.kill('SIGKILL'));
  return server;
}

/** Holds every read of the events table until `release()`, as a manual transaction would. */
async function lockEvents() {
  const reserved = await sql.reserve();
  await reserved`begin`;
  await reserved`lock table events in access exclusive mode`;
  return async () => {
    await reserved`rollback`;
    reserved.release();
  };
}

/** Queries of the server's pools waiting on a lock in Postgres now. */
async function waitingOnLock(): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and application_name like 'pitchside-%' and wait_event_type = 'Lock'`;
  return row!.n;
}

describe.skipIf(!url)('a request whose query cannot finish', () => {
  it('answers 503 at DATABASE_STATEMENT_TIMEOUT_SECONDS instead of hanging, and counts it', { timeout: 120_000 }, async () => {
    const server = await start({ DATABASE_STATEMENT_TIMEOUT_SECONDS: '1', METRICS_TOKEN });
    const release = await lockEvents();
    try {
      const res = await fetch(`${server.base}/api/events/${randomUUID()}`, { signal: AbortSignal.timeout(15_000) });
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toBe(MSG.unavailable);
      // The database itself is fine: the instance stays in the load balancer.
      expect(await server.health()).toBe(200);
      const metrics = await (await fetch(`${server.base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      expect(metrics).toMatch(/^pitchside_database_errors_total\{kind="timeout"\} [1-9]/m);
      expect(await waitingOnLock()).toBe(0);
    } finally {
      await release();
    }
    expect((await fetch(`${server.base}/api/events/${randomUUID()}`)).status).toBe(404);
    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it(
    'stopped by SIGTERM while the query waits in Postgres, exits 0 with no unhandled rejection in the log',
    { timeout: 120_000 },
    async () => {
      // The pool closes (1 s of drain, then 5 s of grace) while the query still waits: 10 s is later.
      const server = await start({ SHUTDOWN_TIMEOUT_SECONDS: '1', DATABASE_STATEMENT_TIMEOUT_SECONDS: '10' });
      const release = await lockEvents();
      try {
        const stuck = fetch(`${server.base}/api/events/${randomUUID()}`).then(
          (r) => r.status,
          () => 'cut off',
        );
        await expect.poll(waitingOnLock, { timeout: 10_000 }).toBeGreaterThan(0);
        server.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        // The request was cut off at the shutdown limit; the pool closed under its query.
        expect(await stuck).toBe('cut off');
        // Postgres does not notice a client gone while its query waits on a lock: the statement
        // timeout is what ends the orphaned query, so it holds nothing for long.
        await expect.poll(waitingOnLock, { timeout: 15_000, interval: 250 }).toBe(0);
      } finally {
        await release();
      }
      const log = server.output();
      expect(log).not.toMatch(/unhandled|uncaught/i);
      expect(log).not.toMatch(/Unexpected|Shutdown step failed/);
    },
  );
});

describe.skipIf(url)('a request whose query cannot finish', () => {
  it('is tested on Postgres only (the embedded PGlite runs one query at a time): set DATABASE_URL', () => {
    expect(url).toBeUndefined();
  });
});
