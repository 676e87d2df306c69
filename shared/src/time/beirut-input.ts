import { TIME_ZONE } from '../i18n/locales';
import { parseClock, parseDate, zonedWallClockToEpochMs, zoneOffsetMinutes } from '../schedule/time';

/*
 * Date and time inputs read and show Beirut wall-clock time whatever the device's zone: an organiser
 * in Paris typing 14:00 means 14:00 at the pitch, and the stored value is the UTC instant.
 */

/** A Beirut date ("YYYY-MM-DD") and time ("HH:MM") as an ISO UTC instant; null when either is not valid. */
export function beirutToUtcIso(date: string, time: string): string | null {
  try {
    parseDate(date);
    const minutes = parseClock(time);
    return new Date(zonedWallClockToEpochMs(date, minutes, TIME_ZONE)).toISOString();
  } catch {
    return null;
  }
}

/** An instant as the Beirut date and time an input shows ("2026-11-21", "15:00"); null for a bad value. */
export function utcToBeirutParts(value: string | number | Date): { date: string; time: string } | null {
  const ms = new Date(value).getTime();
  if (Number.isNaN(ms)) return null;
  const local = new Date(ms + zoneOffsetMinutes(ms, TIME_ZONE) * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** A datetime-local input's value ("2026-11-21T15:00") read on a Beirut clock, as an ISO UTC instant. */
export function beirutInputToUtc(value: string): string | null {
  const [date, time] = value.split('T');
  return date && time ? beirutToUtcIso(date, time.slice(0, 5)) : null;
}

/** An instant as a datetime-local input's value on a Beirut clock. */
export function utcToBeirutInput(value: string | number | Date): string {
  const parts = utcToBeirutParts(value);
  return parts ? `${parts.date}T${parts.time}` : '';
}
