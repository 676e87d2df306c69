import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { MSG } from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import { SESSION_COOKIE } from '../auth/session';
import { handle } from '../lib/declare-route';
import { limit } from '../lib/rate-limit';
import { staffEndpoints as e } from './endpoints';
import * as invitations from './invitations';
import * as service from './service';

/** Event staff and score-entry links; the permission guard runs first (endpoints.ts). */
export function staffRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  const auth = (c: { var: AppEnv['Variables'] }) => ({ deps, user: c.var.user, sessionInvalid: c.var.sessionInvalid });
  handle(r, e.list, async (c) => c.json(await service.listStaff(auth(c), c.req.valid('param').id)));
  handle(r, e.candidates, async (c) => c.json(await service.staffCandidates(auth(c), c.req.valid('param').id, c.req.valid('query').name)));
  handle(r, e.replace, async (c) => c.json(await service.putStaff(auth(c), c.req.valid('param').id, c.req.valid('json'))));
  handle(r, e.invite, async (c) => c.json(await invitations.inviteStaff(auth(c), c.req.valid('param').id, c.req.valid('json'))), [
    // Each call may send an e-mail: limited like the other mails a caller can make the app send.
    limit('staff-invite', deps.rateLimits.passwordReset),
  ]);
  handle(r, e.createLink, async (c) => c.json(await service.createScoreLink(auth(c), c.req.valid('param').id, c.req.valid('json')), 201));
  handle(r, e.listLinks, async (c) => c.json(await service.listScoreLinks(auth(c), c.req.valid('param').id)));
  handle(r, e.revokeLink, async (c) => c.json(await service.revokeScoreLink(auth(c), c.req.valid('param').id)));
  handle(
    r,
    e.linkLogin,
    async (c) => {
      const { token, maxAgeSeconds, user } = await service.scoreLinkLogin(deps, c.req.valid('json'));
      setCookie(c, SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: deps.env.PUBLIC_URL.startsWith('https://'),
        path: '/',
        maxAge: maxAgeSeconds,
      });
      return c.json({ success: true, message: MSG.loginSuccess, user });
    },
    // Guessing a 256-bit token is hopeless; the limit keeps the attempts from costing the database.
    [limit('score-link', deps.rateLimits.login)],
  );
  return r;
}
