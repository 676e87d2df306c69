import { utcToBeirutParts } from '@pitchside/shared';
import { compareNames } from '../../i18n/collate';
import type { PitchOption, ScheduleEntry } from './schedule-api';

/** The Beirut dates that have games (or placed knockout slots), in order. */
export function daysOf(games: ScheduleEntry[]): string[] {
  return [...new Set(games.flatMap((g) => (g.startTime ? [utcToBeirutParts(g.startTime)!.date] : [])))].sort();
}

export interface DayPlan {
  /** The day's start times on a Beirut clock ("09:00"), in order. */
  times: string[];
  /** The grid's columns: every pitch, then "no pitch" when a game of the day has none. */
  columns: (PitchOption | null)[];
  cell: (time: string, pitchId: string | null) => ScheduleEntry[];
}

/** One day's games, and the knockout games still waiting for their teams, on a pitch-by-time grid (Beirut time). */
export function dayPlan(games: ScheduleEntry[], pitches: PitchOption[], day: string): DayPlan {
  const cells = new Map<string, ScheduleEntry[]>();
  const times = new Set<string>();
  let unplaced = false;
  const known = new Set(pitches.map((p) => p._id));
  const extra = new Map<string, PitchOption>();
  for (const g of games) {
    if (!g.startTime) continue;
    const at = utcToBeirutParts(g.startTime)!;
    if (at.date !== day) continue;
    times.add(at.time);
    const pitchId = g.pitch?._id ?? null;
    if (pitchId === null) unplaced = true;
    else if (!known.has(pitchId) && g.pitch) extra.set(pitchId, g.pitch);
    const key = `${at.time}|${pitchId ?? ''}`;
    cells.set(key, [...(cells.get(key) ?? []), g]);
  }
  return {
    times: [...times].sort(),
    columns: [...pitches, ...extra.values(), ...(unplaced ? [null] : [])],
    cell: (time, pitchId) => cells.get(`${time}|${pitchId ?? ''}`) ?? [],
  };
}

/** A team's games of the day in time order, for the per-team sheets (a slot under the teams already known in it). */
export function teamsOfDay(games: ScheduleEntry[], day: string): { team: { _id: string; name: string }; games: ScheduleEntry[] }[] {
  const byTeam = new Map<string, { team: { _id: string; name: string }; games: ScheduleEntry[] }>();
  const ofDay = games
    .filter((g) => g.startTime && utcToBeirutParts(g.startTime)!.date === day)
    .sort((a, b) => a.startTime!.localeCompare(b.startTime!));
  for (const g of ofDay) {
    for (const team of [g.homeTeam, g.awayTeam]) {
      if (!team) continue;
      const entry = byTeam.get(team._id) ?? { team, games: [] };
      entry.games.push(g);
      byTeam.set(team._id, entry);
    }
  }
  return [...byTeam.values()].sort((a, b) => compareNames(a.team.name, b.team.name));
}
