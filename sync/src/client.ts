import { MSG, statusCode, zodReason } from '@pitchside/shared';
import { applyMutation, findPossibleDuplicateGoal, type GameView } from './apply';
import {
  MutationInputError,
  type PullOutcome,
  type PushOutcome,
  type SyncClient,
  type SyncClientOptions,
  type SyncStatus,
} from './client-types';
import { MUTATION_ARGS, mutationGameId, type Mutation, type MutationName } from './mutations';
import { resultOf } from './result';
import { OTHER_ADMIN_CODE, pullResponseSchema, pushResponseSchema, type LoggedResult } from './protocol';
import { createSettling } from './settle';
import type { NewMutation, PendingMutation } from './store';
import { buildGameView, replayPending, withOtherAdminsGoals } from './view';

export * from './client-types';

/**
 * The device's outbox engine (DESIGN.md section 5): mutations are queued with increasing ids, pushed
 * in order, dropped once the server has answered them, and retried with back-off while the network
 * or the server is down. Storage and HTTP are injected, so the same engine runs over Dexie in the PWA
 * and over memory in tests.
 */

const defaultSchedule = (run: () => void, ms: number) => {
  const t = setTimeout(run, ms);
  (t as { unref?: () => void }).unref?.();
  return () => clearTimeout(t);
};

/** Without a device-wide lock, this engine's own pushes and pulls still run one at a time. */
function chainLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

const isTemporary = (status: number) => status >= 500 || status === 408 || status === 429;

/** 401, or the server saying another admin is signed in: either way the outbox waits for its admin. */
const needsSignIn = (res: { status: number; body: unknown }) =>
  res.status === 401 || (res.status === 409 && (res.body as { code?: unknown } | null)?.code === OTHER_ADMIN_CODE);

function messageOf(body: unknown, fallback: string): string {
  const m = (body as { message?: unknown } | null)?.message;
  return typeof m === 'string' ? m : fallback;
}

/** The code (and values) of a failed answer, which the app translates; the status's code without one. */
function errorCodeOf(res: { status: number; body: unknown }): Pick<SyncStatus, 'errorCode' | 'errorParams'> {
  const b = res.body as { code?: unknown; params?: unknown } | null;
  const code = typeof b?.code === 'string' ? b.code : statusCode(res.status);
  const params = b?.params && typeof b.params === 'object' ? (b.params as Record<string, string>) : null;
  return { errorCode: code, errorParams: params };
}

