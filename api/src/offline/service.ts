import type { Tx } from '../db/client';
import { notFound } from '../lib/errors';
import { editionPaths, type BundleScope } from './paths';
import { findEdition, listEditionContents, listEditionPlayers } from './queries';
import { compactPlayers, playerPaths, type OfflinePlayers } from './players';

/** A GET through the whole app, as a guest (so only what every visitor may see). */
export type InternalGet = (path: string) => Promise<Response>;

export interface OfflineBundle {
  success: true;
  eventId: string;
  slug: string;
  edition: number;
  scope: BundleScope;
  generatedAt: string;
  /** The answers, keyed by the exact path each page asks for. */
  responses: Record<string, unknown>;
  /** The squads' player pages (scope all), compacted: the device expands them into their paths. */
  players?: OfflinePlayers;
}

/**
 * Pages asked for at once. Postgres answers a few in parallel. The embedded database answers one
 * query at a time, in turn: any more than one page at a time only lengthens the queue that a
 * fan's own request (or a health check) waits in, and makes the build no faster.
 */
export const BUNDLE_CONCURRENCY = { postgres: 4, pglite: 1 } as const;

/**
 * Everything a fan needs to open an edition offline, in one answer: the event page per age group
 * and edition link, its tabs, every game, team and player page. Player pages travel compacted (the
 * teams their profiles list are sent once, not once per squad member). Each part is fetched through
 * the app itself, so it is what the page would get as a guest (and warms the read cache for it).
 */
export async function offlineBundle(
  db: Tx,
  get: InternalGet,
  eventId: string,
  scope: BundleScope = 'all',
  concurrency: number = BUNDLE_CONCURRENCY.postgres,
): Promise<OfflineBundle> {
  const edition = await findEdition(db, eventId);
  if (!edition) throw notFound('eventNotFound');
  const contents = await listEditionContents(db, eventId);
  const paths = editionPaths(
    {
      eventId,
      slug: edition.slug,
      edition: edition.edition,
      newest: edition.edition === edition.newestEdition,
      ...contents,
      teams: contents.teams.map((t) => ({ id: t.id, clubId: t.clubId, ageGroup: t.ageGroup })),
    },
    scope,
  );
  const squad = scope === 'all' ? await listEditionPlayers(db, eventId) : [];
  paths.push(...squad.flatMap(playerPaths));
  const responses: Record<string, unknown> = {};
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      // The embedded database answers on this thread, and a chain of awaited queries never lets
      // the event loop look at its sockets: a turn between pages keeps health checks and every
      // other request answering during a build of hundreds of pages.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const res = await get(path);
      // A page that would fail online (a game of an older edition, say) is simply not saved.
      if (res.status === 200) responses[path] = await res.json();
      else await res.body?.cancel();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, worker));
  const players = scope === 'all' ? compactPlayers(squad, responses) : undefined;
  return {
    success: true,
    eventId,
    slug: edition.slug,
    edition: edition.edition,
    scope,
    generatedAt: new Date().toISOString(),
    responses,
    ...(players ? { players } : {}),
  };
}
