import {
  DEFAULT_MATCH_SETTINGS,
  clockElapsedSeconds,
  clockMinute,
  isClockRunning,
  type ClockPeriod,
  type ClockState,
  type MatchSettings,
} from '@pitchside/shared';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import './match.css';

export const PERIOD_KEYS: Record<ClockPeriod, string> = {
  notStarted: 'match.period.notStarted',
  first: 'match.period.first',
  halfTime: 'match.period.halfTime',
  second: 'match.period.second',
  extra: 'match.period.extra',
  ended: 'match.period.ended',
};

/** The current time, once a second while `running` (a running clock ticks on the device from `runningSince`). */
export function useTick(running: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    setNow(new Date());
    if (!running) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** "07:42" of the current period. */
export function clockText(state: ClockState, now: Date): string {
  const s = clockElapsedSeconds(state, now);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The match clock as fans and the scorer see it: the period in words, the running time and the
 * minute of play, high contrast. Screen readers get the period and minute once (not every second).
 */
export function ClockFace({
  clock,
  settings = DEFAULT_MATCH_SETTINGS,
  size = 'normal',
}: {
  clock: ClockState;
  settings?: MatchSettings;
  size?: 'normal' | 'large';
}) {
  const t = useT();
  const running = isClockRunning(clock);
  const now = useTick(running);
  const minute = clockMinute(clock, now, settings);
  const period = t(PERIOD_KEYS[clock.period]);
  const playing = clock.period === 'first' || clock.period === 'second' || clock.period === 'extra';
  const label = playing ? t(running ? 'match.clockRunning' : 'match.clockPaused', { period, minute }) : period;
  return (
    <div className={`match-clock match-clock-${size}${running ? ' is-running' : ''}`} role="timer" aria-label={label}>
      <span className="match-clock-period" aria-hidden="true">
        {period}
        {playing && !running && <> · {t('match.paused')}</>}
      </span>
      {clock.period !== 'notStarted' && (
        <span className="match-clock-time" dir="ltr" aria-hidden="true">
          {clockText(clock, now)}
        </span>
      )}
      {playing && (
        <span className="match-clock-minute" aria-hidden="true">
          {t('match.minute', { minute })}
        </span>
      )}
    </div>
  );
}
