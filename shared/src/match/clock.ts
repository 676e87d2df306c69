/**
 * The match clock of a futsal report (issue: match report). Its state is a synced value, not device
 * memory, so it survives a reload or a dead phone: a running clock is stored as the instant it
 * started running plus the seconds it had already run in the current period.
 */

export const CLOCK_PERIODS = ['notStarted', 'first', 'halfTime', 'second', 'extra', 'ended'] as const;
export type ClockPeriod = (typeof CLOCK_PERIODS)[number];

export interface ClockState {
  period: ClockPeriod;
  /** ISO instant the clock last started running; null while stopped. */
  runningSince: string | null;
  /** Seconds run in the current period before `runningSince`. */
  elapsedSeconds: number;
}

export const CLOCK_KINDS = ['stopped', 'running'] as const;
/** `stopped`: the clock stops whenever the ball is out of play (futsal); `running`: it runs through. */
export type ClockKind = (typeof CLOCK_KINDS)[number];

export interface MatchSettings {
  periods: 1 | 2;
  periodMinutes: number;
  clock: ClockKind;
}

export const DEFAULT_MATCH_SETTINGS: MatchSettings = { periods: 2, periodMinutes: 20, clock: 'stopped' };

/** Futsal extra time is two periods of five minutes. */
export const EXTRA_TIME_MINUTES = 10;
/** A running clock leaves the referee room to add time at the end of each period. */
export const ADDED_TIME_ALLOWANCE_MINUTES = 10;

export const INITIAL_CLOCK: ClockState = { period: 'notStarted', runningSince: null, elapsedSeconds: 0 };

export const CLOCK_ACTIONS = ['start', 'pause', 'resume', 'halfTime', 'secondHalf', 'extra', 'end'] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];

export type ClockResult = { ok: true; state: ClockState } | { ok: false; code: 'clockActionNotAllowed' };

const PLAYING: readonly ClockPeriod[] = ['first', 'second', 'extra'];

/** Seconds run in the current period at `now` (never negative, whatever the device clocks say). */
export function clockElapsedSeconds(state: ClockState, now: Date | string): number {
  if (!state.runningSince) return state.elapsedSeconds;
  const since = Date.parse(state.runningSince);
  const at = typeof now === 'string' ? Date.parse(now) : now.getTime();
  return state.elapsedSeconds + Math.max(0, Math.floor((at - since) / 1000));
}

export function isClockRunning(state: ClockState): boolean {
  return state.runningSince !== null;
}

/**
 * The next state for an action, or `clockActionNotAllowed`. Half time and the second half exist only
 * with two periods; extra time follows the second half (or a one-period game's only period).
 */
export function clockTransition(
  state: ClockState,
  action: ClockAction,
  now: Date | string,
  settings: MatchSettings = DEFAULT_MATCH_SETTINGS,
): ClockResult {
  const iso = typeof now === 'string' ? new Date(now).toISOString() : now.toISOString();
  const stopped = (period: ClockPeriod, elapsedSeconds: number): ClockResult => ({
    ok: true,
    state: { period, runningSince: null, elapsedSeconds },
  });
  const running = (period: ClockPeriod): ClockResult => ({ ok: true, state: { period, runningSince: iso, elapsedSeconds: 0 } });
  const no: ClockResult = { ok: false, code: 'clockActionNotAllowed' };
  const lastRegular: ClockPeriod = settings.periods === 1 ? 'first' : 'second';
  switch (action) {
    case 'start':
      return state.period === 'notStarted' ? running('first') : no;
    case 'pause':
      return PLAYING.includes(state.period) && state.runningSince ? stopped(state.period, clockElapsedSeconds(state, iso)) : no;
    case 'resume':
      return PLAYING.includes(state.period) && !state.runningSince ? { ok: true, state: { ...state, runningSince: iso } } : no;
    case 'halfTime':
      return state.period === 'first' && settings.periods === 2 ? stopped('halfTime', clockElapsedSeconds(state, iso)) : no;
    case 'secondHalf':
      return state.period === 'halfTime' ? running('second') : no;
    case 'extra':
      return state.period === lastRegular ? running('extra') : no;
    case 'end':
      return state.period === 'notStarted' || state.period === 'ended' ? no : stopped('ended', clockElapsedSeconds(state, iso));
  }
}

/** Minutes of play before the current period starts. */
function periodOffsetMinutes(period: ClockPeriod, settings: MatchSettings): number {
  if (period === 'second') return settings.periodMinutes;
  if (period === 'extra') return settings.periods * settings.periodMinutes;
  return 0;
}

/**
 * The minute of play a goal, card or foul recorded now takes, counted from the kick-off as football
 * does (the first minute is 1). At half time it is the first half's last minute; before kick-off, 0.
 */
export function clockMinute(state: ClockState, now: Date | string, settings: MatchSettings = DEFAULT_MATCH_SETTINGS): number {
  if (state.period === 'notStarted') return 0;
  const seconds = clockElapsedSeconds(state, now);
  const inPeriod = state.period === 'halfTime' ? Math.max(1, Math.ceil(seconds / 60)) : Math.floor(seconds / 60) + 1;
  return periodOffsetMinutes(state.period, settings) + inPeriod;
}

/** The half a foul or timeout belongs to: extra time counts with the second half. */
export function halfOfPeriod(period: ClockPeriod): 1 | 2 {
  return period === 'second' || period === 'extra' || period === 'ended' ? 2 : 1;
}

/** The half a minute of play falls in (minutes of extra time count with the second half). */
export function halfOfMinute(minute: number, settings: MatchSettings = DEFAULT_MATCH_SETTINGS): 1 | 2 {
  return settings.periods === 2 && minute > settings.periodMinutes ? 2 : 1;
}

/** The last minute an event of the game can carry: the game's length plus extra time (and added time on a running clock). */
export function lastMinuteOfGame(settings: MatchSettings = DEFAULT_MATCH_SETTINGS): number {
  return settings.periods * settings.periodMinutes + EXTRA_TIME_MINUTES + (settings.clock === 'running' ? ADDED_TIME_ALLOWANCE_MINUTES : 0);
}

export function sameClock(a: ClockState, b: ClockState): boolean {
  const t = (v: string | null) => (v === null ? null : Date.parse(v));
  return a.period === b.period && a.elapsedSeconds === b.elapsedSeconds && t(a.runningSince) === t(b.runningSince);
}
