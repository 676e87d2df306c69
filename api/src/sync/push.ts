import {
  mutationGameId,
  ORGANISER_MUTATIONS,
  parseMutation,
  type LoggedResult,
  type MutationName,
  type MutationResult,
  type PushRequestIn,
  type PushResponse,
} from '@pitchside/sync';
import { codedReason } from '@pitchside/shared';
import type { CurrentUser, Deps } from '../context';
import type { Tx } from '../db/client';
import { retryOnConflict } from '../db/retry';
import { assertUser } from '../auth/middleware';
import { hasAccess, scorableGames } from '../auth/policy';
import { forbidden } from '../lib/errors';
import type { GameChange } from '../live/hub';
import { metricsOf } from '../metrics/metrics';
import { advanceAfterGameChanges } from '../stages/advance';
import { applyMutationSet, isIntegrityError, type Actor, type SetItem } from './core';
import { editTooLarge, fitsEditLimits } from './edit-size';
import { loggable, loggedArgs, loggedName, sameEdit } from './mutation-log';
import { claimClient, findClient, lockClient, loggedMutations, recordMutations, type MutationLogRow } from './queries';
import { assertOwner, publishChanges } from './service';

/** Mutations applied per transaction: commits are amortised while event locks are held briefly. */
export const PUSH_BATCH = 50;

type PushStep = { results: MutationResult[]; changes: GameChange[]; last: number; gap?: PushResponse['gap'] };

/** Lets requests that arrived meanwhile run (PGlite has one connection: a long push would hold it throughout). */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * POST /api/sync/push. Steps (DESIGN.md section 5):
 * 1. the caller may score games (auth/policy.ts), or pushed from this device before (a scorer whose
 *    role ended has their edits refused one by one below, kept on the device, not refused as a
 *    whole); the owner the device names (if any) is the caller; the client id is theirs (claimed by
 *    the first person who uses it);
 * 2. in a transaction: lock the client row and read last_mutation_id;
 * 3. an id already seen is answered from the log, never applied again; if what was sent under it
 *    differs from what was logged, it is rejected (the device reused an id), never taken as done;
 * 4. an id past last+1 is a gap: stop, leaving it and the rest for the device to resend;
 * 5. args over the size limits, bad args, a game the caller may not score now (`notAllowed`) or a
 *    broken rule: logged `rejected`, the id still advances;
 * 6. otherwise apply through the mutation core (applied or conflict), the batch as one set;
 * 7. log the results and advance last_mutation_id in the same transaction as the effects;
 * 8. after each commit, publish the changes to fans.
 *
 * Mutations go in batches of up to 50 per transaction rather than one each (DESIGN.md asks one per
 * mutation): every mutation is still all-or-nothing with its log row and id, since they share the
 * transaction, and a failed batch is simply not acknowledged, so the device sends it again. A batch
 * the database refuses (an integrity error) is redone one mutation per transaction, where the
 * refused one becomes a `rejected` and the others apply. A deadlock or serialization failure is
 * retried (every transaction is, db/retry.ts), and other requests get a turn between batches.
 */
export async function push(deps: Deps, user: CurrentUser | null, req: PushRequestIn): Promise<PushResponse> {
  // 1.
  const actor = assertUser(user);
  assertOwner(actor, req.userId);
  const db = deps.database.db;
  const auth = { deps, user: actor };
  if (!(await hasAccess(auth, 'game.score')) && (await findClient(db, req.clientId))?.userId !== actor.id) throw forbidden('notAllowed');
  const owner = await retryOnConflict(() => claimClient(db, req.clientId, actor.id));
  if (owner.userId !== actor.id) throw forbidden('deviceOwnedByOther');
  const who: Actor = { id: actor.id, name: actor.fullName };

  const sorted = [...req.mutations].sort((a, b) => a.id - b.id);
  const results: MutationResult[] = [];
  let lastMutationId = owner.lastMutationId;
  for (let i = 0; i < sorted.length; i += PUSH_BATCH) {
    if (i > 0) await yieldToOthers();
    const chunk = sorted.slice(i, i + PUSH_BATCH);
    // The caller's roles as this request found them: a role revoked before it refuses its edits one by one.
    const scorable = await scorableGames(
      auth,
      chunk.map((m) => mutationGameId({ args: m.args }) ?? ''),
    );
    // Games whose event the caller manages: their results count at once, and only they confirm a scorer's (issue 21).
    const managed = await scorableGames(
      auth,
      chunk.map((m) => mutationGameId({ args: m.args }) ?? ''),
      'event.manage',
    );
    const allowed = (name: MutationName, gameId: string) => (ORGANISER_MUTATIONS.has(name) ? managed : scorable).has(gameId);
    const chunkActor: Actor = { ...who, managesGame: (gameId) => managed.has(gameId) };
    const run = (mutations: PushRequestIn['mutations'], savepoint: boolean) =>
      db.transaction((tx) => processMutations(tx, chunkActor, req.clientId, mutations, savepoint, allowed));
    let step: PushStep;
    try {
      step = await run(chunk, false);
    } catch (e) {
      if (!isIntegrityError(e)) throw e;
      step = { results: [], changes: [], last: lastMutationId };
      for (const m of chunk) {
        const one = await run([m], true);
        step.results.push(...one.results);
        step.changes.push(...one.changes);
        step.last = one.last;
        if (one.gap) {
          step.gap = one.gap;
          break;
        }
      }
    }
    results.push(...step.results);
    lastMutationId = Math.max(lastMutationId, step.last);
    // 8.
    await publishChanges(deps, latestPerGame(step.changes));
    if (step.gap) return counted(deps, { lastMutationId, results, gap: step.gap });
  }
  return counted(deps, { lastMutationId, results });
}

