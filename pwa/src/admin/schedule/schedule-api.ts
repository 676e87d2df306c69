import {
  eventPagePath,
  type EventPageResponse,
  type GamePitch,
  type PublicEvent,
  type PublicGame,
  type PublicVenue,
  type ScheduleAllBody,
  type ScheduleAllResponse,
  type ScheduleConflict,
} from '@pitchside/shared';
import { ApiError } from '../../data/api';
import { placedSlots, type KnockoutSlot } from '../../components/schedule/schedule-model';
import { formatError, hasTranslation, translate } from '../../i18n';
import { readKept } from '../read-kept';
import { send } from '../setup/admin-api';

export type Venue = PublicVenue;
export type EventWithVenues = PublicEvent;
/** A pitch with its venue, as a column of the day's grid. */
export type PitchOption = GamePitch;
export type ScheduleGame = PublicGame;
/** A game on the day's grid and sheets: a game, or a knockout game placed before its teams are known. */
export type ScheduleEntry = ScheduleGame | KnockoutSlot;
export type Conflict = ScheduleConflict;
export type ScheduleRequest = ScheduleAllBody;
export type ScheduleResult = ScheduleAllResponse;

export function pitchesOf(venues: Venue[] | undefined): PitchOption[] {
  return (venues ?? []).flatMap((v) => v.pitches.map((p) => ({ ...p, venue: { _id: v._id, name: v.name } })));
}

// The screen's reads are kept on the device, so the day's schedule still opens without signal.
export async function loadEvent(eventId: string): Promise<EventWithVenues> {
  const res = await readKept<{ event: EventWithVenues }>(`/api/events/${eventId}`);
  return res.event;
}

export async function loadGames(eventId: string): Promise<ScheduleGame[]> {
  const res = await readKept<{ games: ScheduleGame[] }>(`/api/events/${eventId}/games?limit=1000`);
  return res.games;
}

/**
 * The knockout games Schedule all placed before their teams are known, age group by age group, from
 * the event page's bracket (a slot whose game is made shows as that game instead).
 */
export async function loadSlots(event: EventWithVenues): Promise<KnockoutSlot[]> {
  const scopes = event.ageGroups.length > 0 ? event.ageGroups.filter((a) => a.stageType !== 'League') : [null];
  const pages = await Promise.all(
    scopes.map((ag) =>
      readKept<EventPageResponse>(eventPagePath(event.slug, { edition: String(event.event_edition), ageGroup: ag?.slug ?? null })),
    ),
  );
  return pages.flatMap((page, i) => placedSlots(page.activeKnockoutStage, scopes[i] ?? null));
}

export const scheduleAll = (eventId: string, body: ScheduleRequest) => send('POST', `/api/events/${eventId}/games/schedule`, body);

export const moveGame = (eventId: string, gameId: string, body: { startTime: string; pitch: string | null; confirm?: true }) =>
  send('PUT', `/api/events/${eventId}/games/${gameId}`, body);

/** Shifts the pitch's later games of `date` (a Beirut day; today when absent) and those that depend on them. */
export const delayPitch = (eventId: string, pitchId: string, minutes: number, date?: string) =>
  send('POST', `/api/events/${eventId}/pitches/${pitchId}/delay`, {
    minutes,
    ...(date ? { date } : {}),
  });

export const withdrawTeam = (eventId: string, teamId: string, keepPlayed: boolean) =>
  send('POST', `/api/events/${eventId}/teams/${teamId}/withdraw`, { keepPlayed });

export const recordForfeit = (eventId: string, gameId: string, side: 'home' | 'away') =>
  send('PUT', `/api/events/${eventId}/games/${gameId}`, { forfeit: side });

/** How many games a delay moved (the server lists their ids). */
export function movedCount(res: { moved: string[] | number }): number {
  return Array.isArray(res.moved) ? res.moved.length : res.moved;
}

/** A refusal in the reader's language with the server's values ("12 games do not fit on Saturday"). */
export function adminErrorText(err: unknown, fallbackKey: string): string {
  // A templated text the server sent without its values would read "NaN games do not fit": its own words then.
  if (err instanceof ApiError && !err.isNetwork && err.code && hasTranslation(`api.${err.code}`) && !err.params) return err.message;
  return err instanceof ApiError ? formatError(err) : translate(fallbackKey);
}
