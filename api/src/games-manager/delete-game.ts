import { eq } from 'drizzle-orm';
import { MSG, type DeleteGameBody } from '@pitchside/shared';
import { recordAdminAudit } from '../audit/admin-audit';
import { requireAccess } from '../auth/policy';
import type { CurrentUser, Deps } from '../context';
import { games, knockoutFixtures } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import { listGamesForRemoval, removeGames, toRemovedGame } from '../stages/queries';
import { removalConflict } from '../stages/redraw';
import { lockEvent } from '../sync/queries';
import { eventSuspensions, touchGamesWithNewSuspensions } from '../sync/suspension-queries';
import { publishChanges } from '../sync/service';
import { findEvent } from './queries';

/**
 * DELETE /api/events/:eventId/games/:gameId (issue 26). A game with goals, a shoot-out, or under way
 * or over answers 409 `confirmRemoval` (the game listed) until sent with `confirm: true`. A game of
 * the knockout bracket is refused: its slot would make it again, and a later round may already hold
 * its winner, so the bracket is changed instead. Devices drop the game through its tombstone.
 */
export async function deleteGame(ctx: { deps: Deps; user: CurrentUser | null }, eventId: string, gameId: string, body: DeleteGameBody) {
  const admin = await requireAccess(ctx, 'event.manage', { eventId, gameId });
  const changes = await ctx.deps.database.db.transaction(async (tx) => {
    // The ids are well-formed: the route's declaration checked them (a 400 `invalidId`).
    if (!(await findEvent(tx, eventId))) throw notFound('eventNotFound');
    await lockEvent(tx, eventId);
    const [game] = await listGamesForRemoval(tx, eq(games.id, gameId));
    if (!game || game.eventId !== eventId) throw notFound('gameNotFound');
    const [slot] = await tx.select({ id: knockoutFixtures.id }).from(knockoutFixtures).where(eq(knockoutFixtures.gameId, gameId));
    if (slot) throw conflict('knockoutGameInBracket');
    const removed = toRemovedGame(game, 'deleted');
    if (removed.played && body.confirm !== true) throw removalConflict([removed], 0, false);
    // A removed game can change whose "next game" a suspension falls on: those games are sent again.
    const before = new Map([[eventId, await eventSuspensions(tx, eventId)]]);
    const out = await removeGames(tx, eventId, [gameId]);
    await touchGamesWithNewSuspensions(tx, before, new Date());
    await recordAdminAudit(tx, {
      userId: admin.id,
      action: 'game.delete',
      entity: 'event',
      entityId: eventId,
      eventId,
      detail: {
        id: gameId,
        game: `${removed.homeTeam.name} v ${removed.awayTeam.name}`,
        round: removed.round,
        status: removed.status,
        score: [removed.homeGoals, removed.awayGoals],
        played: removed.played,
      },
    });
    return out;
  });
  await publishChanges(ctx.deps, changes);
  return { success: true as const, message: MSG.gameDeleted, deleted: gameId };
}
