import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { RATE_LIMITS } from '@pitchside/shared';
import type { AppEnv } from '../context';
import type { Database } from '../db/client';
import type { LiveHub } from '../live/hub';
import type { Logger } from './logger';
import { metricsOf } from '../metrics/metrics';
import { logRequest, requestIdOf } from './access-log';
import { AppError, appErrorBody, errorBody } from './errors';
import { clientAddress } from './rate-limit';
import { DatabaseRateLimitStore } from './rate-limit-store';
import { invalidationOf, sharedRead, type SharedRead } from './response-cache-routes';
import { CacheStore, type Computed, type Encoding, type Entry, type Scope } from './response-cache-store';

export { changesSharedReads, isSharedPublicRead } from './response-cache-routes';

export interface ResponseCacheOptions {
  /** The app itself: answers are recomputed through it, once per key, whoever is waiting. */
  fetch: (req: Request) => Response | Promise<Response>;
  /** Memory cap, in bytes of stored answers (plain and compressed). */
  maxBytes?: number;
  /** Age after which an answer is refreshed in the background while still served. */
  ttlMs?: number;
  /** How long a reader waits for a refresh after a change before it takes the previous answer. */
  maxWaitMs?: number;
  /** The same for the reader whose request started that refresh. */
  starterWaitMs?: number;
  /** Headers every API answer carries (the security headers), added to the cache's own answers. */
  headers?: Readonly<Record<string, string>>;
}

/** Changes other than game changes (those come through the live hub), heard by every instance. */
const CHANNEL = 'pitchside_cache_changes';
const EVENTS_HEADER = 'x-pitchside-cache-events';

/** Names the events whose games a shared answer depends on, when its path does not name them by id. */
export function cacheEvents(c: Context<AppEnv>, eventIds: readonly string[]): void {
  c.set('cacheEvents', [...eventIds]);
}

/** Accept-Encoding's best of brotli and gzip (q=0 refuses), or null for identity. */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...attrs] = part.trim().split(';');
    const qv = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
    q.set(name!.trim(), qv ? Number(qv.slice(2)) || 0 : 1);
  }
  const of = (n: string) => q.get(n) ?? (q.has('*') ? q.get('*')! : 0);
  if (of('br') > 0) return 'br';
  if (of('gzip') > 0) return 'gzip';
  return null;
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*' || `W/${t.trim()}` === etag);

/**
 * Public read answers kept in memory per event (DESIGN.md sections 7 and 9):
 * - a game change (live hub, any instance) outdates only the answers of its event and those that
 *   depend on every game (counts, leaderboards, careers); other writes outdate everything, on every
 *   instance through NOTIFY, with their event;
 * - one computation per key however many callers miss at once; while a refresh after a change runs,
 *   callers wait for it up to `maxWaitMs` and then take the previous answer; an answer that only
 *   aged is served while one refresh runs in the background;
 * - keys are the path and the checked parameters the route reads, so random query strings share the
 *   entry, and a value the route would refuse is refused here before anything is computed;
 * - a caller who starts a costly build (a whole edition, the leaderboard) counts against a limit per
 *   address; past it they get the previous answer if there is one, else 429;
 * - every answer is sent compressed (brotli or gzip, made once per answer) with its ETag (304).
 */
