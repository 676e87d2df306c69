import { Hono } from 'hono';
import { giftCodeGenerateSchema } from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import { validate } from '../lib/validate';
import { generateCodes } from './service';

/** Gift Code Manager (admin spec). The admin guard is applied centrally (admin/routes.ts). */
export function giftCodesRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/gift-codes/generate', validate('json', giftCodeGenerateSchema), async (c) =>
    c.json(await generateCodes(deps, c.var.user, c.req.valid('json')), 201),
  );
}
