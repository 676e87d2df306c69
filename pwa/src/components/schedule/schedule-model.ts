import type { GamePitch, KnockoutStage, PublicGame, PublicVenue, TeamRef } from '@pitchside/shared';
import { beirutDay } from '../event/games-filter';

/** Where and when a game or a placed knockout slot is played, as the day and pitch views read it. */
type Placed = Pick<PublicGame, '_id' | 'status' | 'startTime'> & { pitch?: GamePitch | null };

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

/** The placed slots of a knockout stage that have no game yet (a slot with its game shows as the game). */
export function placedSlots(stage: KnockoutStage | null | undefined, ageGroup?: { name: string } | null): KnockoutSlot[] {
  return (stage?.rounds ?? []).flatMap((r) =>
    r.fixtures.flatMap((f) =>
      f.gameId || !f.startTime
        ? []
        : [
            {
              _id: f._id,
              slot: true as const,
              round: r.roundName,
              status: 'Upcoming' as const,
              startTime: f.startTime,
              pitch: f.pitch ?? null,
              homeTeam: f.homeTeam,
              awayTeam: f.awayTeam,
              ageGroup,
            },
          ],
    ),
  );
}

export const isSlot = (g: object): g is KnockoutSlot => 'slot' in g;

export interface PitchGames<G> {
  /** Null for the games whose pitch is not known yet. */
  pitch: GamePitch | null;
  games: G[];
}

export interface ScheduleDay<G> {
  /** 'YYYY-MM-DD' in Beirut, or null for games without a time yet. */
  day: string | null;
  pitches: PitchGames<G>[];
}

const timeOf = (g: { startTime?: string | null }) => (g.startTime ? Date.parse(g.startTime) : Number.POSITIVE_INFINITY);

/** Pitches in the organiser's order (venue by venue), those the venues do not list after them by code. */
export function pitchOrder(venues: readonly PublicVenue[] | undefined): Map<string, number> {
  const order = new Map<string, number>();
  for (const v of venues ?? []) for (const p of v.pitches) order.set(p._id, order.size);
  return order;
}

function comparePitches(order: Map<string, number>) {
  return (a: GamePitch | null, b: GamePitch | null): number => {
    if (!a || !b) return a ? -1 : b ? 1 : 0;
    const oa = order.get(a._id) ?? Number.MAX_SAFE_INTEGER;
    const ob = order.get(b._id) ?? Number.MAX_SAFE_INTEGER;
    return oa - ob || a.code.localeCompare(b.code, undefined, { numeric: true });
  };
}

/**
 * The games by Beirut day, then by pitch, each pitch's games by kick-off: what a fan at the venue
 * looks for. Games without a time come last, in one block.
 */
export function groupByDayAndPitch<G extends Placed>(games: readonly G[], venues?: readonly PublicVenue[]): ScheduleDay<G>[] {
  const byDay = new Map<string | null, Map<string | null, PitchGames<G>>>();
  const sorted = [...games].sort((a, b) => timeOf(a) - timeOf(b));
  for (const g of sorted) {
    const day = g.startTime ? beirutDay(g.startTime) : null;
    let pitches = byDay.get(day);
    if (!pitches) byDay.set(day, (pitches = new Map()));
    const key = g.pitch?._id ?? null;
    let entry = pitches.get(key);
    if (!entry) pitches.set(key, (entry = { pitch: g.pitch ?? null, games: [] }));
    entry.games.push(g);
  }
  const cmp = comparePitches(pitchOrder(venues));
  return [...byDay]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([day, pitches]) => ({ day, pitches: [...pitches.values()].sort((a, b) => cmp(a.pitch, b.pitch)) }));
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

const WAITING: readonly string[] = ['Upcoming', 'scheduled'];

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

/** The team's game on now, else its next one (as the Now view counts them), for the team page. */
export function nextGameOf<G extends ScheduleGame>(games: readonly G[], teamId: string, now: Date = new Date()): G | null {
  const today = beirutDay(now);
  const mine = games.filter((g) => g.homeTeam._id === teamId || g.awayTeam._id === teamId).sort((a, b) => timeOf(a) - timeOf(b));
  return (
    mine.find((g) => g.status === 'live') ??
    mine.find((g) => WAITING.includes(g.status) && !!g.startTime && beirutDay(g.startTime) >= today) ??
    null
  );
}

/** A venue's address as a link: a map link as it is, a street address as a map search. */
export function mapLink(address: string): string {
  return /^https?:\/\//i.test(address.trim())
    ? address.trim()
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.trim())}`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A schedule day's header, "Saturday 28 November", in the reader's language (Latin digits in Arabic, as everywhere). */
export function dayTitle(day: string, locale: string): string {
  const tag = locale === 'ar' ? 'ar-LB-u-nu-latn' : locale === 'fr' ? 'fr-LB' : 'en-GB';
  let f = dayFormats.get(tag);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    dayFormats.set(tag, f);
  }
  // The day is already Beirut's: read at noon UTC it is that same date in any language.
  return f.format(new Date(`${day}T12:00:00Z`));
}
