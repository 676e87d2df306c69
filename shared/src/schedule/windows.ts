import { parseClock, zonedWallClockToEpochMs } from './time';
import { ScheduleInputError, type ScheduleDay } from './types';

/** Playing time: a stretch of one day between its start, its breaks and its end, in epoch minutes. */
export interface Window {
  start: number;
  end: number;
  day: number;
}

export const toMinutes = (epochMs: number) => Math.floor(epochMs / 60_000);

/** The days' playing windows, in time order; a game must fit inside one of them. */
export function playingWindows(days: readonly ScheduleDay[], timeZone: string): Window[] {
  const windows: Window[] = [];
  days.forEach((day, index) => {
    const at = (clock: string) => toMinutes(zonedWallClockToEpochMs(day.date, parseClock(clock), timeZone));
    const start = at(day.start);
    const end = at(day.end);
    if (end <= start) throw new ScheduleInputError(`${day.date}: the day ends (${day.end}) before it starts (${day.start})`);
    const breaks = (day.breaks ?? [])
      .map((b) => {
        const s = at(b.start);
        const e = at(b.end);
        if (e <= s) throw new ScheduleInputError(`${day.date}: a break ends (${b.end}) before it starts (${b.start})`);
        return { s: Math.max(s, start), e: Math.min(e, end) };
      })
      .filter((b) => b.e > b.s)
      .sort((a, b) => a.s - b.s);
    let cursor = start;
    for (const b of breaks) {
      if (b.s > cursor) windows.push({ start: cursor, end: b.s, day: index });
      cursor = Math.max(cursor, b.e);
    }
    if (end > cursor) windows.push({ start: cursor, end, day: index });
  });
  windows.sort((a, b) => a.start - b.start);
  for (let i = 1; i < windows.length; i++) {
    if (windows[i]!.start < windows[i - 1]!.end) throw new ScheduleInputError('Two days overlap');
  }
  return windows;
}

/** The index of the first window that ends after t (or windows.length). */
export function windowAfter(windows: readonly Window[], t: number): number {
  let lo = 0;
  let hi = windows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (windows[mid]!.end <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The earliest start at or after t of a game of this length that stays inside one window, or null. */
export function fitStart(windows: readonly Window[], t: number, length: number): number | null {
  for (let i = windowAfter(windows, t); i < windows.length; i++) {
    const w = windows[i]!;
    const s = Math.max(t, w.start);
    if (s + length <= w.end) return s;
  }
  return null;
}

/** Playing minutes between two instants (a <= b), breaks and nights left out. */
export function playingMinutesBetween(windows: readonly Window[], a: number, b: number): number {
  let total = 0;
  for (const w of windows) total += Math.max(0, Math.min(b, w.end) - Math.max(a, w.start));
  return total;
}

/**
 * The earliest time by which `work` minutes of games, none starting before t, can be done on `pitches`
 * pitches: each window gives each pitch at most its length rounded down to a multiple of `grain` (every
 * game length is a multiple of it), and the last window's share ends on a multiple of it.
 */
export function capacityEnd(windows: readonly Window[], t: number, work: number, pitches: number, grain: number): number {
  if (work <= 0) return t;
  let left = work;
  for (let i = windowAfter(windows, t); i < windows.length; i++) {
    const w = windows[i]!;
    const from = Math.max(t, w.start);
    const perPitch = Math.floor((w.end - from) / grain) * grain;
    if (pitches * perPitch >= left) return from + Math.ceil(left / (pitches * grain)) * grain;
    left -= pitches * perPitch;
  }
  return Infinity;
}
