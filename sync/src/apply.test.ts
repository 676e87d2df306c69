import { describe, expect, it } from 'vitest';
import { applyMutation, decide, findPossibleDuplicateGoal, scoreOf, type GameView } from './apply';
import { MUTATION_ARGS, parseMutation, type Mutation } from './mutations';

const G = '00000000-0000-4000-8000-000000000001';
const H1 = '00000000-0000-4000-8000-0000000000a1';
const H2 = '00000000-0000-4000-8000-0000000000a2';
const A1 = '00000000-0000-4000-8000-0000000000b1';
const GOAL = '00000000-0000-4000-8000-0000000000c1';
const OTHER = '00000000-0000-4000-8000-0000000000c2';
const RANA = { id: 'u-rana', name: 'Rana Khoury' };

const base: GameView = {
  id: G,
  eventId: 'e',
  homeTeamId: 'th',
  awayTeamId: 'ta',
  status: 'live',
  mvpId: H1,
  penalties: null,
  goals: [
    { id: GOAL, eventId: 'e', gameId: G, side: 'home', minute: 10, scorerId: H1, scorerName: 'Ali', assistId: null, assistName: null },
    {
      id: OTHER,
      eventId: 'e',
      gameId: G,
      side: 'away',
      minute: 20,
      scorerId: A1,
      scorerName: 'Omar',
      assistId: null,
      assistName: null,
      deleted: true,
    },
  ],
  saves: [{ playerId: A1, saves: 2, setter: { by: RANA, at: '2025-06-01T11:32:00.000Z' } }],
  setters: { mvp: { by: RANA, at: '2025-06-01T11:30:00.000Z' } },
  rosters: { home: [H1, H2], away: [A1] },
};

const m = (name: Mutation['name'], args: Record<string, unknown>): Mutation => {
  const parsed = parseMutation(name, { gameId: G, ...args });
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.mutation;
};
const NEW_GOAL = '00000000-0000-4000-8000-0000000000d1';

describe('decide', () => {
  it.each<[string, Mutation, unknown]>([
    [
      'goal.add inserts a new goal',
      m('goal.add', { goalId: NEW_GOAL, side: 'home', minute: 30, scorerId: H2, scorerName: 'Hadi' }),
      'insert',
    ],
    [
      'goal.add of a goal already there is a no-op (commutes)',
      m('goal.add', { goalId: GOAL, side: 'home', minute: 10, scorerName: 'Ali' }),
      'noop',
    ],
    ['goal.add of a removed goal stays removed', m('goal.add', { goalId: OTHER, side: 'away', minute: 20, scorerName: 'Omar' }), 'noop'],
    [
      'goal.add with a scorer of the other side is rejected',
      m('goal.add', { goalId: NEW_GOAL, side: 'away', minute: 3, scorerId: H1, scorerName: 'Ali' }),
      { status: 'rejected', reason: 'The scorer is not a player of the away team', code: 'scorerNotInTeam', params: { side: 'away' } },
    ],
    ['goal.remove tombstones a goal', m('goal.remove', { goalId: GOAL }), 'delete'],
    ['goal.remove of a removed goal is not an error', m('goal.remove', { goalId: OTHER }), 'noop'],
    ['goal.remove of an unknown goal is not an error', m('goal.remove', { goalId: NEW_GOAL }), 'noop'],
    ['setStatus with the right expected applies', m('game.setStatus', { expected: 'live', status: 'completed' }), 'set'],
    ['setStatus to the value held is applied and changes nothing', m('game.setStatus', { expected: 'Upcoming', status: 'live' }), 'noop'],
    [
      'setStatus from a stale view is a conflict',
      m('game.setStatus', { expected: 'Upcoming', status: 'completed' }),
      { status: 'conflict', field: 'status', current: 'live', setBy: null, setAt: null },
    ],
    [
      'setMvp from a stale view is a conflict naming who and when',
      m('game.setMvp', { expected: null, value: H2 }),
      { status: 'conflict', field: 'mvp', current: H1, setBy: RANA, setAt: '2025-06-01T11:30:00.000Z' },
    ],
    ['setMvp to the value held is a no-op', m('game.setMvp', { expected: null, value: H1 }), 'noop'],
    [
      'setMvp of a stranger is rejected',
      m('game.setMvp', { expected: H1, value: NEW_GOAL }),
      { status: 'rejected', reason: 'The MVP must be a player of one of the two teams', code: 'mvpNotInGame' },
    ],
    ['setMvp may clear', m('game.setMvp', { expected: H1, value: null }), 'set'],
    ['setPenalties from null applies', m('game.setPenalties', { expected: null, value: { home: 4, away: 3 } }), 'set'],
    [
      'setPenalties with a stale expected is a conflict',
      m('game.setPenalties', { expected: { home: 1, away: 0 }, value: { home: 4, away: 3 } }),
      { status: 'conflict', field: 'penalties', current: null, setBy: null, setAt: null },
    ],
    ['setPenalties clearing what is clear is a no-op', m('game.setPenalties', { expected: { home: 1, away: 0 }, value: null }), 'noop'],
    ['setSaves compares with the saves held', m('game.setSaves', { playerId: A1, expected: 2, value: 5 }), 'set'],
    [
      'setSaves from a stale view is a conflict',
      m('game.setSaves', { playerId: A1, expected: 0, value: 5 }),
      { status: 'conflict', field: 'saves', current: 2, setBy: RANA, setAt: '2025-06-01T11:32:00.000Z' },
    ],
    ['setSaves for a keeper with none yet expects 0', m('game.setSaves', { playerId: H2, expected: 0, value: 1 }), 'set'],
  ])('%s', (_label, mutation, expected) => {
    const d = decide(base, mutation);
    if (expected === 'noop') expect(d).toEqual({ status: 'applied', effects: [] });
    else if (typeof expected === 'string') {
      expect(d.status).toBe('applied');
      expect(d.status === 'applied' && d.effects).toHaveLength(1);
    } else expect(d).toEqual(expected);
  });

  it('rejects a mutation for a game it does not know', () => {
    expect(decide(null, m('goal.remove', { goalId: GOAL }))).toEqual({
      status: 'rejected',
      reason: 'Game not found',
      code: 'gameNotFound',
    });
  });

  it('skips roster rules when the rosters are unknown (a device before its first pull)', () => {
    const { rosters: _r, ...bare } = base;
    expect(decide(bare, m('game.setMvp', { expected: H1, value: NEW_GOAL })).status).toBe('applied');
  });
});

