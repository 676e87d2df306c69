import { DEVICE_MSG } from '@pitchside/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { afterLoad } from './after-load';
import { ApiError, apiRequest, NETWORK_STATUS } from './api';
import type { StoredResponse } from './db';
import { reportShown } from './freshness';
import { registerRetry, reportTrouble, SLOW_AFTER_MS } from './connection-trouble';
import { deviceHasKept, loadStore, useStoreModule } from './local-store';
import { useOnline } from './online';

export const OFFLINE_NO_DATA = DEVICE_MSG.offlineNoData;

/** Warm the device cache (for example the event a visitor is likely to open next). Never throws. */
export async function prefetch(path: string): Promise<void> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  await afterLoad();
  await (await loadStore())?.prefetch(path);
}

/** A failed load: the server's English message and, when it sent one, its code (translated on screen). */
export interface LoadError {
  status: number;
  message: string;
  code?: string;
  params?: Record<string, string | number>;
}

export interface UseApiResult<T> {
  data: T | undefined;
  error: LoadError | null;
  loading: boolean;
  fetchedAt: number | null;
  /** True while the data shown comes from the device and the network has not confirmed it yet. */
  fromCache: boolean;
  refresh: () => Promise<void>;
}

interface FetchState {
  path: string | null;
  fetching: boolean;
  error: LoadError | null;
  confirmed: boolean;
}

/** The device copy is read first offline, and on a device that has kept answers before. */
const storeFirst = () => !navigator.onLine || deviceHasKept();

const fetching = new Map<string, Promise<StoredResponse>>();

/** Answers the page's HTML announced, arrived before the screens asking for them were drawn. */
const primed = new Map<string, StoredResponse>();

/**
 * Starts the requests the page's HTML announced (link rel=preload as=fetch), which the browser has
 * already begun: the first render then shows the answers that have arrived instead of a loading
 * state, and the screens asking later share the same request. Each answer is used once; left-overs
 * go when the reader leaves the first page (dropAnnouncedAnswers), so a later visit asks the network
 * again. Not on a timer: a first render that yields to the phone may take longer than the page's load,
 * and a screen that drew an announced answer must not then ask for it a second time.
 */
export function primeAnnouncedAnswers(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const answers: Promise<unknown>[] = [];
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    const url = new URL(link.href);
    if (url.origin !== location.origin) continue;
    const path = url.pathname + url.search;
    answers.push(
      fetchAnswer(path).then(
        (row) => primed.set(path, row),
        () => undefined,
      ),
    );
  }
  return Promise.all(answers).then(() => undefined);
}

/** The reader left the page the HTML was for: answers it announced and nobody used are dropped. */
export function dropAnnouncedAnswers(): void {
  primed.clear();
}

/** The device database's code is not needed to show a first answer: it loads once the page is up. */
const storeAfterLoad = () => afterLoad().then(loadStore);

/** A first visit online: the answer straight from the network, shared by screens asking at once. */
function fetchAnswer(path: string): Promise<StoredResponse> {
  const running = fetching.get(path);
  if (running) return running;
  const job = apiRequest(path).then((res) => ({
    path,
    body: res.data,
    fetchedAt: Date.now(),
    ...(res.etag ? { etag: res.etag } : {}),
  }));
  fetching.set(path, job);
  const clear = () => fetching.delete(path);
  job.then(clear, clear);
  return job;
}

/**
 * Stored-first data: renders the device copy of `path` as soon as it is read, then refreshes it
 * from the network when online. On a first visit online the network answer is shown at once and
 * kept on the device right after. `path` null means "nothing to load yet". Changing `refreshKey`
 * fetches again. Errors are reported only when there is nothing to show; with stored data the data wins.
 */
