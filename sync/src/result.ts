import { gameWinnerSide, type Side } from '@pitchside/shared';
import { scoreOf, type GameView } from './apply';
import type { Mutation, SeenResult } from './mutations';

/**
 * A knockout game's result as the bracket reads it: the side it sends on, only once the game is
 * completed, a draw settled by the shoot-out. The server compares it before and after an edit to
 * know whether the edit changes who went through.
 */
export function winnerSideOf(view: Pick<GameView, 'status' | 'goals' | 'penalties'>): Side | null {
  return sideOf({ ...scoreOf(view), penalties: view.penalties }, view.status);
}

function sideOf(r: SeenResult, status = 'completed'): Side | null {
  return gameWinnerSide({
    status,
    homeGoals: r.home,
    awayGoals: r.away,
    homePenalties: r.penalties?.home ?? null,
    awayPenalties: r.penalties?.away ?? null,
  });
}

/** A game's score and shoot-out, in the shape devices send as `seen`. */
export function resultOf(view: Pick<GameView, 'goals' | 'penalties'>): SeenResult {
  return { ...scoreOf(view), penalties: view.penalties };
}

const sameResult = (a: SeenResult, b: SeenResult) =>
  a.home === b.home && a.away === b.away && a.penalties?.home === b.penalties?.home && a.penalties?.away === b.penalties?.away;

export interface ResultConflict {
  /** The score that stands on the server. */
  current: SeenResult;
  /** The score the device meant: what it saw, with this edit. */
  theirs: SeenResult;
}

/**
 * Two offline devices recording one knockout game: goals commute, but a union of their goals is a
 * score neither admin entered, and may send on a team neither saw win. An edit made on a device that
 * saw another score (`seen`) is held as a `result` conflict when it would decide the game differently
 * from what the device meant:
 * - a goal added or removed on a game the server holds as completed;
 * - the game completed while the server's goals give another winner than the device's.
 * An edit made on the score the server holds is a correction and applies. Without `seen` (REST
 * calls, older devices) nothing is checked. `after` is the game with the edit applied.
 */
export function resultConflict(view: GameView, m: Mutation, after: GameView): ResultConflict | null {
  const seen = 'seen' in m.args ? m.args.seen : undefined;
  if (!seen) return null;
  const current = resultOf(view);
  if (sameResult(seen, current)) return null;
  let theirs: SeenResult;
  if (m.name === 'goal.add' || m.name === 'goal.remove') {
    if (view.status !== 'completed') return null;
    const side = m.name === 'goal.add' ? m.args.side : view.goals.find((g) => g.id === m.args.goalId)?.side;
    if (!side) return null;
    theirs = { ...seen, [side]: Math.max(0, seen[side] + (m.name === 'goal.add' ? 1 : -1)) };
  } else if (m.name === 'game.setStatus') {
    if (m.args.status !== 'completed' || view.status === 'completed') return null;
    theirs = seen;
  } else return null;
  return sideOf(theirs) === sideOf(resultOf(after)) ? null : { current, theirs };
}
