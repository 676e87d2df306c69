import { lazy, Suspense } from 'react';
import { statusText, useFormat, useT } from '../../i18n';

/** The board's parts that follow its first paint, in one chunk. */
export const loadBoardLater = () => import('./board-later');
// The match clock (the futsal match report's) comes after the first paint, with the board's other later parts.
const MatchClock = lazy(() => loadBoardLater().then((m) => m.loadMatchClock()));

/** What the clock slot reads of a game: its status and kick-off, and the match clock when the answer carries one. */
export interface ClockedGame {
  status: string;
  startTime: string | null;
  clock?: unknown;
}

const started = (clock: unknown) => typeof clock === 'object' && clock !== null && (clock as { period?: unknown }).period !== 'notStarted';

/**
 * The board's clock slot for a game: the period and running minute when the game carries a started
 * match clock (as the Now view and the game page show it); else the game's status, with its kick-off
 * time (Beirut) while live.
 */
export function GameClock({ game }: { game: ClockedGame }) {
  if (started(game.clock)) {
    return (
      <Suspense fallback={<KickOff game={game} />}>
        <MatchClock game={game} />
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
