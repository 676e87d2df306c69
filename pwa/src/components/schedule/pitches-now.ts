import type { GamePitch, PublicGame, PublicVenue, TeamRef } from '@pitchside/shared';
import { beirutDay } from '../event/games-filter';

/*
 * What is on each pitch now and next, worked out on the device: the Now view and the venue board read
 * only this, so a screen that needs it does not load the rest of the schedule's model.
 */

/** Where and when a game or a placed knockout slot is played, as the day and pitch views read it. */
export type Placed = Pick<PublicGame, '_id' | 'status' | 'startTime'> & { pitch?: GamePitch | null };

/** What the schedule views read of a game: the games list's, the offline bundle's and the now answer's alike. */
export type ScheduleGame = Placed & Pick<PublicGame, 'homeTeam' | 'awayTeam'>;

/**
 * A knockout game Schedule all placed while its teams are still to come (a team not known yet is
 * null, "TBD" as on the bracket): shown where its game will be until the game itself is made.
 */
export interface KnockoutSlot {
  _id: string;
  slot: true;
  /** The round as the bracket stores it ('Final', 'Third Place'), shown through roundText. */
  round: string;
  status: 'Upcoming';
  startTime: string;
  pitch: GamePitch | null;
  homeTeam: TeamRef | null;
  awayTeam: TeamRef | null;
  ageGroup?: { name: string } | null | undefined;
}

export const isSlot = (g: object): g is KnockoutSlot => 'slot' in g;

export const timeOf = (g: { startTime?: string | null }) => (g.startTime ? Date.parse(g.startTime) : Number.POSITIVE_INFINITY);

/** Pitches in the organiser's order (venue by venue), those the venues do not list after them by code. */
export function pitchOrder(venues: readonly PublicVenue[] | undefined): Map<string, number> {
  const order = new Map<string, number>();
  for (const v of venues ?? []) for (const p of v.pitches) order.set(p._id, order.size);
  return order;
}

export function comparePitches(order: Map<string, number>) {
  return (a: GamePitch | null, b: GamePitch | null): number => {
    if (!a || !b) return a ? -1 : b ? 1 : 0;
    const oa = order.get(a._id) ?? Number.MAX_SAFE_INTEGER;
    const ob = order.get(b._id) ?? Number.MAX_SAFE_INTEGER;
    return oa - ob || a.code.localeCompare(b.code, undefined, { numeric: true });
  };
}

/** Every pitch the games or the venues name, in the organiser's order. */
export function pitchesOf(games: readonly Placed[], venues?: readonly PublicVenue[]): GamePitch[] {
  const byId = new Map<string, GamePitch>();
  for (const v of venues ?? []) for (const p of v.pitches) byId.set(p._id, { ...p, venue: { _id: v._id, name: v.name } });
  for (const g of games) if (g.pitch && !byId.has(g.pitch._id)) byId.set(g.pitch._id, g.pitch);
  return [...byId.values()].sort(comparePitches(pitchOrder(venues)));
}

export interface PitchNow<G> {
  pitch: GamePitch;
  current: G | null;
  next: G | null;
}

export const WAITING: readonly string[] = ['Upcoming', 'scheduled'];

/**
 * For every pitch, the game being played on it and the next one to be, worked out on the device
 * from the games it has (saved ones too, so it reads the same offline). A game counts as on now
 * while it is live; the next one is the earliest not yet started from today (Beirut) on and not
 * before the live one, so a game running late still shows as next, and yesterday's unplayed ones
 * do not. A postponed game is not next: its time no longer holds.
 */
export function nowOnPitches<G extends Placed>(
  games: readonly G[],
  venues: readonly PublicVenue[] | undefined,
  now: Date = new Date(),
): PitchNow<G>[] {
  const today = beirutDay(now);
  return pitchesOf(games, venues).map((pitch) => {
    const mine = games.filter((g) => g.pitch?._id === pitch._id).sort((a, b) => timeOf(a) - timeOf(b));
    // Two live games on one pitch means the earlier one was not closed: the later one is being played.
    const current = mine.filter((g) => g.status === 'live').at(-1) ?? null;
    const next =
      mine.find(
        (g) => WAITING.includes(g.status) && !!g.startTime && beirutDay(g.startTime) >= today && (!current || timeOf(g) >= timeOf(current)),
      ) ?? null;
    return { pitch, current, next };
  });
}
