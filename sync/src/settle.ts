import { likelyDuplicates } from './duplicates';
import { mutationGameId } from './mutations';
import type { LoggedResult } from './protocol';
import type { AttentionItem, PendingMutation, SyncStore } from './store';

/**
 * How the outbox is settled by the server's answers: after a push (applied edits stay as confirmed,
 * conflicts and rejections go to "needs attention") and after a pull (confirmed edits the pulled
 * state now holds are dropped, goals that look like another goal of the same play are flagged).
 */
export function createSettling(store: SyncStore, now: () => Date) {
  /**
   * Applied mutations stay as confirmed until a pull brings their effect; conflicts and rejections
   * leave the outbox for the "needs attention" list.
   */
  const settleResults = async (batch: PendingMutation[], results: { id: number; outcome: LoggedResult }[]) => {
    const byId = new Map(batch.map((m) => [m.id, m]));
    const drop: number[] = [];
    const confirm: number[] = [];
    const attention: AttentionItem[] = [];
    const receivedAt = now().toISOString();
    for (const { id, outcome } of results) {
      const m = byId.get(id);
      if (!m) continue;
      if (outcome.status === 'applied') confirm.push(id);
      else drop.push(id);
      if (outcome.status === 'rejected')
        attention.push({
          mutationId: id,
          name: m.name,
          args: m.args,
          kind: 'rejected',
          reason: outcome.reason,
          ...(outcome.code ? { code: outcome.code } : {}),
          ...(outcome.params ? { params: outcome.params } : {}),
          receivedAt,
        });
      if (outcome.status === 'conflict') {
        const { status: _s, ...conflict } = outcome;
        attention.push({ mutationId: id, name: m.name, args: m.args, kind: 'conflict', conflict, receivedAt });
      }
    }
    await store.settle({ drop, confirm, attention });
    return drop.length + confirm.length;
  };

  /** The event a queued edit's game is in: recorded when queued, else from the stored game row. */
  const eventOf = async (m: { args: unknown; eventId?: string }): Promise<string | undefined> => {
    if (m.eventId) return m.eventId;
    const gameId = mutationGameId(m);
    return gameId ? (await store.getRow('game', gameId))?.eventId : undefined;
  };

  /**
   * Confirmed rows a pull of `scope` has brought into the pulled state. A row whose game the device
   * holds in no event shows on no screen, so any pull that covers its id may drop it.
   */
  const coveredBy = async (scope: string, processed: readonly PendingMutation[]): Promise<number[]> => {
    const ids: number[] = [];
    for (const m of processed) {
      if (!m.confirmed) continue;
      const eventId = await eventOf(m);
      if (eventId === undefined || eventId === scope) ids.push(m.id);
    }
    return ids;
  };

  /** Drops what the pull covered, flagging goals that look like another goal of the same play. */
  const settleCovered = async (scope: string, processed: readonly PendingMutation[]) => {
    const drop = await coveredBy(scope, processed);
    const dropped = new Set(drop);
    const goals = await store.listRows('goal', scope);
    const attention = likelyDuplicates(
      processed.filter((m) => dropped.has(m.id)),
      (gameId) => goals.filter((g) => g.gameId === gameId),
      now().toISOString(),
    );
    await store.settle({ drop, attention });
  };

  return { settleResults, eventOf, settleCovered };
}
