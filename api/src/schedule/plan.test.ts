import { describe, expect, it } from 'vitest';
import { conflictsOf, delayShifts, type Node, type Rules } from './plan';

const T0 = Date.parse('2026-05-16T06:00:00.000Z');
const min = (m: number) => new Date(T0 + m * 60_000);
const game = (id: string, pitchId: string, startMin: number, home: string, away: string, more: Partial<Node> = {}): Node => ({
  id,
  kind: 'game',
  rowId: id,
  ageGroupId: 'u12',
  homeTeamId: home,
  awayTeamId: away,
  status: 'Upcoming',
  start: min(startMin),
  pitchId,
  dependsOn: [],
  forfeit: null,
  ...more,
});
const rules = (slot: number, rest: number): Rules => ({ slot: () => slot, rest: () => rest });

describe('conflictsOf', () => {
  const nodes = [
    game('a', 'p1', 0, 'A', 'B'),
    game('b', 'p2', 0, 'C', 'D'),
    game('c', 'p1', 30, 'A', 'C'),
    game('sf', 'p2', 90, 'X', 'Y', { dependsOn: ['a', 'b'] }),
  ];
  const cases: { name: string; id: string; at: number; pitch: string; rest: number; want: { kind: string; gameId: string }[] }[] = [
    { name: 'a free slot', id: 'c', at: 60, pitch: 'p1', rest: 0, want: [] },
    {
      name: 'onto another game on its pitch, sharing a team',
      id: 'c',
      at: 0,
      pitch: 'p2',
      rest: 0,
      want: [
        { kind: 'pitchBusy', gameId: 'b' },
        { kind: 'teamBusy', gameId: 'b' },
        { kind: 'teamBusy', gameId: 'a' },
      ],
    },
    {
      name: 'right after a game of its team, with a rest to keep',
      id: 'c',
      at: 30,
      pitch: 'p1',
      rest: 15,
      // C played b on the other pitch at the same time as a: both rests are short.
      want: [
        { kind: 'rest', gameId: 'a' },
        { kind: 'rest', gameId: 'b' },
      ],
    },
    {
      name: 'a game another waits for, moved after it',
      id: 'a',
      at: 90,
      pitch: 'p1',
      rest: 0,
      want: [{ kind: 'dependency', gameId: 'sf' }],
    },
    {
      name: 'a later round moved before what it waits for',
      id: 'sf',
      at: 15,
      pitch: 'p2',
      rest: 0,
      want: [
        { kind: 'dependency', gameId: 'a' },
        { kind: 'dependency', gameId: 'b' },
        { kind: 'pitchBusy', gameId: 'b' },
      ],
    },
  ];
  it('counts a knockout slot still waiting for its teams: its pitch is busy, and what it waits for must end first', () => {
    const final: Node = {
      ...game('slot:f1', 'p1', 120, 'X', 'Y'),
      kind: 'slot',
      rowId: 'f1',
      homeTeamId: null,
      awayTeamId: null,
      status: null,
    };
    const withSlot = [...nodes, { ...final, dependsOn: ['sf'] }];
    // The slot is named by its fixture id, as the event page carries it.
    expect(conflictsOf(withSlot, nodes[2]!, min(120), 'p1', rules(30, 0))).toEqual([{ kind: 'pitchBusy', gameId: 'f1' }]);
    expect(conflictsOf(withSlot, withSlot[3]!, min(110), 'p2', rules(30, 0))).toEqual([{ kind: 'dependency', gameId: 'f1' }]);
    // No teams yet: no team clash, on another pitch at the same time.
    expect(conflictsOf(withSlot, nodes[2]!, min(120), 'p2', rules(30, 0))).toEqual([]);
  });
  it.each(cases)('$name', ({ id, at, pitch, rest, want }) => {
    const target = nodes.find((n) => n.id === id)!;
    expect(conflictsOf(nodes, target, min(at), pitch, rules(30, rest))).toEqual(expect.arrayContaining(want));
    expect(conflictsOf(nodes, target, min(at), pitch, rules(30, rest))).toHaveLength(want.length);
  });
});

describe('delayShifts', () => {
  it('moves the late pitch, then only the games that must follow, by what they must', () => {
    const nodes = [
      game('p2a', 'p2', 0, 'A', 'B'),
      game('p2b', 'p2', 30, 'C', 'D'),
      game('p1a', 'p1', 0, 'E', 'F'),
      // Plays A right after p2a: must follow it.
      game('p1b', 'p1', 30, 'A', 'E'),
      // No shared team, no dependency: stays.
      game('p1c', 'p1', 90, 'G', 'H'),
      // Waits for p2b: follows it.
      game('final', 'p1', 120, null as unknown as string, null as unknown as string, {
        homeTeamId: null,
        awayTeamId: null,
        dependsOn: ['p2b'],
      }),
      // Already over: never moves.
      game('done', 'p2', -30, 'X', 'Y', { status: 'completed' }),
    ];
    const day = { from: min(-600).getTime(), to: min(900).getTime() };
    const moved = delayShifts(nodes, 'p2', day, 15, rules(30, 0));
    expect(Object.fromEntries([...moved].map(([id, d]) => [id, (d.getTime() - T0) / 60_000]))).toEqual({ p2a: 15, p2b: 45, p1b: 45 });
  });

  it('a rest pushes a following game only as far as the rest needs', () => {
    const nodes = [game('late', 'p2', 0, 'A', 'B'), game('next', 'p1', 50, 'A', 'C')];
    const moved = delayShifts(nodes, 'p2', { from: min(-60).getTime(), to: min(600).getTime() }, 20, rules(30, 10));
    expect((moved.get('next')!.getTime() - T0) / 60_000).toBe(60);
  });
});
