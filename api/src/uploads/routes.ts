import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppEnv, Deps } from '../context';
import { handle } from '../lib/declare-route';
import { notFound } from '../lib/errors';
import { sniffImage } from '../lib/images';
import { makeMissingCopy } from '../lib/pictures';
import { isPrivateKey, isStorageKey } from '../lib/storage';
import { mayViewPrivatePicture } from '../registration/review';
import { uploadsEndpoints as e } from './endpoints';

export function uploadsRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  const serve = async (c: Context<AppEnv>, opts: { allowPrivate: boolean; cacheControl: string }) => {
    const key = `${c.req.param('folder')}/${c.req.param('file')}`;
    // A private key on the public route answers like a missing file: its existence is not confirmed.
    if (!isStorageKey(key) || (!opts.allowPrivate && isPrivateKey(key))) throw notFound('imageNotFound');
    const bytes = (await deps.storage.get(key)) ?? (opts.allowPrivate ? null : await makeMissingCopy(deps.storage, key));
    if (!bytes) throw notFound('imageNotFound');
    // The type comes from the bytes, never the name; anything that is not a known image is not served.
    const type = sniffImage(bytes);
    if (!type) throw notFound('imageNotFound');
    const headers: Record<string, string> = { 'Cache-Control': opts.cacheControl, 'X-Content-Type-Options': 'nosniff' };
    if (!opts.allowPrivate) {
      // A key names its bytes for ever (a new picture gets a new key): a revalidation is a 304.
      const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
      headers.ETag = etag;
      const match = c.req.header('if-none-match');
      if (match && match.split(',').some((m) => m.trim().replace(/^W\//, '') === etag)) return c.body(null, 304, headers);
    }
    return c.body(new Uint8Array(bytes), 200, { ...headers, 'Content-Type': type, 'Content-Length': String(bytes.byteLength) });
  };

  // Keys never change (a new picture gets a new key), so browsers and shared caches keep them for a year.
  handle(r, e.picture, (c) => serve(c, { allowPrivate: false, cacheControl: 'public, max-age=31536000, immutable' }));
  // ID photos: the permission guard runs first; never kept by shared caches or the browser.
  // An organiser given review sees the photos of the requests they review only, and learns nothing of the others.
  handle(r, e.privatePicture, async (c) => {
    const key = `${c.req.param('folder')}/${c.req.param('file')}`;
    if (!isStorageKey(key) || !(await mayViewPrivatePicture(deps, c.var.user, key))) throw notFound('imageNotFound');
    return serve(c, { allowPrivate: true, cacheControl: 'private, no-store' });
  });

  return r;
}
