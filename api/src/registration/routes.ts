import { Hono } from 'hono';
import { MSG, declineRequestSchema } from '@pitchside/shared';
import { requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../context';
import { badRequest } from '../lib/errors';
import { validate } from '../lib/validate';
import { approve, decline, pendingRequests, stats } from './review';
import { memberRequests, submitRegistration } from './service';

/** Player registration (member) and its review (admin; the admin guard on /admin/* runs first). */
export function registrationRoutes(_deps: Deps) {
  const r = new Hono<AppEnv>();

  r.post('/users/player-registration', requireUser, async (c) => {
    let body: Record<string, unknown>;
    try {
      body = (await c.req.parseBody()) as Record<string, unknown>;
    } catch {
      throw badRequest('registrationFailed');
    }
    const { request, updated } = await submitRegistration(c.var.deps, c.var.user!, body);
    return c.json({ success: true, message: updated ? MSG.registrationUpdated : MSG.registrationSubmitted, request }, updated ? 200 : 201);
  });

  r.get('/users/:id/requests', requireUser, async (c) => {
    return c.json({ success: true, requests: await memberRequests(c.var.deps, c.var.user!, c.req.param('id')) });
  });

  r.get('/admin/requests/pending', async (c) => c.json({ success: true, requests: await pendingRequests(c.var.deps, c.var.user) }));
  r.get('/admin/requests/stats', async (c) => c.json({ success: true, stats: await stats(c.var.deps, c.var.user) }));
  r.post('/admin/requests/:id/approve', async (c) => {
    const member = await approve(c.var.deps, c.var.user, c.req.param('id'));
    return c.json({ success: true, message: MSG.requestApproved, playerId: member.playerId });
  });
  r.post('/admin/requests/:id/decline', validate('json', declineRequestSchema), async (c) => {
    await decline(c.var.deps, c.var.user, c.req.param('id'), c.req.valid('json'));
    return c.json({ success: true, message: MSG.requestDeclined });
  });

  return r;
}
