import { ADMIN_ROUTES } from '../admin/routes';

/** A public read whose answer is the same for every caller, and what its answer depends on. */
interface SharedRoute {
  pattern: RegExp;
  /** The query parameters the route reads: the cache key is made of these and nothing else. */
  params: readonly string[];
  /** Depends on the games of one event: the route names it (cacheEvents), or the path does. */
  eventScoped?: boolean;
  /** The first capture is the event's id or slug. */
  eventInPath?: boolean;
  /** Depends on games of any event (counts, leaderboards, careers, clubs across editions). */
  anyGame?: boolean;
  /** Has no game data: only a write that may change anything (or age) refreshes it. */
  gameFree?: boolean;
  /** Shared only between callers who send no credentials (the Gold gate depends on who asks). */
  anonymousOnly?: boolean;
}

/**
 * What may be shared between callers: event, team, game and ranking reads, named route by route.
 * Anything that depends on who asks (profiles, the Gold-gated leaderboard of a signed-in member,
 * membership), streams, and every admin route (searches, audit trails) stays out, whatever it is called.
 */
const SHARED_READS: SharedRoute[] = [
  { pattern: /^\/events$/, params: ['page', 'limit'], gameFree: true },
  { pattern: /^\/events\/slug\/([^/]+)$/, params: ['edition', 'ageGroup'], eventScoped: true, eventInPath: true },
  { pattern: /^\/events\/([^/]+)$/, params: [], eventScoped: true, eventInPath: true },
  { pattern: /^\/events\/([^/]+)\/teams$/, params: ['ageGroup'], eventScoped: true, eventInPath: true },
  {
    pattern: /^\/events\/([^/]+)\/games$/,
    params: ['page', 'limit', 'team', 'round', 'status', 'ageGroup'],
    eventScoped: true,
    eventInPath: true,
  },
  { pattern: /^\/events\/([^/]+)\/games\/[^/]+$/, params: [], eventScoped: true, eventInPath: true },
  { pattern: /^\/events\/([^/]+)\/offline-bundle$/, params: ['scope'], eventScoped: true, eventInPath: true },
  { pattern: /^\/teams\/([^/]+)$/, params: [], eventScoped: true },
  { pattern: /^\/teams\/by-teamId\/[^/]+$/, params: [], anyGame: true },
  { pattern: /^\/teams\/by-teamId\/[^/]+\/games$/, params: ['eventId', 'ageGroup'], anyGame: true },
  { pattern: /^\/rankings\/event\/([^/]+)$/, params: ['ageGroup'], eventScoped: true, eventInPath: true },
  { pattern: /^\/rankings$/, params: [], anyGame: true, anonymousOnly: true },
  { pattern: /^\/player-stats\/player\/[^/]+\/career$/, params: [], anyGame: true },
  { pattern: /^\/stats\/counts$/, params: [], anyGame: true },
];

const toPattern = (route: string) => new RegExp(`^${route.replace(/\*$/, '.*').replace(/:[^/]+/g, '[^/]+')}$`);
const ADMIN_GETS = ADMIN_ROUTES.filter(([m]) => m === 'GET').map(([, route]) => toPattern(route));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Longer values are no real page's; such requests skip the cache rather than fill it. */
const MAX_PARAM_CHARS = 200;

export interface SharedRead {
  key: string;
  /** The path and the parameters the route reads, for recomputing the answer. */
  canonical: string;
  /** The event named by id in the path, when there is one. */
  eventId: string | null;
  route: SharedRoute;
}

/** The shared read a GET is, with its cache key, or null when the answer must be computed for this caller. */
export function sharedRead(path: string, search: URLSearchParams, withCredentials: boolean, rawPath = path): SharedRead | null {
  const route = SHARED_READS.find((r) => r.pattern.test(path));
  if (!route || ADMIN_GETS.some((p) => p.test(path))) return null;
  if (route.anonymousOnly && withCredentials) return null;
  const parts: string[] = [];
  for (const name of route.params) {
    const value = search.get(name);
    if (value === null) continue;
    if (value.length > MAX_PARAM_CHARS) return null;
    parts.push(`${name}=${encodeURIComponent(value)}`);
  }
  const canonical = parts.length ? `${rawPath}?${parts.join('&')}` : rawPath;
  const first = route.eventInPath ? route.pattern.exec(path)?.[1] : undefined;
  return { key: canonical, canonical, eventId: first && UUID.test(first) ? first.toLowerCase() : null, route };
}

export function isSharedPublicRead(path: string): boolean {
  return sharedRead(path, new URLSearchParams(), false) !== null;
}

/** Writes that can change shared reads: games, events, teams, rosters (an accepted invitation), rankings and admin work. */
export function changesSharedReads(path: string): boolean {
  return /^\/(events|teams|sync|users|custom-rankings|admin|invitations)(\/|$)/.test(path);
}

/** What a successful write invalidates on every instance, or null when nothing (or the live hub) covers it. */
export function invalidationOf(path: string): { eventId: string | null; all: boolean } | null {
  if (!changesSharedReads(path)) return null;
  // Pushed edits are announced game by game, with their event, through the live hub.
  if (/^\/sync(\/|$)/.test(path)) return null;
  const games = /^\/events\/([^/]+)\/games(\/|$)/.exec(path);
  if (games && UUID.test(games[1]!)) return { eventId: games[1]!.toLowerCase(), all: false };
  const event = /^\/events\/([^/]+)/.exec(path);
  return { eventId: event && UUID.test(event[1]!) ? event[1]!.toLowerCase() : null, all: true };
}
