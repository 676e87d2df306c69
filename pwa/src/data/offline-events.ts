import type { OfflineBundle } from '@pitchside/shared';
import { apiRequest } from './api';
import { db as defaultDb, type Follow, type PitchsideDb, type SavedEvent } from './db';

/** The bundle's answers by path, player pages rebuilt under the paths the player page asks for. */
export function bundleResponses(bundle: OfflineBundle): Record<string, unknown> {
  const out: Record<string, unknown> = { ...bundle.responses };
  const p = bundle.players;
  if (!p) return out;
  for (const u of p.users) {
    out[`/api/users/${encodeURIComponent(u.id)}`] = { success: true, user: { ...u, team: u.team.map((i) => p.teams[i]!) } };
    const career = p.careers[u.id];
    if (career) out[`/api/player-stats/player/${u.id}/career`] = { success: true, careerStats: career };
  }
  return out;
}

/**
 * Room for saved editions on a cheap phone: past it, editions nobody follows go, oldest first.
 * One demo edition takes about 1 MB.
 */
export const OFFLINE_CAP_BYTES = 25 * 1024 * 1024;

export const bundlePath = (eventId: string, scope: 'all' | 'live' = 'all'): `/api/events/${string}/offline-bundle${'' | '?scope=live'}` =>
  `/api/events/${encodeURIComponent(eventId)}/offline-bundle${scope === 'live' ? '?scope=live' : ''}`;

const running = new Map<string, Promise<SavedEvent | null>>();

/**
 * Saves (or refreshes) a whole edition for offline reading: every game, team and player page and
 * both stage views, in one request. An unchanged edition costs a 304 and only renews the saved
 * copy's age. Saving the same edition twice at once shares one request. Throws ApiError on failure.
 */
export function saveEventOffline(
  eventId: string,
  name: string,
  database: PitchsideDb = defaultDb,
  opts: { scope?: 'all' | 'live' } = {},
): Promise<SavedEvent | null> {
  const scope = opts.scope ?? 'all';
  const key = `${database.name}\u0000${eventId}\u0000${scope}`;
  const existing = running.get(key);
  if (existing) return existing;
  const job = (async () => {
    const saved = await database.savedEvents.get(eventId);
    // After a live change only the part a game change alters is asked for (and no ETag: it differs).
    const live = scope === 'live' && !!saved;
    const res = await apiRequest(bundlePath(eventId, live ? 'live' : 'all'), {
      headers: !live && saved?.etag ? { 'If-None-Match': saved.etag } : {},
      // In the background, nobody waits on it: a whole edition may take a while on a small server.
      timeoutMs: 90_000,
    });
    const now = Date.now();
    if (res.status === 304 && saved) {
      await database.transaction('rw', database.responses, database.savedEvents, async () => {
        await database.responses.where('path').anyOf(saved.paths).modify({ fetchedAt: now });
        await database.savedEvents.update(eventId, { savedAt: now });
      });
      return { ...saved, savedAt: now };
    }
    const bundle = res.data;
    if (!bundle) return null;
    const rows = Object.entries(bundleResponses(bundle)).map(([path, body]) => ({ path, body, fetchedAt: now }));
    const bytes = rows.reduce((n, r) => n + r.path.length + JSON.stringify(r.body).length, 0);
    const row: SavedEvent =
      live && saved
        ? { ...saved, savedAt: now, paths: [...new Set([...saved.paths, ...rows.map((r) => r.path)])] }
        : {
            eventId,
            slug: bundle.slug,
            name,
            edition: bundle.edition,
            savedAt: now,
            bytes,
            paths: rows.map((r) => r.path),
            ...(res.etag ? { etag: res.etag } : {}),
          };
    await database.transaction('rw', database.responses, database.savedEvents, async () => {
      // A page refreshed on its own since this bundle was made keeps its newer copy.
      const current = await database.responses.bulkGet(row.paths);
      await database.responses.bulkPut(rows.filter((r, i) => !(current[i] && current[i].fetchedAt > now)));
      await database.savedEvents.put(row);
    });
    await evictSavedEvents(database);
    return row;
  })();
  running.set(key, job);
  const clear = () => running.delete(key);
  job.then(clear, clear);
  return job;
}

/**
 * Keeps saved editions under the cap: those nobody follows (by a star on the event or one of its
 * teams) go first, oldest saved first. Answers another saved edition still uses are kept.
 */
export async function evictSavedEvents(database: PitchsideDb = defaultDb, capBytes: number = OFFLINE_CAP_BYTES): Promise<string[]> {
  return database.transaction('rw', database.responses, database.savedEvents, database.follows, async () => {
    const saved = await database.savedEvents.orderBy('savedAt').toArray();
    const followed = new Set((await database.follows.toArray()).map((f) => f.eventId));
    let total = saved.reduce((n, s) => n + s.bytes, 0);
    const evicted: string[] = [];
    const kept = new Map(saved.map((s) => [s.eventId, s]));
    for (const s of saved) {
      if (total <= capBytes) break;
      if (followed.has(s.eventId)) continue;
      kept.delete(s.eventId);
      const stillUsed = new Set([...kept.values()].flatMap((k) => k.paths));
      await database.responses.bulkDelete(s.paths.filter((p) => !stillUsed.has(p)));
      await database.savedEvents.delete(s.eventId);
      total -= s.bytes;
      evicted.push(s.eventId);
    }
    return evicted;
  });
}

/** Stars: following an event or a team keeps its edition saved and refreshed. */
export async function setFollow(follow: Omit<Follow, 'createdAt'>, on: boolean, database: PitchsideDb = defaultDb): Promise<void> {
  if (on) await database.follows.put({ ...follow, createdAt: Date.now() });
  else await database.follows.delete(follow.key);
}

/** At start-up with signal: the followed editions are brought up to date in the background. */
export async function refreshFollowedEvents(database: PitchsideDb = defaultDb): Promise<void> {
  const follows = await database.follows.toArray();
  const ids = [...new Set(follows.map((f) => f.eventId))];
  for (const id of ids) {
    const saved = await database.savedEvents.get(id);
    const label = saved?.name ?? follows.find((f) => f.eventId === id)?.label ?? '';
    try {
      await saveEventOffline(id, label, database);
    } catch {
      // Best effort: the next start or visit tries again.
    }
  }
}
