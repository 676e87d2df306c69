import {
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
import { events } from '../db/schema';
import { assertAdmin } from '../auth/middleware';
import { forbidden, notFound } from '../lib/errors';
import type { GameChange } from '../live/hub';
import { applyGameMutation } from './core';
import {
  claimClient,
  findClient,
  gamesSince,
  goalsSince,
  lockClient,
  loggedResult,
  maxEventVersion,
  recordMutation,
  savesSince,
  teamsSince,
  tombstoneHorizon,
  tombstonesSince,
} from './queries';

export const CLIENT_OWNED_BY_OTHER = 'This device id belongs to another admin; sign in on this device again to get a new one';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Publishes committed changes to fans; a failure there never fails the edit. */
export async function publishChanges(deps: Deps, changes: readonly GameChange[]) {
  for (const c of changes) await deps.live.publish(c);
}

/**
 * POST /api/sync/push. Steps (DESIGN.md section 5):
 * 1. the caller is an admin; the client id is theirs (claimed by the first admin who uses it);
 * 2. per mutation, in its own transaction: lock the client row and read last_mutation_id;
 * 3. an id already seen is answered from the log, never applied again;
 * 4. an id past last+1 is a gap: stop, leaving it and the rest for the device to resend;
 * 5. bad args or a broken rule: logged `rejected`, the id still advances;
 * 6. otherwise apply through the mutation core (applied or conflict);
 * 7. log the result and advance last_mutation_id in the same transaction as the effects;
 * 8. after each commit, publish the change to fans.
 */
export async function push(deps: Deps, user: CurrentUser | null, req: PushRequest): Promise<PushResponse> {
  // 1.
  const actor = assertAdmin(user);
  const db = deps.database.db;
  const owner = await claimClient(db, req.clientId, actor.id);
  if (owner.userId !== actor.id) throw forbidden(CLIENT_OWNED_BY_OTHER);

  const results: MutationResult[] = [];
  let lastMutationId = owner.lastMutationId;
  let gap: PushResponse['gap'];
  for (const m of [...req.mutations].sort((a, b) => a.id - b.id)) {
    const step = await db.transaction(async (tx) => {
      // 2.
      const last = await lockClient(tx, req.clientId);
      // 3.
      if (m.id <= last) {
        const logged = await loggedResult(tx, req.clientId, m.id);
        return {
          kind: 'done' as const,
          last,
          result: { id: m.id, status: 'duplicate' as const, result: logged ?? { status: 'applied' as const } },
        };
      }
      // 4.
      if (m.id > last + 1) return { kind: 'gap' as const, last };
      // 5.
      const parsed = parseMutation(m.name, m.args);
      const outcome = parsed.ok
        ? // 6.
          await applyGameMutation(tx, { id: actor.id, name: actor.fullName }, parsed.mutation, {
            kind: 'sync',
            clientId: req.clientId,
            mutationId: m.id,
          })
        : { result: { status: 'rejected' as const, reason: parsed.reason }, change: null };
      // 7.
      await recordMutation(tx, {
        clientId: req.clientId,
        mutationId: m.id,
        name: m.name,
        args: m.args,
        result: outcome.result,
        userId: actor.id,
        at: new Date(),
      });
      return { kind: 'done' as const, last: m.id, result: { id: m.id, ...outcome.result } as MutationResult, change: outcome.change };
    });
    if (step.kind === 'gap') {
      gap = { expected: step.last + 1, received: m.id };
      lastMutationId = step.last;
      break;
    }
    lastMutationId = Math.max(lastMutationId, step.last);
    results.push(step.result);
    // 8.
    if ('change' in step && step.change) await publishChanges(deps, [step.change]);
  }
  return { lastMutationId, results, ...(gap ? { gap } : {}) };
}

export interface PullQuery {
  scope: string;
  clientId: string;
  cookie?: string | undefined;
}

/**
 * GET /api/sync/pull. Steps (DESIGN.md section 5):
 * 1. the caller is an admin, the scope an existing event, the client id not someone else's;
 * 2. read everything in one repeatable-read snapshot;
 * 3. a missing, malformed, foreign, too-old (below the tombstone horizon) or future cookie gets a
 *    full snapshot with reset;
 * 4. otherwise the rows with a version above the cookie: puts, and dels for removed goals and tombstones;
 * 5. the new cookie is the highest version the snapshot holds; lastMutationId comes from the same snapshot.
 */
export async function pull(deps: Deps, user: CurrentUser | null, q: PullQuery): Promise<PullResponse> {
  // 1.
  const actor = assertAdmin(user);
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
