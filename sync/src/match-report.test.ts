import { describe, expect, it } from 'vitest';
import { INITIAL_CLOCK } from '@pitchside/shared';
import { applyMutation, decide, scoreOf, type Decision, type GameView } from './apply';
import { parseMutation, type Mutation } from './mutations';
import { replayPending } from './view';

const G = '00000000-0000-4000-8000-000000000001';
const H1 = '00000000-0000-4000-8000-0000000000a1';
const H2 = '00000000-0000-4000-8000-0000000000a2';
const A1 = '00000000-0000-4000-8000-0000000000b1';
const STRANGER = '00000000-0000-4000-8000-0000000000f1';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const RANA = { id: 'u-rana', name: 'Rana Khoury' };

const base: GameView = {
  id: G,
  eventId: 'e',
  homeTeamId: 'th',
  awayTeamId: 'ta',
  status: 'live',
  mvpId: null,
  penalties: null,
  goals: [],
  saves: [],
  rosters: { home: [H1, H2], away: [A1] },
  cards: [{ id: id(100), side: 'home', playerId: H1, kind: 'yellow', minute: 5, reason: null }],
  fouls: [{ id: id(200), side: 'away', half: 1, minute: 3, playerId: null }],
  timeouts: [{ id: id(300), side: 'home', half: 1, minute: 12 }],
  lineups: { home: [{ playerId: H1, shirt: 7 }], away: [] },
  clock: { period: 'first', runningSince: '2026-05-01T15:00:00.000Z', elapsedSeconds: 0 },
  match: { periods: 2, periodMinutes: 20, clock: 'stopped' },
  setters: { clock: { by: RANA, at: '2026-05-01T15:00:01.000Z' } },
};

const m = (name: Mutation['name'], args: Record<string, unknown>): Mutation => {
  const parsed = parseMutation(name, { gameId: G, ...args });
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.mutation;
};

function outcome(d: Decision): string {
  if (d.status === 'applied') return d.effects.length ? (d.effects.map((e) => e.type).join(',') as string) : 'noop';
  if (d.status === 'rejected') return `rejected:${d.code}`;
  return `conflict:${d.field}`;
}

