import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { CALENDAR_TEXTS, isolateName, localScoreLine, PAGE_TEXTS, TIME_ZONE, type Locale } from '@pitchside/shared';
import ical, { ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { Tx } from '../db/client';
import { listGames, type GameListRow } from '../events/queries';
import { resolveEvent } from '../events/service';
import { notFound } from '../lib/errors';
import { findTeamForCalendar } from './queries';

/** A futsal game with its break fills about an hour of a calendar. */
const GAME_MINUTES = 60;
const ALL_GAMES = { limit: 100_000, offset: 0 };
/** SEQUENCE is a 32-bit integer in iCalendar. */
const MAX_SEQUENCE = 2 ** 31 - 1;

interface FeedContext {
  name: string;
  slug: string;
  origin: string;
  locale: Locale;
  now: Date;
}

/**
 * What a calendar should make of a game: a cancelled game is CANCELLED (calendars strike it through or
 * drop it), a postponed one TENTATIVE (its slot no longer holds and a new one is not yet known), any
 * other CONFIRMED.
 */
export function calendarStatus(status: string): ICalEventStatus {
  if (status === 'cancelled') return ICalEventStatus.CANCELLED;
  if (status === 'postponed') return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CONFIRMED;
}

const utcStamp = (d: Date) => DateTime.fromJSDate(d, { zone: 'utc' }).toFormat("yyyyLLdd'T'HHmmss'Z'");

/**
 * The fixtures as an iCalendar feed in the reader's language: each game with a kick-off time, in
 * Beirut time with the zone's own definition (so a phone elsewhere still shows the right hour), its
 * place, and a link to its page. A game's UID stays the same and its SEQUENCE is the game's version
 * (the sync sequence value of its latest change, which only grows), so a subscribed calendar updates a
 * moved, postponed or cancelled game instead of adding one or keeping the old one.
 */
function feed(rows: GameListRow[], ctx: FeedContext): string {
  const texts = CALENDAR_TEXTS[ctx.locale];
  const name = (s: string) => isolateName(s, ctx.locale);
  const cal = ical({
    name: ctx.name,
    prodId: { company: 'Pitchside', product: 'fixtures', language: texts.language },
    timezone: { name: TIME_ZONE, generator: getVtimezoneComponent },
    url: `${ctx.origin}/events/${encodeURIComponent(ctx.slug)}`,
    ttl: 60 * 60,
  });
  for (const g of rows) {
    if (!g.startTime || g.status === 'Not Scheduled') continue;
    const start = DateTime.fromJSDate(g.startTime).setZone(TIME_ZONE);
    const played = g.status === 'completed' || g.status === 'live';
    const base = played
      ? `${name(g.home.name)} ${name(localScoreLine(g, ctx.locale))} ${name(g.away.name)}`
      : texts.versus(name(g.home.name), name(g.away.name));
    const summary = g.status === 'postponed' || g.status === 'cancelled' ? texts.marked(g.status, base) : base;
    cal.createEvent({
      id: `${g.id}@pitchside`,
      start,
      end: start.plus({ minutes: GAME_MINUTES }),
      timezone: TIME_ZONE,
      stamp: ctx.now,
      sequence: Math.min(Math.max(0, Number(g.version) || 0), MAX_SEQUENCE),
      summary,
      description: [ctx.name, g.ageGroup?.name, g.round].filter(Boolean).join(' · '),
      location: g.location ?? null,
      url: `${ctx.origin}/events/${encodeURIComponent(ctx.slug)}/games/${g.id}`,
      status: calendarStatus(g.status),
    });
  }
  // ical-generator writes DTSTAMP in the calendar's zone, without its Z; RFC 5545 wants it in UTC.
  return cal.toString().replace(/^DTSTAMP:[^\r\n]*/gm, `DTSTAMP:${utcStamp(ctx.now)}`);
}

export async function eventCalendar(db: Tx, eventId: string, origin: string, locale: Locale): Promise<string> {
  const event = await resolveEvent(db, eventId);
  const rows = await listGames(db, { eventId: event.id }, ALL_GAMES);
  const name = event.edition > 1 ? `${event.name} · ${PAGE_TEXTS[locale].edition(event.edition)}` : event.name;
  return feed(rows, { name, slug: event.slug, origin, locale, now: new Date() });
}

export async function teamCalendar(db: Tx, teamId: string, origin: string, locale: Locale): Promise<string> {
  const team = await findTeamForCalendar(db, teamId);
  if (!team) throw notFound('teamNotFound');
  const rows = await listGames(db, { eventId: team.eventId, team: team.id }, ALL_GAMES);
  return feed(rows, { name: `${team.name} · ${team.eventName}`, slug: team.eventSlug, origin, locale, now: new Date() });
}
