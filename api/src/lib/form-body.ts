import type { Context } from 'hono';
import { badRequest } from './errors';

/**
 * A multipart or URL-encoded body as fields and files. A body that is not one (a missing or wrong
 * boundary, a cut-off part) is the sender's mistake: a 400 with its code, never a server error.
 */
export async function parseForm(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw badRequest('invalidForm');
  }
}
