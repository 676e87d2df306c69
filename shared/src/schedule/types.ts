/** A game to give a pitch and a start time. */
export interface GameToPlace {
  id: string;
  ageGroup: string;
  /** Null while the side is still "winner of QF1" or "1st of Group A": the dependencies order it then. */
  homeTeamId: string | null;
  awayTeamId: string | null;
  /**
   * Games that must end, plus the rest, before this one starts: every group game of the age group for
   * a first knockout round, the two feeding games for a later round. Each id is a game to place or an
   * already scheduled one.
   */
  dependsOn?: readonly string[];
  /** The group round (matchday), 1-based: round 1 is played before round 2 where the pitches allow. */
  round?: number;
}

/** A game that already has its pitch and time: it stays where it is and everything else works around it. */
export interface FixedGame {
  id: string;
  pitchId: string;
  /** ISO instants. */
  start: string;
  end: string;
  homeTeamId: string | null;
  awayTeamId: string | null;
}

/** "HH:MM" wall-clock times in the request's time zone (Asia/Beirut). */
export interface ScheduleBreak {
  start: string;
  end: string;
}

export interface ScheduleDay {
  /** "YYYY-MM-DD". */
  date: string;
  start: string;
  end: string;
  breaks?: readonly ScheduleBreak[];
}

export interface ScheduleRequest {
  games: readonly GameToPlace[];
  fixed?: readonly FixedGame[];
  days: readonly ScheduleDay[];
  /** Game length plus changeover, for every age group or per age group. */
  slotMinutes: number | Readonly<Record<string, number>>;
  /** Between the end of one game of a team and the start of its next, and after a game another depends on. */
  minRestMinutes: number;
  /** The pitches to use, in their display order. */
  pitches: readonly string[];
  /** Narrows the pitches for some age groups (each list within `pitches`). */
  ageGroupPitches?: Readonly<Record<string, readonly string[]>>;
  /** Defaults to Asia/Beirut. */
  timeZone?: string;
}

export interface SchedulePlacement {
  gameId: string;
  pitchId: string;
  /** ISO instants (UTC). */
  start: string;
  end: string;
}

export interface ScheduleOverflow {
  ageGroup: string;
  /** The last day given: the games that do not fit would have had to go after its end. */
  date: string;
  unplaced: number;
}

export type ScheduleResult =
  | {
      ok: true;
      placements: SchedulePlacement[];
      /** The end of the last placed game (null when there was nothing to place). */
      finishesAt: string | null;
      /** No schedule of these games can finish earlier (null when there was nothing to place). */
      lowerBound: string | null;
      /** Playing minutes (inside the days, outside breaks) between the lower bound and the finish. */
      overLowerBoundMinutes: number;
    }
  | {
      ok: false;
      /** How many games found no place; none is placed then. */
      unplaced: number;
      overflow: ScheduleOverflow[];
      lowerBound: string | null;
    };

/** A request that cannot be read (a malformed time, an unknown pitch or dependency, a dependency cycle). */
export class ScheduleInputError extends Error {
  readonly code = 'invalidScheduleRequest';
}
