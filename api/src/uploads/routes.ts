import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppEnv, Deps } from '../context';
import { handle } from '../lib/declare-route';
import { notFound } from '../lib/errors';
import { sniffImage } from '../lib/images';
import { makeMissingCopy } from '../lib/pictures';
import { isPrivateKey, isStorageKey, type OpenedFile } from '../lib/storage';
import { mayViewPrivatePicture } from '../registration/review';
import { uploadsEndpoints as e } from './endpoints';

/** Enough of a file's first bytes to tell its image type (WebP's signature ends at byte 12). */
const SNIFF_BYTES = 16;

export function uploadsRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  const notModified = (c: Context<AppEnv>, etag: string) => {
    const match = c.req.header('if-none-match');
    return !!match && match.split(',').some((m) => m.trim().replace(/^W\//, '') === etag);
  };

  /** A picture from a store that streams (S3): typed from its first bytes, then passed on as it comes. */
  const serveStream = async (c: Context<AppEnv>, file: OpenedFile, opts: { allowPrivate: boolean; cacheControl: string }) => {
    const reader = file.body.getReader();
    const head: Uint8Array[] = [];
    let length = 0;
    let done = false;
    while (length < SNIFF_BYTES && !done) {
      const r = await reader.read();
      done = r.done;
      if (r.value) {
        head.push(r.value);
        length += r.value.byteLength;
      }
    }
    const type = sniffImage(Buffer.concat(head));
    const headers: Record<string, string> = { 'Cache-Control': opts.cacheControl, 'X-Content-Type-Options': 'nosniff' };
    if (!opts.allowPrivate && file.etag) {
      headers.ETag = file.etag;
      if (type && notModified(c, file.etag)) {
        await reader.cancel();
        return c.body(null, 304, headers);
      }
    }
    if (!type) {
      await reader.cancel();
      throw notFound('imageNotFound');
    }
    const body = new ReadableStream<Uint8Array>({
      start(ctrl) {
        for (const chunk of head) ctrl.enqueue(chunk);
        if (done) ctrl.close();
      },
      async pull(ctrl) {
        const r = await reader.read();
        if (r.done) ctrl.close();
        else ctrl.enqueue(r.value);
      },
      cancel: (reason) => reader.cancel(reason),
    });
    return c.body(body, 200, { ...headers, 'Content-Type': type, 'Content-Length': String(file.size) });
  };

  const serve = async (c: Context<AppEnv>, opts: { allowPrivate: boolean; cacheControl: string }) => {
    const key = `${c.req.param('folder')}/${c.req.param('file')}`;
    // A private key on the public route answers like a missing file: its existence is not confirmed.
    if (!isStorageKey(key) || (!opts.allowPrivate && isPrivateKey(key))) throw notFound('imageNotFound');
    const opened = await deps.storage.open?.(key);
    if (opened) return serveStream(c, opened, opts);
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
      if (notModified(c, etag)) return c.body(null, 304, headers);
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
