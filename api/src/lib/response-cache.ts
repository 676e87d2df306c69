import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import type { LiveHub } from '../live/hub';
import { ADMIN_ROUTES } from '../admin/routes';

export interface ResponseCacheOptions {
  /** Paths (below /api, decoded as the router sees them) whose GET answers are the same for every caller. */
  cacheable: (path: string) => boolean;
  /** Paths whose successful writes may change cached answers. */
  invalidatedBy: (path: string) => boolean;
  /** Memory cap, in bytes of stored answers. */
  maxBytes?: number;
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
  const maxBytes = opts.maxBytes ?? 32 * 1024 * 1024;
  const ttlMs = opts.ttlMs ?? 15_000;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Bumped on every change, so an answer computed before a change is never stored after it.
  let generation = 0;
  const invalidate = () => {
    generation += 1;
    entries.clear();
    bytes = 0;
  };
  live.subscribe(invalidate);
  const drop = (key: string) => {
    const old = entries.get(key);
    if (old) bytes -= old.body.length;
    entries.delete(key);
  };

  return createMiddleware<AppEnv>(async (c, next) => {
    // The decoded path, exactly as the router and the admin guard see it (so %61udit is /audit).
    const path = c.req.path.replace(/^\/api/, '');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      await next();
      // A write through this instance counts at once; other instances hear of game changes by NOTIFY.
      if (c.res.status < 400 && opts.invalidatedBy(path)) invalidate();
      return;
    }
    if (!opts.cacheable(path)) return next();
    const params = [...new URL(c.req.url).searchParams].sort(([a], [b]) => a.localeCompare(b));
    const key = `${path}?${new URLSearchParams(params).toString()}`;
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
    if (startedAt === generation && body.length <= maxBytes / 8) {
      drop(key);
      entries.set(key, { body, etag, storedAt: Date.now() });
      bytes += body.length;
      // Oldest first: Map keeps insertion order.
      for (const k of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(k);
      }
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
 * What may be shared between callers: event, team, game and ranking reads, named route by route.
 * Anything that depends on who asks (profiles, the Gold-gated leaderboard, membership), streams, and
 * every admin route (searches, audit trails) stays out, whatever it is called.
 */
const SHARED_READS = [
  /^\/events$/,
  /^\/events\/slug\/[^/]+$/,
  /^\/events\/[^/]+$/,
  /^\/events\/[^/]+\/teams$/,
  /^\/events\/[^/]+\/games$/,
  /^\/events\/[^/]+\/games\/[^/]+$/,
  /^\/teams\/[^/]+$/,
  /^\/teams\/by-teamId\/[^/]+$/,
  /^\/teams\/by-teamId\/[^/]+\/games$/,
  /^\/rankings\/event\/[^/]+$/,
  /^\/player-stats\/player\/[^/]+\/career$/,
  /^\/stats\/counts$/,
];

const toPattern = (route: string) => new RegExp(`^${route.replace(/\*$/, '.*').replace(/:[^/]+/g, '[^/]+')}$`);
const ADMIN_GETS = ADMIN_ROUTES.filter(([m]) => m === 'GET').map(([, route]) => toPattern(route));

export function isSharedPublicRead(path: string): boolean {
  return SHARED_READS.some((p) => p.test(path)) && !ADMIN_GETS.some((p) => p.test(path));
}

/** Writes that can change shared reads: games, events, teams, rosters (an accepted invitation), rankings and admin work. */
export function changesSharedReads(path: string): boolean {
  return /^\/(events|teams|sync|users|custom-rankings|admin|invitations)(\/|$)/.test(path);
}
