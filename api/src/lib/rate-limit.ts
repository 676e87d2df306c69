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

/** The e-mail a JSON body names (login attempts are counted per account too); '' when there is none. */
async function bodyEmail(c: Context): Promise<string> {
  try {
    const body = (await c.req.json()) as { email?: unknown };
    return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  } catch {
    return '';
  }
}

/**
 * A limit with a message in the one error shape, counted per address (and per account when
 * `perAccount`). Each app instance has its own counters.
 */
export function limit(name: string, opts: { limit: number; windowMs: number }, how: { perAccount?: boolean } = {}): MiddlewareHandler {
  return rateLimiter({
    windowMs: opts.windowMs,
    limit: opts.limit,
    standardHeaders: 'draft-6',
    keyGenerator: async (c) => `${name}:${clientAddress(c)}${how.perAccount ? `:${await bodyEmail(c)}` : ''}`,
    handler: (c) => c.json({ success: false, message: MSG.tooManyRequests }, 429),
  });
}
