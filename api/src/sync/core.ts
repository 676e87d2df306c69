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

/**
 * Postgres errors caused by the data itself, which no retry will fix: integrity violations (class 23)
 * and data exceptions (class 22: a number out of range, a NUL in text). They become rejections, so
 * one bad edit never blocks the queue behind it.
 */
export function isIntegrityError(e: unknown): boolean {
  for (let cur: unknown = e; cur; cur = (cur as { cause?: unknown }).cause) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('23') || code.startsWith('22'))) return true;
  }
  return false;
}

function auditDetail(m: Mutation, effects: readonly Effect[], source: ChangeSource): Record<string, unknown> {
  return { args: m.args, effects, ...(source.kind === 'sync' ? { clientId: source.clientId, mutationId: source.mutationId } : {}) };
}

/** Games already locked and loaded in the current transaction, kept current as mutations apply. */
export type GameCache = Map<string, { eventId: string; view: GameView }>;

export interface AuditRow {
  gameId: string;
  userId: string;
  action: string;
  detail: Record<string, unknown>;
  source: 'sync' | 'rest';
  at: Date;
}

export interface ApplyOptions {
  /** Reject a game of another event (REST paths name the event). */
  eventId?: string;
  /**
   * Batch mode, for a push processing many mutations in one transaction: games come from and go back
   * to the cache (their event lock is already held), audit rows are collected for one insert, and no
   * savepoint is taken, so a database refusal aborts the batch and the caller redoes it one by one.
   */
  batch?: { cache: GameCache; audits: AuditRow[] };
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
  opts: ApplyOptions = {},
): Promise<CoreOutcome> {
  const batch = opts.batch;
  // 1. and 2. (one round trip), unless this transaction already holds the game.
  let cached = batch?.cache.get(m.args.gameId);
  if (!cached) {
    const eventId = await lockGameEvent(tx, m.args.gameId);
    if (!eventId || (opts.eventId && opts.eventId !== eventId)) {
      return { result: { status: 'rejected', reason: GAME_NOT_FOUND }, change: null, view: null };
    }
    // 3.
    const loaded = await loadGameView(tx, m.args.gameId);
    if (!loaded) return { result: { status: 'rejected', reason: GAME_NOT_FOUND }, change: null, view: null };
    cached = { eventId, view: loaded };
    batch?.cache.set(m.args.gameId, cached);
  } else if (opts.eventId && opts.eventId !== cached.eventId) {
    return { result: { status: 'rejected', reason: GAME_NOT_FOUND }, change: null, view: null };
  }
  const { eventId, view } = cached;
  // A goal id is global: one already used in another game is refused. In batch mode the primary key
  // refuses it instead, and the one-by-one redo gives the precise reason.
  if (m.name === 'goal.add' && !batch && !view.goals.some((g) => g.id === m.args.goalId)) {
    const owner = await goalGameId(tx, m.args.goalId);
    if (owner && owner !== m.args.gameId)
      return { result: { status: 'rejected', reason: 'This goal id belongs to another game' }, change: null, view };
  }
  const decision = decide(view, m);
  if (decision.status !== 'applied' || decision.effects.length === 0) return { result: toResult(decision), change: null, view };
  // 4.
  const at = new Date();
  const audit: AuditRow = {
    gameId: view.id,
    userId: actor.id,
    action: m.name,
    detail: auditDetail(m, decision.effects, source),
    source: source.kind,
    at,
  };
  const write = async (w: Tx) => {
    const v = await nextVersion(w);
    await writeEffects(w, view, decision.effects, { userId: actor.id, at, version: v });
    if (batch) batch.audits.push(audit);
    else await insertAudit(w, audit);
    return v;
  };
  let version: number;
  if (batch) {
    version = await write(tx);
  } else {
    try {
      version = await tx.transaction(write);
    } catch (e) {
      if (!isIntegrityError(e)) throw e;
      return { result: { status: 'rejected', reason: 'The database refused this change (invalid data)' }, change: null, view };
    }
  }
  // The pure rules give the game after the change: no second read.
  const after = applyEffects(view, decision.effects, { by: { id: actor.id, name: actor.name }, at: at.toISOString() });
  batch?.cache.set(view.id, { eventId, view: after });
  return { result: { status: 'applied' }, change: { eventId, gameId: view.id, version }, view: after };
}
