import {
  DEFAULT_MATCH_SETTINGS,
  clockElapsedSeconds,
  clockMinute,
  isClockRunning,
  type ClockPeriod,
  type ClockState,
  type MatchSettings,
} from '@pitchside/shared';
import { useT } from '../../i18n';
import { useNow } from '../offline/age';
import './match.css';

export const PERIOD_KEYS: Record<ClockPeriod, string> = {
  notStarted: 'match.period.notStarted',
  first: 'match.period.first',
  halfTime: 'match.period.halfTime',
  second: 'match.period.second',
  extra: 'match.period.extra',
  ended: 'match.period.ended',
};

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
  // A running clock ticks on the device from `runningSince`; a stopped one needs no ticking.
  const now = new Date(useNow(running ? 1_000 : 60_000));
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

/** The compact clock of a list (the Now view): "2nd half 27'", or the period alone when not in play. */
export function ClockMinute({ clock, settings = DEFAULT_MATCH_SETTINGS }: { clock: ClockState; settings?: MatchSettings }) {
  const t = useT();
  const running = isClockRunning(clock);
  const now = new Date(useNow(running ? 1_000 : 60_000));
  const period = t(PERIOD_KEYS[clock.period]);
  const playing = clock.period === 'first' || clock.period === 'second' || clock.period === 'extra';
  return (
    <span className="match-minute">
      {playing ? t('match.periodMinute', { period, minute: clockMinute(clock, now, settings) }) : period}
    </span>
  );
}
