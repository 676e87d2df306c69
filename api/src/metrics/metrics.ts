import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Deps } from '../context';
import { databaseStatus } from '../db/availability';

/**
 * What one API instance reports at /api/metrics (README, Metrics). One set per app, so tests with
 * several apps in one process each count their own.
 */
export interface Metrics {
  readonly registry: Registry;
  readonly requests: Counter<'method' | 'route' | 'status'>;
  readonly requestSeconds: Histogram<'method' | 'route'>;
  readonly cache: Counter<'outcome'>;
  readonly pushes: Counter<'outcome'>;
  readonly mutations: Counter<'status'>;
  readonly databaseErrors: Counter<'kind'>;
  /** Requests being handled now (event streams count once their answer has started: see liveStreams). */
  activeRequests(): number;
  requestStarted(): void;
  requestEnded(): void;
  liveStreamOpened(): void;
  liveStreamClosed(): void;
}

/** Shared by every reader of one app's dependencies: the services only ever see `deps`. */
const byDeps = new WeakMap<object, Metrics>();

/** The metrics of the app built over these dependencies (made on first use). */
export function metricsOf(deps: Pick<Deps, 'database'> & Partial<Pick<Deps, 'mailer'>>): Metrics {
  let m = byDeps.get(deps);
  if (!m) {
    m = createMetrics(deps);
    byDeps.set(deps, m);
  }
  return m;
}

/** Long enough for an offline bundle build, short enough to see a 50 ms read budget. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function createMetrics(deps: Pick<Deps, 'database'> & Partial<Pick<Deps, 'mailer'>>): Metrics {
  const registry = new Registry();
  // Memory, CPU, event-loop lag, open handles: the process itself.
  collectDefaultMetrics({ register: registry, prefix: 'pitchside_' });
  let active = 0;
  let streams = 0;
  const registers = [registry];

  new Gauge({
    name: 'pitchside_http_requests_in_flight',
    help: 'API requests being handled now',
    registers,
    collect() {
      this.set(active);
    },
  });
  new Gauge({
    name: 'pitchside_live_streams',
    help: 'Open live event streams (Server-Sent Events) held by this instance',
    registers,
    collect() {
      this.set(streams);
    },
  });
  new Gauge({
    name: 'pitchside_mail_queue_depth',
    help: 'E-mails handed over to be sent and not yet sent or failed',
    registers,
    collect() {
      this.set(deps.mailer?.queued() ?? 0);
    },
  });
  new Gauge({
    name: 'pitchside_database_up',
    help: 'Whether the database answered a trivial query within 2 s at this scrape (1) or not (0)',
    registers,
    async collect() {
      this.set((await databaseStatus(deps.database, 2000)) === 'up' ? 1 : 0);
    },
  });
  const pool = deps.database.pool;
  if (pool) {
    new Gauge({
      name: 'pitchside_database_pool_max',
      help: 'Connections this instance may open to Postgres at most (queries beyond them wait in the driver)',
      registers,
      collect() {
        this.set(pool.max);
      },
    });
    // postgres.js does not expose its queue: what Postgres itself reports of this instance's
    // connections is what can be measured honestly. A pool whose connections are all "active"
    // at every scrape is full, and further queries wait.
    new Gauge({
      name: 'pitchside_database_connections',
      help: "This instance's open connections to Postgres by state in pg_stat_activity (active, idle, idle in transaction), besides the one answering the scrape",
      labelNames: ['state'],
      registers,
      async collect() {
        this.reset();
        for (const state of ['active', 'idle', 'idle in transaction']) this.set({ state }, 0);
        const counts = await Promise.race([pool.connections(), new Promise<null>((r) => setTimeout(() => r(null), 2000).unref())]).catch(
          () => null,
        );
        for (const [state, n] of Object.entries(counts ?? {})) this.set({ state }, n);
      },
    });
  }

  const metrics: Metrics = {
    registry,
    requests: new Counter({
      name: 'pitchside_http_requests_total',
      help: 'API and page requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'pitchside_http_request_duration_seconds',
      help: 'Time to answer a request (to the start of its body), by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    cache: new Counter({
      name: 'pitchside_response_cache_lookups_total',
      help: 'Shared public reads by how the answer cache served them: hit (fresh), stale (served while refreshed) or miss (computed)',
      labelNames: ['outcome'],
      registers,
    }),
    pushes: new Counter({
      name: 'pitchside_sync_pushes_total',
      help: 'Sync pushes processed to the end, by outcome: done, or gap (the device must resend from an earlier edit)',
      labelNames: ['outcome'],
      registers,
    }),
    mutations: new Counter({
      name: 'pitchside_sync_mutations_total',
      help: 'Edits in sync pushes by result: applied, conflict, rejected or duplicate (already applied)',
      labelNames: ['status'],
      registers,
    }),
    databaseErrors: new Counter({
      name: 'pitchside_database_errors_total',
      help: 'Requests failed by the database: unavailable (connection lost or refused, answered 503), timeout (a query cancelled at DATABASE_STATEMENT_TIMEOUT_SECONDS, answered 503) or query (an error from Postgres, answered 500)',
      labelNames: ['kind'],
      registers,
    }),
    activeRequests: () => active,
    requestStarted: () => void (active += 1),
    requestEnded: () => void (active -= 1),
    liveStreamOpened: () => void (streams += 1),
    liveStreamClosed: () => void (streams -= 1),
  };
  // Every outcome is reported from the start, at 0, so a rate over it is never "no data".
  for (const outcome of ['hit', 'stale', 'miss']) metrics.cache.inc({ outcome }, 0);
  for (const outcome of ['done', 'gap']) metrics.pushes.inc({ outcome }, 0);
  for (const status of ['applied', 'conflict', 'rejected', 'duplicate']) metrics.mutations.inc({ status }, 0);
  for (const kind of ['unavailable', 'timeout', 'query']) metrics.databaseErrors.inc({ kind }, 0);
  return metrics;
}
