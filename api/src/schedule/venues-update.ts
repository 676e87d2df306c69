import { and, eq, inArray, sql } from 'drizzle-orm';
import { type RemovalSummary, type VenueInput } from '@pitchside/shared';
import type { Tx } from '../db/client';
import { games, knockoutFixtures, pitches, venues } from '../db/schema';
import { AppError, badRequest } from '../lib/errors';
import type { GameChange } from '../live/hub';
import { insertAudit } from '../sync/queries';
import { locationOf } from './pitch-refs';

const emptySummary = (): RemovalSummary => ({ ageGroups: 0, groups: 0, fixtures: 0, teams: 0, players: 0, games: 0, goals: 0 });

/**
 * The `venues` of PUT /api/events/:id (issue 19): the edition's full list, created, renamed,
 * reordered and removed like its age groups. A removed pitch that has games is refused with 409
 * `confirmRemoval` until `confirm: true`; its games then stay, without a pitch. Renaming a pitch or a
 * venue renames the `location` its games carry, with a new version so devices pull it. Runs in the
 * caller's transaction, under the event's lock.
 */
export async function applyVenues(
  tx: Tx,
  ctx: { eventId: string; userId: string; confirm: boolean },
  input: VenueInput[],
  changes: GameChange[],
): Promise<Record<string, unknown>> {
  const { eventId } = ctx;
  const [oldVenues, oldPitches] = await Promise.all([
    tx.select().from(venues).where(eq(venues.eventId, eventId)),
    tx.select().from(pitches).where(eq(pitches.eventId, eventId)),
  ]);
  const venueById = new Map(oldVenues.map((v) => [v.id, v]));
  const pitchById = new Map(oldPitches.map((p) => [p.id, p]));
  const keptVenues = new Set<string>();
  const keptPitches = new Set<string>();
  for (const v of input) {
    if (v._id) {
      if (!venueById.has(v._id) || keptVenues.has(v._id)) throw badRequest('venueUnknown');
      keptVenues.add(v._id);
    }
    for (const p of v.pitches) {
      if (!p._id) continue;
      if (!pitchById.has(p._id) || keptPitches.has(p._id)) throw badRequest('pitchUnknown');
      keptPitches.add(p._id);
    }
  }
  const removedPitches = oldPitches.filter((p) => !keptPitches.has(p.id)).map((p) => p.id);
  const removedVenues = oldVenues.filter((v) => !keptVenues.has(v.id)).map((v) => v.id);
  const onRemoved = removedPitches.length
    ? await tx
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.eventId, eventId), inArray(games.pitchId, removedPitches)))
    : [];
  if (onRemoved.length && !ctx.confirm) {
    throw new AppError(409, 'confirmRemoval', {
      extra: { removes: { ...emptySummary(), pitches: removedPitches.length, unscheduledGames: onRemoved.length } },
    });
  }

  const at = new Date();
  const relabel = new Map<string, string>();
  if (onRemoved.length) {
    const ids = onRemoved.map((g) => g.id);
    const unplaced = await tx
      .update(games)
      .set({ pitchId: null, location: null, updatedAt: at })
      .where(inArray(games.id, ids))
      .returning({ id: games.id, version: games.version });
    await insertAudit(
      tx,
      ids.map((gameId) => ({
        gameId,
        userId: ctx.userId,
        action: 'game.unscheduled',
        detail: { reason: 'pitchRemoved' },
        source: 'rest' as const,
        at,
      })),
    );
    for (const g of unplaced) changes.push({ eventId, gameId: g.id, version: g.version });
  }
  if (removedPitches.length) {
    await tx.update(knockoutFixtures).set({ pitchId: null, startTime: null }).where(inArray(knockoutFixtures.pitchId, removedPitches));
    await tx.delete(pitches).where(inArray(pitches.id, removedPitches));
  }

  for (const [vi, v] of input.entries()) {
    const values = { name: v.name, address: v.address?.trim() || null, position: vi };
    let venueId = v._id;
    if (venueId) await tx.update(venues).set(values).where(eq(venues.id, venueId));
    else
      venueId = (
        await tx
          .insert(venues)
          .values({ eventId, ...values })
          .returning({ id: venues.id })
      )[0]!.id;
    const venueRenamed = v._id ? venueById.get(v._id)!.name !== v.name : false;
    for (const [pi, p] of v.pitches.entries()) {
      const pv = { venueId, name: p.name, code: p.code, position: pi };
      if (!p._id) {
        await tx.insert(pitches).values({ eventId, ...pv });
        continue;
      }
      const old = pitchById.get(p._id)!;
      await tx.update(pitches).set(pv).where(eq(pitches.id, p._id));
      if (venueRenamed || old.name !== p.name || old.venueId !== venueId) relabel.set(p._id, locationOf(p, v));
    }
  }
  // Last: a pitch moved out of a venue that goes is not taken with it.
  if (removedVenues.length) await tx.delete(venues).where(inArray(venues.id, removedVenues));
  // Games carry the pitch's display name in `location`: a rename reaches them, and devices pull it.
  for (const [pitchId, location] of relabel) {
    const moved = await tx
      .update(games)
      .set({ location, updatedAt: at })
      .where(and(eq(games.pitchId, pitchId), sql`${games.location} is distinct from ${location}`))
      .returning({ id: games.id, version: games.version });
    for (const g of moved) changes.push({ eventId, gameId: g.id, version: g.version });
  }
  return {
    venues: input.map((v) => v.name),
    ...(removedPitches.length ? { pitchesRemoved: removedPitches.length, gamesUnscheduled: onRemoved.length } : {}),
  };
}
