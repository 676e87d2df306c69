import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { createEvent, deleteEvent, eventDeleteSummary } from './admin-service';
import { updateEvent } from './event-update';

/** Event Management (admin spec): the admin guard runs first for every route here (admin/routes.ts). */
export function eventsAdminRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  r.post('/events', async (c) => {
    const form = await c.req.parseBody();
    return c.json(await createEvent(deps, c.var.user, form), 201);
  });

  r.put('/events/:id', async (c) => c.json(await updateEvent(deps, c.var.user, c.req.param('id'), await c.req.json())));

  r.get('/events/:id/delete-summary', async (c) =>
    c.json({ success: true, removes: await eventDeleteSummary(deps, c.var.user, c.req.param('id')) }),
  );

  r.delete('/events/:id', async (c) => c.json(await deleteEvent(deps, c.var.user, c.req.param('id'))));

  return r;
}
