import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { MSG, type Side } from '@pitchside/shared';
import { parseMutation, winnerSideOf } from '@pitchside/sync';
import { requireAccess } from '../auth/policy';
import { recordAdminAudit } from '../audit/admin-audit';
import type { Tx } from '../db/client';
import { games, goals, teams } from '../db/schema';
import { badRequest, conflict, notFound, refusal } from '../lib/errors';
import type { GameChange } from '../live/hub';
import { advanceAfterGameChanges, bracketGames } from '../stages/advance';
import { removeGames } from '../stages/queries';
import { applyMutationSet, type SetItem } from '../sync/core';
import { insertAudit, loadGameViews, lockEvent } from '../sync/queries';
import { publishChanges } from '../sync/service';
import { isUuid } from '../events/serialize';
import type { Ctx } from './service';

/**
 * Forfeits (issue 19). A forfeit is the game's `forfeit` column (the side that forfeited) with the
 * status completed: the score every table, bracket and list reads is then the age group's forfeit
 * score ([3, 0] unless set), computed where the score is (events/queries.ts), and no goal rows are
 * invented, so scorer and assist statistics stay what was really scored.
 */
async function forfeitGames(
  tx: Tx,
  actor: { id: string; name: string },
  eventId: string,
  list: readonly { id: string; status: string; forfeit: Side }[],
): Promise<GameChange[]> {
  if (list.length === 0) return [];
  const at = new Date();
  for (const side of ['home', 'away'] as const) {
    const ids = list.filter((g) => g.forfeit === side).map((g) => g.id);
    if (ids.length) await tx.update(games).set({ forfeit: side }).where(inArray(games.id, ids));
  }
  await insertAudit(
    tx,
    list.map((g) => ({ gameId: g.id, userId: actor.id, action: 'game.forfeit', detail: { side: g.forfeit }, source: 'rest' as const, at })),
  );
  // The status goes through the mutation core: a new version, its history entry, live updates.
  const items: SetItem[] = list.map((g) => {
    const parsed = parseMutation('game.setStatus', { gameId: g.id, expected: g.status, status: 'completed' });
    if (!parsed.ok) throw refusal(parsed);
    return { mutation: parsed.mutation, source: { kind: 'rest' } };
  });
  const outcomes = await applyMutationSet(tx, actor, items, { eventId });
  for (const o of outcomes) if (o.result.status === 'rejected') throw refusal(o.result);
  const changes = outcomes.flatMap((o) => (o.change ? [o.change] : []));
  // A game already completed changes no status but its score: it still needs a version (written by
  // the database for the touched row) and an update.
  const still = list.filter((g) => g.status === 'completed').map((g) => g.id);
  if (still.length) {
    const touched = await tx
      .update(games)
      .set({ updatedAt: at })
      .where(inArray(games.id, still))
      .returning({ id: games.id, version: games.version });
    for (const g of touched) changes.push({ eventId, gameId: g.id, version: g.version });
  }
  changes.push(...(await advanceAfterGameChanges(tx, [...new Set(list.map((g) => g.id))], actor.id)));
  return changes;
}

/**
 * A forfeit on a knockout game decided by a shoot-out names another winner; once the next round
 * has been played with the first one, that would leave a champion who lost their semi-final, so it
 * is refused as any result change is there (sync/core.ts). A game not decided yet is a late result.
 */
async function refuseLockedWinnerChange(tx: Tx, g: { id: string; status: string; forfeit: Side | null }, side: Side) {
  if (g.status !== 'completed') return;
  const { locked } = await bracketGames(tx, [g.id]);
  if (!locked.has(g.id)) return;
  const view = (await loadGameViews(tx, [g.id])).get(g.id);
  const sent = g.forfeit ? otherSide(g.forfeit) : view ? winnerSideOf(view) : null;
  if (sent !== null && sent !== otherSide(side)) throw conflict('knockoutResultLocked');
}

