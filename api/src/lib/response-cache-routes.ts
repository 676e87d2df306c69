import type { z } from 'zod';
import { UUID_PATTERN } from '@pitchside/shared';
import { API_ROUTES } from '../endpoints';
import type { DeclaredRoute } from './declare-route';
import { fromZodError } from './errors';

/** A public read whose answer is the same for every caller, and what its answer depends on. */
interface SharedRoute {
  pattern: RegExp;
  /**
   * The query parameters the route reads, with their rules: the cache key is made of their checked
   * values and nothing else, and a value the rules refuse is a 400 before anything is computed.
   */
  query?: z.ZodObject;
  /** Costly to make (a whole edition, the leaderboard): a caller who starts a build counts against a limit. */
  expensive?: boolean;
  /** Depends on the games of one event: the route names it (cacheEvents), or the path does. */
  eventScoped?: boolean;
  /** The capture (1-based) that is the event's id or slug, when the path names the event. */
  eventGroup?: number;
  /** Depends on games of any event (counts, leaderboards, careers, clubs across editions). */
  anyGame?: boolean;
  /** Has no game data: only a write that may change anything (or age) refreshes it. */
  gameFree?: boolean;
  /** Shared only between callers who send no credentials (the Gold gate depends on who asks). */
  anonymousOnly?: boolean;
}

const declaredPattern = (route: DeclaredRoute) =>
  new RegExp(`^${route.path.replace(/[.+?^$()[\]\\|]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)')}$`);

/** A declared public read as the cache sees it; the event is the parameter that follows `events` (or `event`). */
function sharedRoute(route: DeclaredRoute): SharedRoute {
  const names = [...route.path.matchAll(/\/([^/{}]+)\/\{[^}]+\}/g)].map((m) => m[1]);
  const eventIndex = names.findIndex((segment) => segment === 'events' || segment === 'event');
  const options = route.cacheOptions ?? {};
  return {
    pattern: declaredPattern(route),
    ...(route.query ? { query: route.query } : {}),
    ...(options.expensive ? { expensive: true } : {}),
    ...(options.anonymousOnly ? { anonymousOnly: true } : {}),
    ...(route.cache === 'publicEvent'
      ? { eventScoped: true, ...(eventIndex >= 0 ? { eventGroup: eventIndex + 1 } : {}) }
      : options.gameFree
        ? { gameFree: true }
        : { anyGame: true }),
  };
}

const declaredGets = API_ROUTES.filter((r) => r.method === 'get');
const isShared = (r: DeclaredRoute) => r.cache === 'publicEvent' || r.cache === 'publicSite';
/**
 * What may be shared between callers: the reads declared `publicEvent` or `publicSite`. Anything that
 * depends on who asks (profiles, the Gold-gated leaderboard of a signed-in member, membership),
 * streams, and every admin route (searches, audit trails) stays out, whatever it is called.
 */
const SHARED: SharedRoute[] = declaredGets.filter(isShared).map(sharedRoute);
/** Reads that are never shared: a path one of them also matches (`/teams/search` beside `/teams/{id}`) is never cached. */
const UNSHARED_GETS = declaredGets.filter((r) => !isShared(r)).map(declaredPattern);
const UUID = UUID_PATTERN;

export interface SharedRead {
  key: string;
  /** The path and the parameters the route reads, for recomputing the answer. */
  canonical: string;
  /** The event named by id in the path, when there is one. */
  eventId: string | null;
  route: SharedRoute;
}

/**
 * The shared read a GET is, with its cache key, or null when the answer must be computed for this
 * caller. Parameters the route does not read are left out of the key (they neither miss nor fill
 * the cache); the ones it reads are checked and written in one spelling (`page=01` is `page=1`), so
 * every key is a page someone can ask for. A value the route would refuse throws its 400 (AppError).
 */
export function sharedRead(path: string, search: URLSearchParams, withCredentials: boolean, rawPath = path): SharedRead | null {
  const route = SHARED.find((r) => r.pattern.test(path));
  if (!route || UNSHARED_GETS.some((p) => p.test(path))) return null;
  if (route.anonymousOnly && withCredentials) return null;
  const parts: string[] = [];
  if (route.query) {
    const names = Object.keys(route.query.shape);
    const given: Record<string, string> = {};
    for (const name of names) {
      const value = search.get(name);
      if (value !== null) given[name] = value;
    }
    const parsed = route.query.safeParse(given);
    if (!parsed.success) throw fromZodError(parsed.error);
    const values = parsed.data as Record<string, unknown>;
    for (const name of names) {
      const value = values[name];
      if (value !== undefined) parts.push(`${name}=${encodeURIComponent(String(value))}`);
    }
  }
  const canonical = parts.length ? `${rawPath}?${parts.join('&')}` : rawPath;
  const first = route.eventGroup ? route.pattern.exec(path)?.[route.eventGroup] : undefined;
  return { key: canonical, canonical, eventId: first && UUID.test(first) ? first.toLowerCase() : null, route };
}

export function isSharedPublicRead(path: string): boolean {
  return sharedRead(path, new URLSearchParams(), false) !== null;
}

/** A declared write and the shared reads it outdates. */
const WRITES = API_ROUTES.filter((r) => r.method !== 'get').map((route) => ({
  route,
  pattern: declaredPattern(route),
  // Unsaid: a write below an event's games outdates that event's reads, any other write every read.
  outdates: route.outdates ?? (/^\/events\/\{[^}]+\}\/games(\/|$)/.test(route.path) ? 'event' : 'everything'),
}));

/** Whether a declared write at this path (with this method, when given) may change shared reads. */
export function changesSharedReads(path: string, method?: string): boolean {
  const m = method?.toLowerCase();
  return WRITES.some((w) => (!m || w.route.method === m) && w.pattern.test(path) && w.outdates !== 'nothing');
}

/** What a successful write invalidates on every instance, or null when nothing (or the live hub) covers it. */
export function invalidationOf(path: string, method: string): { eventId: string | null; all: boolean } | null {
  const m = method.toLowerCase();
  const write = WRITES.find((w) => w.route.method === m && w.pattern.test(path));
  // Pushed edits ('live') are announced game by game, with their event, through the live hub.
  if (!write || write.outdates === 'nothing' || write.outdates === 'live') return null;
  const event = /^\/events\/([^/]+)/.exec(path)?.[1];
  const eventId = event && UUID.test(event) ? event.toLowerCase() : null;
  return write.outdates === 'event' && eventId ? { eventId, all: false } : { eventId, all: true };
}
