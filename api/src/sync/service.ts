import {
  OTHER_ADMIN_CODE,
  OTHER_ADMIN_MESSAGE,
  formatCookie,
  parseCookie,
  parseMutation,
  saveRowId,
  type MutationResult,
  type PatchOp,
  type PullResponse,
  type PushRequest,
  type PushResponse,
} from '@pitchside/sync';
import { MSG } from '@pitchside/shared';
import { eq } from 'drizzle-orm';
import type { CurrentUser, Deps } from '../context';
import type { Tx } from '../db/client';
import { events } from '../db/schema';
import { assertAdmin } from '../auth/middleware';
import { conflict, forbidden, notFound } from '../lib/errors';
import type { GameChange } from '../live/hub';
import { advanceAfterGameChanges } from '../stages/advance';
import { applyGameMutation, isIntegrityError, type Actor, type AuditRow, type GameCache } from './core';
import {
  claimClient,
  findClient,
  gamesSince,
  goalsSince,
  lockClient,
  loggedMutation,
  maxEventVersion,
  insertAudit,
  recordMutations,
  type MutationLogRow,
  savesSince,
  teamsSince,
  tombstoneHorizon,
  tombstonesSince,
} from './queries';

export const CLIENT_OWNED_BY_OTHER = 'This device id belongs to another admin; sign in on this device again to get a new one';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A device names the admin whose outbox it sends; when someone else is signed in, nothing is claimed
 * or applied: the edits wait on the device for their admin. Without the field (API clients), the
 * signed-in admin is the owner.
 */
function assertOwner(actor: { id: string }, userId: string | undefined) {
  if (userId !== undefined && userId !== actor.id) throw conflict(OTHER_ADMIN_MESSAGE, { code: OTHER_ADMIN_CODE });
}

/** Publishes committed changes to fans; a failure there never fails the edit. */
export async function publishChanges(deps: Deps, changes: readonly GameChange[]) {
  for (const c of changes) await deps.live.publish(c);
}

/** Mutations applied per transaction: commits are amortised while event locks are held briefly. */
const PUSH_BATCH = 50;

type PushStep = { results: MutationResult[]; changes: GameChange[]; last: number; gap?: PushResponse['gap'] };

/**
 * POST /api/sync/push. Steps (DESIGN.md section 5):
 * 1. the caller is an admin and the owner the device names (if any); the client id is theirs
 *    (claimed by the first admin who uses it);
 * 2. in a transaction: lock the client row and read last_mutation_id;
 * 3. an id already seen is answered from the log, never applied again; if what was sent under it
 *    differs from what was logged, it is rejected (the device reused an id), never taken as done;
 * 4. an id past last+1 is a gap: stop, leaving it and the rest for the device to resend;
 * 5. bad args or a broken rule: logged `rejected`, the id still advances;
 * 6. otherwise apply through the mutation core (applied or conflict);
 * 7. log the results and advance last_mutation_id in the same transaction as the effects;
 * 8. after each commit, publish the changes to fans.
 *
 * Mutations go in batches of up to 50 per transaction rather than one each (DESIGN.md asks one per
 * mutation): every mutation is still all-or-nothing with its log row and id, since they share the
 * transaction, and a failed batch is simply not acknowledged, so the device sends it again. A batch
 * the database refuses (an integrity error) is redone one mutation per transaction, where the
 * refused one becomes a `rejected` and the others apply.
 */
