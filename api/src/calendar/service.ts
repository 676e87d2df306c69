import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { MSG, scoreLine, TIME_ZONE } from '@pitchside/shared';
import ical, { ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { Tx } from '../db/client';
import { listGames, type GameListRow } from '../events/queries';
import { resolveEvent } from '../events/service';
import { isUuid } from '../events/serialize';
import { notFound } from '../lib/errors';
import { findTeamForCalendar } from './queries';

/** A futsal game with its break fills about an hour of a calendar. */
const GAME_MINUTES = 60;
const ALL_GAMES = { limit: 100_000, offset: 0 };

interface FeedContext {
  name: string;
  slug: string;
  origin: string;
}

/**
 * The fixtures as an iCalendar feed: each game with a kick-off time, in Beirut time with the zone's
 * own definition (so a phone elsewhere still shows the right hour), its place, and a link to its page.
 * A game's UID stays the same, so a subscribed calendar updates a moved game instead of adding one.
 */
function feed(rows: GameListRow[], ctx: FeedContext): string {
  const cal = ical({
    name: ctx.name,
    prodId: { company: 'Pitchside', product: 'fixtures', language: 'EN' },
    timezone: { name: TIME_ZONE, generator: getVtimezoneComponent },
    url: `${ctx.origin}/events/${ctx.slug}`,
    ttl: 60 * 60,
  });
  for (const g of rows) {
    if (!g.startTime || g.status === 'Not Scheduled') continue;
    const start = DateTime.fromJSDate(g.startTime).setZone(TIME_ZONE);
    const played = g.status === 'completed' || g.status === 'live';
    const summary = played
      ? `${g.home.name} ${scoreLine({ homeScore: g.homeScore, awayScore: g.awayScore, homePenalties: g.homePenalties, awayPenalties: g.awayPenalties })} ${g.away.name}`
      : `${g.home.name} vs ${g.away.name}`;
    cal.createEvent({
      id: `${g.id}@pitchside`,
      start,
      end: start.plus({ minutes: GAME_MINUTES }),
      timezone: TIME_ZONE,
      summary,
      description: [ctx.name, g.ageGroup?.name, g.round].filter(Boolean).join(' · '),
      location: g.location ?? null,
      url: `${ctx.origin}/events/${ctx.slug}/games/${g.id}`,
      status: g.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return cal.toString();
}

export async function eventCalendar(db: Tx, eventId: string, origin: string): Promise<string> {
  const event = await resolveEvent(db, eventId);
  const rows = await listGames(db, { eventId: event.id }, ALL_GAMES);
  return feed(rows, { name: `${event.name} ${event.edition > 1 ? `(${event.edition})` : ''}`.trim(), slug: event.slug, origin });
}

export async function teamCalendar(db: Tx, teamId: string, origin: string): Promise<string> {
  if (!isUuid(teamId)) throw notFound(MSG.teamNotFound);
  const team = await findTeamForCalendar(db, teamId);
  if (!team) throw notFound(MSG.teamNotFound);
  const rows = await listGames(db, { eventId: team.eventId, team: team.id }, ALL_GAMES);
  return feed(rows, { name: `${team.name} · ${team.eventName}`, slug: team.eventSlug, origin });
}
