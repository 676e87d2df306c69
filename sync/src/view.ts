import { INITIAL_CLOCK } from '@pitchside/shared';
import { applyMutation, type GameView } from './apply';
import { parseMutation, type Mutation } from './mutations';
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
    schedule: { startTime: game.startTime, pitchId: game.pitchId ?? null },
    goals: goals.filter((g) => g.gameId === game.id).map((g) => ({ ...g })),
    saves: saves.filter((s) => s.gameId === game.id).map((s) => ({ playerId: s.playerId, saves: s.saves })),
    ...(game.cards ? { cards: game.cards.map((c) => ({ ...c })) } : {}),
    ...(game.fouls ? { fouls: game.fouls.map((f) => ({ ...f })) } : {}),
    ...(game.timeouts ? { timeouts: game.timeouts.map((t) => ({ ...t })) } : {}),
    ...(game.lineups ? { lineups: { home: [...game.lineups.home], away: [...game.lineups.away] } } : {}),
    ...(game.clock !== undefined ? { clock: game.clock } : {}),
    ...(game.match ? { match: game.match } : {}),
    ...(game.awaitingConfirmation ? { awaitingConfirmation: true } : {}),
    ...(game.suspended ? { suspended: game.suspended.map((s) => ({ ...s })) } : {}),
    ...(home && away ? { rosters: { home: home.players.map((p) => p.id), away: away.players.map((p) => p.id) } } : {}),
  };
}

/**
 * A mutation the server has applied (confirmed) is a fact, whatever the pulled rows say: they are
 * older than it until the next pull. Its compare-and-set is taken as matched, so "keep mine" shows
 * the kept value even on a device that never pulled the value it replaced.
 */
function asApplied(view: GameView, m: Mutation): Mutation {
  switch (m.name) {
    case 'game.setStatus':
      return { ...m, args: { ...m.args, expected: view.status } };
    case 'game.setPenalties':
      return { ...m, args: { ...m.args, expected: view.penalties } };
    case 'game.setMvp':
      return { ...m, args: { ...m.args, expected: view.mvpId } };
    case 'game.setSchedule':
      return { ...m, args: { ...m.args, expected: view.schedule ?? { startTime: null, pitchId: null } } };
    case 'game.setSaves':
      return { ...m, args: { ...m.args, expected: view.saves.find((s) => s.playerId === m.args.playerId)?.saves ?? 0 } };
    case 'lineup.set':
      return { ...m, args: { ...m.args, expected: view.lineups?.[m.args.side] ?? [] } };
    case 'game.clock':
      return { ...m, args: { ...m.args, expected: view.clock ?? INITIAL_CLOCK } };
    default:
      return m;
  }
}

/**
 * The screen's state: the pulled server state with the pending mutations replayed on top, by the same
 * rules the server uses. A pending mutation that would conflict or be rejected simply shows nothing;
 * one the server already applied always shows.
 */
export function replayPending(view: GameView, pending: ReadonlyArray<{ name: string; args: unknown; confirmed?: boolean }>): GameView {
  let current = view;
  for (const p of pending) {
    const parsed = parseMutation(p.name, p.args);
    if (!parsed.ok || parsed.mutation.args.gameId !== view.id) continue;
    const m = p.confirmed ? asApplied(current, parsed.mutation) : parsed.mutation;
    const { view: next } = applyMutation(current, m);
    if (next) current = next;
  }
  return current;
}

export const ANOTHER_ADMIN = 'another admin';

/**
 * Adds the goals other admins queued on this device, labelled with whose they are. Only their goals:
 * their status or MVP edits are not the server's values yet, and an `expected` built on them would
 * conflict. A goal already in the view (pulled or replayed) is not added again.
 */
export function withOtherAdminsGoals(
  view: GameView,
  edits: ReadonlyArray<{ name: string; args: unknown; admin: string | null }>,
): GameView {
  let current = view;
  for (const e of edits) {
    if (e.name !== 'goal.add') continue;
    const parsed = parseMutation(e.name, e.args);
    if (!parsed.ok || parsed.mutation.name !== 'goal.add' || parsed.mutation.args.gameId !== view.id) continue;
    const goalId = parsed.mutation.args.goalId;
    if (current.goals.some((g) => g.id === goalId)) continue;
    const { view: next } = applyMutation(current, parsed.mutation);
    if (!next) continue;
    const waitingFor = e.admin ?? ANOTHER_ADMIN;
    current = { ...next, goals: next.goals.map((g) => (g.id === goalId ? { ...g, waitingFor } : g)) };
  }
  return current;
}
