import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv, Deps } from '../context';
import { isDatabaseUnavailable } from '../db/availability';
import { unauthorized } from '../lib/errors';
import { metricsOf, type Metrics } from './metrics';

/**
 * The route pattern a request matched (`/api/events/:id`), never its raw path: ids and slugs would
 * make a new series per event. Middleware (`*`) does not count; what no route matched is
 * `unmatched` under /api and `static` elsewhere (the built app's files and its shell).
 */
export function routeLabel(c: Context): string {
  for (const route of matchedRoutes(c)) if (route.method !== 'ALL' && !route.path.endsWith('*')) return route.path;
  return c.req.path.startsWith('/api/') ? 'unmatched' : 'static';
}

/** A Postgres error carries its five-character SQLSTATE (here or in its cause). */
function isQueryError(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && depth < 6; cur = (cur as { cause?: unknown }).cause, depth += 1) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return true;
  }
  return false;
}

/** Postgres cancelled the query at statement_timeout (DATABASE_STATEMENT_TIMEOUT_SECONDS). */
function isStatementTimeout(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && depth < 6; cur = (cur as { cause?: unknown }).cause, depth += 1) {
    if ((cur as { code?: unknown }).code === '57014') return true;
  }
  return false;
}

function countDatabaseError(m: Metrics, e: unknown) {
  if (isStatementTimeout(e)) m.databaseErrors.inc({ kind: 'timeout' });
  else if (isDatabaseUnavailable(e)) m.databaseErrors.inc({ kind: 'unavailable' });
  else if (isQueryError(e)) m.databaseErrors.inc({ kind: 'query' });
}

/**
 * Counts and times every request, first in the chain so answers from the response cache count too.
 * The cache's own recomputations pass through the app again: they count as work in flight (a
 * graceful stop waits for them) but not as requests, which their callers already are.
 */
export function requestMetrics(deps: Deps): MiddlewareHandler<AppEnv> {
  const m = metricsOf(deps);
  return async (c, next) => {
    const started = performance.now();
    m.requestStarted();
    try {
      await next();
    } finally {
      m.requestEnded();
      if (c.error) countDatabaseError(m, c.error);
      if (c.req.header('x-pitchside-cache') === undefined) {
        const labels = { method: c.req.method, route: routeLabel(c) };
        m.requests.inc({ ...labels, status: String(c.res.status) });
        m.requestSeconds.observe(labels, (performance.now() - started) / 1000);
      }
    }
  };
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * GET /api/metrics in the Prometheus text format, for the bearer of METRICS_TOKEN only (the app
 * does not offer the route at all without one). The token is compared in constant time.
 */
export function metricsEndpoint(deps: Deps, token: string): MiddlewareHandler<AppEnv> {
  const expected = digest(`Bearer ${token}`);
  const m = metricsOf(deps);
  return async (c) => {
    if (!timingSafeEqual(digest(c.req.header('authorization') ?? ''), expected)) throw unauthorized();
    const body = await m.registry.metrics();
    return c.body(body, 200, { 'Content-Type': m.registry.contentType, 'Cache-Control': 'no-store' });
  };
}
