import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { SESSION_COOKIE } from '../auth/session';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes that clear the session cookie whether or not one came with them. A browser leaves the Lax
 * cookie out of another site's form post, yet would still apply the Set-Cookie that clears it.
 */
const CLEARS_SESSION = new Set(['/api/auth/logout']);

/** Scheme, host and port, as browsers write Origin (`https://example.org`), or null for anything else. */
function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * Did the browser send this from our own pages? Browsers name the page's origin on every write
 * (`Origin`, else `Sec-Fetch-Site`); it must be this server, scheme and host alike (as the browser
 * addressed it, or as PUBLIC_URL names it behind a proxy): a page served over plain http on our
 * host name is not one of ours when we are served over https. A client sending neither is no
 * current browser; it passes only with a JSON body, which a form on another site cannot send.
 */
function fromOurPages(c: Context<AppEnv>): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    const theirs = originOf(origin);
    const host = c.req.header('host');
    const addressed = host ? originOf(`${new URL(c.req.url).protocol}//${host}`) : null;
    return theirs !== null && (theirs === addressed || theirs === originOf(c.var.deps.env.PUBLIC_URL));
  }
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  return (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json');
}

/**
 * Cross-site request forgery: the session cookie goes with any request the browser makes, even one
 * another site's form starts (a forced logout, a forced edit). Writes authenticated by that cookie
 * must come from our pages, and so must a logout sent without the cookie (it would still clear it).
 * Bearer tokens are never sent by the browser on its own: unaffected.
 */
export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  if (c.req.header('authorization')?.startsWith('Bearer ')) return next();
  if (getCookie(c, SESSION_COOKIE) === undefined && !CLEARS_SESSION.has(c.req.path)) return next();
  if (!fromOurPages(c)) throw forbidden('crossSiteRefused');
  await next();
});
