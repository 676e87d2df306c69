import { findPossibleDuplicateGoal } from './apply';
import { goalAddArgs } from './mutations';
import type { GoalRow } from './protocol';
import type { AttentionItem, PendingMutation } from './store';

/**
 * Two admins courtside often record the same real goal, each offline: both count once they sync,
 * since goals commute. After a pull brings this admin's goals in, each one that has a likely twin
 * recorded by another admin (same side, scorer and minute, see findPossibleDuplicateGoal) goes to
 * "needs attention", whether it was entered alone or in a batch.
 * This admin's own goals are never each other's twins: a brace within a minute is two goals. Who
 * "this admin" is comes from the pulled goal itself (its recorder).
 *
 * `settled`: this admin's confirmed edits the pull has just brought in; `goalsOf`: the pulled goals
 * of a game (removed goals are never pulled).
 */
export function likelyDuplicates(
  settled: readonly PendingMutation[],
  goalsOf: (gameId: string) => readonly GoalRow[],
  receivedAt: string,
): AttentionItem[] {
  const items: AttentionItem[] = [];
  for (const m of settled) {
    if (m.name !== 'goal.add') continue;
    const parsed = goalAddArgs.safeParse(m.args);
    if (!parsed.success) continue;
    const args = parsed.data;
    const goals = goalsOf(args.gameId);
    const mine = goals.find((g) => g.id === args.goalId);
    if (!mine) continue;
    // Without a recorder on this admin's own goal (an older server) nothing tells whose the others are.
    if (!mine.createdBy) continue;
    const twin = findPossibleDuplicateGoal(
      { goals: [...goals] },
      {
        goalId: args.goalId,
        side: args.side,
        minute: args.minute,
        scorerId: args.scorerId ?? null,
        scorerName: args.scorerName,
        recordedBy: mine.createdBy,
      },
    );
    if (twin) {
      const { waitingFor: _w, deleted: _d, ...duplicateOf } = twin;
      items.push({ mutationId: m.id, name: m.name, args: m.args, kind: 'duplicate', duplicateOf, receivedAt });
    }
  }
  return items;
}
