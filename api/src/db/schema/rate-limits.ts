import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * Rate-limit counters, in the database so every API instance on it counts the same attempts.
 * A row is a window: its hits, and when the window ends (rows past it are reset or pruned).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: ts('reset_at').notNull(),
  },
  (t) => [index('rate_limit_hits_reset_at_idx').on(t.resetAt)],
);
