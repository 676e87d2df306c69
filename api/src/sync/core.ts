import {
  applyEffects,
  decide,
  type Decision,
  type Effect,
  type GameView,
  type LoggedResult,
  type Mutation,
  resultConflict,
  reviewEffect,
  winnerSideOf,
} from '@pitchside/sync';
import { codedReason } from '@pitchside/shared';
import type { Tx } from '../db/client';
import type { GameChange } from '../live/hub';
import { bracketGames } from '../stages/advance';
import { gameVersions, insertAudit, loadGameViews, recordNotices, type NoticeDraft } from './queries';
import { goalOwners, lockEventsOfGames, pitchEvents, writeEffectSet, type GameEffects } from './set-queries';
import { writeMatchEffects } from './match-report-queries';
import { reviewStateOf, writeReview } from './review-queries';
import { eventSuspensions, maySuspend, touchGamesWithNewSuspensions, type EventSuspension } from './suspension-queries';

/**
 * The one place a game changes: sync pushes and the admin REST calls both come here, so each rule
 * (written once in @pitchside/sync) is enforced once, with versions, audit and live updates alike.
 */

export interface Actor {
  id: string;
  name: string;
  /**
   * Whether the actor manages the game's event (organiser or site admin): their edits count at once
   * and they may confirm a scorer's result. Decided before the transaction (auth/policy.ts reads
   * outside it). Absent: every game (the paths only organisers reach).
   */
  managesGame?: (gameId: string) => boolean;
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
  if (d.status === 'rejected') return { status: 'rejected', reason: d.reason, code: d.code, ...(d.params ? { params: d.params } : {}) };
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

export interface AuditRow {
  gameId: string;
  userId: string;
  action: string;
  detail: Record<string, unknown>;
  source: 'sync' | 'rest';
  at: Date;
}

/** One mutation of a set, with where it came from (for the audit trail). */
export interface SetItem {
  mutation: Mutation;
  source: ChangeSource;
}

export interface ApplyOptions {
  /** Reject a game of another event (REST paths name the event). */
  eventId?: string;
  /**
   * Write inside a savepoint, so data the database refuses becomes a `rejected` outcome for the set
   * instead of aborting the caller's transaction. Without it (a push batch), a refusal aborts the
   * batch and the caller redoes it one mutation at a time with this option.
   */
  savepoint?: boolean;
}

/**
 * Applies a set of mutations, in order, inside the caller's transaction, with a handful of statements
 * whatever the set's size. Steps (DESIGN.md section 5):
 * 1. find the events of the games named and take their advisory locks, in one fixed order (so the
 *    versions taken below follow commit order, and two sets touching the same events never deadlock);
 * 2. load every game as the rules see it, in one query, and which game each new goal id already has;
 * 3. decide each mutation in order against the games as the earlier ones left them (pure rules); an
 *    edit that would change who a knockout game sent on, once the next round has played, is refused;
 *    one made on a device that saw another score and would decide the game otherwise is a `result`
 *    conflict, and the admins whose result stands get a notice;
 * 4. if something changed: write all effects and audit rows together (every row takes its sync version
 *    from the database's triggers, drizzle/0025_sync-versions-by-trigger.sql); a game whose suspended
 *    players the set changed (a red card in the team's previous game) is touched too, so devices pull it
 *    again; each game's new version is read back for the live updates.
 */
export async function applyMutationSet(tx: Tx, actor: Actor, items: readonly SetItem[], opts: ApplyOptions = {}): Promise<CoreOutcome[]> {
  // 1.
  const gameIds = [...new Set(items.map((i) => i.mutation.args.gameId))];
  const eventOf = await lockEventsOfGames(tx, gameIds);
  // 2.
  const views = await loadGameViews(tx, [...eventOf.keys()]);
  const newGoalIds = items.flatMap((i) => (i.mutation.name === 'goal.add' ? [i.mutation.args.goalId] : []));
  const owners = await goalOwners(tx, newGoalIds);
  const { inBracket, locked } = await bracketGames(tx, [...views.keys()]);
  // Review (issue 21): who counts at once, and which games' results wait for an organiser.
  const manages = (gameId: string) => (actor.managesGame ? actor.managesGame(gameId) : true);
  const review = await reviewStateOf(tx, [...views.keys()]);
  for (const [id, r] of review) if (r.awaiting) views.set(id, { ...views.get(id)!, awaitingConfirmation: true });
  // A move names a pitch: it must be one of the game's own edition.
  const pitchEvent = await pitchEvents(
    tx,
    items.flatMap((i) => (i.mutation.name === 'game.setSchedule' && i.mutation.args.value.pitchId ? [i.mutation.args.value.pitchId] : [])),
  );
  const notices = new Map<string, NoticeDraft>();
  // 3.
  const at = new Date();
  const setter = { by: { id: actor.id, name: actor.name }, at: at.toISOString() };
  const changed = new Map<string, GameEffects>();
  const audits: AuditRow[] = [];
  const outcomes: CoreOutcome[] = [];
  for (const { mutation: m, source } of items) {
    const gameId = m.args.gameId;
    const eventId = eventOf.get(gameId);
    const view = views.get(gameId) ?? null;
    if (!eventId || !view || (opts.eventId && opts.eventId !== eventId)) {
      outcomes.push({ result: { status: 'rejected', ...codedReason('gameNotFound') }, change: null, view: null });
      continue;
    }
    if (m.name === 'goal.add' && !view.goals.some((g) => g.id === m.args.goalId)) {
      const owner = owners.get(m.args.goalId);
      if (owner && owner !== gameId) {
        outcomes.push({ result: { status: 'rejected', ...codedReason('goalOfAnotherGame') }, change: null, view });
        continue;
      }
    }
    if (m.name === 'game.setSchedule' && m.args.value.pitchId && pitchEvent.get(m.args.value.pitchId) !== eventId) {
      outcomes.push({ result: { status: 'rejected', ...codedReason('pitchUnknown') }, change: null, view });
      continue;
    }
    if (m.name === 'game.confirm' && !manages(gameId)) {
      outcomes.push({ result: { status: 'rejected', ...codedReason('notAllowed') }, change: null, view });
      continue;
    }
    const decision = decide(view, m);
    if (decision.status !== 'applied' || decision.effects.length === 0) {
      outcomes.push({ result: toResult(decision), change: null, view });
      continue;
    }
    let after = applyEffects(view, decision.effects, setter);
    const awaiting = reviewEffect(view, after, m, { byOrganiser: manages(gameId), reviewRequired: !!review.get(gameId)?.required });
    if (awaiting) {
      decision.effects.push(awaiting);
      after = applyEffects(after, [awaiting]);
    }
    // A result entered late (the next game was placed by hand and played first) is not a change.
    const sent = winnerSideOf(view);
    if (locked.has(gameId) && sent !== null && sent !== winnerSideOf(after)) {
      outcomes.push({ result: { status: 'rejected', ...codedReason('knockoutResultLocked') }, change: null, view });
      continue;
    }
    const held = inBracket.has(gameId) ? resultConflict(view, m, after) : null;
    if (held) {
      const standing = view.status === 'completed' ? (view.setters?.status ?? null) : null;
      outcomes.push({
        result: { status: 'conflict', field: 'result', current: held.current, setBy: standing?.by ?? null, setAt: standing?.at ?? null },
        change: null,
        view,
      });
      // The admins whose result stands are told on their next pull; one notice per game and set.
      notices.set(gameId, { eventId, gameId, theirs: held.theirs, current: held.current });
      continue;
    }
    views.set(gameId, after);
    if (m.name === 'goal.add') owners.set(m.args.goalId, gameId);
    const entry = changed.get(gameId) ?? { view, effects: [] };
    entry.effects.push(...decision.effects);
    changed.set(gameId, entry);
    audits.push({ gameId, userId: actor.id, action: m.name, detail: auditDetail(m, decision.effects, source), source: source.kind, at });
    // The version is known once the set is written (the database assigns it); filled in below.
    outcomes.push({ result: { status: 'applied' }, change: { eventId, gameId, version: 0 }, view: after });
  }
  if (notices.size > 0) await recordNotices(tx, { id: actor.id, name: actor.name }, [...notices.values()]);
  if (changed.size === 0) return outcomes;
  // 4.
  const write = async (w: Tx) => {
    // Who sits out which game, before the set, for the events where it may change (a card, a result).
    const before = new Map<string, EventSuspension[]>();
    for (const [gameId, { effects }] of changed) {
      const eventId = eventOf.get(gameId)!;
      if (!before.has(eventId) && maySuspend(effects)) before.set(eventId, await eventSuspensions(w, eventId));
    }
    await writeEffectSet(w, [...changed.values()], { userId: actor.id, at });
    await writeMatchEffects(w, [...changed.values()], { userId: actor.id, at });
    await writeReview(w, reviewRows(changed), { userId: actor.id, at });
    await touchGamesWithNewSuspensions(w, before, at);
    await insertAudit(w, audits);
    return gameVersions(w, [...changed.keys()]);
  };
  let versions: Map<string, number>;
  if (!opts.savepoint) versions = await write(tx);
  else {
    try {
      versions = await tx.transaction(write);
    } catch (e) {
      if (!isIntegrityError(e)) throw e;
      return outcomes.map((o) =>
        o.change ? { result: { status: 'rejected' as const, ...codedReason('databaseRefused') }, change: null, view: null } : o,
      );
    }
  }
  for (const o of outcomes) if (o.change) o.change.version = versions.get(o.change.gameId) ?? 0;
  return outcomes;
}

/** Each game whose wait for confirmation the set changed, with the value it left. */
function reviewRows(changed: ReadonlyMap<string, GameEffects>): { gameId: string; awaiting: boolean }[] {
  return [...changed].flatMap(([gameId, { effects }]) => {
    const last = effects.findLast((e) => e.type === 'game.awaiting');
    return last?.type === 'game.awaiting' ? [{ gameId, awaiting: last.value }] : [];
  });
}

/** One mutation through the set path, in a savepoint: the REST calls of the Games Manager. */
export async function applyGameMutation(
  tx: Tx,
  actor: Actor,
  m: Mutation,
  source: ChangeSource,
  opts: Omit<ApplyOptions, 'savepoint'> = {},
): Promise<CoreOutcome> {
  const [outcome] = await applyMutationSet(tx, actor, [{ mutation: m, source }], { ...opts, savepoint: true });
  return outcome!;
}
