import { Hono } from 'hono';
import { MSG, fillMessage, invitationUserSchema } from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import { fromZodError } from '../lib/errors';
import { handle } from '../lib/declare-route';
import { invitationsEndpoints as e } from './endpoints';
import { count, mine, respond, send } from './service';

/** Coaches' invitations (public-and-member section 7); every call is for a signed-in member. */
export function invitationsRoutes(_deps: Deps) {
  const r = new Hono<AppEnv>();
  handle(r, e.send, async (c) => {
    const { player } = await send(c.var.deps, c.var.user!, c.req.valid('json'));
    return c.json({ success: true, message: fillMessage(MSG.invitationSent, { name: player.fullName }), player }, 201);
  });

  handle(r, e.count, async (c) => {
    return c.json({ success: true, count: await count(c.var.deps, c.var.user!, c.req.valid('query').userId) });
  });

  handle(r, e.mine, async (c) => {
    return c.json({ success: true, invitations: await mine(c.var.deps, c.var.user!, c.req.valid('query').userId) });
  });

  const answerBody = async (c: { req: { json: () => Promise<unknown> } }) => {
    const parsed = invitationUserSchema.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success) throw fromZodError(parsed.error);
    return parsed.data.userId;
  };
  handle(r, e.accept, async (c) => {
    await respond(c.var.deps, c.var.user!, c.req.param('id'), await answerBody(c), 'accepted');
    return c.json({ success: true, message: MSG.invitationAccepted });
  });
  handle(r, e.decline, async (c) => {
    await respond(c.var.deps, c.var.user!, c.req.param('id'), await answerBody(c), 'declined');
    return c.json({ success: true, message: MSG.invitationDeclined });
  });

  return r;
}
