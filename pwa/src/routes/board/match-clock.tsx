import { clockMinute, isClockRunning, type ClockState, type MatchSettings } from '@pitchside/shared';
import { useT } from '../../i18n';
import { useNow } from '../../components/offline/age';

/** The running minute of a game's match clock, or half time and full time. */
export default function MatchClock({ clock, settings }: { clock: ClockState; settings: MatchSettings | undefined }) {
  const t = useT();
  // A running clock moves on screen; a stopped one needs no ticking.
  const now = useNow(isClockRunning(clock) ? 1_000 : 60_000);
  if (clock.period === 'halfTime') return <span className="game-clock">{t('schedule.board.halfTime')}</span>;
  if (clock.period === 'ended') return <span className="game-clock">{t('schedule.board.fullTime')}</span>;
  return (
    <span className="game-clock game-clock--running">
      {t('schedule.board.minute', { minute: clockMinute(clock, new Date(now), settings) })}
    </span>
  );
}