export function createSyncClient(opts: SyncClientOptions): SyncClient {
  const { store, transport, userId } = opts;
  let clientId = opts.clientId;
  const owner = userId ? { userId } : {};
  const now = opts.now ?? (() => new Date());
  const schedule = opts.schedule ?? defaultSchedule;
  const backoff = opts.backoff ?? { baseMs: 1000, maxMs: 60_000 };
  const batchSize = opts.batchSize ?? 100;
  const autoPush = opts.autoPush ?? true;
  const runExclusive = opts.runExclusive ?? chainLock();
  const { settleResults, eventOf, settleCovered } = createSettling(store, now);
  const transaction = opts.transaction ?? (<T>(work: () => Promise<T>) => work());

  let state: SyncStatus = {
    online: true,
    pending: 0,
    lastSyncAt: null,
    attention: [],
    signInRequired: false,
    pushing: false,
    nextRetryAt: null,
    error: null,
    errorCode: null,
    errorParams: null,
    gap: null,
  };
  const listeners = new Set<(s: SyncStatus) => void>();
  let inFlight: Promise<PushOutcome> | null = null;
  let pushAgain = false;
  let refreshTail: Promise<unknown> = Promise.resolve();
  let failures = 0;
  let cancelRetry: (() => void) | null = null;
  let disposed = false;

  const emit = (patch: Partial<SyncStatus>) => {
    state = { ...state, ...patch };
    for (const l of listeners) l(state);
  };

  /**
   * Reads counts from the store. Refreshes run one after another: two may overlap (a push ending
   * while an edit is queued), and an older read of the outbox finishing last would show 0 pending
   * over a newer edit.
   */
  const refresh = (): Promise<SyncStatus> => {
    const run = refreshTail.then(async () => {
      const [pending, attention, meta] = await Promise.all([store.listPending(), store.listAttention(), store.getMeta()]);
      emit({ pending: pending.filter((m) => !m.confirmed).length, attention, lastSyncAt: meta.lastSyncAt });
      return state;
    });
    refreshTail = run.catch(() => undefined);
    return run;
  };

  const markSynced = async () => {
    const at = now().toISOString();
    await store.setMeta({ lastSyncAt: at });
    emit({ lastSyncAt: at });
  };

  const scheduleRetry = () => {
    failures += 1;
    const delay = Math.min(backoff.baseMs * 2 ** (failures - 1), backoff.maxMs);
    cancelRetry?.();
    if (disposed) return;
    emit({ nextRetryAt: new Date(now().getTime() + delay).toISOString() });
    cancelRetry = schedule(() => {
      cancelRetry = null;
      void push();
    }, delay);
  };

  const clearRetry = () => {
    failures = 0;
    cancelRetry?.();
    cancelRetry = null;
    if (state.nextRetryAt) emit({ nextRetryAt: null });
  };

  const pushOnce = async (): Promise<PushOutcome> => {
    let settledTotal = 0;
    for (;;) {
      if (state.signInRequired) return { kind: 'signInRequired' };
      const pending = (await store.listPending()).filter((m) => !m.confirmed);
      if (pending.length === 0) {
        clearRetry();
        return settledTotal ? { kind: 'pushed', settled: settledTotal } : { kind: 'idle' };
      }
      const batch = pending.slice(0, batchSize);
      let res;
      try {
        res = await transport.push({ clientId, ...owner, mutations: batch.map(({ id, name, args }) => ({ id, name, args })) });
      } catch {
        // No answer: the server may or may not have applied it; the same ids go again later.
        emit({ online: false });
        scheduleRetry();
        return { kind: 'offline' };
      }
      emit({ online: true });
      if (needsSignIn(res)) {
        clearRetry();
        emit({ signInRequired: true });
        return { kind: 'signInRequired' };
      }
      if (isTemporary(res.status)) {
        scheduleRetry();
        return { kind: 'retrying', status: res.status };
      }
      if (res.status !== 200) {
        const message = messageOf(res.body, `Sync failed (${res.status})`);
        emit({ error: message, ...errorCodeOf(res) });
        scheduleRetry();
        return { kind: 'failed', message };
      }
      const parsed = pushResponseSchema.safeParse(res.body);
      if (!parsed.success) {
        scheduleRetry();
        return { kind: 'retrying', status: res.status };
      }
      const answer = parsed.data;
      const settled = await settleResults(
        batch,
        answer.results.map((r) => ({ id: r.id, outcome: r.status === 'duplicate' ? r.result : (r as LoggedResult) })),
      );
      await store.ensureMutationIdAbove(answer.lastMutationId);
      settledTotal += settled;
      await markSynced();
      if (answer.gap) {
        const message = MSG.syncGap;
        const fromId = answer.gap.expected;
        const unsent = (await store.listPending()).filter((m) => !m.confirmed || m.id >= fromId).length;
        emit({ error: message, errorCode: 'syncGap', errorParams: null, gap: { expected: fromId, unsent } });
        return { kind: 'failed', message };
      }
      if (state.error || state.gap) emit({ error: null, errorCode: null, errorParams: null, gap: null });
      if (settled === 0) {
        // An answer that settles nothing would loop forever; wait for the next trigger instead.
        scheduleRetry();
        return { kind: 'retrying', status: res.status };
      }
    }
  };

  /** A push while already holding the lock (inside a pull): joining `inFlight` would wait for ourselves. */
  const pushHoldingLock = async (): Promise<PushOutcome> => {
    emit({ pushing: true });
    try {
      return await pushOnce();
    } finally {
      emit({ pushing: false });
      await refresh();
    }
  };

  /**
   * A push asked for while one runs joins it, and the running one goes round once more when it ends:
   * it may already have looked at the outbox for the last time, and the new edit must not wait for
   * the next trigger (a retry timer, coming online).
   */
  const push = (): Promise<PushOutcome> => {
    if (inFlight) {
      pushAgain = true;
      return inFlight;
    }
    const runs = async (): Promise<PushOutcome> => {
      let settled = 0;
      let outcome: PushOutcome;
      do {
        pushAgain = false;
        outcome = await runExclusive(pushHoldingLock);
        if (outcome.kind === 'pushed') settled += outcome.settled;
        // Offline, retrying or paused: the scheduled retry or the next sign-in pushes again.
      } while (pushAgain && !disposed && (outcome.kind === 'pushed' || outcome.kind === 'idle'));
      return settled && (outcome.kind === 'pushed' || outcome.kind === 'idle') ? { kind: 'pushed', settled } : outcome;
    };
    inFlight = runs().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const pullHoldingLock = async (scope: string): Promise<PullOutcome> => {
    const cookie = await store.getCookie(scope);
    let res;
    try {
      res = await transport.pull({ scope, clientId, cookie, ...owner });
    } catch {
      emit({ online: false });
      return { kind: 'offline' };
    }
    emit({ online: true });
    if (needsSignIn(res)) {
      emit({ signInRequired: true });
      return { kind: 'signInRequired' };
    }
    if (isTemporary(res.status)) return { kind: 'retrying', status: res.status };
    if (res.status !== 200) return { kind: 'failed', message: messageOf(res.body, `Sync failed (${res.status})`) };
    const parsed = pullResponseSchema.safeParse(res.body);
    if (!parsed.success) return { kind: 'retrying', status: res.status };
    const answer = parsed.data;
    // The outbox is not part of the pulled state: a reset replaces rows, never pending edits.
    await store.applyPull(scope, answer);
    // Another admin's edit of a game whose result this admin made was held: they are told too.
    if (answer.notices?.length) {
      const receivedAt = now().toISOString();
      await store.settle({
        drop: [],
        attention: answer.notices.map((n) => ({
          mutationId: -n.id,
          name: 'game.setStatus' as const,
          args: { gameId: n.gameId },
          kind: 'notice' as const,
          notice: n,
          receivedAt,
        })),
      });
    }
    await store.ensureMutationIdAbove(answer.lastMutationId);
    await markSynced();
    const processed = (await store.listPending()).filter((m) => m.id <= answer.lastMutationId);
    // Confirmed rows of this event are now part of the pulled state: drop them. A confirmed edit of
    // another event stays (and keeps showing) until that event is pulled, or its goal would vanish.
    await settleCovered(scope, processed);
    if (processed.some((m) => !m.confirmed)) {
      // Processed, but their answer was lost: pushing them again is answered from the server's log
      // (no second apply) and says which conflicted or were rejected, which the bare id cannot.
      await pushHoldingLock();
      const nowProcessed = (await store.listPending()).filter((m) => m.id <= answer.lastMutationId);
      await settleCovered(scope, nowProcessed);
    }
    await refresh();
    return { kind: 'pulled', reset: answer.reset === true, changes: answer.patch.length };
  };

  const pull = (scope: string): Promise<PullOutcome> => runExclusive(() => pullHoldingLock(scope));

  const validate = (name: MutationName, args: unknown) => {
    const parsed = MUTATION_ARGS[name].safeParse(args);
    if (!parsed.success) {
      const { reason, code, params } = zodReason(parsed.error.issues[0]?.message, 'invalidChange');
      throw new MutationInputError(reason, code, params);
    }
    return parsed.data;
  };

  const afterQueued = async () => {
    await refresh();
    if (autoPush && !state.signInRequired) void push();
  };

  const viewsFor = async (scope: string, onlyGameId?: string): Promise<GameView[]> => {
    const [games, goals, saves, teams, pending, others] = await Promise.all([
      store.listRows('game', scope),
      store.listRows('goal', scope),
      store.listRows('save', scope),
      store.listRows('team', scope),
      store.listPending(),
      store.listOtherAdminsEdits?.() ?? [],
    ]);
    const ofGame = (gameId: string) => (m: { args: unknown }) => mutationGameId(m) === gameId;
    return games
      .filter((g) => !onlyGameId || g.id === onlyGameId)
      .map((g) =>
        withOtherAdminsGoals(
          replayPending(buildGameView(g, goals, saves, teams), pending.filter(ofGame(g.id))),
          others.filter(ofGame(g.id)),
        ),
      );
  };

  const gameView = async (gameId: string) => {
    const game = await store.getRow('game', gameId);
    if (!game) return null;
    return (await viewsFor(game.eventId, gameId))[0] ?? null;
  };

  /**
   * Each goal and each completion carries the score the admin saw when making it (the game as shown,
   * with this device's earlier edits, the batch's included): on a knockout game another device
   * completed meanwhile, the server holds an edit that would decide it otherwise (sync/PROTOCOL.md).
   */
  const withSeen = async (edits: NewMutation[]) => {
    const views = new Map<string, GameView | null>();
    for (const e of edits) {
      const gameId = mutationGameId(e);
      if (!gameId) continue;
      if (!views.has(gameId)) {
        const view = await gameView(gameId);
        // Goals another admin left queued on this device are shown, but the server has not seen them.
        views.set(gameId, view && { ...view, goals: view.goals.filter((g) => !g.waitingFor) });
      }
      const view = views.get(gameId);
      if (!view) continue;
      const args = e.args as { status?: string; seen?: unknown };
      const completes = e.name === 'game.setStatus' && args.status === 'completed';
      if ((e.name === 'goal.add' || e.name === 'goal.remove' || completes) && args.seen === undefined)
        e.args = { ...args, seen: resultOf(view) };
      views.set(gameId, applyMutation(view, { name: e.name, args: e.args } as Mutation).view);
    }
    return edits;
  };

  return {
    get clientId() {
      return clientId;
    },
    async mutate(name, args) {
      const checked = validate(name, args);
      const [edit] = await withSeen([{ name, args: checked, createdAt: now().toISOString(), eventId: await eventOf({ args: checked }) }]);
      const row = await store.appendMutation(edit!);
      await afterQueued();
      return row;
    },
    async mutateAll(edits) {
      // Every edit is checked before any is written, so a bad one leaves nothing half-queued.
      const checked: NewMutation[] = [];
      const createdAt = now().toISOString();
      for (const e of edits) checked.push({ name: e.name, args: validate(e.name, e.args), createdAt });
      for (const e of checked) e.eventId = await eventOf(e);
      await withSeen(checked);
      const rows = await transaction(async () => {
        const out: PendingMutation[] = [];
        for (const e of checked) out.push(await store.appendMutation(e));
        return out;
      });
      await afterQueued();
      return rows;
    },
    push,
    pull,
    async sync(scope) {
      const pushed = await push();
      const pulled = await pull(scope);
      return { push: pushed, pull: pulled };
    },
    gameView,
    gameViews: (scope) => viewsFor(scope),
    async possibleDuplicateGoal(gameId, candidate) {
      const view = await gameView(gameId);
      // The goal is this device's admin's unless the caller says whose it is.
      return view ? findPossibleDuplicateGoal(view, { ...candidate, recordedBy: candidate.recordedBy ?? userId ?? null }) : null;
    },
    async resolve(mutationId, resolution) {
      const item = (await store.listAttention()).find((a) => a.mutationId === mutationId);
      if (!item) return null;
      let replacement: NewMutation | undefined;
      if (item.kind === 'duplicate') {
        // "Remove mine" removes this admin's copy of the goal; anything else keeps both.
        const args = item.args as { gameId: string; goalId: string };
        if (resolution === 'removeMine')
          replacement = {
            name: 'goal.remove',
            args: { gameId: args.gameId, goalId: args.goalId },
            createdAt: now().toISOString(),
            eventId: await eventOf(item),
          };
      } else if (resolution === 'keepMine') {
        if (item.kind !== 'conflict' || !item.conflict)
          throw new MutationInputError('Only a conflict can be kept; a rejected edit can only be discarded');
        // The admin has now seen the server's value, so it becomes the expected value of the retry.
        replacement = {
          name: item.name,
          args: { ...(item.args as object), expected: item.conflict.current },
          createdAt: now().toISOString(),
          eventId: await eventOf(item),
        };
        if (item.conflict.field === 'result') {
          // A held result: the score seen is now the game as this device shows it (the server's,
          // with the edits kept before this one), so the edit applies on top of what stands.
          const { seen: _old, ...args } = item.args as { seen?: unknown };
          replacement.args = args;
          await withSeen([replacement]);
        }
      }
      const row = await store.resolveAttention(mutationId, replacement);
      await refresh();
      if (row && autoPush) void push();
      return row;
    },
    async startOver() {
      const gap = state.gap;
      if (!gap || !store.startOver) return { kind: 'idle' };
      await runExclusive(async () => {
        const next = opts.newClientId?.() ?? globalThis.crypto.randomUUID();
        await store.startOver!(gap.expected, next);
        clientId = next;
        emit({ gap: null, error: null, errorCode: null, errorParams: null });
      });
      clearRetry();
      await refresh();
      return push();
    },
    async resume() {
      emit({ signInRequired: false });
      clearRetry();
      return push();
    },
    setOnline(online) {
      emit({ online });
      if (online && !state.signInRequired) {
        clearRetry();
        void push();
      }
    },
    status: () => state,
    subscribe(listener) {
      listeners.add(listener);
      listener(state);
      return () => listeners.delete(listener);
    },
    refresh,
    dispose() {
      disposed = true;
      cancelRetry?.();
      cancelRetry = null;
      listeners.clear();
    },
  };
}
