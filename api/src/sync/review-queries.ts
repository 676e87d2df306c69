import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { games, stageSettings } from '../db/schema';
import { rowsOf } from './set-queries';

/**
 * For each of these games: whether it awaits an organiser's confirmation now, and whether its age
 * group (or the event, without age groups) asks that scorers' results be reviewed.
 */
export async function reviewStateOf(tx: Tx, gameIds: readonly string[]): Promise<Map<string, { awaiting: boolean; required: boolean }>> {
  const out = new Map<string, { awaiting: boolean; required: boolean }>();
  if (gameIds.length === 0) return out;
  const rows = rowsOf<{ id: string; awaiting: boolean; required: boolean | null }>(
    await tx.execute(sql`
      select g.id, g.awaiting_confirmation as awaiting, (s.review ->> 'scorerResults')::boolean as required
      from ${games} g
      left join ${stageSettings} s on s.event_id = g.event_id and s.age_group_id is not distinct from g.age_group_id
      where g.id in ${[...gameIds]}`),
  );
  for (const r of rows) out.set(r.id, { awaiting: !!r.awaiting, required: !!r.required });
  return out;
}

/**
 * Writes whether each game awaits confirmation, as the set of edits left it: a game that stops
 * awaiting records who confirmed it and when (an organiser's confirmation or their own edit).
 */
export async function writeReview(tx: Tx, rows: readonly { gameId: string; awaiting: boolean }[], by: { userId: string; at: Date }) {
  if (rows.length === 0) return;
  const when = sql`${by.at.toISOString()}::timestamptz`;
  await tx.execute(sql`
    update ${games} g set awaiting_confirmation = x.awaiting,
      confirmed_by = case when x.awaiting then null else ${by.userId}::uuid end,
      confirmed_at = case when x.awaiting then null else ${when} end
    from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ id: r.gameId, awaiting: r.awaiting })))}::jsonb) as x(id uuid, awaiting boolean)
    where g.id = x.id`);
}
