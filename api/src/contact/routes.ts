import { Hono } from 'hono';
import { contactSchema, MSG } from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import { contactMessages } from '../db/schema';
import { limit } from '../lib/rate-limit';
import { validate } from '../lib/validate';

export function contactRoutes(deps: Deps) {
  const db = deps.database.db;
  const r = new Hono<AppEnv>();

  r.post('/contact', limit('contact', deps.rateLimits.contact), validate('json', contactSchema), async (c) => {
    await db.insert(contactMessages).values(c.req.valid('json'));
    return c.json({ success: true, message: MSG.contactSuccess }, 201);
  });

  return r;
}
