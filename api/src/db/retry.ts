import type { Db } from './client';

/**
 * Postgres aborts a transaction it cannot order (a deadlock, 40P01, or a serialization failure,
 * 40001) and expects the client to run it again: nothing of it was kept. Such an error is retried
 * here, inside the server, instead of reaching the device as "Something went wrong".
 */

const RETRYABLE = new Set(['40001', '40P01']);

/** Attempts of one transaction before the conflict is answered as an error. */
export const TRANSACTION_ATTEMPTS = 5;

export function isRetryableConflict(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && depth < 5; cur = (cur as { cause?: unknown }).cause, depth += 1) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
  }
  return false;
}

/** Runs `work` (a whole transaction) again after a deadlock or serialization failure, a few times. */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (e) {
      if (attempt >= attempts || !isRetryableConflict(e)) throw e;
      // A little randomness so the two transactions that collided do not collide again.
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20 * attempt));
    }
  }
}

/**
 * Makes every `db.transaction(...)` of this database retry on a deadlock or serialization failure,
 * so no write path answers 500 on one (the database is opened through this, see client.ts).
 *
 * Only the outermost transaction is retried: a nested `tx.transaction(...)` is a savepoint, which
 * Postgres cannot redo alone once the whole transaction is aborted. The callback therefore runs
 * again from the start, and must only touch the database, or keep what it gathers in its own
 * variables: e-mails, live updates and file removals go after the commit (as every writer does
 * today), and anything it collects for them is started afresh inside the callback.
 */
export function retryTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) => retryOnConflict(() => transaction(work, config));
  return db;
}
