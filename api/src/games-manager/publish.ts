import { and, eq } from 'drizzle-orm';
import { parseMutation } from '@pitchside/sync';
import type { PublishGamesBody } from '@pitchside/shared';
import { requireAccess } from '../auth/policy';
import type { CurrentUser, Deps } from '../context';
import { games } from '../db/schema';
import { scopeIs } from '../stages/queries';
import { resolveScope } from '../stages/service';
import { applyMutationSet, type SetItem } from '../sync/core';
import { lockEvent } from '../sync/queries';
import { publishChanges } from '../sync/service';

/**
 * POST /api/events/:id/games/publish (issue 26): every Not Scheduled game of the age group (or of an
 * event without age groups) becomes Upcoming, with or without a time, so fans see the fixtures. One
 * transaction; each game goes through the same status change as the Games Manager's (its version,
 * its history entry, the compare-and-set against Not Scheduled), so a game another admin moved on
 * meanwhile is left as it is.
 */
export async function publishGames(ctx: { deps: Deps; user: CurrentUser | null }, eventId: string, body: PublishGamesBody) {
  const admin = await requireAccess(ctx, 'event.manage', { eventId });
  const outcomes = await ctx.deps.database.db.transaction(async (tx) => {
    const scope = await resolveScope(tx, eventId, body.ageGroup);
    await lockEvent(tx, scope.eventId);
    const hidden = await tx
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.eventId, scope.eventId), scopeIs(games.ageGroupId, scope.ageGroupId), eq(games.status, 'Not Scheduled')));
    const items: SetItem[] = hidden.map((g) => {
      const parsed = parseMutation('game.setStatus', { gameId: g.id, expected: 'Not Scheduled', status: 'Upcoming' });
      if (!parsed.ok) throw new Error(parsed.reason);
      return { mutation: parsed.mutation, source: { kind: 'rest' } };
    });
    return items.length ? applyMutationSet(tx, { id: admin.id, name: admin.fullName }, items, { eventId: scope.eventId }) : [];
  });
  const changes = outcomes.flatMap((o) => (o.change ? [o.change] : []));
  await publishChanges(ctx.deps, changes);
  return { success: true as const, published: changes.length };
}
