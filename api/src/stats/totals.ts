import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/** How many rows of each summary table disagree with a full recount (0 everywhere when all is well). */
export interface TotalsCheck {
  summary: string;
  differing: number;
}

/**
 * Compares the totals the triggers keep (the totals-triggers migration in api/drizzle) with a full recount of
 * the goals, games, saves, teams, events and users. Reads the whole database: an operator's command
 * and a test, never a request.
 */
export async function checkTotals(db: Tx): Promise<TotalsCheck[]> {
  const res: unknown = await db.execute(sql`select summary, differing from totals_check()`);
  // Raw answers differ by driver: PGlite gives `{ rows }`, postgres.js an array.
  const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { summary: string; differing: number | string }[];
  return rows.map((r) => ({ summary: r.summary, differing: Number(r.differing) }));
}

/** Replaces every total with its full recount, in one transaction (writers wait meanwhile). */
export async function rebuildTotals(db: Tx): Promise<void> {
  await db.execute(sql`select totals_rebuild()`);
}
