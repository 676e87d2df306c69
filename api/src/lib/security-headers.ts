import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** The headers every answer carries: a strict CSP, no framing, no sniffing. */
export const securityHeaders = () =>
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
 * The same headers as a plain object, read once off the middleware itself (so the two never
 * differ): cached answers are written with them directly, which spares the per-request Headers
 * object the middleware chain would build.
 */
export async function staticSecurityHeaders(): Promise<Record<string, string>> {
  const probe = new Hono().use(securityHeaders()).get('/', (c) => c.body(null, 204));
  const res = await probe.request('/');
  return Object.fromEntries(res.headers.entries());
}
