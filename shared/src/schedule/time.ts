import { ScheduleInputError } from './types';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in minutes (Beirut: 120 in winter, 180 in summer). */
export function zoneOffsetMinutes(epochMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(epochMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

export function parseDate(date: string): { y: number; m: number; d: number } {
  const match = DATE.exec(date);
  const parsed = match ? { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) } : null;
  if (!parsed || new Date(Date.UTC(parsed.y, parsed.m - 1, parsed.d)).getUTCDate() !== parsed.d) {
    throw new ScheduleInputError(`Not a date (YYYY-MM-DD): ${date}`);
  }
  return parsed;
}

/** Minutes after midnight of "HH:MM" ("24:00" is the end of the day). */
export function parseClock(time: string): number {
  if (!TIME.test(time)) throw new ScheduleInputError(`Not a time (HH:MM): ${time}`);
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}

/**
 * The instant (epoch ms) of a wall-clock time on a date in a time zone. Across a DST change the
 * offset is that of the moment itself, not of the day's start. A time skipped when clocks go forward
 * (Beirut: 00:00 to 00:59 on the last Sunday of March) is read as if they had not moved yet (00:30 is
 * 01:30); a time that happens twice when they go back is its first occurrence.
 */
export function zonedWallClockToEpochMs(date: string, minutesAfterMidnight: number, timeZone: string): number {
  const { y, m, d } = parseDate(date);
  const naive = Date.UTC(y, m - 1, d) + minutesAfterMidnight * 60_000;
  // The offset can only be one of the two around the instant: try both.
  const before = zoneOffsetMinutes(naive - 36 * 3_600_000, timeZone);
  const after = zoneOffsetMinutes(naive + 36 * 3_600_000, timeZone);
  const candidates = [...new Set([before, after, zoneOffsetMinutes(naive, timeZone)])]
    .map((offset) => naive - offset * 60_000)
    .filter((t) => naive - zoneOffsetMinutes(t, timeZone) * 60_000 === t)
    .sort((a, b) => a - b);
  if (candidates.length > 0) return candidates[0]!;
  // In the gap: the offset before the jump lands just after it.
  return naive - Math.min(before, after) * 60_000;
}
