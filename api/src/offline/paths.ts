import { PUBLIC_GAMES_LIMIT } from '@pitchside/shared';

export interface EditionContents {
  eventId: string;
  slug: string;
  edition: number;
  /** True when this is the series' newest edition, which the plain /events/:slug link opens. */
  newest: boolean;
  ageGroups: string[];
  teams: { id: string; clubId: string; ageGroup: string | null }[];
  games: string[];
}

/**
 * `all`: everything a fan opens from the event page. `live`: what a game change can alter (the event
 * page with its standings and bracket, its tabs, the game pages), for the refresh after a live change.
 */
export type BundleScope = 'all' | 'live';

/** The query string as the app writes it: the given order, empty values left out. */
function withQuery(path: string, query: [string, string | null][]): string {
  const q = new URLSearchParams();
  for (const [k, v] of query) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

const enc = encodeURIComponent;

/**
 * Every API path the app's event, game and team pages ask for about one edition, written
 * exactly as the pages write them: the device stores answers by path, so an offline page finds its
 * answer only under the same spelling (see the pages' useApi calls).
 */
export function editionPaths(c: EditionContents, scope: BundleScope = 'all'): string[] {
  const paths: string[] = [];
  const groups: (string | null)[] = c.ageGroups.length ? c.ageGroups : [null];
  const eventPage = `/api/events/slug/${enc(c.slug)}`;
  // The event page: opened plainly (newest edition), by age group, and by edition.
  if (c.newest) {
    paths.push(eventPage);
    for (const ag of c.ageGroups) paths.push(withQuery(eventPage, [['ageGroup', ag]]));
  }
  paths.push(withQuery(eventPage, [['edition', String(c.edition)]]));
  for (const ag of c.ageGroups)
    paths.push(
      withQuery(eventPage, [
        ['edition', String(c.edition)],
        ['ageGroup', ag],
      ]),
    );
  // Its tabs, per age group.
  for (const ag of groups) {
    paths.push(
      withQuery(`/api/events/${c.eventId}/games`, [
        ['limit', String(PUBLIC_GAMES_LIMIT)],
        ['ageGroup', ag],
      ]),
    );
    paths.push(withQuery(`/api/events/${c.eventId}/teams`, [['ageGroup', ag]]));
    paths.push(withQuery(`/api/rankings/event/${c.eventId}`, [['ageGroup', ag]]));
    // What is on each pitch now (issue 19), for the whole edition and per age group.
    paths.push(withQuery(`/api/events/${c.eventId}/now`, [['ageGroup', ag]]));
  }
  paths.push(`/api/events/${c.eventId}/now`);
  for (const id of c.games) paths.push(`/api/events/${enc(c.slug)}/games/${id}`);
  if (scope === 'live') return [...new Set(paths)];
  for (const t of c.teams) {
    paths.push(`/api/teams/${t.id}`);
    paths.push(`/api/teams/by-teamId/${t.clubId}`);
    paths.push(
      withQuery(`/api/teams/by-teamId/${t.clubId}/games`, [
        ['eventId', c.eventId],
        ['ageGroup', t.ageGroup],
      ]),
    );
  }
  return [...new Set(paths)];
}
