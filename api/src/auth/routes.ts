import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { MSG, RATE_LIMITS, SESSION_DAYS } from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import { clientAddress, limit } from '../lib/rate-limit';
import { handle } from '../lib/declare-route';
import { authEndpoints as e } from './endpoints';
import { assertUser } from './middleware';
import * as passwordReset from './password-reset';
import * as service from './service';
import { SESSION_COOKIE } from './session';

export function authRoutes(deps: Deps) {
  const limits = deps.rateLimits;
  const r = new Hono<AppEnv>();
  handle(
    r,
    e.signup,
    async (c) => {
      // The same answer whether or not the address already has an account (its owner is mailed).
      await service.signup(c.var.deps, c.req.valid('json'));
      return c.json({ success: true, message: MSG.signupSuccess }, 201);
    },
    [limit('signup', limits.signup)],
  );
  handle(r, e.verifyEmail, async (c) => {
    await service.verifyEmail(c.var.deps, c.req.valid('json').token);
    return c.json({ success: true, message: MSG.emailVerified });
  });
  handle(
    r,
    e.resendVerification,
    async (c) => {
      await service.resendVerification(c.var.deps, c.req.valid('json').email);
      return c.json({ success: true, message: MSG.resendSent });
    },
    // Per address and account as well: a new link or two for a lost mail, never an inbox flood.
    [limit('signup', limits.signup), limit('verification-resend', limits.passwordReset, { perAccount: true })],
  );
  handle(
    r,
    e.forgotPassword,
    async (c) => {
      await passwordReset.forgotPassword(c.var.deps, c.req.valid('json').email);
      return c.json({ success: true, message: MSG.resetLinkSent });
    },
    [
      limit('password-reset-address', limits.passwordResetAddress ?? RATE_LIMITS.passwordResetAddress),
      limit('password-reset', limits.passwordReset, { perAccount: true }),
    ],
  );
  handle(
    r,
    e.resetPassword,
    async (c) => {
      await passwordReset.resetPassword(c.var.deps, c.req.valid('json'));
      return c.json({ success: true, message: MSG.passwordChanged });
    },
    [limit('reset-password', limits.resetPassword ?? RATE_LIMITS.resetPassword)],
  );
  handle(
    r,
    e.login,
    async (c) => {
      const input = c.req.valid('json');
      // Guesses at one account from one address slow down; they never lock its owner out.
      const { token, user } = await service.login(c.var.deps, input, `${clientAddress(c)}:${input.email}`);
      setCookie(c, SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: c.var.deps.env.PUBLIC_URL.startsWith('https://'),
        path: '/',
        maxAge: SESSION_DAYS * 24 * 3600,
      });
      // The session travels only in the HttpOnly cookie: no script on a page can read it. Scripts and
      // tests outside a browser take the same token from Set-Cookie (README, Security measures).
      return c.json({ success: true, message: MSG.loginSuccess, user });
    },
    [limit('login-address', limits.loginAddress)],
  );
  handle(r, e.logout, async (c) => {
    await service.logout(c.var.deps, c.var.sessionId);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ success: true, message: MSG.logoutSuccess });
  });
  handle(r, e.logoutEverywhere, async (c) => {
    await service.logoutEverywhere(c.var.deps, c.var.user!.id);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ success: true, message: MSG.logoutSuccess });
  });
  handle(r, e.me, async (c) => {
    // A visitor with no session is answered, not refused: no error in every guest's console. A
    // session that was presented but has ended still gets 401, which signs the device out.
    if (!c.var.user && !c.var.sessionInvalid) return c.json({ success: true, user: null });
    const user = assertUser(c.var.user, c.var.sessionInvalid);
    return c.json({ success: true, user: await service.sessionUser(c.var.deps, user) });
  });
  handle(r, e.setLocale, async (c) => {
    const { locale } = c.req.valid('json');
    await service.setLocale(c.var.deps, c.var.user!.id, locale);
    return c.json({ success: true, message: MSG.localeSaved, locale });
  });
  return r;
}
