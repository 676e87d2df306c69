import { describe, expect, it } from 'vitest';
import type { GameView } from './apply';
import { applyMutation } from './apply';
import type { Mutation, SeenResult } from './mutations';
import { resultConflict } from './result';

const GAME = '00000000-0000-4000-8000-000000000001';
let n = 0;
const goalId = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

function game(status: GameView['status'], home: number, away: number): GameView {
  const goals = [
    ...Array.from({ length: home }, () => ({ side: 'home' as const })),
    ...Array.from({ length: away }, () => ({ side: 'away' as const })),
  ].map((g, i) => ({
    id: goalId(),
    eventId: 'e',
    gameId: GAME,
    side: g.side,
    minute: i,
    scorerId: null,
    scorerName: 'S',
    assistId: null,
    assistName: null,
  }));
  return { id: GAME, eventId: 'e', homeTeamId: 'h', awayTeamId: 'a', status, mvpId: null, penalties: null, goals, saves: [] };
}

const seen = (home: number, away: number): SeenResult => ({ home, away, penalties: null });
const add = (side: 'home' | 'away', s?: SeenResult): Mutation => ({
  name: 'goal.add',
  args: { gameId: GAME, goalId: goalId(), side, minute: 50, scorerName: 'X', ...(s ? { seen: s } : {}) },
});
const complete = (s?: SeenResult): Mutation => ({
  name: 'game.setStatus',
  args: { gameId: GAME, expected: 'live', status: 'completed', ...(s ? { seen: s } : {}) },
});

describe('resultConflict', () => {
  it.each([
    [
      'another admin completed 1-0; this device saw 0-0 and adds an away goal (meant 0-1)',
      game('completed', 1, 0),
      add('away', seen(0, 0)),
      true,
    ],
    ['the same, without seen (REST, older device): commutes', game('completed', 1, 0), add('away'), false],
    ['a correction made on the score the server holds', game('completed', 1, 0), add('away', seen(1, 0)), false],
    [
      'completed 3-0; this device saw 1-0 and adds a home goal: same winner either way',
      game('completed', 3, 0),
      add('home', seen(1, 0)),
      false,
    ],
    ['completed 3-0; this device saw 0-0 and adds an away goal (meant 0-1)', game('completed', 3, 0), add('away', seen(0, 0)), true],
    ['the game is still live: goals commute', game('live', 1, 0), add('away', seen(0, 0)), false],
    ['completing at 1-2 on the server when the device had 1-0', game('live', 1, 2), complete(seen(1, 0)), true],
    ['completing when the extra goals keep the same winner', game('live', 3, 1), complete(seen(1, 0)), false],
    ['completing the score the server holds', game('live', 1, 0), complete(seen(1, 0)), false],
  ])('%s', (_label, view, m, conflict) => {
    const { view: after } = applyMutation(view, m);
    const c = resultConflict(view, m, after!);
    expect(c !== null).toBe(conflict);
  });

  it('says what stands and what the device meant', () => {
    const view = game('completed', 1, 0);
    const m = add('away', seen(0, 1));
    expect(resultConflict(view, m, applyMutation(view, m).view!)).toEqual({ current: seen(1, 0), theirs: seen(0, 2) });
  });
});
