import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** The headers of the app's pages and files: a strict CSP for the app, no framing, no sniffing. */
export const pageSecurityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
  });

/**
 * The headers of API answers (JSON, images, calendar feeds), which are never pages the app runs:
 * the set OWASP's REST Security Cheat Sheet gives for APIs. A CSP that allows nothing keeps an
 * answer opened on its own (an uploaded SVG, say) from running anything. The page-only headers
 * (the app's CSP, COOP, Origin-Agent-Cluster, the legacy X-headers) are left off: every header is
 * written on every answer, and the shared reads are the most frequent answers of all.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
});

export const apiSecurityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) c.res.headers.set(name, value);
};

/** API answers get the API set, everything else the page set (the readable API docs are a page too). */
export const securityHeaders = (): MiddlewareHandler => {
  const api = apiSecurityHeaders();
  const page = pageSecurityHeaders();
  const isApi = (p: string) => (p === '/api' || p.startsWith('/api/')) && p !== '/api/docs' && !p.startsWith('/api/docs/');
  return (c, next) => (isApi(c.req.path) ? api(c, next) : page(c, next));
};