const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** PUT /api/events/:eventId/games/:gameId `{forfeit: "home" | "away"}`: the side that forfeits. */
export async function forfeitGame(ctx: Ctx, eventId: string, gameId: string, side: Side) {
  const admin = await requireAccess(ctx, 'event.manage', { eventId, gameId });
  const actor = { id: admin.id, name: admin.fullName };
  const changes = await ctx.deps.database.db.transaction(async (tx) => {
    if (!isUuid(eventId) || !isUuid(gameId)) throw notFound('gameNotFound');
    await lockEvent(tx, eventId);
    const [g] = await tx
      .select({ id: games.id, status: games.status, forfeit: games.forfeit })
      .from(games)
      .where(and(eq(games.id, gameId), eq(games.eventId, eventId)));
    if (!g) throw notFound('gameNotFound');
    const [goal] = await tx
      .select({ id: goals.id })
      .from(goals)
      .where(and(eq(goals.gameId, gameId), isNull(goals.deletedAt)))
      .limit(1);
    if (goal) throw badRequest('forfeitPlayed');
    await refuseLockedWinnerChange(tx, g, side);
    return forfeitGames(tx, actor, eventId, [{ id: g.id, status: g.status, forfeit: side }]);
  });
  await publishChanges(ctx.deps, changes);
  return { success: true as const, message: MSG.forfeitRecorded };
}

/**
 * POST /api/events/:id/teams/:teamId/withdraw `{keepPlayed}`: the team's games not played yet become
 * forfeits it loses; its played group games stay (keepPlayed) or go, as the age group's rule says.
 * One transaction, in the event's audit trail.
 */
export async function withdrawTeam(ctx: Ctx, eventId: string, teamId: string, body: { keepPlayed: boolean }) {
  const admin = await requireAccess(ctx, 'event.manage', { eventId });
  const actor = { id: admin.id, name: admin.fullName };
  const { changes, forfeited, removed } = await ctx.deps.database.db.transaction(async (tx) => {
    if (!isUuid(eventId) || !isUuid(teamId)) throw notFound('teamNotFound');
    const [team] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.eventId, eventId)));
    if (!team) throw notFound('teamNotFound');
    await lockEvent(tx, eventId);
    const rows = await tx
      .select({ id: games.id, status: games.status, stage: games.stage, homeTeamId: games.homeTeamId, forfeit: games.forfeit })
      .from(games)
      .where(and(eq(games.eventId, eventId), or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId))));
    const scored = new Set(
      rows.length
        ? (
            await tx
              .select({ gameId: goals.gameId })
              .from(goals)
              .where(
                and(
                  inArray(
                    goals.gameId,
                    rows.map((r) => r.id),
                  ),
                  isNull(goals.deletedAt),
                ),
              )
          ).map((r) => r.gameId)
        : [],
    );
    const played = (r: (typeof rows)[number]) => r.status === 'completed' || r.status === 'live' || scored.has(r.id) || r.forfeit !== null;
    const toForfeit = rows.filter((r) => !played(r) && r.status !== 'cancelled');
    const toRemove = body.keepPlayed ? [] : rows.filter((r) => played(r) && r.stage === 'group' && r.forfeit === null);
    if (toForfeit.length === 0 && toRemove.length === 0) throw badRequest('teamAlreadyWithdrawn');
    const changes = await forfeitGames(
      tx,
      actor,
      eventId,
      toForfeit.map((r) => ({ id: r.id, status: r.status, forfeit: r.homeTeamId === teamId ? ('home' as const) : ('away' as const) })),
    );
    changes.push(
      ...(await removeGames(
        tx,
        eventId,
        toRemove.map((r) => r.id),
      )),
    );
    await recordAdminAudit(tx, {
      userId: actor.id,
      action: 'team.withdraw',
      entity: 'team',
      entityId: teamId,
      eventId,
      detail: { keepPlayed: body.keepPlayed, forfeited: toForfeit.map((r) => r.id), removed: toRemove.map((r) => r.id) },
    });
    return { changes, forfeited: toForfeit.length, removed: toRemove.length };
  });
  await publishChanges(ctx.deps, changes);
  return { success: true as const, message: MSG.teamWithdrawn, forfeited, removed };
}
