import { findPossibleDuplicateGoal } from './apply';
import { goalAddArgs } from './mutations';
import type { GoalRow } from './protocol';
import type { AttentionItem, PendingMutation } from './store';

/**
 * Two admins courtside often record the same real goal, each offline: both count once they sync,
 * since goals commute. After a pull brings this admin's goals in, each one that has a likely twin
 * among the event's goals (same side and scorer within two minutes of play, see
 * findPossibleDuplicateGoal) goes to "needs attention", whether it was entered alone or in a batch.
 * A pair of this admin's own goals is flagged once, on the later edit.
 *
 * `settled`: this admin's confirmed edits the pull has just brought in; `goalsOf`: the pulled goals
 * of a game (removed goals are never pulled).
 */
export function likelyDuplicates(
  settled: readonly PendingMutation[],
  goalsOf: (gameId: string) => readonly GoalRow[],
  receivedAt: string,
): AttentionItem[] {
  const mine = new Map<string, number>();
  const adds: { m: PendingMutation; args: ReturnType<typeof goalAddArgs.parse> }[] = [];
  for (const m of settled) {
    if (m.name !== 'goal.add') continue;
    const parsed = goalAddArgs.safeParse(m.args);
    if (!parsed.success) continue;
    mine.set(parsed.data.goalId, m.id);
    adds.push({ m, args: parsed.data });
  }
  const items: AttentionItem[] = [];
  for (const { m, args } of adds) {
    const goals = goalsOf(args.gameId);
    if (!goals.some((g) => g.id === args.goalId)) continue;
    // A later goal of this admin's is compared with this one when its own turn comes.
    const others = goals.filter((g) => g.id !== args.goalId && (mine.get(g.id) ?? -1) < m.id);
    const twin = findPossibleDuplicateGoal(
      { goals: others },
      { goalId: args.goalId, side: args.side, minute: args.minute, scorerId: args.scorerId ?? null, scorerName: args.scorerName },
    );
    if (twin) {
      const { waitingFor: _w, deleted: _d, ...duplicateOf } = twin;
      items.push({ mutationId: m.id, name: m.name, args: m.args, kind: 'duplicate', duplicateOf, receivedAt });
    }
  }
  return items;
}
