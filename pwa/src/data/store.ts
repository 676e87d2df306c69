import { liveQuery } from 'dexie';
import { apiRequest, ApiError } from './api';
import { db as defaultDb, type PitchsideDb, type StoredResponse } from './db';
import { markDeviceKept } from './local-store';

const inFlight = new Map<string, Promise<void>>();

/**
 * Fetches `path` and stores the answer in Dexie. Several screens asking for the same path at once
 * share one request. A 304 only refreshes `fetchedAt`; a 404 drops the stored copy, because the
 * thing is gone and showing it from the cache would mislead.
 */
export function refreshPath(path: string, database: PitchsideDb = defaultDb): Promise<void> {
  const key = `${database.name}\u0000${path}`;
  const running = inFlight.get(key);
  if (running) return running;
  const job = (async () => {
    const stored = await database.responses.get(path);
    try {
      const res = await apiRequest(path, {
        headers: stored?.etag ? { 'If-None-Match': stored.etag } : {},
      });
      const now = Date.now();
      if (res.status === 304 && stored) {
        await database.responses.update(path, { fetchedAt: now });
        return;
      }
      await database.responses.put({ path, body: res.data, fetchedAt: now, ...(res.etag ? { etag: res.etag } : {}) });
      markDeviceKept();
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) await database.responses.delete(path);
      throw err;
    }
  })();
  inFlight.set(key, job);
  const clear = () => inFlight.delete(key);
  job.then(clear, clear);
  return job;
}

/** Warm the device cache (for example the event a visitor is likely to open next). Never throws. */
export async function prefetch(path: string, database: PitchsideDb = defaultDb): Promise<void> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  try {
    await refreshPath(path, database);
  } catch {
    // Prefetching is best effort; the screen that needs the data reports its own errors.
  }
}

/** Overwrite a stored body after a successful write, so every screen reading it updates at once. */
export async function storeBody(path: string, body: unknown, database: PitchsideDb = defaultDb): Promise<void> {
  await database.responses.put({ path, body, fetchedAt: Date.now() });
}

export async function readStored<T>(path: string, database: PitchsideDb = defaultDb): Promise<T | undefined> {
  return (await database.responses.get(path))?.body as T | undefined;
}

/**
 * Answers that depend on who asks (the Gold-gated leaderboard, membership, one's own profile): kept
 * for one person only, so they go when the person signing in on this device changes.
 */
export async function forgetPersonalResponses(database: PitchsideDb = defaultDb): Promise<void> {
  await database.transaction('rw', database.responses, database.savedEvents, async () => {
    await database.responses.filter((r) => /^\/api\/(rankings(\?|$)|membership\/|users\/|auth\/)/.test(r.path)).delete();
    // Saved editions held player pages too: their next save must bring everything, not a 304.
    await database.savedEvents.toCollection().modify((s) => {
      delete s.etag;
    });
  });
}

/** Keeps an answer fetched before the database was loaded, unless a newer copy is stored already. */
export async function keepAnswer(row: StoredResponse, database: PitchsideDb = defaultDb): Promise<void> {
  await database.transaction('rw', database.responses, async () => {
    const current = await database.responses.get(row.path);
    if (!current || current.fetchedAt < row.fetchedAt) await database.responses.put(row);
  });
  markDeviceKept();
}

export async function forgetPath(path: string, database: PitchsideDb = defaultDb): Promise<void> {
  await database.responses.delete(path);
}

/** Calls `onRow` with the stored copy of `path` now and after every change (any tab); returns the stop. */
export function watchPath(path: string, onRow: (row: StoredResponse | null) => void, database: PitchsideDb = defaultDb): () => void {
  const sub = liveQuery(() => database.responses.get(path)).subscribe({
    next: (row) => onRow(row ?? null),
    // An unreadable database (storage blocked) counts as an empty one: the network still answers.
    error: () => onRow(null),
  });
  return () => sub.unsubscribe();
}
