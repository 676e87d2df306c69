import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { SyncStatus } from '@pitchside/sync';
import { useSession } from '../app/session';
import { mayOpenAdmin } from '../app/staff-roles';
import { ErrorState, PageLoading } from '../components/states';
import { db } from '../data/db';
import { lastAdmin, type SyncAdmin } from './dexie-store';
import { getSyncRuntime, type SyncRuntime } from './runtime';

const Ctx = createContext<SyncRuntime | null>(null);

export const STORAGE_UNAVAILABLE =
  'This browser will not let Pitchside keep edits on the device (private browsing?). Open the admin area in a normal window.';

/**
 * Gives admin screens the sync runtime of the admin at the device: the signed-in admin, or while an
 * admin's session has lapsed, the last admin who used the device (their waiting edits and the
 * sign-in prompt stay on screen). Another admin signing in gets their own runtime and outbox. When
 * the same admin signs in again after an expired session, the paused outbox is pushed.
 */
export function SyncProvider({ children, runtime: given }: { children: ReactNode; runtime?: SyncRuntime }) {
  const [runtime, setRuntime] = useState<SyncRuntime | null>(given ?? null);
  const [failed, setFailed] = useState(false);
  const { user, lapsedAdmin } = useSession();
  const lastUser = useRef(user);
  // Organisers and scorers (a link's volunteer too) get their own outbox and client id, as admins do.
  const signedIn: SyncAdmin | null = user && mayOpenAdmin(user) ? { id: user.id, name: user.fullName } : null;
  const adminId = signedIn?.id;
  const adminName = signedIn?.name;

  useEffect(() => {
    if (given) return;
    let live = true;
    const target: Promise<SyncAdmin | null> =
      adminId !== undefined && adminName !== undefined
        ? Promise.resolve({ id: adminId, name: adminName })
        : lapsedAdmin
          ? lastAdmin(db)
          : Promise.resolve(null);
    target
      .then((admin) => {
        // Another admin's runtime must not take edits meanwhile: show loading until this one is ready.
        if (live) setRuntime((rt) => (rt && rt.admin?.id !== admin?.id ? null : rt));
        return getSyncRuntime(admin);
      })
      .then(
        (rt) => live && setRuntime(rt),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [given, adminId, adminName, lapsedAdmin]);

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