describe('applyMutation', () => {
  it('applies effects and keeps the score equal to the goals', () => {
    let view: GameView | null = base;
    const steps: Mutation[] = [
      m('goal.add', { goalId: NEW_GOAL, side: 'home', minute: 30, scorerId: H2, scorerName: 'Hadi' }),
      m('goal.add', { goalId: NEW_GOAL, side: 'home', minute: 30, scorerId: H2, scorerName: 'Hadi' }),
      m('goal.remove', { goalId: GOAL }),
      m('goal.remove', { goalId: GOAL }),
      m('game.setStatus', { expected: 'live', status: 'completed' }),
      m('game.setSaves', { playerId: A1, expected: 2, value: 4 }),
    ];
    for (const s of steps) view = applyMutation(view, s, { by: RANA, at: 'T' }).view;
    expect(scoreOf(view!)).toEqual({ home: 1, away: 0 });
    expect(view!.status).toBe('completed');
    expect(view!.setters?.status).toEqual({ by: RANA, at: 'T' });
    expect(view!.saves).toEqual([{ playerId: A1, saves: 4, setter: { by: RANA, at: 'T' } }]);
    expect(base.goals).toHaveLength(2);
  });
});

describe('mutation args', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['goal.add', { gameId: G, goalId: GOAL, side: 'home', minute: -1, scorerName: 'A' }, 'Minute must be 0 or higher'],
    ['goal.add', { gameId: G, goalId: GOAL, side: 'home', minute: 2.5, scorerName: 'A' }, 'Minute must be a whole number'],
    ['goal.add', { gameId: G, goalId: GOAL, side: 'middle', minute: 1, scorerName: 'A' }, 'Side must be home or away'],
    ['goal.add', { gameId: G, goalId: GOAL, side: 'home', minute: 1, scorerName: ' ' }, 'Scorer name is required'],
    ['goal.add', { gameId: G, goalId: 'g1', side: 'home', minute: 1, scorerName: 'A' }, 'Goal must be a valid id'],
    [
      'goal.add',
      { gameId: G, goalId: GOAL, side: 'home', minute: 1, scorerId: H1, scorerName: 'A', assistId: H1 },
      'The assist must be a different player from the scorer',
    ],
    ['game.setPenalties', { gameId: G, expected: null, value: { home: -1, away: 2 } }, 'Please enter valid penalty scores (0 or higher)'],
    ['game.setPenalties', { gameId: G, expected: null, value: { home: 1 } }, 'Please enter valid penalty scores (0 or higher)'],
    [
      'game.setStatus',
      { gameId: G, expected: 'live', status: 'done' },
      'Status must be one of Not Scheduled, Upcoming, scheduled, live, completed, postponed, cancelled',
    ],
    ['game.setSaves', { gameId: G, playerId: A1, expected: 0, value: -2 }, 'Saves must be 0 or higher'],
  ])('%s %j: %s', (name, args, message) => {
    expect(parseMutation(name, args)).toMatchObject({ ok: false, reason: message, code: expect.any(String) });
  });

  it('knows exactly the six mutations of the design, the schedule move, the match report and the confirmation of a scorer’s result', () => {
    expect(Object.keys(MUTATION_ARGS)).toEqual([
      'goal.add',
      'goal.remove',
      'game.setStatus',
      'game.setPenalties',
      'game.setMvp',
      'game.setSaves',
      'game.setSchedule',
      'card.add',
      'card.remove',
      'foul.add',
      'foul.remove',
      'timeout.add',
      'lineup.set',
      'game.clock',
      'game.confirm',
    ]);
    expect(parseMutation('game.delete', {})).toEqual({
      ok: false,
      reason: 'Unknown change "game.delete"',
      code: 'unknownChangeNamed',
      params: { name: 'game.delete' },
    });
  });
});

