import type { Deps } from '../context';
import { DatabaseRateLimitStore } from '../lib/rate-limit-store';

/** The longest wait before a password is checked, however many guesses came before. */
export const MAX_LOGIN_DELAY_MS = 30_000;

/**
 * Wrong passwords for one account from one address: the first `free` cost nothing, each one after
 * doubles the wait before the next is checked (1 s, 2 s, 4 s... up to 30 s). The account's owner is
 * never locked out: the right password still gets in after the wait, while guessing slows to a crawl.
 */
export function loginDelayMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(1000 * 2 ** (failures - free), MAX_LOGIN_DELAY_MS);
}

/**
 * When the `attempt`-th attempt of a window (from 1) may be checked, counted from the window's
 * start: its own wait and every wait before it, as if each attempt had come after the one before.
 */
export function loginSlotMs(attempt: number, free: number): number {
  let total = 0;
  // Past an hour, the exact figure no longer matters: the attempt is refused either way.
  for (let failures = 0; failures < attempt && total < 3_600_000; failures += 1) total += loginDelayMs(failures, free);
  return total;
}

const stores = new WeakMap<Deps, DatabaseRateLimitStore>();

/**
 * Login attempts per account and address, counted in the database (shared by every instance) over
 * the login window. Each attempt is counted, in one atomic write, before its password is checked:
 * guesses sent at once each get their own place in line, and the n-th is checked no sooner than
 * every wait before it has passed, as if they had come one after another. An attempt whose turn is
 * further off than the longest wait is refused at once (429) rather than held open.
 */
export function loginAttempts(deps: Deps) {
  let store = stores.get(deps);
  if (!store) {
    store = new DatabaseRateLimitStore(deps.database.db, 'login-failed:');
    store.init({ windowMs: deps.rateLimits.login.windowMs });
    stores.set(deps, store);
  }
  const counts = store;
  const free = deps.rateLimits.login.limit;
  return {
    /** Counts an attempt and waits its turn; false when its turn is too far off to wait for. */
    async begin(key: string): Promise<boolean> {
      const { totalHits, elapsedMs = 0 } = await counts.increment(key);
      const failuresBefore = totalHits - 1;
      const ms = Math.max(loginDelayMs(failuresBefore, free), loginSlotMs(totalHits, free) - elapsedMs);
      if (ms > MAX_LOGIN_DELAY_MS) return false;
      if (ms > 0) await new Promise((r) => setTimeout(r, ms));
      return true;
    },
    succeeded: (key: string) => counts.resetKey(key),
  };
}
