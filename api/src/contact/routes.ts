import { Hono } from 'hono';
import { MSG } from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import { contactMessages } from '../db/schema';
import { limit } from '../lib/rate-limit';
import { handle } from '../lib/declare-route';
import { contactEndpoints as e } from './endpoints';
import { listContactMessages, setContactStatus } from './service';

/** Contact Us (public POST) and Contact Messages (admin spec); who may call each is in endpoints.ts. */
export function contactRoutes(deps: Deps) {
  const db = deps.database.db;
  const r = new Hono<AppEnv>();

  handle(
    r,
    e.send,
    async (c) => {
      await db.insert(contactMessages).values(c.req.valid('json'));
      return c.json({ success: true, message: MSG.contactSuccess }, 201);
    },
    [limit('contact', deps.rateLimits.contact)],
  );

  handle(r, e.list, async (c) => c.json(await listContactMessages(deps, c.var.user, c.req.valid('query'))));

  handle(r, e.setStatus, async (c) => c.json(await setContactStatus(deps, c.var.user, c.req.param('id'), c.req.valid('json'))));

  return r;
}
