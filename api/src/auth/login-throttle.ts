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

const stores = new WeakMap<Deps, DatabaseRateLimitStore>();

/** Failed logins counted in the database (shared by every instance) over the login window. */
export function failedLogins(deps: Deps) {
  let store = stores.get(deps);
  if (!store) {
    store = new DatabaseRateLimitStore(deps.database.db, 'login-failed:');
    store.init({ windowMs: deps.rateLimits.login.windowMs });
    stores.set(deps, store);
  }
  const counts = store;
  return {
    async wait(key: string) {
      const failures = (await counts.get(key))?.totalHits ?? 0;
      const ms = loginDelayMs(failures, deps.rateLimits.login.limit);
      if (ms > 0) await new Promise((r) => setTimeout(r, ms));
    },
    failed: (key: string) => counts.increment(key),
    succeeded: (key: string) => counts.resetKey(key),
  };
}