export function responseCache(deps: { live: LiveHub; database: Database; log: Logger }, opts: ResponseCacheOptions) {
  const store = new CacheStore({ maxBytes: opts.maxBytes ?? 64 * 1024 * 1024, ttlMs: opts.ttlMs ?? 15_000 });
  const maxWaitMs = opts.maxWaitMs ?? 10;
  const starterWaitMs = Math.max(maxWaitMs, opts.starterWaitMs ?? 250);
  // Marks the app's own recomputations, which must reach the route (and nothing outside can forge).
  const secret = randomBytes(18).toString('base64url');

  deps.live.subscribe((change) => store.invalidateEvent(change.eventId.toLowerCase()));
  deps.database
    .listen(CHANNEL, (payload) => {
      try {
        const msg = JSON.parse(payload) as { eventId: string | null; all: boolean };
        if (msg.all) store.invalidateAll(msg.eventId);
        else if (msg.eventId) store.invalidateEvent(msg.eventId);
      } catch {
        deps.log.warn('ignored malformed cache payload');
      }
    })
    .catch((e: unknown) => deps.log.warn('cache changes not heard from other instances', e));

  const compute = (read: SharedRead) => async (): Promise<Computed> => {
    const res = await opts.fetch(new Request(`http://cache.internal/api${read.canonical}`, { headers: { 'x-pitchside-cache': secret } }));
    const named = res.headers.get(EVENTS_HEADER);
    const route = read.route;
    const scope: Scope = route.gameFree
      ? { events: [], anyGame: false }
      : read.eventId
        ? { events: [read.eventId], anyGame: !!route.anyGame }
        : named && route.eventScoped
          ? { events: named.split(','), anyGame: !!route.anyGame }
          : { events: [], anyGame: true };
    const contentType = res.headers.get('content-type') ?? 'application/json; charset=UTF-8';
    const body = Buffer.from(await res.arrayBuffer());
    // Only JSON answers are kept; anything else is handed to the waiting callers as it came.
    return { status: contentType.includes('application/json') ? res.status : -res.status, body, contentType, scope };
  };

  const json = (status: number, body: unknown): Computed => ({
    status,
    body: Buffer.from(JSON.stringify(body)),
    contentType: 'application/json; charset=UTF-8',
    scope: { events: [], anyGame: false },
  });
  const refusal = (e: AppError) => json(e.status, appErrorBody(e));

  const builds = new DatabaseRateLimitStore(deps.database.db, 'build:');
  /** The count of the caller about to start each costly build, while it is being made. */
  const claims = new Map<string, Promise<boolean>>();
  /**
   * Whether this caller may have a costly build made now. Only the caller who would start it
   * counts (in the database, so instances share the limit); callers arriving meanwhile join it.
   */
  const mayBuild = async (c: Context<AppEnv>, read: SharedRead): Promise<boolean> => {
    if (store.inFlight(read.key)) return true;
    const pending = claims.get(read.key);
    if (pending && (await pending)) return true;
    const max = c.var.deps?.rateLimits.builds ?? RATE_LIMITS.builds;
    builds.init({ windowMs: max.windowMs });
    const mine = builds.increment(clientAddress(c)).then((hits) => hits.totalHits <= max.limit);
    claims.set(read.key, mine);
    try {
      return await mine;
    } finally {
      if (claims.get(read.key) === mine) claims.delete(read.key);
    }
  };

  const baseHeaders = opts.headers ?? {};
  /**
   * The answer as one plain Response with every header set at once: the middleware chain behind
   * (security headers, request id, access log) is skipped for cached reads, so it is done here.
   */
  const serve = async (c: Context<AppEnv>, result: Entry | Computed, started: number) => {
    const requestId = requestIdOf(c);
    c.set('requestId', requestId);
    const headers: Record<string, string> = {
      ...baseHeaders,
      'X-Request-Id': requestId,
      'Content-Type': result.contentType,
      Vary: 'Accept-Encoding',
      'Cache-Control': 'no-cache',
    };
    let status = Math.abs(result.status);
    let body: Uint8Array | null;
    if ('etag' in result && matches(c.req.header('if-none-match'), result.etag)) {
      status = 304;
      body = null;
      headers.ETag = result.etag;
      delete headers['Content-Type'];
    } else {
      if ('etag' in result) headers.ETag = result.etag;
      const enc = 'etag' in result ? pickEncoding(c.req.header('accept-encoding')) : null;
      const bytes = enc ? await store.encode(result as Entry, enc) : result.body;
      if (enc) headers['Content-Encoding'] = enc;
      body = new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length);
    }
    logRequest(c, status, started);
    return new Response(body, { status, headers });
  };

  const announce = (msg: { eventId: string | null; all: boolean }) => {
    if (msg.all) store.invalidateAll(msg.eventId);
    else if (msg.eventId) store.invalidateEvent(msg.eventId);
    deps.database.notify(CHANNEL, JSON.stringify(msg)).catch((e: unknown) => deps.log.warn('cache change not announced', e));
  };

  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    // The decoded path, exactly as the router and the admin guard see it (so %61udit is /audit).
    const path = c.req.path.replace(/^\/api/, '');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      await next();
      // A write through this instance counts here at once; the others hear it by NOTIFY.
      const msg = c.res.status < 400 ? invalidationOf(path, c.req.method) : null;
      if (msg) announce(msg);
      return;
    }
    if (c.req.header('x-pitchside-cache') === secret) {
      await next();
      const named = c.get('cacheEvents');
      if (named?.length) c.res.headers.set(EVENTS_HEADER, named.join(','));
      return;
    }
    const started = performance.now();
    const withCredentials = !!c.req.header('authorization') || /(^|;\s*)pitchside_session=/.test(c.req.header('cookie') ?? '');
    const url = new URL(c.req.url);
    // Matched on the decoded path; recomputed through the path as it was sent.
    let read: SharedRead | null;
    try {
      read = sharedRead(path, url.searchParams, withCredentials, url.pathname.replace(/^\/api/, ''));
    } catch (e) {
      if (e instanceof AppError) return serve(c, refusal(e), started);
      throw e;
    }
    if (!read) return next();

    const entry = store.get(read.key);
    const lookups = metricsOf(deps).cache;
    if (entry && store.isFresh(entry)) {
      lookups.inc({ outcome: 'hit' });
      return serve(c, entry, started);
    }
    lookups.inc({ outcome: entry && !entry.outdated ? 'stale' : 'miss' });
    if (entry && !entry.outdated) {
      // Only aged: this caller gets it now, one refresh runs behind.
      if (!read.route.expensive || (await mayBuild(c, read)))
        store.run(read.key, compute(read)).catch((e: unknown) => deps.log.warn('cache refresh failed', e));
      return serve(c, entry, started);
    }
    if (read.route.expensive && !(await mayBuild(c, read))) return serve(c, entry ?? json(429, errorBody(429, 'tooManyRequests')), started);
    if (!entry) return serve(c, await store.run(read.key, compute(read)), started);
    // Outdated by a change. The caller who starts the refresh waits for it (up to starterWaitMs: a
    // reader right after a write sees it); callers arriving while it runs wait a little, then
    // take the previous answer.
    const flight = store.inFlight(read.key);
    const refresh = flight ?? store.run(read.key, compute(read));
    const timeout = new Promise<null>((r) => setTimeout(() => r(null), flight ? maxWaitMs : starterWaitMs).unref());
    return serve(c, (await Promise.race([refresh, timeout])) ?? entry, started);
  });
  return Object.assign(middleware, { store });
}
