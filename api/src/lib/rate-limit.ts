import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { rateLimiter } from 'hono-rate-limiter';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv, Deps } from '../context';
import { errorBody } from './errors';
import { DatabaseRateLimitStore } from './rate-limit-store';

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}

/**
 * The caller's address. Behind TRUST_PROXY reverse proxies, each appends the address it received
 * from to X-Forwarded-For, so the caller is that many entries from the right; entries further left
 * are whatever the caller claimed and are never trusted.
 */
export function clientAddress(c: Context): string {
  const hops = (c.var as { deps?: { env: { TRUST_PROXY: number } } }).deps?.env.TRUST_PROXY ?? 0;
  if (hops > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    const fromProxy = chain[chain.length - hops];
    if (fromProxy) return fromProxy;
  }
  return socketAddress(c);
}

/**
 * The account a JSON body names (some attempts are counted per account too), as a digest: the count
 * is kept under a key of fixed size whatever the caller sent (the body is validated after the
 * limit, and a 300 KB "e-mail" must not reach the database as a key). '' when there is none.
 */
async function bodyEmail(c: Context): Promise<string> {
  try {
    const body = (await c.req.json()) as { email?: unknown };
    if (typeof body?.email !== 'string') return '';
    return createHash('sha256').update(body.email.trim().toLowerCase()).digest('base64url');
  } catch {
    return '';
  }
}

/**
 * A limit with a message in the one error shape, counted per address (and per account when
 * `perAccount`). The counts live in the database, so instances sharing it share the limit.
 */
export function limit(
  name: string,
  opts: { limit: number; windowMs: number },
  how: { perAccount?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  // One limiter per app (tests build many apps, each over its own database).
  const byApp = new WeakMap<Deps, MiddlewareHandler>();
  return createMiddleware<AppEnv>(async (c, next) => {
    const deps = c.var.deps;
    let limiter = byApp.get(deps);
    if (!limiter) {
      limiter = rateLimiter({
        windowMs: opts.windowMs,
        limit: opts.limit,
        standardHeaders: 'draft-6',
        store: new DatabaseRateLimitStore(deps.database.db),
        keyGenerator: async (c) => `${name}:${clientAddress(c)}${how.perAccount ? `:${await bodyEmail(c)}` : ''}`,
        handler: (c) => c.json(errorBody(429, 'tooManyRequests'), 429),
      });
      byApp.set(deps, limiter);
    }
    return limiter(c, next);
  });
}
