/**
 * Postgres aborts a transaction it cannot order (a deadlock, 40P01, or a serialization failure,
 * 40001) and expects the client to run it again: nothing of it was kept. Such an error is retried
 * here, inside the server, instead of reaching the device as "Something went wrong".
 */

const RETRYABLE = new Set(['40001', '40P01']);

export function isRetryableConflict(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && depth < 5; cur = (cur as { cause?: unknown }).cause, depth += 1) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
  }
  return false;
}

/** Runs `work` (a whole transaction) again after a deadlock or serialization failure, a few times. */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
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