export async function push(deps: Deps, user: CurrentUser | null, req: PushRequest): Promise<PushResponse> {
  // 1.
  const actor = assertAdmin(user);
  assertOwner(actor, req.userId);
  const db = deps.database.db;
  const owner = await claimClient(db, req.clientId, actor.id);
  if (owner.userId !== actor.id) throw forbidden(CLIENT_OWNED_BY_OTHER);

  const sorted = [...req.mutations].sort((a, b) => a.id - b.id);
  const results: MutationResult[] = [];
  let lastMutationId = owner.lastMutationId;
  for (let i = 0; i < sorted.length; i += PUSH_BATCH) {
    const chunk = sorted.slice(i, i + PUSH_BATCH);
    let step: PushStep;
    try {
      step = await db.transaction((tx) => processMutations(tx, { id: actor.id, name: actor.fullName }, req.clientId, chunk, true));
    } catch (e) {
      if (!isIntegrityError(e)) throw e;
      step = { results: [], changes: [], last: lastMutationId };
      for (const m of chunk) {
        const one = await db.transaction((tx) => processMutations(tx, { id: actor.id, name: actor.fullName }, req.clientId, [m], false));
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
    if (step.gap) return { lastMutationId, results, gap: step.gap };
  }
  return { lastMutationId, results };
}

/** Steps 2 to 7 for a run of mutations inside one transaction. */
async function processMutations(
  tx: Tx,
  actor: Actor,
  clientId: string,
  mutations: PushRequest['mutations'],
  batch: boolean,
): Promise<PushStep> {
  // 2.
  let last = await lockClient(tx, clientId);
  const cache: GameCache = new Map();
  const audits: AuditRow[] = [];
  const logs: MutationLogRow[] = [];
  const results: MutationResult[] = [];
  const changes: GameChange[] = [];
  let gap: PushResponse['gap'];
  for (const m of mutations) {
    // 3.
    if (m.id <= last) {
      const logged = logs.find((l) => l.mutationId === m.id) ?? (await loggedMutation(tx, clientId, m.id));
      if (logged && !sameEdit(logged, m)) results.push({ id: m.id, status: 'rejected', reason: ID_REUSED });
      else results.push({ id: m.id, status: 'duplicate', result: logged?.result ?? { status: 'applied' } });
      continue;
    }
    // 4.
    if (m.id > last + 1) {
      gap = { expected: last + 1, received: m.id };
      break;
    }
    // 5.
    const parsed = parseMutation(m.name, m.args);
    const source = { kind: 'sync' as const, clientId, mutationId: m.id };
    const outcome = parsed.ok
      ? // 6.
        await applyGameMutation(tx, actor, parsed.mutation, source, batch ? { batch: { cache, audits } } : {})
      : { result: { status: 'rejected' as const, reason: parsed.reason }, change: null };
    logs.push({
      clientId,
      mutationId: m.id,
      name: loggable(m.name) as string,
      args: loggable(m.args),
      result: outcome.result,
      userId: actor.id,
      at: new Date(),
    });
    results.push({ id: m.id, ...outcome.result } as MutationResult);
    if (outcome.change) changes.push(outcome.change);
    last = m.id;
  }
  // A knockout result moves its winner on, and the next game appears, with the edit that decided it.
  if (changes.length > 0) changes.push(...(await advanceAfterGameChanges(tx, [...new Set(changes.map((c) => c.gameId))], actor.id)));
  // 7.
  await insertAudit(tx, audits);
  await recordMutations(tx, logs);
  return { results, changes, last, ...(gap ? { gap } : {}) };
}

export const ID_REUSED = 'This edit id was already used for a different edit';

/** JSON with object keys sorted, as jsonb keeps them: two encodings of one edit compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Whether a mutation sent again is the one logged under its id (compared as it was logged). */
function sameEdit(logged: { name: string; args: unknown }, sent: { name: string; args: unknown }): boolean {
  return logged.name === loggable(sent.name) && canonical(logged.args) === canonical(loggable(sent.args));
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * What the device sent, made storable: Postgres text and jsonb refuse NUL and unpaired surrogates,
 * and a log row that cannot be written would stop the client's queue at that mutation for good.
 */
export function loggable(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\ufffd');
  if (Array.isArray(value)) return value.map(loggable);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [loggable(k), loggable(v)]));
  return value ?? null;
}

/** One announcement per game: fans refetch the game once, at its newest version. */
function latestPerGame(changes: readonly GameChange[]): GameChange[] {
  const byGame = new Map<string, GameChange>();
  for (const c of changes) if ((byGame.get(c.gameId)?.version ?? -1) < c.version) byGame.set(c.gameId, c);
  return [...byGame.values()];
}

export interface PullQuery {
  scope: string;
  clientId: string;
  cookie?: string | undefined;
  userId?: string | undefined;
}

/**
 * GET /api/sync/pull. Steps (DESIGN.md section 5):
 * 1. the caller is an admin and the owner the device names (if any), the scope an existing event,
 *    the client id not someone else's;
 * 2. read everything in one repeatable-read snapshot;
 * 3. a missing, malformed, foreign, too-old (below the tombstone horizon) or future cookie gets a
 *    full snapshot with reset;
 * 4. otherwise the rows with a version above the cookie: puts, and dels for removed goals and tombstones;
 * 5. the new cookie is the highest version the snapshot holds; lastMutationId comes from the same snapshot.
 */
export async function pull(deps: Deps, user: CurrentUser | null, q: PullQuery): Promise<PullResponse> {
  // 1.
  const actor = assertAdmin(user);
  assertOwner(actor, q.userId);
  const db = deps.database.db;
  if (!UUID.test(q.scope)) throw notFound(MSG.eventNotFound);
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, q.scope));
  if (!event) throw notFound(MSG.eventNotFound);
  const client = await findClient(db, q.clientId);
  if (client && client.userId !== actor.id) throw forbidden(CLIENT_OWNED_BY_OTHER);

  // 2.
  return db.transaction(
    async (tx) => {
      const max = await maxEventVersion(tx, q.scope);
      const horizon = await tombstoneHorizon(tx, q.scope);
      const lastMutationId = (await findClient(tx, q.clientId))?.lastMutationId ?? 0;
      // 3.
      const asked = parseCookie(q.cookie, q.scope);
      const reset = asked === null || asked < horizon || asked > max;
      const since = reset ? null : asked;
      const [gameRows, goalRows, saveRows, teamRows] = await Promise.all([
        gamesSince(tx, q.scope, since),
        goalsSince(tx, q.scope, since),
        savesSince(tx, q.scope, since),
        teamsSince(tx, q.scope, since),
      ]);
      // 4.
      const patch: PatchOp[] = [];
      for (const t of teamRows) patch.push({ op: 'put', entity: 'team', id: t.id, value: t });
      for (const g of gameRows) {
        patch.push({
          op: 'put',
          entity: 'game',
          id: g.id,
          value: {
            id: g.id,
            eventId: g.eventId,
            ageGroupId: g.ageGroupId,
            groupId: g.groupId,
            homeTeamId: g.homeTeamId,
            awayTeamId: g.awayTeamId,
            status: g.status,
            startTime: g.startTime ? g.startTime.toISOString() : null,
            location: g.location,
            round: g.round,
            mvpId: g.mvpId,
            penalties: g.homePenalties === null || g.awayPenalties === null ? null : { home: g.homePenalties, away: g.awayPenalties },
            version: g.version,
          },
        });
      }
      for (const g of goalRows) {
        if (g.deletedAt) {
          patch.push({ op: 'del', entity: 'goal', id: g.id });
          continue;
        }
        patch.push({
          op: 'put',
          entity: 'goal',
          id: g.id,
          value: {
            id: g.id,
            eventId: g.eventId,
            gameId: g.gameId,
            side: g.side,
            minute: g.minute,
            scorerId: g.scorerId,
            scorerName: g.scorerName,
            assistId: g.assistId,
            assistName: g.assistName,
          },
        });
      }
      for (const s of saveRows) {
        patch.push({
          op: 'put',
          entity: 'save',
          id: saveRowId(s.gameId, s.playerId),
          value: { eventId: s.eventId, gameId: s.gameId, playerId: s.playerId, saves: s.saves },
        });
      }
      if (since !== null) {
        for (const t of await tombstonesSince(tx, q.scope, since)) {
          if (t.entity === 'game' || t.entity === 'goal' || t.entity === 'save' || t.entity === 'team')
            patch.push({ op: 'del', entity: t.entity, id: t.entityId });
        }
      }
      // 5.
      return { cookie: formatCookie(q.scope, max), lastMutationId, patch, ...(reset ? { reset: true } : {}) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
