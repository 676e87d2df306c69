import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { clientAddress } from './rate-limit';

/**
 * One line per request: id, method, path, status, time and the caller's address. Never the query
 * string (links carry tokens there), headers (cookies, Authorization) or bodies (passwords). The id
 * comes back in `X-Request-Id`, so a person reporting a problem can name their request.
 */
export const accessLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  try {
    await next();
  } finally {
    const { log } = c.var.deps;
    log.pino.info(
      {
        req: { id: c.var.requestId, method: c.req.method, path: c.req.path, address: clientAddress(c) },
        res: { status: c.res.status },
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  }
};
