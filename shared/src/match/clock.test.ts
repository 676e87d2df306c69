import { describe, expect, it } from 'vitest';
import {
  INITIAL_CLOCK,
  clockMinute,
  clockTransition,
  halfOfMinute,
  halfOfPeriod,
  lastMinuteOfGame,
  sameClock,
  type ClockAction,
  type ClockState,
  type MatchSettings,
} from './clock';

const T0 = '2026-05-01T15:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();
const run = (period: ClockState['period'], since: number, elapsed = 0): ClockState => ({
  period,
  runningSince: at(since),
  elapsedSeconds: elapsed,
});
const stop = (period: ClockState['period'], elapsed: number): ClockState => ({ period, runningSince: null, elapsedSeconds: elapsed });

const ONE_PERIOD: MatchSettings = { periods: 1, periodMinutes: 15, clock: 'running' };

describe('the match clock', () => {
  const cases: [string, ClockState, ClockAction, number, ClockState | null, MatchSettings?][] = [
    ['kick-off starts the first half running', INITIAL_CLOCK, 'start', 0, run('first', 0)],
    ['a pause keeps the seconds run', run('first', 0), 'pause', 95, stop('first', 95)],
    ['a resume runs on from the seconds kept', stop('first', 95), 'resume', 200, run('first', 200, 95)],
    ['half time freezes the first half', run('first', 200, 95), 'halfTime', 1305, stop('halfTime', 1200)],
    ['the second half starts from zero, running', stop('halfTime', 1200), 'secondHalf', 2000, run('second', 2000)],
    ['extra time follows the second half', run('second', 2000), 'extra', 3200, run('extra', 3200)],
    ['the end stops the clock', run('extra', 3200), 'end', 3500, stop('ended', 300)],
    ['the end can come straight after the second half', stop('second', 1200), 'end', 4000, stop('ended', 1200)],
    ['no second kick-off', run('first', 0), 'start', 10, null],
    ['no pause of a stopped clock', stop('first', 10), 'pause', 20, null],
    ['no resume of a running clock', run('first', 0), 'resume', 20, null],
    ['no pause at half time', stop('halfTime', 1200), 'pause', 1300, null],
    ['no half time in the second half', run('second', 0), 'halfTime', 10, null],
    ['no second half before half time', run('first', 0), 'secondHalf', 10, null],
    ['no extra time from the first half of two', run('first', 0), 'extra', 10, null],
    ['nothing after the end', stop('ended', 1200), 'resume', 10, null],
    ['no end before kick-off', INITIAL_CLOCK, 'end', 10, null],
    ['one period: no half time', run('first', 0), 'halfTime', 10, null, ONE_PERIOD],
    ['one period: extra time follows the only period', run('first', 0), 'extra', 900, run('extra', 900), ONE_PERIOD],
  ];
  it.each(cases)('%s', (_name, state, action, seconds, expected, settings) => {
    const result = clockTransition(state, action, at(seconds), settings);
    if (expected === null) expect(result).toEqual({ ok: false, code: 'clockActionNotAllowed' });
    else expect(result).toEqual({ ok: true, state: expected });
  });

  it('a clock whose device time ran behind never counts backwards', () => {
    expect(clockTransition(run('first', 100, 30), 'pause', at(50))).toEqual({ ok: true, state: stop('first', 30) });
  });
});

describe('the minute the clock gives', () => {
  const settings: MatchSettings = { periods: 2, periodMinutes: 20, clock: 'stopped' };
  const cases: [string, ClockState, number, number][] = [
    ['before kick-off', INITIAL_CLOCK, 0, 0],
    ['the first seconds are the first minute', run('first', 0), 5, 1],
    ['after 59 seconds still the first minute', run('first', 0), 59, 1],
    ['one full minute gives the second', run('first', 0), 60, 2],
    ['a paused clock keeps its minute', stop('first', 610), 5000, 11],
    ["half time shows the first half's last minute", stop('halfTime', 1200), 1500, 20],
    ['the second half counts on from the first', run('second', 0), 30, 21],
    ['extra time counts on from both halves', run('extra', 0), 130, 43],
  ];
  it.each(cases)('%s', (_name, state, seconds, minute) => {
    expect(clockMinute(state, at(seconds), settings)).toBe(minute);
  });

  it('a running clock of 2 x 10 minutes', () => {
    expect(clockMinute(run('second', 0, 61), at(0), { periods: 2, periodMinutes: 10, clock: 'running' })).toBe(12);
  });
});

describe('halves, the game length and equal clocks', () => {
  it.each([
    ['notStarted', 1],
    ['first', 1],
    ['halfTime', 1],
    ['second', 2],
    ['extra', 2],
    ['ended', 2],
  ] as const)('%s counts with half %i', (period, half) => {
    expect(halfOfPeriod(period)).toBe(half);
  });

  it.each([
    [1, 1],
    [20, 1],
    [21, 2],
    [45, 2],
  ])('minute %i is in half %i of 2 x 20', (minute, half) => {
    expect(halfOfMinute(minute)).toBe(half);
  });

  it('a one-period game has only a first half', () => {
    expect(halfOfMinute(14, ONE_PERIOD)).toBe(1);
  });

  it.each([
    [{ periods: 2, periodMinutes: 20, clock: 'stopped' }, 50],
    [{ periods: 2, periodMinutes: 10, clock: 'running' }, 40],
    [{ periods: 1, periodMinutes: 15, clock: 'stopped' }, 25],
  ] as const)('the last minute of %o is %i', (settings, last) => {
    expect(lastMinuteOfGame(settings)).toBe(last);
  });

  it('the same instant written with another offset is the same clock', () => {
    expect(sameClock(run('first', 0), { ...run('first', 0), runningSince: '2026-05-01T18:00:00+03:00' })).toBe(true);
    expect(sameClock(run('first', 0), run('first', 1))).toBe(false);
  });
});
