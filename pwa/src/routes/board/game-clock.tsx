import { clockMinute, isClockRunning, type ClockState, type MatchSettings } from '@pitchside/shared';
import { statusText, useFormat, useT } from '../../i18n';
import { useNow } from '../../components/offline/age';

/** What the clock slot reads of a game: the match clock once games carry one (the futsal match report). */
export interface ClockedGame {
  status: string;
  startTime: string | null;
  clock?: ClockState | null;
  matchSettings?: MatchSettings | null;
}

/**
 * The board's clock slot for a game: the running minute when the game carries a match clock, half
 * time and full time from it; else the game's status, with its kick-off time (Beirut) while live.
 */
export function GameClock({ game }: { game: ClockedGame }) {
  const clock = game.clock;
  if (clock && clock.period !== 'notStarted') return <MatchClock clock={clock} settings={game.matchSettings ?? undefined} />;
  return <KickOff game={game} />;
}

function MatchClock({ clock, settings }: { clock: ClockState; settings: MatchSettings | undefined }) {
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

function KickOff({ game }: { game: ClockedGame }) {
  const t = useT();
  const format = useFormat();
  const time = game.startTime ? format.date(game.startTime, 'time') : null;
  if (game.status === 'live' && time) {
    return (
      <span className="game-clock">
        {statusText(game.status)} · {t('schedule.board.kickOff', { time })}
      </span>
    );
  }
  return <span className="game-clock">{statusText(game.status)}</span>;
}
