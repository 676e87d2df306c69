import {
  applyEffects,
  decide,
  GAME_NOT_FOUND,
  type Decision,
  type Effect,
  type GameView,
  type LoggedResult,
  type Mutation,
} from '@pitchside/sync';
import type { Tx } from '../db/client';
import type { GameChange } from '../live/hub';
import { goalGameId, insertAudit, loadGameView, lockGameEvent, nextVersion, writeEffects } from './queries';

/**
 * The one place a game changes: sync pushes and the admin REST calls both come here, so each rule
 * (written once in @pitchside/sync) is enforced once, with versions, audit and live updates alike.
 */

export interface Actor {
  id: string;
  name: string;
}

export type ChangeSource = { kind: 'sync'; clientId: string; mutationId: number } | { kind: 'rest' };

export interface CoreOutcome {
  result: LoggedResult;
  /** Set when something changed: publish it to fans after the transaction commits. */
  change: GameChange | null;
  /** The game after the mutation (null when it does not exist). */
  view: GameView | null;
}

function toResult(d: Decision): LoggedResult {
  if (d.status === 'applied') return { status: 'applied' };
  if (d.status === 'rejected') return { status: 'rejected', reason: d.reason };
  return { status: 'conflict', field: d.field, current: d.current, setBy: d.setBy, setAt: d.setAt };
}

/** Postgres integrity errors (class 23): bad data that no retry will fix. */
function isIntegrityError(e: unknown): boolean {
  for (let cur: unknown = e; cur; cur = (cur as { cause?: unknown }).cause) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('23')) return true;
  }
  return false;
}

function auditDetail(m: Mutation, effects: readonly Effect[], source: ChangeSource): Record<string, unknown> {
  return { args: m.args, effects, ...(source.kind === 'sync' ? { clientId: source.clientId, mutationId: source.mutationId } : {}) };
}

/**
 * Applies one mutation inside the caller's transaction. Steps (DESIGN.md section 5):
 * 1. find the game's event (optionally requiring a given event);
 * 2. take the event's advisory lock, so the version taken below follows commit order;
 * 3. load the game as the rules see it, and decide;
 * 4. if something changes: take the next version, write the effects and the audit row, in a
 *    savepoint so data the database refuses becomes a rejection rather than a stuck queue.
 */
export async function applyGameMutation(
  tx: Tx,
  actor: Actor,
  m: Mutation,
  source: ChangeSource,
  opts: { eventId?: string } = {},
): Promise<CoreOutcome> {
  // 1.
  // 2. (one round trip with 1.)
  const eventId = await lockGameEvent(tx, m.args.gameId);
  if (!eventId || (opts.eventId && opts.eventId !== eventId)) {
    return { result: { status: 'rejected', reason: GAME_NOT_FOUND }, change: null, view: null };
  }
  // 3.
  const view = await loadGameView(tx, m.args.gameId);
  if (m.name === 'goal.add') {
    const owner = view?.goals.some((g) => g.id === m.args.goalId) ? view.id : await goalGameId(tx, m.args.goalId);
    if (owner && owner !== m.args.gameId)
      return { result: { status: 'rejected', reason: 'This goal id belongs to another game' }, change: null, view };
  }
  const decision = decide(view, m);
  if (decision.status !== 'applied' || decision.effects.length === 0 || !view) return { result: toResult(decision), change: null, view };
  // 4.
  const at = new Date();
  try {
    const version = await tx.transaction(async (sp) => {
      const v = await nextVersion(sp);
      await writeEffects(sp, view, decision.effects, { userId: actor.id, at, version: v });
      await insertAudit(sp, {
        gameId: view.id,
        userId: actor.id,
        action: m.name,
        detail: auditDetail(m, decision.effects, source),
        source: source.kind,
        at,
      });
      return v;
    });
    // The pure rules give the game after the change: no second read.
    const after = applyEffects(view, decision.effects, { by: { id: actor.id, name: actor.name }, at: at.toISOString() });
    return { result: { status: 'applied' }, change: { eventId, gameId: view.id, version }, view: after };
  } catch (e) {
    if (!isIntegrityError(e)) throw e;
    return { result: { status: 'rejected', reason: 'The database refused this change (invalid data)' }, change: null, view };
  }
}
