import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import type { LiveHub } from '../live/hub';

export interface ResponseCacheOptions {
  /** Paths (below /api) whose GET answers are the same for every caller. */
  cacheable: (path: string) => boolean;
  maxEntries?: number;
  /** Safety net for writes that announce nothing (anything but game changes): answers expire anyway. */
  ttlMs?: number;
}

interface Entry {
  body: string;
  /** Made on the first request that accepts gzip: phones on weak signal get a fraction of the bytes. */
  gzipped?: Buffer;
  etag: string;
  storedAt: number;
}

const acceptsGzip = (header: string | undefined) => !!header && /\bgzip\b/.test(header);

/**
 * Public read answers kept in memory and served with an ETag, so a phone revalidating a page it
 * holds gets a 304. Fans read far more than admins write: every game change (heard through the live
 * hub, so from any API instance) empties the cache; a short TTL covers the rest.
 */
export function responseCache(live: LiveHub, opts: ResponseCacheOptions) {
  const maxEntries = opts.maxEntries ?? 500;
  const ttlMs = opts.ttlMs ?? 15_000;
  const entries = new Map<string, Entry>();
  // Bumped on every change, so an answer computed before a change is never stored after it.
  let generation = 0;
  const invalidate = () => {
    generation += 1;
    entries.clear();
  };
  live.subscribe(invalidate);

  return createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    const path = url.pathname.replace(/^\/api/, '');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      // A write through this instance counts at once; other instances hear of it by NOTIFY.
      await next();
      if (c.res.status < 400) invalidate();
      return;
    }
    if (!opts.cacheable(path)) return next();
    const key = `${path}?${url.searchParams.toString()}`;
    const hit = entries.get(key);
    if (hit && Date.now() - hit.storedAt < ttlMs) {
      c.header('ETag', hit.etag);
      c.header('Cache-Control', 'no-cache');
      c.header('Vary', 'Accept-Encoding');
      if (c.req.header('if-none-match') === hit.etag) return c.body(null, 304);
      if (acceptsGzip(c.req.header('accept-encoding')) && hit.body.length > 1024) {
        hit.gzipped ??= gzipSync(hit.body);
        return c.body(new Uint8Array(hit.gzipped), 200, { 'Content-Type': 'application/json; charset=UTF-8', 'Content-Encoding': 'gzip' });
      }
      return c.body(hit.body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
    }
    const startedAt = generation;
    await next();
    const res = c.res;
    if (res.status !== 200 || !res.headers.get('content-type')?.includes('application/json')) return;
    const body = await res.clone().text();
    const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    if (startedAt === generation) {
      entries.delete(key);
      entries.set(key, { body, etag, storedAt: Date.now() });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    if (c.req.header('if-none-match') === etag) {
      c.res = new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': 'no-cache' } });
      return;
    }
    c.res.headers.set('ETag', etag);
    c.res.headers.set('Cache-Control', 'no-cache');
    c.res.headers.set('Vary', 'Accept-Encoding');
  });
}

/**
 * What may be shared between callers: event, team, game and ranking reads. Not: anything that depends
 * on who asks (profiles, the Gold-gated leaderboard, membership), admin searches and audits, streams.
 */
export function isSharedPublicRead(path: string): boolean {
  if (/\/(search|audit)$/.test(path)) return false;
  return (
    path === '/events' ||
    path.startsWith('/events/') ||
    path.startsWith('/teams/') ||
    path.startsWith('/rankings/event/') ||
    path.startsWith('/player-stats/') ||
    path === '/stats/counts'
  );
}
