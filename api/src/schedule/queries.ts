import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ageGroups, games, knockoutFixtures } from '../db/schema';

/** What scheduling reads of an edition: its age groups, every game and every knockout slot. */
export async function loadEditionSchedule(tx: Tx, eventId: string) {
  const [ags, gameRows, fixtures] = await Promise.all([
    tx.select().from(ageGroups).where(eq(ageGroups.eventId, eventId)).orderBy(asc(ageGroups.position)),
    tx
      .select({
        id: games.id,
        ageGroupId: games.ageGroupId,
        stage: games.stage,
        groupId: games.groupId,
        homeTeamId: games.homeTeamId,
        awayTeamId: games.awayTeamId,
        status: games.status,
        startTime: games.startTime,
        pitchId: games.pitchId,
        round: games.round,
        forfeit: games.forfeit,
      })
      .from(games)
      .where(eq(games.eventId, eventId)),
    tx.select().from(knockoutFixtures).where(eq(knockoutFixtures.eventId, eventId)),
  ]);
  return { ags, games: gameRows, fixtures };
}
export type EditionSchedule = Awaited<ReturnType<typeof loadEditionSchedule>>;

/** Places knockout slots whose teams are not known yet; their games take the place when they are made. */
export async function placeSlots(tx: Tx, rows: readonly { fixtureId: string; pitchId: string | null; start: Date | null }[]) {
  for (const r of rows) {
    await tx.update(knockoutFixtures).set({ pitchId: r.pitchId, startTime: r.start }).where(eq(knockoutFixtures.id, r.fixtureId));
  }
}

/**
 * A knockout game made for a slot Schedule all placed takes the slot's pitch and time (and is
 * published: it has a time). Called where the game is made, in its transaction.
 */
export async function carrySlotSchedule(tx: Tx, gameIds: readonly string[]) {
  if (gameIds.length === 0) return;
  await tx.execute(sql`
    update games g set start_time = f.start_time, pitch_id = f.pitch_id,
      location = (select p.name || ' · ' || v.name from pitches p join venues v on v.id = p.venue_id where p.id = f.pitch_id),
      status = case when g.status = 'Not Scheduled' then 'Upcoming'::game_status else g.status end
    from knockout_fixtures f
    where f.game_id = g.id and g.id in ${[...gameIds]} and f.start_time is not null and f.pitch_id is not null`);
}

export async function rememberSlotAndRest(tx: Tx, ageGroupIds: readonly string[], slot: (id: string) => number, rest: number) {
  for (const id of ageGroupIds) {
    await tx
      .update(ageGroups)
      .set({ slotMinutes: slot(id), minRestMinutes: rest })
      .where(eq(ageGroups.id, id));
  }
}