/** The push's answer, counted in the metrics (a push that failed counts as a failed request). */
function counted(deps: Deps, res: PushResponse): PushResponse {
  const m = metricsOf(deps);
  m.pushes.inc({ outcome: res.gap ? 'gap' : 'done' });
  for (const r of res.results) m.mutations.inc({ status: r.status });
  return res;
}

/** Steps 2 to 7 for a run of mutations inside one transaction. */
async function processMutations(
  tx: Tx,
  actor: Actor,
  clientId: string,
  mutations: PushRequestIn['mutations'],
  savepoint: boolean,
  allowed: (name: MutationName, gameId: string) => boolean,
): Promise<PushStep> {
  // 2.
  let last = await lockClient(tx, clientId);
  const earlier = await loggedMutations(
    tx,
    clientId,
    mutations.filter((m) => m.id <= last).map((m) => m.id),
  );
  const at = new Date();
  const logs: MutationLogRow[] = [];
  // Answers are built once the set has applied: a repeat within this request reads its log row.
  const answers: (() => MutationResult)[] = [];
  const toApply: { log: MutationLogRow; item: SetItem }[] = [];
  let gap: PushResponse['gap'];
  for (const m of mutations) {
    // 3.
    if (m.id <= last) {
      const logged = earlier.get(m.id) ?? logs.find((l) => l.mutationId === m.id);
      if (logged && !sameEdit(logged, m)) answers.push(() => ({ id: m.id, status: 'rejected', ...codedReason('editIdReused') }));
      else answers.push(() => ({ id: m.id, status: 'duplicate', result: logged?.result ?? { status: 'applied' } }));
      continue;
    }
    // 4.
    if (m.id > last + 1) {
      gap = { expected: last + 1, received: m.id };
      break;
    }
    // 5.
    const log: MutationLogRow = {
      clientId,
      mutationId: m.id,
      name: loggedName(m.name),
      args: loggedArgs(m.args),
      result: { status: 'applied' },
      userId: actor.id,
      at,
    };
    const read = fitsEditLimits(m.args) ? parseMutation(m.name, m.args) : ({ ok: false, ...editTooLarge() } as const);
    const parsed =
      read.ok && !allowed(read.mutation.name, read.mutation.args.gameId) ? ({ ok: false, ...codedReason('notAllowed') } as const) : read;
    if (parsed.ok) toApply.push({ log, item: { mutation: parsed.mutation, source: { kind: 'sync', clientId, mutationId: m.id } } });
    // The reason may quote what the device sent: kept storable, so the log row can always be written.
    else
      log.result = {
        status: 'rejected',
        reason: loggable(parsed.reason) as string,
        code: parsed.code,
        ...(parsed.params ? { params: parsed.params } : {}),
      };
    logs.push(log);
    answers.push(() => ({ id: m.id, ...log.result }) as MutationResult);
    last = m.id;
  }
  // 6.
  const outcomes = await applyMutationSet(
    tx,
    actor,
    toApply.map((a) => a.item),
    { savepoint },
  );
  const changes: GameChange[] = [];
  outcomes.forEach((o, i) => {
    toApply[i]!.log.result = o.result as LoggedResult;
    if (o.change) changes.push(o.change);
  });
  // A knockout result moves its winner on, and the next game appears, with the edit that decided it.
  if (changes.length > 0) changes.push(...(await advanceAfterGameChanges(tx, [...new Set(changes.map((c) => c.gameId))], actor.id)));
  // 7.
  await recordMutations(tx, logs);
  return { results: answers.map((a) => a()), changes, last, ...(gap ? { gap } : {}) };
}

/** One announcement per game: fans refetch the game once, at its newest version. */
function latestPerGame(changes: readonly GameChange[]): GameChange[] {
  const byGame = new Map<string, GameChange>();
  for (const c of changes) if ((byGame.get(c.gameId)?.version ?? -1) < c.version) byGame.set(c.gameId, c);
  return [...byGame.values()];
}
