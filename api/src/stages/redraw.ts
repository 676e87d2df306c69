import { type RemovalConfirm, type RemovedGame } from '@pitchside/shared';
import { AppError } from '../lib/errors';

/**
 * What a save that removes games must be confirmed with (issue 26). Each age group's save adds the
 * games it would remove; the caller throws one 409 listing them all, so the organiser confirms once.
 */
export interface RemovalGate {
  confirm: boolean;
  confirmPlayed: ReadonlySet<string>;
  asked: RemovedGame[];
  regenerates: number;
}

export function removalGate(c: RemovalConfirm = {}): RemovalGate {
  return { confirm: c.confirm === true, confirmPlayed: new Set(c.confirmPlayed ?? []), asked: [], regenerates: 0 };
}

/** Whether these removals may go ahead now: confirmed, and every played game among them named. */
export function isConfirmed(gate: RemovalGate, games: readonly RemovedGame[]): boolean {
  return gate.confirm && games.every((g) => !g.played || gate.confirmPlayed.has(g._id));
}

/** The 409 answer: `confirmRemoval` until confirmed, `confirmPlayedRemoval` while a played game is not named. */
export function removalConflict(games: readonly RemovedGame[], regenerates: number, confirmed: boolean): AppError {
  const code = confirmed ? 'confirmPlayedRemoval' : 'confirmRemoval';
  return new AppError(409, code, {
    extra: {
      removes: {
        ageGroups: 0,
        groups: 0,
        fixtures: 0,
        teams: 0,
        players: 0,
        games: games.length,
        goals: games.reduce((n, g) => n + g.homeGoals + g.awayGoals, 0),
      },
      games,
      regenerates,
    },
  });
}

export function throwIfAsked(gate: RemovalGate): void {
  if (gate.asked.length > 0) throw removalConflict(gate.asked, gate.regenerates, gate.confirm);
}
