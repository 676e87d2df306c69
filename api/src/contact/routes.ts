import { Hono } from 'hono';
import { contactListQuerySchema, contactSchema, contactStatusUpdateSchema, MSG } from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import { contactMessages } from '../db/schema';
import { limit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { listContactMessages, setContactStatus } from './service';

/**
 * Contact Us (public POST) and Contact Messages (admin spec). The admin guard on GET /contact and
 * PATCH /contact/:id/status is applied centrally (admin/routes.ts).
 */
export function contactRoutes(deps: Deps) {
  const db = deps.database.db;
  const r = new Hono<AppEnv>();

  r.post('/contact', limit('contact', deps.rateLimits.contact), validate('json', contactSchema), async (c) => {
    await db.insert(contactMessages).values(c.req.valid('json'));
    return c.json({ success: true, message: MSG.contactSuccess }, 201);
  });

  r.get('/contact', validate('query', contactListQuerySchema), async (c) =>
    c.json(await listContactMessages(deps, c.var.user, c.req.valid('query'))),
  );

  r.patch('/contact/:id/status', validate('json', contactStatusUpdateSchema), async (c) =>
    c.json(await setContactStatus(deps, c.var.user, c.req.param('id'), c.req.valid('json'))),
  );

  return r;
}
