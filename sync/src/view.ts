import { applyMutation, type GameView } from './apply';
import { parseMutation } from './mutations';
import type { GameRow, GoalRow, SaveRow, TeamRow } from './protocol';

/** Builds the in-memory game view from pulled rows (the device side of the apply functions). */
export function buildGameView(
  game: GameRow,
  goals: readonly GoalRow[],
  saves: readonly SaveRow[],
  teams: readonly TeamRow[] = [],
): GameView {
  const home = teams.find((t) => t.id === game.homeTeamId);
  const away = teams.find((t) => t.id === game.awayTeamId);
  return {
    id: game.id,
    eventId: game.eventId,
    homeTeamId: game.homeTeamId,
    awayTeamId: game.awayTeamId,
    status: game.status,
    mvpId: game.mvpId,
    penalties: game.penalties,
    goals: goals.filter((g) => g.gameId === game.id).map((g) => ({ ...g })),
    saves: saves.filter((s) => s.gameId === game.id).map((s) => ({ playerId: s.playerId, saves: s.saves })),
    ...(home && away ? { rosters: { home: home.players.map((p) => p.id), away: away.players.map((p) => p.id) } } : {}),
  };
}

/**
 * The screen's state: the pulled server state with the pending mutations replayed on top, by the same
 * rules the server uses. A pending mutation that would conflict or be rejected simply shows nothing.
 */
export function replayPending(view: GameView, pending: ReadonlyArray<{ name: string; args: unknown }>): GameView {
  let current = view;
  for (const p of pending) {
    const parsed = parseMutation(p.name, p.args);
    if (!parsed.ok || parsed.mutation.args.gameId !== view.id) continue;
    const { view: next } = applyMutation(current, parsed.mutation);
    if (next) current = next;
  }
  return current;
}
