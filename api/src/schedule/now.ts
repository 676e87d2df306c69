import type { EventNowResponse, GameStatus } from '@pitchside/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { games } from '../db/schema';
import { listGames } from '../events/queries';
import { toEventRef } from '../events/serialize';
import { resolveAgeGroup, resolveEvent, toPublicGames } from '../events/service';
import { eventPitches } from './pitch-refs';

const WAITING: readonly GameStatus[] = ['Upcoming', 'scheduled', 'postponed'];

/**
 * GET /api/events/:id/now[?ageGroup]: for every pitch of the edition, the game under way on it
 * (status live) and the next one to play there (the earliest unplayed game after it). It reads only
 * the games, never the clock, so the read cache may keep it until a game changes.
 */
export async function nowView(db: Tx, slugOrId: string, q: { ageGroup?: string | undefined }): Promise<EventNowResponse> {
  const event = await resolveEvent(db, slugOrId);
  const ag = await resolveAgeGroup(db, event.id, q.ageGroup);
  const [pitches, rows] = await Promise.all([
    eventPitches(db, event.id),
    db
      .select({ id: games.id, pitchId: games.pitchId, status: games.status, startTime: games.startTime, ageGroupId: games.ageGroupId })
      .from(games)
      .where(and(eq(games.eventId, event.id), isNotNull(games.pitchId), isNotNull(games.startTime))),
  ]);
  const mine = rows.filter((r) => !ag || r.ageGroupId === ag.id).sort((a, b) => a.startTime!.getTime() - b.startTime!.getTime());
  const picks = pitches.map((pitch) => {
    const here = mine.filter((r) => r.pitchId === pitch._id);
    const current = here.filter((r) => r.status === 'live').at(-1) ?? null;
    const next = here.find((r) => WAITING.includes(r.status) && (!current || r.startTime! >= current.startTime!)) ?? null;
    return { pitch, current: current?.id ?? null, next: next?.id ?? null };
  });
  const ids = picks.flatMap((p) => [p.current, p.next].filter((x): x is string => x !== null));
  const listed = ids.length ? await listGames(db, { eventId: event.id, gameIds: ids }, { limit: ids.length, offset: 0 }) : [];
  const byId = new Map((await toPublicGames(db, listed, toEventRef(event))).map((g) => [g._id, g]));
  return {
    success: true,
    pitches: picks.map((p) => ({
      pitch: p.pitch,
      current: p.current ? (byId.get(p.current) ?? null) : null,
      next: p.next ? (byId.get(p.next) ?? null) : null,
    })),
  };
}
