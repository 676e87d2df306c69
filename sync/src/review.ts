import type { Effect, GameView } from './apply';
import type { Mutation } from './mutations';

/** Who made an edit, as review sees it, and whether the game's age group asks for review. */
export interface ReviewContext {
  /** The editor manages the event (an organiser or a site admin): their edits count at once. */
  byOrganiser: boolean;
  /** The age group's `review.scorerResults`. */
  reviewRequired: boolean;
}

/**
 * Whether a game awaits an organiser's confirmation after an applied edit (issue 21), as the effect
 * to write, or null when that does not change. A scorer's edit leaving the game completed, in an age
 * group that asks for review, makes it await (again, if it had been confirmed); an organiser's edit
 * counts at once, so it clears the wait; a game that is no longer completed has no result to await.
 * `game.confirm` decides its own effect.
 */
export function reviewEffect(before: GameView, after: GameView, m: Mutation, ctx: ReviewContext): Effect | null {
  if (m.name === 'game.confirm') return null;
  const was = !!after.awaitingConfirmation;
  let now: boolean;
  if (after.status !== 'completed' || ctx.byOrganiser) now = false;
  else now = ctx.reviewRequired || was;
  // Nothing the edit did needs a decision when the game was not touched (an applied no-op).
  if (before === after) return null;
  return now === was ? null : { type: 'game.awaiting', value: now };
}
