import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';

export function uploadsRoutes(_deps: Deps) {
  return new Hono<AppEnv>();
}
