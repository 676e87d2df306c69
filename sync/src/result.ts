import { gameWinnerSide, type Side } from '@pitchside/shared';
import { scoreOf, type GameView } from './apply';

/**
 * A knockout game's result as the bracket reads it: the side it sends on, only once the game is
 * completed, a draw settled by the shoot-out. The server compares it before and after an edit to
 * know whether the edit changes who went through.
 */
export function winnerSideOf(view: Pick<GameView, 'status' | 'goals' | 'penalties'>): Side | null {
  const score = scoreOf(view);
  return gameWinnerSide({
    status: view.status,
    homeGoals: score.home,
    awayGoals: score.away,
    homePenalties: view.penalties?.home ?? null,
    awayPenalties: view.penalties?.away ?? null,
  });
}
