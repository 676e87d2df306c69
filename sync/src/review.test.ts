import { describe, expect, it } from 'vitest';
import { applyMutation, type GameView } from './apply';
import type { Mutation } from './mutations';
import { reviewEffect, type ReviewContext } from './review';

const GAME = '00000000-0000-4000-8000-000000000001';
const GOAL = '00000000-0000-4000-8000-000000000002';

const game = (status: GameView['status'], awaiting = false): GameView => ({
  id: GAME,
  eventId: 'e',
  homeTeamId: 'h',
  awayTeamId: 'a',
  status,
  mvpId: null,
  penalties: null,
  goals: [],
  saves: [],
  ...(awaiting ? { awaitingConfirmation: true } : {}),
});

const finish: Mutation = { name: 'game.setStatus', args: { gameId: GAME, expected: 'live', status: 'completed' } };
const reopen: Mutation = { name: 'game.setStatus', args: { gameId: GAME, expected: 'completed', status: 'live' } };
const goal: Mutation = { name: 'goal.add', args: { gameId: GAME, goalId: GOAL, side: 'home', minute: 3, scorerName: 'Rami' } };
const confirm: Mutation = { name: 'game.confirm', args: { gameId: GAME } };

const scorer = (reviewRequired: boolean): ReviewContext => ({ byOrganiser: false, reviewRequired });
const organiser = (reviewRequired: boolean): ReviewContext => ({ byOrganiser: true, reviewRequired });

/** The awaiting flag after the edit, run through the same rules the server uses. */
function awaitingAfter(before: GameView, m: Mutation, ctx: ReviewContext): boolean {
  const { view } = applyMutation(before, m);
  const after = view!;
  const effect = reviewEffect(before, after, m, ctx);
  return effect?.type === 'game.awaiting' ? effect.value : !!after.awaitingConfirmation;
}

describe('review of scorers’ results', () => {
  it.each<[string, GameView, Mutation, ReviewContext, boolean]>([
    ['a scorer finishing a game of an age group with review: awaits', game('live'), finish, scorer(true), true],
    ['a scorer finishing a game without review: counts as today', game('live'), finish, scorer(false), false],
    ['an organiser finishing a game with review: counts at once', game('live'), finish, organiser(true), false],
    ['a scorer adding a goal to a confirmed game: awaits again', game('completed'), goal, scorer(true), true],
    ['a scorer adding a goal to a live game: nothing to confirm yet', game('live'), goal, scorer(true), false],
    ['a scorer reopening an awaiting game: no result to await', game('completed', true), reopen, scorer(true), false],
    ['an organiser correcting an awaiting game: their result counts', game('completed', true), goal, organiser(true), false],
    ['a scorer editing an awaiting game after review was turned off: still awaits', game('completed', true), goal, scorer(false), true],
    ['an organiser confirming an awaiting game: counts', game('completed', true), confirm, organiser(true), false],
    ['confirming a game that awaits nothing: unchanged', game('completed'), confirm, organiser(true), false],
  ])('%s', (_label, before, m, ctx, want) => {
    expect(awaitingAfter(before, m, ctx)).toBe(want);
  });

  it('confirming a game that awaits nothing changes nothing (a retry is harmless)', () => {
    const { decision } = applyMutation(game('completed'), confirm);
    expect(decision).toEqual({ status: 'applied', effects: [] });
  });
});
