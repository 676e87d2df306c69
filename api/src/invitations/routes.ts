import { Hono } from 'hono';
import { MSG, fillMessage, invitationUserSchema, sendInvitationSchema } from '@pitchside/shared';
import { requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../context';
import { fromZodError } from '../lib/errors';
import { validate } from '../lib/validate';
import { count, mine, respond, send } from './service';

/** Coaches' invitations (public-and-member section 7); every call is for a signed-in member. */
export function invitationsRoutes(_deps: Deps) {
  const r = new Hono<AppEnv>();
  r.use('/invitations/*', requireUser);

  r.post('/invitations/send', validate('json', sendInvitationSchema), async (c) => {
    const { player } = await send(c.var.deps, c.var.user!, c.req.valid('json'));
    return c.json({ success: true, message: fillMessage(MSG.invitationSent, { name: player.fullName }), player }, 201);
  });

  r.get('/invitations/count', validate('query', invitationUserSchema), async (c) => {
    return c.json({ success: true, count: await count(c.var.deps, c.var.user!, c.req.valid('query').userId) });
  });

  r.get('/invitations/my-invitations', validate('query', invitationUserSchema), async (c) => {
    return c.json({ success: true, invitations: await mine(c.var.deps, c.var.user!, c.req.valid('query').userId) });
  });

  const answerBody = async (c: { req: { json: () => Promise<unknown> } }) => {
    const parsed = invitationUserSchema.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success) throw fromZodError(parsed.error);
    return parsed.data.userId;
  };
  r.post('/invitations/:id/accept', async (c) => {
    await respond(c.var.deps, c.var.user!, c.req.param('id'), await answerBody(c), 'accepted');
    return c.json({ success: true, message: MSG.invitationAccepted });
  });
  r.post('/invitations/:id/decline', async (c) => {
    await respond(c.var.deps, c.var.user!, c.req.param('id'), await answerBody(c), 'declined');
    return c.json({ success: true, message: MSG.invitationDeclined });
  });

  return r;
}
