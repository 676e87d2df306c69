import type { SessionUser } from '@pitchside/shared';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError, apiGet, apiPost, onUnauthorized, signalUnauthorized } from '../data/api';
import { afterLoad } from '../data/after-load';
import { loadStore } from '../data/local-store';
import { activateLocale } from '../i18n';
import { mayOpenAdmin } from './staff-grants';

/** The spec keeps the signed-in user under this key so the profile opens without signal. */
export const STORED_USER_KEY = 'loggedInUser';

export function readStoredUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(STORED_USER_KEY);
    if (!raw) return null;
    const u = JSON.parse(raw) as SessionUser;
    return u && typeof u.id === 'string' && typeof u.fullName === 'string' ? u : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: SessionUser | null): void {
  try {
    if (user) localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(STORED_USER_KEY);
  } catch {
    // Private mode or a full disk: the session still works for this visit.
  }
}

/**
 * Set when an admin's session lapses (a 401) rather than them logging out: the admin area stays open
 * so queued courtside edits remain visible and the admin is asked to sign in again. Data on the
 * server stays protected by its own checks.
 */
export const LAPSED_ADMIN_KEY = 'pitchsideLapsedAdmin';

function readLapsedAdmin(): boolean {
  try {
    return localStorage.getItem(LAPSED_ADMIN_KEY) === '1';
  } catch {
    return false;
  }
}

function writeLapsedAdmin(lapsed: boolean): void {
  try {
    if (lapsed) localStorage.setItem(LAPSED_ADMIN_KEY, '1');
    else localStorage.removeItem(LAPSED_ADMIN_KEY);
  } catch {
    // Storage unavailable: the admin area simply closes with the session.
  }
}

export interface Session {
  user: SessionUser | null;
  /** An admin whose session expired on this device (not logged out): the admin area stays reachable. */
  lapsedAdmin: boolean;
  /** Replace the signed-in user (after login, or a change such as a Gold redemption). */
  setUser: (user: SessionUser | null) => void;
  logout: () => Promise<void>;
  /** Re-read the user from the server; keeps the stored one when offline. */
  reload: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<SessionUser | null>(readStoredUser);
  const [lapsedAdmin, setLapsedAdmin] = useState<boolean>(readLapsedAdmin);

  const setUser = useCallback((next: SessionUser | null) => {
    // Someone else (or no one) now uses the device: answers kept for the last person must not show.
    const newPerson = (readStoredUser()?.id ?? null) !== (next?.id ?? null);
    if (newPerson) void loadStore().then((store) => store?.forgetPersonalResponses().catch(() => {}));
    // A member who logs in gets the app in their account's language.
    if (newPerson && next?.locale) void activateLocale(next.locale, { remember: true });
    writeStoredUser(next);
    setUserState(next);
    // Signing in (as anyone) or out ends the lapsed state.
    writeLapsedAdmin(false);
    setLapsedAdmin(false);
  }, []);

  const reload = useCallback(async () => {
    try {
      // A guest is answered with no user (never a 401), so asking costs no console error; a session
      // made elsewhere (another tab, a link) is picked up.
      const res = await apiGet('/api/auth/me');
      if (res.user) setUser(res.user);
      else if (readStoredUser() || readLapsedAdmin()) signalUnauthorized();
    } catch (err) {
      // Offline: the stored user stands. A 401 is handled by the onUnauthorized listener.
      if (err instanceof ApiError && !err.isNetwork && err.status !== 401) console.warn('Could not load the session', err.message);
    }
  }, [setUser]);

  const logout = useCallback(async () => {
    setUser(null);
    try {
      await apiPost('/api/auth/logout');
    } catch {
      // Offline logout still forgets the user on this device; the cookie expires on its own.
    }
  }, [setUser]);

  // An admin's screens must open offline, even ones never opened on this phone: their code goes into
  // the device's cache as soon as an admin is signed in (fans never download it).
  // Organisers and scorers too: a volunteer's Games Manager must open at the pitch without signal.
  const isAdmin = mayOpenAdmin(user);
  useEffect(() => {
    if (!isAdmin) return;
    void afterLoad()
      .then(() => import('../admin/warm-admin-code'))
      .then((m) => m.warmAdminCode())
      .catch(() => {});
  }, [isAdmin]);

  // A member's follows are kept on the account: joined with this device's when they sign in.
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    void afterLoad()
      .then(() => import('../data/follows'))
      .then((m) => m.mergeAccountFollows())
      .catch(() => {});
  }, [userId]);

  useEffect(() => {
    return onUnauthorized(() => {
      const wasAdmin = !!readStoredUser()?.isAdmin || readLapsedAdmin();
      setUser(null);
      if (wasAdmin) {
        writeLapsedAdmin(true);
        setLapsedAdmin(true);
      }
    });
  }, [setUser]);
  useEffect(() => {
    void reload();
  }, [reload]);
  // Another tab logging in or out updates this one too.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORED_USER_KEY) setUserState(readStoredUser());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(() => ({ user, lapsedAdmin, setUser, logout, reload }), [user, lapsedAdmin, setUser, logout, reload]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession must be used inside SessionProvider');
  return s;
}

/** The signed-in person where a session is provided, else nobody (admin hooks rendered on their own). */
export function useSessionUser(): SessionUser | null {
  return useContext(SessionContext)?.user ?? null;
}
