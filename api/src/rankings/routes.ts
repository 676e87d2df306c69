import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';

export function rankingsRoutes(_deps: Deps) {
  return new Hono<AppEnv>();
}
