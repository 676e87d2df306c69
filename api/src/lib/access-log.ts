import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { clientAddress } from './rate-limit';

/**
 * One line per request: id, method, path, status, time and the caller's address. Never the query
 * string (links carry tokens there), headers (cookies, Authorization) or bodies (passwords). The id
 * comes back in `X-Request-Id`, so a person reporting a problem can name their request.
 */
export function logRequest(c: Context<AppEnv>, status: number, started: number): void {
  c.var.deps.log.pino.info(
    {
      req: { id: c.var.requestId, method: c.req.method, path: c.req.path, address: clientAddress(c) },
      res: { status },
      ms: Math.round((performance.now() - started) * 10) / 10,
    },
    'request',
  );
}

export const accessLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  try {
    await next();
  } finally {
    logRequest(c, c.res.status, started);
  }
};

/** The caller's own `X-Request-Id` when it is a sane token (as hono's requestId accepts), else a new one. */
export function requestIdOf(c: Context): string {
  const sent = c.req.header('x-request-id');
  return sent && sent.length <= 255 && /^[\w\-=]+$/.test(sent) ? sent : crypto.randomUUID();
}
