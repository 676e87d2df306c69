import { useSyncExternalStore } from 'react';
import type * as Store from './store';

/*
 * The device database (Dexie and the stored answers) is not part of the first load: a page opened
 * online needs only fetch, and the database's code arrives right after. Everything that reads or
 * writes the device copy goes through loadStore().
 */
export type StoreModule = typeof Store;

let loaded: StoreModule | null | undefined;
let loading: Promise<StoreModule | null> | null = null;
const listeners = new Set<() => void>();

/** The store module; null when its code or the database cannot be had (the network answers alone). */
export function loadStore(): Promise<StoreModule | null> {
  loading ??= import('./store')
    .then(
      (m) => m,
      () => null,
    )
    .then((m) => {
      loaded = m;
      for (const l of listeners) l();
      return m;
    });
  return loading;
}

/** The store if its code is already here, undefined while it is not (yet), null when it failed. */
export function storeNow(): StoreModule | null | undefined {
  return loaded;
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

export function useStoreModule(): StoreModule | null | undefined {
  return useSyncExternalStore(subscribe, storeNow, storeNow);
}

const KEPT_KEY = 'pitchside:kept';

/**
 * Whether this device has kept answers before. A visitor's first page does not wait for the
 * database (there is nothing in it), a returning one shows the kept copy first, as before.
 */
export function deviceHasKept(): boolean {
  try {
    return localStorage.getItem(KEPT_KEY) === '1';
  } catch {
    return false;
  }
}

export function markDeviceKept(): void {
  try {
    localStorage.setItem(KEPT_KEY, '1');
  } catch {
    // Without localStorage the next visit simply asks the network first.
  }
}
