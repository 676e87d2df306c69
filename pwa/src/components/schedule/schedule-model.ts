import type { GamePitch, KnockoutStage, PublicVenue } from '@pitchside/shared';
import { beirutDay } from '../event/games-filter';
import { comparePitches, pitchOrder, timeOf, WAITING, type KnockoutSlot, type Placed, type ScheduleGame } from './pitches-now';

export { isSlot, nowOnPitches, pitchesOf, type KnockoutSlot, type ScheduleGame } from './pitches-now';

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
