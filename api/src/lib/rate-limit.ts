import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { getConnInfo } from '@hono/node-server/conninfo';
import { MSG } from '@pitchside/shared';

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}

/** Per-address limit with a message in the one error shape. Each app instance has its own counters. */
export function limit(name: string, opts: { limit: number; windowMs: number }): MiddlewareHandler {
  return rateLimiter({
    windowMs: opts.windowMs,
    limit: opts.limit,
    standardHeaders: 'draft-6',
    keyGenerator: (c) => `${name}:${clientAddress(c)}`,
    handler: (c) => c.json({ success: false, message: MSG.tooManyRequests }, 429),
  });
}
