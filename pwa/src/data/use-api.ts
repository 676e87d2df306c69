import { MSG } from '@pitchside/shared';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, NETWORK_STATUS } from './api';
import { db, type StoredResponse } from './db';
import { reportShown } from './freshness';
import { useOnline } from './online';
import { refreshPath } from './store';

export { prefetch } from './store';
export { useOnline } from './online';

export const OFFLINE_NO_DATA = MSG.offlineNoData;

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

/**
 * Stored-first data: renders the Dexie copy of `path` at once, then refreshes it from the network
 * when online. `path` null means "nothing to load yet". Changing `refreshKey` fetches again.
 * Errors are reported only when there is nothing to show; with stored data the data wins.
 */
export function useApi<T>(path: string | null, opts?: { refreshKey?: unknown }): UseApiResult<T> {
  const online = useOnline();
  // undefined while Dexie is being read, null when nothing is stored for this path.
  const stored: StoredResponse | null | undefined = useLiveQuery(
    async () => (path ? ((await db.responses.get(path)) ?? null) : null),
    [path],
  );
  const [state, setState] = useState<FetchState>({ path, fetching: false, error: null, confirmed: false });
  const current = useRef(path);
  current.current = path;

  const run = useCallback(async (p: string) => {
    setState((s) => ({ path: p, fetching: true, error: null, confirmed: s.path === p ? s.confirmed : false }));
    try {
      await refreshPath(p);
      if (current.current === p) setState({ path: p, fetching: false, error: null, confirmed: true });
    } catch (err) {
      const error =
        err instanceof ApiError
          ? { status: err.status, message: err.message, code: err.code, params: err.params }
          : { status: NETWORK_STATUS, message: err instanceof Error ? err.message : String(err) };
      if (current.current === p) setState((s) => ({ path: p, fetching: false, error, confirmed: s.confirmed }));
    }
  }, []);

  useEffect(() => {
    if (!path || !online) return;
    void run(path);
  }, [path, online, opts?.refreshKey, run]);

  const refresh = useCallback(async () => {
    if (path) await run(path);
  }, [path, run]);

  const mine = state.path === path ? state : { path, fetching: false, error: null, confirmed: false };
  const row = path && stored && stored.path === path ? stored : null;
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

  const id = useRef<symbol>(Symbol('useApi'));
  useEffect(() => {
    const me = id.current;
    reportShown(me, fetchedAt);
    return () => reportShown(me, null);
  }, [fetchedAt]);

  return { data, error, loading, fetchedAt, fromCache: data !== undefined && !mine.confirmed, refresh };
}
