import { Hono } from 'hono';
import { MSG } from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import { badRequest } from '../lib/errors';
import { handle } from '../lib/declare-route';
import { registrationEndpoints as e } from './endpoints';
import { approve, decline, pendingRequests, stats } from './review';
import { memberRequests, submitRegistration } from './service';

/** Player registration (member) and its review (admin); the permission guard runs first (endpoints.ts). */
export function registrationRoutes(_deps: Deps) {
  const r = new Hono<AppEnv>();

  handle(r, e.submit, async (c) => {
    let body: Record<string, unknown>;
    try {
      body = (await c.req.parseBody()) as Record<string, unknown>;
    } catch {
      throw badRequest('registrationFailed');
    }
    const { request, updated } = await submitRegistration(c.var.deps, c.var.user!, body);
    return c.json({ success: true, message: updated ? MSG.registrationUpdated : MSG.registrationSubmitted, request }, updated ? 200 : 201);
  });

  handle(r, e.mine, async (c) => {
    return c.json({ success: true, requests: await memberRequests(c.var.deps, c.var.user!, c.req.param('id')) });
  });

  handle(r, e.pending, async (c) => c.json({ success: true, requests: await pendingRequests(c.var.deps, c.var.user) }));
  handle(r, e.stats, async (c) => c.json({ success: true, stats: await stats(c.var.deps, c.var.user) }));
  handle(r, e.approve, async (c) => {
    const member = await approve(c.var.deps, c.var.user, c.req.param('id'));
    return c.json({ success: true, message: MSG.requestApproved, playerId: member.playerId });
  });
  handle(r, e.decline, async (c) => {
    await decline(c.var.deps, c.var.user, c.req.param('id'), c.req.valid('json'));
    return c.json({ success: true, message: MSG.requestDeclined });
  });

  return r;
}
