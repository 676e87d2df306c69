import { MSG } from '@pitchside/shared';
import type { Tx } from '../db/client';
import { isUuid } from '../events/serialize';
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

// A few at a time: the embedded database answers one query at a time, and fans' own calls wait behind these.
const CONCURRENCY = 4;

/**
 * Everything a fan needs to open an edition offline, in one answer: the event page per age group
 * and edition link, its tabs, every game, team and player page. Player pages travel compacted (the
 * teams their profiles list are sent once, not once per squad member). Each part is fetched through
 * the app itself, so it is what the page would get as a guest (and warms the read cache for it).
 */
export async function offlineBundle(db: Tx, get: InternalGet, eventId: string, scope: BundleScope = 'all'): Promise<OfflineBundle> {
  if (!isUuid(eventId)) throw notFound(MSG.eventNotFound);
  const edition = await findEdition(db, eventId);
  if (!edition) throw notFound(MSG.eventNotFound);
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
      const res = await get(path);
      // A page that would fail online (a game of an older edition, say) is simply not saved.
      if (res.status === 200) responses[path] = await res.json();
      else await res.body?.cancel();
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, paths.length) }, worker));
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
