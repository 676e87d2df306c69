import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { SyncStatus } from '@pitchside/sync';
import { useSession } from '../app/session';
import { ErrorState, PageLoading } from '../components/states';
import { getSyncRuntime, type SyncRuntime } from './runtime';

const Ctx = createContext<SyncRuntime | null>(null);

export const STORAGE_UNAVAILABLE =
  'This browser will not let Pitchside keep edits on the device (private browsing?). Open the admin area in a normal window.';

/**
 * Gives admin screens the tab's sync runtime. When the admin signs in again after an expired
 * session, the paused outbox is pushed.
 */
export function SyncProvider({ children, runtime: given }: { children: ReactNode; runtime?: SyncRuntime }) {
  const [runtime, setRuntime] = useState<SyncRuntime | null>(given ?? null);
  const [failed, setFailed] = useState(false);
  const { user } = useSession();
  const lastUser = useRef(user);

  useEffect(() => {
    if (given) return;
    let live = true;
    getSyncRuntime().then(
      (rt) => live && setRuntime(rt),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [given]);

  useEffect(() => {
    const before = lastUser.current;
    lastUser.current = user;
    // A new login (a new user object from the Login dialog) while pushing is paused: resume.
    if (runtime && user && user !== before && runtime.client.status().signInRequired) void runtime.resume();
  }, [user, runtime]);

  if (failed) return <ErrorState error={{ status: 0, message: STORAGE_UNAVAILABLE }} />;
  if (!runtime) return <PageLoading />;
  return <Ctx.Provider value={runtime}>{children}</Ctx.Provider>;
}

export function useSyncRuntime(): SyncRuntime {
  const rt = useContext(Ctx);
  if (!rt) throw new Error('useSyncRuntime must be used inside SyncProvider');
  return rt;
}

export function useSyncStatus(): SyncStatus {
  const { client } = useSyncRuntime();
  return useSyncExternalStore(client.subscribe, client.status, client.status);
}
