import { describe, expect, it } from 'vitest';
import type { GoalEntry, PenaltyEntry } from '@pitchside/shared';
import { compactGoals, goalsTimeline } from './goal-timeline';

const goal = (id: string, minute: number, side: 'home' | 'away', name = id): GoalEntry => ({
  _id: id,
  scorer: { _id: `p-${id}`, fullName: name },
  scorerName: name,
  assist: null,
  assistName: null,
  minute,
  side,
});
const pen = (id: string, minute: number, side: 'home' | 'away'): PenaltyEntry => ({
  _id: id,
  scorer: null,
  scorerName: 'Penalty',
  assist: null,
  assistName: null,
  minute,
  side,
  isPenalty: true,
});

describe('goalsTimeline', () => {
  it.each([
    ['no goals', [], [], [], [], []],
    ['orders both teams by minute', [goal('h1', 30, 'home'), goal('h2', 5, 'home')], [goal('a1', 12, 'away')], [], [], ['h2', 'a1', 'h1']],
    [
      'leaves the shoot-out kicks out: they are not goals',
      [goal('h1', 40, 'home')],
      [],
      [pen('hp1', 120, 'home'), pen('hp2', 121, 'home')],
      [pen('ap1', 120, 'away')],
      ['h1'],
    ],
    ['leaves out kicks kept among the goals by older data', [goal('h1', 40, 'home'), pen('hp1', 120, 'home')], [], [], [], ['h1']],
  ])('%s', (_label, homeGoals, awayGoals, homePenaltyGoals, awayPenaltyGoals, order) => {
    const t = goalsTimeline({ homeGoals, awayGoals, homePenaltyGoals, awayPenaltyGoals } as Parameters<typeof goalsTimeline>[0]);
    expect(t.map((g) => g._id)).toEqual(order);
  });
});

describe('compactGoals', () => {
  it('lists scorers by minute, with the typed name when the scorer has no profile', () => {
    const typed: GoalEntry = { ...goal('x', 2, 'home'), scorer: null, scorerName: 'Guest Player' };
    expect(compactGoals([goal('b', 50, 'home', 'Karim'), typed])).toEqual([
      { key: 'x', name: 'Guest Player', minute: 2 },
      { key: 'b', name: 'Karim', minute: 50 },
    ]);
  });
});
