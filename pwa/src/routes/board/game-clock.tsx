import { lazy, Suspense } from 'react';
import type { ClockState, MatchSettings } from '@pitchside/shared';
import { statusText, useFormat, useT } from '../../i18n';

/** The board's parts that follow its first paint, in one chunk. */
export const loadBoardLater = () => import('./board-later');
// The match clock's rules come after the first paint, with the board's other later parts.
const MatchClock = lazy(() => loadBoardLater().then((m) => ({ default: m.MatchClock })));

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
  if (clock && clock.period !== 'notStarted') {
    return (
      <Suspense fallback={<KickOff game={game} />}>
        <MatchClock clock={clock} settings={game.matchSettings ?? undefined} />
      </Suspense>
    );
  }
  return <KickOff game={game} />;
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
