import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { badRequest } from './errors';

export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain the NUL character';

function hasNul(search: string): boolean {
  try {
    return decodeURIComponent(search.replace(/\+/g, ' ')).includes('\u0000');
  } catch {
    // Malformed escapes: the route's own validation answers them.
    return /%00/i.test(search);
  }
}

/**
 * Postgres cannot store the NUL character in text: refuse it in paths, queries and JSON bodies with a
 * clear 400 before it reaches a query as a server error. Sync pushes are left to their own checks,
 * which reject the one bad edit instead of the whole queue.
 */
export const rejectNul = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.path.includes('\u0000') || hasNul(new URL(c.req.url).search)) {
    throw badRequest(CONTROL_CHARACTER_MESSAGE);
  }
  const type = c.req.header('content-type') ?? '';
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && type.includes('application/json') && !c.req.path.endsWith('/sync/push')) {
    const text = await c.req.text();
    if (text.includes('\\u0000') || text.includes('\u0000')) throw badRequest(CONTROL_CHARACTER_MESSAGE);
  }
  await next();
});
