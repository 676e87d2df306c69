import { PUBLIC_GAMES_LIMIT } from './constants';

/**
 * The public pages' API paths, built in one place: the app asks for exactly these, and the server
 * announces the same ones in a page's HTML (link preload) so a phone fetches them while the code is
 * still arriving. A path that differed by one character would be fetched twice.
 */

/** A path with the given query parameters, leaving out empty ones (so a cache key never varies by `?x=`). */
export function withQuery<P extends string>(path: P, query: Record<string, string | null | undefined>): P | `${P}?${string}` {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

const seg = encodeURIComponent;

export const EVENTS_LIST_PATH = '/api/events';
export const STATS_COUNTS_PATH = '/api/stats/counts';

export const eventPagePath = (slug: string, query: { edition?: string | null; ageGroup?: string | null } = {}) =>
  withQuery(`/api/events/slug/${seg(slug)}`, { edition: query.edition, ageGroup: query.ageGroup });

export const eventGamesPath = (eventId: string, ageGroup: string | null) =>
  withQuery(`/api/events/${seg(eventId)}/games`, { limit: String(PUBLIC_GAMES_LIMIT), ageGroup });

export const eventTeamsPath = (eventId: string, ageGroup: string | null) => withQuery(`/api/events/${seg(eventId)}/teams`, { ageGroup });

export const eventRankingsPath = (eventId: string, ageGroup: string | null) =>
  withQuery(`/api/rankings/event/${seg(eventId)}`, { ageGroup });

export const gamePagePath = (slug: string, gameId: string) => `/api/events/${seg(slug)}/games/${seg(gameId)}`;

export const teamPagePath = (teamId: string) => `/api/teams/${seg(teamId)}`;

export const teamHistoryPath = (clubId: string) => `/api/teams/by-teamId/${seg(clubId)}`;

export const userPagePath = (userId: string) => `/api/users/${seg(userId)}`;