export function useApi<T>(path: string | null, opts?: { refreshKey?: unknown }): UseApiResult<T> {
  const online = useOnline();
  const store = useStoreModule();
  const [watched, setWatched] = useState<{ path: string; row: StoredResponse | null } | null>(null);
  // A network answer not yet kept on the device (the database's code was not loaded when it came).
  const [fresh, setFresh] = useState<StoredResponse | null>(() => (path ? (primed.get(path) ?? null) : null));
  const [state, setState] = useState<FetchState>({ path, fetching: false, error: null, confirmed: false });
  const current = useRef(path);
  current.current = path;

  useEffect(() => {
    // An answer the HTML announced is shown first; the device copy can wait for the page to load.
    if (path && storeFirst() && !primed.has(path)) void loadStore();
  }, [path, online]);

  useEffect(() => {
    if (!path || !store) return;
    return store.watchPath(path, (row) => setWatched({ path, row }));
  }, [path, store]);

  const id = useRef<symbol>(Symbol('useApi'));
  const run = useCallback(async (p: string) => {
    setState((s) => ({ path: p, fetching: true, error: null, confirmed: s.path === p ? s.confirmed : false }));
    // A request with no answer after a few seconds means what is shown may be old (lie-fi).
    const slow = setTimeout(() => current.current === p && reportTrouble(id.current, 'slow'), SLOW_AFTER_MS);
    try {
      // An answer the page's HTML announced is the network's own: newer than any device copy.
      const announced = primed.get(p);
      const local = !announced && storeFirst() ? await loadStore() : null;
      if (local) await local.refreshPath(p);
      else {
        try {
          const row = announced ?? primed.get(p) ?? (await fetchAnswer(p));
          primed.delete(p);
          if (current.current === p) setFresh(row);
          void storeAfterLoad().then((s) => s?.keepAnswer(row).catch(() => {}));
        } catch (err) {
          if (err instanceof ApiError && err.status === 404) {
            if (current.current === p) setFresh(null);
            void loadStore().then((s) => s?.forgetPath(p).catch(() => {}));
          } else void loadStore();
          throw err;
        }
      }
      if (current.current === p) {
        setState({ path: p, fetching: false, error: null, confirmed: true });
        reportTrouble(id.current, null);
      }
    } catch (err) {
      const error =
        err instanceof ApiError
          ? { status: err.status, message: err.message, code: err.code, params: err.params }
          : { status: NETWORK_STATUS, message: err instanceof Error ? err.message : String(err) };
      if (current.current === p) {
        setState((s) => ({ path: p, fetching: false, error, confirmed: s.confirmed }));
        // No answer, or a server in trouble: the stored copy may be behind. A 4xx is an answer.
        reportTrouble(id.current, error.status === NETWORK_STATUS || error.status >= 500 ? 'failed' : null);
      }
    } finally {
      clearTimeout(slow);
    }
  }, []);

  useEffect(() => {
    if (!path || !online) return;
    void run(path);
  }, [path, online, opts?.refreshKey, run]);

  const refresh = useCallback(async () => {
    if (path) await run(path);
  }, [path, run]);

  useEffect(() => {
    return registerRetry(id.current, refresh);
  }, [refresh]);
  useEffect(() => {
    const me = id.current;
    return () => reportTrouble(me, null);
  }, [path]);

  // undefined while the device copy is being read, null when nothing is stored for this path.
  let stored: StoredResponse | null | undefined;
  if (!path || store === null) stored = null;
  else if (watched && watched.path === path) stored = watched.row;
  const pending = fresh && fresh.path === path ? fresh : null;
  // Once the device holds this answer (or a newer one), the device copy is the one to follow.
  const kept = !!pending && !!stored && stored.fetchedAt >= pending.fetchedAt;
  useEffect(() => {
    if (kept) setFresh(null);
  }, [kept]);

  const mine = state.path === path ? state : { path, fetching: false, error: null, confirmed: false };
  const row = pending && !kept ? pending : path && stored && stored.path === path ? stored : null;
  const data = row ? (row.body as T) : undefined;
  const fetchedAt = row ? row.fetchedAt : null;

  let error: UseApiResult<T>['error'] = null;
  if (path && data === undefined && stored !== undefined) {
    if (mine.error)
      error =
        mine.error.status === NETWORK_STATUS && !online
          ? { status: NETWORK_STATUS, message: OFFLINE_NO_DATA, code: 'offlineNoData' }
          : mine.error;
    else if (!online) error = { status: NETWORK_STATUS, message: OFFLINE_NO_DATA, code: 'offlineNoData' };
  }
  const loading = path !== null && data === undefined && error === null && (stored === undefined || mine.fetching || online);

  useEffect(() => {
    const me = id.current;
    reportShown(me, fetchedAt);
    return () => reportShown(me, null);
  }, [fetchedAt]);

  return { data, error, loading, fetchedAt, fromCache: data !== undefined && !mine.confirmed, refresh };
}
