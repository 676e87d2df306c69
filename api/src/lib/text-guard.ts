import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { MSG } from '@pitchside/shared';
import { badRequest } from './errors';

export const CONTROL_CHARACTER_MESSAGE = MSG.nulCharacter;

function hasNul(search: string): boolean {
  try {
    return decodeURIComponent(search.replace(/\+/g, ' ')).includes('\u0000');
  } catch {
    // Malformed escapes: the route's own validation answers them.
    return /%00/i.test(search);
  }
}

/** Half of a UTF-16 surrogate pair without its other half: not a character, no encoding can store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
function brokenString(s: string): boolean {
  return LONE_SURROGATE.test(s);
}

/**
 * A lone surrogate reaches a JSON body only as an escape (`\ud800`): bodies that have none are not
 * parsed twice. Those that do are checked string by string, keys included.
 */
function hasBrokenCharacter(text: string): boolean {
  if (!/\\u[dD][89a-fA-F]/.test(text) && !brokenString(text)) return false;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false; // The route answers invalid JSON itself.
  }
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (brokenString(v)) return true;
    } else if (v && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (brokenString(k)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/**
 * Postgres cannot store the NUL character in text: refuse it in paths, queries and JSON bodies with a
 * clear 400 before it reaches a query as a server error. Sync pushes are left to their own checks,
 * which reject the one bad edit instead of the whole queue.
 */
export const rejectNul = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.path.includes('\u0000') || hasNul(new URL(c.req.url).search)) {
    throw badRequest('nulCharacter');
  }
  const type = c.req.header('content-type') ?? '';
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && type.includes('application/json') && !c.req.path.endsWith('/sync/push')) {
    const text = await c.req.text();
    if (text.includes('\\u0000') || text.includes('\u0000')) throw badRequest('nulCharacter');
    if (hasBrokenCharacter(text)) throw badRequest('malformedText');
  }
  await next();
});
