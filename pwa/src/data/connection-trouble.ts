import { useSyncExternalStore } from 'react';

/**
 * Why what a screen shows may be older than live, whatever navigator.onLine says (a phone with
 * "full bars" and no data, a captive portal, a dead proxy): a request slower than a few seconds, a
 * request that failed, or a live stream that is down.
 */
export type Trouble = 'slow' | 'failed' | 'live-down';

/** After this long without an answer a request counts as slow and the screen says how old it is. */
export const SLOW_AFTER_MS = 3_000;

const troubles = new Map<symbol, Trouble>();
const retries = new Map<symbol, () => unknown>();
const listeners = new Set<() => void>();
let current: Trouble | null = null;

function emit() {
  const values = [...troubles.values()];
  current = values.includes('failed') ? 'failed' : values.includes('slow') ? 'slow' : values.includes('live-down') ? 'live-down' : null;
  for (const l of listeners) l();
}

export function reportTrouble(id: symbol, trouble: Trouble | null): void {
  if ((troubles.get(id) ?? null) === trouble) return;
  if (trouble === null) troubles.delete(id);
  else troubles.set(id, trouble);
  emit();
}

/** What Retry on the notice runs for this screen part; returns the unregister. */
export function registerRetry(id: symbol, retry: () => unknown): () => void {
  retries.set(id, retry);
  return () => {
    retries.delete(id);
  };
}

/** Retry on the notice: every part of the screen asks again. */
export function retryAll(): void {
  for (const r of retries.values()) void r();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

/** The worst trouble of what is on screen now, or null when everything is live. */
export function useTrouble(): Trouble | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** For tests: forget every report. */
export function resetTrouble(): void {
  troubles.clear();
  retries.clear();
  emit();
}
