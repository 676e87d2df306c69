import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, CurrentUser } from '../context';
import type { DeclaredRoute } from '../lib/declare-route';
import { forbidden, unauthorized } from '../lib/errors';

/** What a caller must be for a rule to let them through. */
type Rule = 'anyone' | 'signedIn' | 'siteAdmin';

/**
 * Every permission a route can declare, and the rule that grants it. Named permissions (an
 * organiser's `event.manage`, a scorer's `game.score`) are added here with the rule that decides
 * them; until scoped roles exist they ask for a site administrator.
 */
const POLICY = {
  public: 'anyone',
  member: 'signedIn',
  admin: 'siteAdmin',
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof POLICY;

/** The refusal (401 or 403) for a caller the permission does not admit, or null when it does. */
export function refusalFor(permission: Permission, user: CurrentUser | null, sessionInvalid: boolean) {
  const rule: Rule = POLICY[permission];
  if (rule === 'anyone') return null;
  if (!user) return unauthorized(sessionInvalid ? 'sessionExpired' : 'signInRequired');
  if (rule === 'siteAdmin' && !user.isAdmin) return forbidden('adminOnly');
  return null;
}

/** The guard of one permission; null for routes anyone may call. */
export function permissionGuard(permission: Permission) {
  if (POLICY[permission] === 'anyone') return null;
  return createMiddleware<AppEnv>(async (c, next) => {
    const refused = refusalFor(permission, c.var.user, c.var.sessionInvalid);
    if (refused) throw refused;
    await next();
  });
}

/**
 * The guard of every declared route, registered before any feature router so a handler cannot run
 * for a caller its declaration does not admit (anonymous callers get 401, others 403).
 */
export function permissionGuards(routes: readonly DeclaredRoute[]) {
  const guards = new Hono<AppEnv>();
  for (const route of routes) {
    const guard = permissionGuard(route.permission);
    if (guard) guards.on(route.method.toUpperCase(), route.honoPath, guard);
  }
  return guards;
}
