import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, CurrentUser } from '../context';
import { forbidden, unauthorized } from '../lib/errors';
import { findSessionUser } from './queries';
import { SESSION_COOKIE, verifySession } from './session';

function readToken(header: string | undefined, cookie: string | undefined): string | null {
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return cookie ?? null;
}

/** Reads the session (cookie or bearer) and loads the user from the database on every request. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  c.set('sessionInvalid', false);
  c.set('sessionId', null);
  const token = readToken(c.req.header('authorization'), getCookie(c, SESSION_COOKIE));
  if (token) {
    const { deps } = c.var;
    const claims = await verifySession(deps.jwtSecret, token);
    const user = claims ? await findSessionUser(deps.database.db, claims.sub, claims.sv, claims.sid) : null;
    if (user) {
      c.set('user', user);
      c.set('sessionId', claims!.sid);
    } else c.set('sessionInvalid', true);
  }
  await next();
  // Answers for a signed-in person may carry their own data: never kept by shared caches.
  if (c.var.user && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'private, no-store');
});

function signedIn(c: { var: AppEnv['Variables'] }): CurrentUser {
  const user = c.var.user;
  if (!user) throw unauthorized(c.var.sessionInvalid ? 'sessionExpired' : 'signInRequired');
  return user;
}

/** The caller acts on their own data (the `param` in the path or `field` in the query is their id), or is an admin. */
export function requireSelf(where: { param?: string; query?: string }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = signedIn(c);
    if (user.scoreLinkId) throw forbidden('notAllowed');
    const id = where.param ? c.req.param(where.param) : where.query ? c.req.query(where.query) : undefined;
    if (id !== undefined && id !== user.id && !user.isAdmin) throw forbidden();
    await next();
  });
}

/** Helpers for services, which re-check access before any rule. */
export function assertUser(user: CurrentUser | null, sessionInvalid = false): CurrentUser {
  if (!user) throw unauthorized(sessionInvalid ? 'sessionExpired' : 'signInRequired');
  return user;
}

export function assertAdmin(user: CurrentUser | null): CurrentUser {
  const u = assertUser(user);
  if (!u.isAdmin) throw forbidden('adminOnly');
  return u;
}
