import { asc, eq, inArray } from 'drizzle-orm';
import type { GamePitch, PublicVenue } from '@pitchside/shared';
import type { Tx } from '../db/client';
import { pitches, venues } from '../db/schema';

/** The pitches games carry (`pitch: {_id, name, code, venue}`), by id, in one query. */
export async function pitchRefs(db: Tx, pitchIds: readonly (string | null | undefined)[]): Promise<Map<string, GamePitch>> {
  const ids = [...new Set(pitchIds.filter((id): id is string => !!id))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: pitches.id, name: pitches.name, code: pitches.code, venueId: venues.id, venueName: venues.name })
    .from(pitches)
    .innerJoin(venues, eq(venues.id, pitches.venueId))
    .where(inArray(pitches.id, ids));
  return new Map(rows.map((r) => [r.id, { _id: r.id, name: r.name, code: r.code, venue: { _id: r.venueId, name: r.venueName } }]));
}

/** An edition's pitches in display order (venue, then pitch), as games carry them. */
export async function eventPitches(db: Tx, eventId: string): Promise<GamePitch[]> {
  const rows = await db
    .select({ id: pitches.id, name: pitches.name, code: pitches.code, venueId: venues.id, venueName: venues.name })
    .from(pitches)
    .innerJoin(venues, eq(venues.id, pitches.venueId))
    .where(eq(pitches.eventId, eventId))
    .orderBy(asc(venues.position), asc(pitches.position), asc(pitches.id));
  return rows.map((r) => ({ _id: r.id, name: r.name, code: r.code, venue: { _id: r.venueId, name: r.venueName } }));
}

/** An edition's venues with their pitches, in order (the event answers' `venues`). */
export async function eventVenues(db: Tx, eventId: string): Promise<PublicVenue[]> {
  const [vs, ps] = await Promise.all([
    db.select().from(venues).where(eq(venues.eventId, eventId)).orderBy(asc(venues.position), asc(venues.id)),
    db.select().from(pitches).where(eq(pitches.eventId, eventId)).orderBy(asc(pitches.position), asc(pitches.id)),
  ]);
  return vs.map((v) => ({
    _id: v.id,
    name: v.name,
    address: v.address,
    pitches: ps.filter((p) => p.venueId === v.id).map((p) => ({ _id: p.id, name: p.name, code: p.code })),
  }));
}

/** The spec's `location` for a game on this pitch: the pitch with its venue. */
export const locationOf = (pitch: { name: string }, venue: { name: string }) => `${pitch.name} · ${venue.name}`;
