import { requireAdmin } from '../auth/middleware';
import { permissionGuards } from '../auth/policy';
import { API_ROUTES } from '../endpoints';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every administrator call of the spec (admin.md section 7) plus our own admin-only calls. The guard is
 * registered for all of them before any feature route, so a feature cannot forget it: anonymous
 * callers get 401, signed-in non-admins 403.
 */
export const ADMIN_ROUTES: ReadonlyArray<readonly [Method, string]> = [
  ['GET', '/admin/*'],
  ['POST', '/admin/*'],
  ['PUT', '/admin/*'],
  ['PATCH', '/admin/*'],
  ['DELETE', '/admin/*'],
];

export function adminGuards() {
  const guards = permissionGuards(API_ROUTES);
  for (const [method, path] of ADMIN_ROUTES) guards.on(method, path, requireAdmin);
  return guards;
}
