import { Hono } from 'hono';
import { z } from 'zod';
import { clientIdSchema, ownerIdSchema, pushRequestInSchema } from '@pitchside/sync';
import type { AppEnv, Deps } from '../context';
import { validate } from '../lib/validate';
import { pull, push } from './service';
import { coded } from '@pitchside/shared';

const pullQuerySchema = z.object({
  scope: z.string({ message: coded('scopeRequired') }).min(1, coded('scopeRequired')),
  clientId: clientIdSchema,
  cookie: z.string().max(200).optional(),
  userId: ownerIdSchema.optional(),
});

/** Replicache-style push and pull (DESIGN.md section 5); the admin guard runs before these. */
export function syncRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .post('/sync/push', validate('json', pushRequestInSchema), async (c) => c.json(await push(deps, c.var.user, c.req.valid('json'))))
    .get('/sync/pull', validate('query', pullQuerySchema), async (c) => c.json(await pull(deps, c.var.user, c.req.valid('query'))));
}
