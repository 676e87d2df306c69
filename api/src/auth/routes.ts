import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import {
  MSG,
  RATE_LIMITS,
  SESSION_DAYS,
  forgotPasswordSchema,
  localeUpdateSchema,
  loginSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signupSchema,
  verifyEmailSchema,
} from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import { clientAddress, limit } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { assertUser, requireUser } from './middleware';
import * as passwordReset from './password-reset';
import * as service from './service';
import { SESSION_COOKIE } from './session';

export function authRoutes(deps: Deps) {
  const limits = deps.rateLimits;
  return new Hono<AppEnv>()
    .post('/signup', limit('signup', limits.signup), validate('json', signupSchema), async (c) => {
      // The same answer whether or not the address already has an account (its owner is mailed).
      await service.signup(c.var.deps, c.req.valid('json'));
      return c.json({ success: true, message: MSG.signupSuccess }, 201);
    })
    .post('/verify-email', validate('json', verifyEmailSchema), async (c) => {
      await service.verifyEmail(c.var.deps, c.req.valid('json').token);
      return c.json({ success: true, message: MSG.emailVerified });
    })
    .post(
      '/resend-verification',
      limit('signup', limits.signup),
      // Per address and account as well: a new link or two for a lost mail, never an inbox flood.
      limit('verification-resend', limits.passwordReset, { perAccount: true }),
      validate('json', resendVerificationSchema),
      async (c) => {
        await service.resendVerification(c.var.deps, c.req.valid('json').email);
        return c.json({ success: true, message: MSG.resendSent });
      },
    )
    .post(
      '/forgot-password',
      limit('password-reset-address', limits.passwordResetAddress ?? RATE_LIMITS.passwordResetAddress),
      limit('password-reset', limits.passwordReset, { perAccount: true }),
      validate('json', forgotPasswordSchema),
      async (c) => {
        await passwordReset.forgotPassword(c.var.deps, c.req.valid('json').email);
        return c.json({ success: true, message: MSG.resetLinkSent });
      },
    )
    .post(
      '/reset-password',
      limit('reset-password', limits.resetPassword ?? RATE_LIMITS.resetPassword),
      validate('json', resetPasswordSchema),
      async (c) => {
        await passwordReset.resetPassword(c.var.deps, c.req.valid('json'));
        return c.json({ success: true, message: MSG.passwordChanged });
      },
    )
    .post('/login', limit('login-address', limits.loginAddress), validate('json', loginSchema), async (c) => {
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
    })
    .post('/logout', async (c) => {
      await service.logout(c.var.deps, c.var.sessionId);
      deleteCookie(c, SESSION_COOKIE, { path: '/' });
      return c.json({ success: true, message: MSG.logoutSuccess });
    })
    .post('/logout-everywhere', requireUser, async (c) => {
      await service.logoutEverywhere(c.var.deps, c.var.user!.id);
      deleteCookie(c, SESSION_COOKIE, { path: '/' });
      return c.json({ success: true, message: MSG.logoutSuccess });
    })
    .get('/me', async (c) => {
      // A visitor with no session is answered, not refused: no error in every guest's console. A
      // session that was presented but has ended still gets 401, which signs the device out.
      if (!c.var.user && !c.var.sessionInvalid) return c.json({ success: true, user: null });
      const user = assertUser(c.var.user, c.var.sessionInvalid);
      return c.json({ success: true, user: await service.sessionUser(c.var.deps, user) });
    })
    .put('/me/locale', requireUser, validate('json', localeUpdateSchema), async (c) => {
      const { locale } = c.req.valid('json');
      await service.setLocale(c.var.deps, c.var.user!.id, locale);
      return c.json({ success: true, message: MSG.localeSaved, locale });
    });
}
