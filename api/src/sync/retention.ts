import { lt, sql } from 'drizzle-orm';
import type { Deps } from '../context';
import type { Db } from '../db/client';
import { syncMutations, syncNotices } from '../db/schema';
import { rowsOf } from './set-queries';
import { HORIZON_ENTITY, pruneTombstones } from './queries';

/**
 * What sync keeps, and for how long. Removed goals and tombstones let a device's next pull delete
 * what it holds; the mutation log answers an edit sent again after its answer was lost. Both are
 * kept for two weeks (with the notices of held knockout results), so a device that reconnects after a week still gets its deletes and its
 * answers; an older device's cookie is below the recorded horizon and it gets a full snapshot.
 */
export const SYNC_RETENTION_DAYS = 14;
/** How often the pruning runs in a server process. */
export const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

export interface PruneResult {
  events: number;
  logRows: number;
}

/** Prunes deletes and log rows older than the retention, one event per transaction. */
export async function pruneSyncHistory(db: Db, opts: { now?: Date; keepDays?: number } = {}): Promise<PruneResult> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - (opts.keepDays ?? SYNC_RETENTION_DAYS) * 86_400_000);
  const at = cutoff.toISOString();
  // Per event, the newest version among deletes older than the cutoff: everything up to it may go.
  const due = rowsOf<{ event_id: string; up_to: string | number }>(
    await db.execute(sql`
      select event_id, max(version) as up_to from (
        select event_id, version from goals where deleted_at is not null and deleted_at < ${at}::timestamptz
        union all
        select event_id, version from sync_tombstones where entity <> ${HORIZON_ENTITY} and deleted_at < ${at}::timestamptz
      ) old group by event_id`),
  );
  for (const row of due) await db.transaction((tx) => pruneTombstones(tx, row.event_id, Number(row.up_to)));
  const removed = await db.delete(syncMutations).where(lt(syncMutations.processedAt, cutoff)).returning({ id: syncMutations.mutationId });
  // Notices of held knockout results go with the log they came from.
  await db.delete(syncNotices).where(lt(syncNotices.createdAt, cutoff));
  return { events: due.length, logRows: removed.length };
}

/** Runs the pruning now and then every few hours; returns a function that stops it. */
export function scheduleSyncPruning(deps: Pick<Deps, 'database' | 'log'>, everyMs = PRUNE_EVERY_MS): () => void {
  const run = () =>
    pruneSyncHistory(deps.database.db).then(
      (r) => {
        if (r.events || r.logRows) deps.log.info(`Sync history pruned: deletes of ${r.events} events, ${r.logRows} log rows`);
      },
      (e: unknown) => deps.log.warn('Sync history pruning failed; it runs again later', e),
    );
  const first = setTimeout(() => void run(), 60_000);
  const timer = setInterval(() => void run(), everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
