import { loadMatchReports, matchReportRow } from './match-report-queries';
import { suspendedByGame } from './suspension-queries';
import { OTHER_ADMIN_CODE, formatCookie, parseCookie, saveRowId, type PatchOp, type PullResponse, type SyncNotice } from '@pitchside/sync';
import { eq } from 'drizzle-orm';
import type { CurrentUser, Deps } from '../context';
import { events, games } from '../db/schema';
import { assertUser } from '../auth/middleware';
import { requireAccess, scoringFilter } from '../auth/policy';
import { conflict, forbidden, notFound } from '../lib/errors';
export { push } from './push';
import type { GameChange } from '../live/hub';
import { pitchRefs } from '../schedule/pitch-refs';
import { viewKey } from './view-key';
import {
  findClient,
  gamesSince,
  goalsSince,
  maxEventVersion,
  noticesSince,
  savesSince,
  teamsSince,
  tombstoneHorizon,
  tombstonesSince,
} from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A device names the admin whose outbox it sends; when someone else is signed in, nothing is claimed
 * or applied: the edits wait on the device for their admin. Without the field (API clients), the
 * signed-in admin is the owner.
 */
export function assertOwner(actor: { id: string }, userId: string | undefined) {
  if (userId !== undefined && userId !== actor.id) throw conflict(OTHER_ADMIN_CODE);
}

/** Publishes committed changes to fans; a failure there never fails the edit. */
export async function publishChanges(deps: Deps, changes: readonly GameChange[]) {
  for (const c of changes) await deps.live.publish(c);
}

export interface PullQuery {
  scope: string;
  clientId: string;
  cookie?: string | undefined;
  userId?: string | undefined;
}

/**
 * GET /api/sync/pull. Steps (DESIGN.md section 5):
 * 1. the caller may score games of the event (auth/policy.ts) and is the owner the device names (if
 *    any), the scope an existing event, the client id not someone else's; a scorer's pull holds only
 *    the games they may score (with their goals, saves and reports) beside the teams;
 * 2. read everything in one repeatable-read snapshot;
 * 3. a missing, malformed, foreign, too-old (below the tombstone horizon) or future cookie gets a
 *    full snapshot with reset;
 * 4. otherwise the rows with a version above the cookie: puts, and dels for removed goals and tombstones;
 * 5. the new cookie is the highest version the snapshot holds; lastMutationId comes from the same snapshot.
 */
export async function pull(deps: Deps, user: CurrentUser | null, q: PullQuery): Promise<PullResponse> {
  // 1.
  const actor = assertUser(user);
  const auth = { deps, user: actor };
  await requireAccess(auth, 'game.score');
  assertOwner(actor, q.userId);
  const db = deps.database.db;
  if (!UUID.test(q.scope)) throw notFound('eventNotFound');
  const [event] = await db.select({ id: events.id, slug: events.slug }).from(events).where(eq(events.id, q.scope));
  if (!event) throw notFound('eventNotFound');
  await requireAccess(auth, 'game.score', { eventId: event.id });
  const mayScore = await scoringFilter(auth, event);
  const client = await findClient(db, q.clientId);
  if (client && client.userId !== actor.id) throw forbidden('deviceOwnedByOther');

  // 2.
  return db.transaction(
    async (tx) => {
      const max = await maxEventVersion(tx, q.scope);
      const horizon = await tombstoneHorizon(tx, q.scope);
      const lastMutationId = (await findClient(tx, q.clientId))?.lastMutationId ?? 0;
      const mine = mayScore
        ? new Set(
            (await tx.select({ id: games.id, pitchId: games.pitchId }).from(games).where(eq(games.eventId, q.scope)))
              .filter(mayScore)
              .map((g) => g.id),
          )
        : null;
      // 3. (a cookie of another view of the event, such as before a scope change, also gets a reset)
      const view = viewKey(q.scope, mine);
      const asked = parseCookie(q.cookie, view);
      const reset = asked === null || asked < horizon || asked > max;
      const since = reset ? null : asked;
      const [gameRows, goalRows, saveRows, teamRows] = await Promise.all([
        gamesSince(tx, q.scope, since),
        goalsSince(tx, q.scope, since),
        savesSince(tx, q.scope, since),
        teamsSince(tx, q.scope, since),
      ]);
      if (mine) {
        const keep = <T extends { gameId: string }>(rows: T[]) => rows.filter((r) => mine.has(r.gameId));
        gameRows.splice(0, gameRows.length, ...gameRows.filter((g) => mine.has(g.id)));
        goalRows.splice(0, goalRows.length, ...keep(goalRows));
        saveRows.splice(0, saveRows.length, ...keep(saveRows));
      }
      // 4.
      const pitches = await pitchRefs(
        tx,
        gameRows.map((g) => g.pitchId),
      );
      const reports = await loadMatchReports(
        tx,
        gameRows.map((g) => g.id),
      );
      const suspended = gameRows.length ? await suspendedByGame(tx, q.scope) : new Map();
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
            stage: g.stage,
            fixtureId: g.fixtureId,
            homeTeamId: g.homeTeamId,
            awayTeamId: g.awayTeamId,
            status: g.status,
            startTime: g.startTime ? g.startTime.toISOString() : null,
            location: g.location,
            pitchId: g.pitchId,
            pitch: g.pitchId ? (pitches.get(g.pitchId) ?? null) : null,
            round: g.round,
            mvpId: g.mvpId,
            penalties: g.homePenalties === null || g.awayPenalties === null ? null : { home: g.homePenalties, away: g.awayPenalties },
            version: g.version,
            ...(g.awaitingConfirmation ? { awaitingConfirmation: true } : {}),
            ...matchReportRow(reports.get(g.id)),
            suspended: suspended.get(g.id) ?? [],
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
            scorerId: g.ownGoal ? g.ownGoalBy : g.scorerId,
            scorerName: g.scorerName,
            assistId: g.assistId,
            assistName: g.assistName,
            createdBy: g.createdBy,
            ...(g.ownGoal ? { ownGoal: true } : {}),
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
      // Held result conflicts over this admin's knockout games (a snapshot brings none: see PROTOCOL.md).
      const notices: SyncNotice[] = [];
      if (since !== null)
        for (const n of await noticesSince(tx, q.scope, actor.id, since)) {
          const d = n.detail as Pick<SyncNotice, 'by' | 'theirs' | 'current'>;
          notices.push({
            id: n.id,
            eventId: n.eventId,
            gameId: n.gameId,
            by: d.by,
            at: n.createdAt.toISOString(),
            theirs: d.theirs,
            current: d.current,
          });
        }
      // 5.
      return {
        cookie: formatCookie(view, max),
        lastMutationId,
        patch,
        ...(reset ? { reset: true } : {}),
        ...(notices.length ? { notices } : {}),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
