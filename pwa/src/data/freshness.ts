import { useSyncExternalStore } from 'react';

/*
 * Screens report how old the data they show is, so the offline banner can say
 * "updated 5m ago" for what the visitor is actually looking at.
 */
const shown = new Map<symbol, number>();
const listeners = new Set<() => void>();
let oldest: number | null = null;

function emit() {
  oldest = shown.size ? Math.min(...shown.values()) : null;
  for (const l of listeners) l();
}

export function reportShown(id: symbol, fetchedAt: number | null): void {
  if (fetchedAt === null) shown.delete(id);
  else shown.set(id, fetchedAt);
  emit();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The oldest `fetchedAt` among the data on screen now, or null when nothing is reported. */
export function useOldestShown(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => oldest,
    () => null,
  );
}