describe('findPossibleDuplicateGoal', () => {
  // Goal 10' by Ali (home), recorded by admin Bilal, as pulled.
  const bilals: GameView = { ...base, goals: base.goals.map((g) => ({ ...g, createdBy: 'bilal' })) };
  const ali = { side: 'home' as const, scorerId: H1, scorerName: 'Ali' };
  it.each<
    [string, { side: 'home' | 'away'; minute: number; scorerId?: string | null; scorerName: string; recordedBy?: string | null }, boolean]
  >([
    ["another admin's goal, same scorer at the same minute", { ...ali, minute: 10, recordedBy: 'amal' }, true],
    // A brace split between two phones: each admin recorded one of the goals.
    ["another admin's goal, same scorer one minute later", { ...ali, minute: 11, recordedBy: 'amal' }, false],
    ["another admin's goal, same scorer one minute earlier", { ...ali, minute: 9, recordedBy: 'amal' }, false],
    [
      "another admin's goal, another scorer at the same minute",
      { side: 'home', minute: 10, scorerId: H2, scorerName: 'Hadi', recordedBy: 'amal' },
      false,
    ],
    ["another admin's goal, the other side", { ...ali, side: 'away', minute: 10, recordedBy: 'amal' }, false],
    ["another admin's removed goal", { side: 'away', minute: 20, scorerId: A1, scorerName: 'Omar', recordedBy: 'amal' }, false],
    ['my own goal: a brace within a minute', { ...ali, minute: 10, recordedBy: 'bilal' }, false],
    ['a recorded goal when the recorder of the new one is unknown', { ...ali, minute: 10 }, true],
  ])('%s', (_l, candidate, flagged) => {
    expect(findPossibleDuplicateGoal(bilals, candidate) !== null).toBe(flagged);
  });

  it.each<[string, Partial<GameView['goals'][number]>, boolean]>([
    ["this device's own queued goal (no recorder)", {}, false],
    ['a pulled goal whose recorder is unknown (an older server)', { createdBy: null }, false],
    ["another admin's goal waiting on this device", { waitingFor: 'Bilal' }, true],
    ['a pulled goal of mine', { createdBy: 'amal' }, false],
    ["a pulled goal of another admin's", { createdBy: 'bilal' }, true],
  ])('%s', (_l, goal, flagged) => {
    const view = { goals: [{ ...base.goals[0]!, ...goal }] };
    expect(findPossibleDuplicateGoal(view, { ...ali, minute: 10, recordedBy: 'amal' }) !== null).toBe(flagged);
  });

  it('matches names when neither goal has a player id', () => {
    const view = { goals: [{ ...base.goals[0]!, scorerId: null, scorerName: 'Guest Player', createdBy: 'bilal' }] };
    expect(findPossibleDuplicateGoal(view, { side: 'home', minute: 10, scorerName: ' guest player ', recordedBy: 'amal' })?.id).toBe(GOAL);
  });
});
