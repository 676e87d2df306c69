import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

export interface WindowHits {
  totalHits: number;
  resetTime: Date;
  /** How long the window had been running when this hit was counted, by the database's clock. */
  elapsedMs?: number;
}

/**
 * Counters kept in Postgres, shared by every instance on the database (an in-memory store would let
 * each instance of a pair grant the full limit). One upsert per counted request: a window that has
 * ended starts again at 1.
 */
export class DatabaseRateLimitStore {
  windowMs = 60_000;
  /** Tells hono-rate-limiter the counts are shared, not per process. */
  readonly localKeys = false;
  private writes = 0;

  constructor(
    private readonly db: Db,
    readonly prefix = '',
  ) {}

  init(options: { windowMs: number }) {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<WindowHits | undefined> {
    const [row] = await this.db
      .select()
      .from(rateLimitHits)
      .where(sql`${rateLimitHits.key} = ${this.prefix + key} and ${rateLimitHits.resetAt} > now()`);
    return row ? { totalHits: row.hits, resetTime: row.resetAt } : undefined;
  }

  async increment(key: string): Promise<WindowHits> {
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key: this.prefix + key, hits: 1, resetAt: sql`now() + ${this.windowMs} * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${rateLimitHits.resetAt} <= now() then 1 else ${rateLimitHits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimitHits.resetAt} <= now() then excluded.reset_at else ${rateLimitHits.resetAt} end`,
        },
      })
      .returning({
        hits: rateLimitHits.hits,
        resetAt: rateLimitHits.resetAt,
        msLeft: sql<number>`(extract(epoch from ${rateLimitHits.resetAt} - now()) * 1000)::float8`,
      });
    // Now and then, windows long over are deleted so the table stays the size of current traffic.
    if (++this.writes % 500 === 0) await this.db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now()`));
    return { totalHits: row!.hits, resetTime: row!.resetAt, elapsedMs: Math.max(0, this.windowMs - Number(row!.msLeft)) };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(eq(rateLimitHits.key, this.prefix + key));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, this.prefix + key));
  }
}
