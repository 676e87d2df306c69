import { Hono, type Context } from 'hono';
import type { AppEnv, Deps } from '../context';
import { notFound } from '../lib/errors';
import { sniffImage } from '../lib/images';
import { makeMissingCopy } from '../lib/pictures';
import { isPrivateKey, isStorageKey } from '../lib/storage';

const IMAGE_NOT_FOUND = 'Image not found';

export function uploadsRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  const serve = async (c: Context<AppEnv>, opts: { allowPrivate: boolean; cacheControl: string }) => {
    const key = `${c.req.param('folder')}/${c.req.param('file')}`;
    // A private key on the public route answers like a missing file: its existence is not confirmed.
    if (!isStorageKey(key) || (!opts.allowPrivate && isPrivateKey(key))) throw notFound(IMAGE_NOT_FOUND);
    const bytes = (await deps.storage.get(key)) ?? (opts.allowPrivate ? null : await makeMissingCopy(deps.storage, key));
    if (!bytes) throw notFound(IMAGE_NOT_FOUND);
    // The type comes from the bytes, never the name; anything that is not a known image is not served.
    const type = sniffImage(bytes);
    if (!type) throw notFound(IMAGE_NOT_FOUND);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': type,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': opts.cacheControl,
      'X-Content-Type-Options': 'nosniff',
    });
  };

  r.get('/uploads/:folder/:file', (c) => serve(c, { allowPrivate: false, cacheControl: 'public, max-age=86400' }));
  // ID photos: the admin guard on /admin/* runs first; never kept by shared caches or the browser.
  r.get('/admin/uploads/:folder/:file', (c) => serve(c, { allowPrivate: true, cacheControl: 'private, no-store' }));

  return r;
}
