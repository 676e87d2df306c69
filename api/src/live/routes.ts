import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';

export function liveRoutes(_deps: Deps) {
  return new Hono<AppEnv>();
}
