import { eventTotals, siteTotals } from '../db/schema';
import type { Tx } from '../db/client';
import { sql } from 'drizzle-orm';

/** Completed games per kind and goals, added up over one row per event (kept on every write). */
export function eventSums(db: Tx) {
  return db
    .select({
      futsalGames: sql<number>`coalesce(sum(${eventTotals.completedGames}) filter (where ${eventTotals.kind} = 'futsal'), 0)::int`,
      streetGames: sql<number>`coalesce(sum(${eventTotals.completedGames}) filter (where ${eventTotals.kind} = 'street'), 0)::int`,
      goals: sql<number>`coalesce(sum(${eventTotals.goals}), 0)::int`,
    })
    .from(eventTotals)
    .then((r) => r[0] ?? { futsalGames: 0, streetGames: 0, goals: 0 });
}

/** Players, tournaments (editions) and clubs, counted on write. */
export function siteCounts(db: Tx) {
  return db
    .select()
    .from(siteTotals)
    .then((rows) => new Map(rows.map((r) => [r.name, r.n])));
}