describe('the match report mutations', () => {
  const running = base.clock!;
  it.each<[string, Mutation, string]>([
    ['a yellow card', m('card.add', { cardId: id(1), side: 'away', playerId: A1, kind: 'yellow', minute: 12 }), 'card.insert'],
    [
      'a second yellow after the yellow',
      m('card.add', { cardId: id(1), side: 'home', playerId: H1, kind: 'secondYellow', minute: 30 }),
      'card.insert',
    ],
    [
      'a card already recorded (a retry) changes nothing',
      m('card.add', { cardId: id(100), side: 'home', playerId: H1, kind: 'yellow', minute: 5 }),
      'noop',
    ],
    [
      'a card for a player in neither squad',
      m('card.add', { cardId: id(1), side: 'home', playerId: STRANGER, kind: 'red', minute: 3 }),
      'rejected:cardPlayerNotInTeam',
    ],
    [
      'a card for a player of the other side',
      m('card.add', { cardId: id(1), side: 'home', playerId: A1, kind: 'red', minute: 3 }),
      'rejected:cardPlayerNotInTeam',
    ],
    [
      'a card past the game length plus extra time',
      m('card.add', { cardId: id(1), side: 'away', playerId: A1, kind: 'red', minute: 51 }),
      'rejected:minutePastGameLength',
    ],
    [
      'a card in the last minute of extra time',
      m('card.add', { cardId: id(1), side: 'away', playerId: A1, kind: 'red', minute: 50 }),
      'card.insert',
    ],
    [
      'a second yellow without a yellow',
      m('card.add', { cardId: id(1), side: 'away', playerId: A1, kind: 'secondYellow', minute: 9 }),
      'rejected:secondYellowWithoutYellow',
    ],
    ['removing a card', m('card.remove', { cardId: id(100) }), 'card.delete'],
    ['removing an unknown card is not an error', m('card.remove', { cardId: id(9) }), 'noop'],
    ['a foul', m('foul.add', { foulId: id(2), side: 'home', half: 1, minute: 4 }), 'foul.insert'],
    ['a foul retried', m('foul.add', { foulId: id(200), side: 'away', half: 1 }), 'noop'],
    [
      'a foul by a player of the other side',
      m('foul.add', { foulId: id(2), side: 'home', half: 1, playerId: A1 }),
      'rejected:foulPlayerNotInTeam',
    ],
    ['a foul past the game length', m('foul.add', { foulId: id(2), side: 'home', half: 2, minute: 99 }), 'rejected:minutePastGameLength'],
    ['removing a foul', m('foul.remove', { foulId: id(200) }), 'foul.delete'],
    ['removing a removed foul never takes the count below 0', m('foul.remove', { foulId: id(8) }), 'noop'],
    ["the away side's first-half timeout", m('timeout.add', { timeoutId: id(3), side: 'away', half: 1 }), 'timeout.insert'],
    ["the home side's second-half timeout", m('timeout.add', { timeoutId: id(3), side: 'home', half: 2 }), 'timeout.insert'],
    ['a second timeout of a team in one half', m('timeout.add', { timeoutId: id(3), side: 'home', half: 1 }), 'rejected:timeoutLimit'],
    ['the same timeout retried', m('timeout.add', { timeoutId: id(300), side: 'home', half: 1 }), 'noop'],
    [
      'a lineup over the one seen',
      m('lineup.set', {
        side: 'home',
        expected: [{ playerId: H1, shirt: 7 }],
        value: [
          { playerId: H1, shirt: 7 },
          { playerId: H2, goalkeeper: true },
        ],
      }),
      'lineup.set',
    ],
    ["a lineup over another admin's", m('lineup.set', { side: 'home', expected: [], value: [{ playerId: H2 }] }), 'conflict:lineup'],
    [
      'the lineup the server holds, in another order',
      m('lineup.set', { side: 'home', expected: [], value: [{ playerId: H1, shirt: 7 }] }),
      'noop',
    ],
    [
      'a lineup with a player of the other team',
      m('lineup.set', { side: 'away', expected: [], value: [{ playerId: H1 }] }),
      'rejected:lineupPlayerNotInTeam',
    ],
    [
      'the clock paused over the state seen',
      m('game.clock', { expected: running, value: { period: 'first', runningSince: null, elapsedSeconds: 300 } }),
      'game.clock',
    ],
    [
      "the clock set over another admin's",
      m('game.clock', { expected: INITIAL_CLOCK, value: { period: 'first', runningSince: null, elapsedSeconds: 300 } }),
      'conflict:clock',
    ],
    ['the clock the server already holds', m('game.clock', { expected: INITIAL_CLOCK, value: running }), 'noop'],
    [
      'an own goal by a player of the other side',
      m('goal.add', { goalId: id(4), side: 'home', minute: 8, scorerId: A1, scorerName: 'Omar', ownGoal: true }),
      'goal.insert',
    ],
    [
      'an own goal "by" a player of the side it counts for',
      m('goal.add', { goalId: id(4), side: 'home', minute: 8, scorerId: H1, scorerName: 'Ali', ownGoal: true }),
      'rejected:ownGoalScorerNotInTeam',
    ],
  ])('%s', (_name, mutation, expected) => {
    expect(outcome(decide(base, mutation))).toBe(expected);
  });

  it('a clock conflict carries the clock that stands and who set it', () => {
    const d = decide(base, m('game.clock', { expected: INITIAL_CLOCK, value: { period: 'ended', runningSince: null, elapsedSeconds: 0 } }));
    expect(d).toEqual({ status: 'conflict', field: 'clock', current: running, setBy: RANA, setAt: '2026-05-01T15:00:01.000Z' });
  });

  it.each([
    [{ period: 'halfTime', runningSince: '2026-05-01T15:00:00.000Z', elapsedSeconds: 0 }],
    [{ period: 'first', runningSince: null, elapsedSeconds: -1 }],
    [{ period: 'first', runningSince: 'yesterday', elapsedSeconds: 0 }],
    [{ period: 'fourth', runningSince: null, elapsedSeconds: 0 }],
  ])('a clock that cannot be (%o) is a malformed edit', (value) => {
    expect(parseMutation('game.clock', { gameId: G, expected: INITIAL_CLOCK, value })).toMatchObject({ ok: false, code: 'clockInvalid' });
  });

  it.each([
    [
      'an own goal with an assist',
      'goal.add',
      { goalId: id(4), side: 'home', minute: 8, scorerName: 'Omar', ownGoal: true, assistName: 'Ali' },
      'ownGoalNoAssist',
    ],
    ['a foul in a third half', 'foul.add', { foulId: id(2), side: 'home', half: 3 }, 'halfInvalid'],
    [
      'a lineup naming a player twice',
      'lineup.set',
      { side: 'home', expected: [], value: [{ playerId: H1 }, { playerId: H1 }] },
      'lineupTwice',
    ],
  ])('%s is refused', (_name, name, args, code) => {
    expect(parseMutation(name, { gameId: G, ...args })).toMatchObject({ ok: false, code });
  });

  it('an own goal counts for the side it is given to', () => {
    const { view } = applyMutation(
      base,
      m('goal.add', { goalId: id(4), side: 'home', minute: 8, scorerId: A1, scorerName: 'Omar', ownGoal: true }),
    );
    expect(scoreOf(view!)).toEqual({ home: 1, away: 0 });
    expect(view!.goals[0]).toMatchObject({ ownGoal: true, scorerId: A1 });
  });

  it('two admins adding cards to one game both keep theirs, whatever order they arrive in', () => {
    const a = m('card.add', { cardId: id(1), side: 'away', playerId: A1, kind: 'yellow', minute: 12 });
    const b = m('card.add', { cardId: id(2), side: 'home', playerId: H2, kind: 'red', minute: 14 });
    const ab = replayPending(base, [a, b]);
    const ba = replayPending(base, [b, a]);
    expect(ab.cards!.map((c) => c.id).sort()).toEqual(ba.cards!.map((c) => c.id).sort());
    expect(ab.cards).toHaveLength(3);
  });

  it('a device that never pulled the match report replays edits on an empty one', () => {
    const old: GameView = { ...base, cards: undefined, fouls: undefined, timeouts: undefined, lineups: undefined, clock: undefined };
    const next = replayPending(old, [
      m('foul.add', { foulId: id(2), side: 'home', half: 1 }),
      m('game.clock', { expected: INITIAL_CLOCK, value: running }),
      m('lineup.set', { side: 'away', expected: [], value: [{ playerId: A1 }] }),
    ]);
    expect(next.fouls).toHaveLength(1);
    expect(next.clock).toEqual(running);
    expect(next.lineups).toEqual({ home: [], away: [{ playerId: A1 }] });
  });
});
