import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { handle } from '../lib/declare-route';
import { giftCodesEndpoints as e } from './endpoints';
import { generateCodes } from './service';

export function giftCodesRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  handle(r, e.generate, async (c) => c.json(await generateCodes(deps, c.var.user, c.req.valid('json')), 201));
  return r;
}
