import { describe, expect, it } from 'vitest';
import { cupScheduleGames, type CupShape } from './cup';
import { scheduleGames } from './engine';
import { scheduleViolations } from './check';
import type { ScheduleDay, ScheduleRequest } from './types';

const pitches = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const days = (n: number, breaks: ScheduleDay['breaks'] = []): ScheduleDay[] =>
  Array.from({ length: n }, (_, i) => ({ date: `2026-05-${16 + i}`, start: '09:00', end: '19:00', breaks }));
const lunch = [{ start: '13:00', end: '14:00' }];
const cup = (groups: number, teamsPerGroup: number, knockoutTeams: number, more: Partial<CupShape> = {}) =>
  cupScheduleGames({ ageGroup: 'u12', groups, teamsPerGroup, knockoutTeams, ...more });

const demo = [
  ...cupScheduleGames({ ageGroup: 'u12', groups: 4, teamsPerGroup: 4, knockoutTeams: 8, thirdPlace: true }),
  ...cupScheduleGames({ ageGroup: 'u15', groups: 4, teamsPerGroup: 4, knockoutTeams: 8, thirdPlace: true }),
];

describe('scheduleGames: table of cups', () => {
  // withinSlot: the finish is at most one slot after the lower bound (checked case by case: where it
  // is not, the bound is the loose side, e.g. one pitch with a rest forces idle slots it cannot see).
  const cases: { name: string; req: ScheduleRequest; withinSlot: boolean }[] = [
    {
      name: '4 teams, 1 pitch, no rest',
      req: { games: cup(1, 4, 2), days: days(1), slotMinutes: 25, minRestMinutes: 0, pitches: pitches(1) },
      withinSlot: true,
    },
    {
      name: '8 teams, 2 pitches, rest 1 slot',
      req: { games: cup(2, 4, 4), days: days(1, lunch), slotMinutes: 25, minRestMinutes: 25, pitches: pitches(2) },
      withinSlot: true,
    },
    {
      name: '12 teams, 3 pitches, no rest, lunch',
      req: { games: cup(3, 4, 4), days: days(1, lunch), slotMinutes: 25, minRestMinutes: 0, pitches: pitches(3) },
      withinSlot: true,
    },
    {
      name: '16 teams, 4 pitches, rest 2 slots',
      req: { games: cup(4, 4, 8), days: days(1, lunch), slotMinutes: 25, minRestMinutes: 50, pitches: pitches(4) },
      withinSlot: true,
    },
    {
      name: '16 teams, 2 pitches, rest 3 slots, two days',
      req: { games: cup(4, 4, 8), days: days(2, lunch), slotMinutes: 25, minRestMinutes: 75, pitches: pitches(2) },
      withinSlot: true,
    },
    {
      name: '20 teams in groups of 5, 4 pitches, no rest',
      req: { games: cup(4, 5, 8), days: days(1, lunch), slotMinutes: 30, minRestMinutes: 0, pitches: pitches(4) },
      withinSlot: true,
    },
    {
      name: '32 teams, 8 pitches, rest 1 slot',
      req: { games: cup(8, 4, 16), days: days(1), slotMinutes: 25, minRestMinutes: 25, pitches: pitches(8) },
      withinSlot: true,
    },
    {
      name: '32 teams, 6 pitches, rest 2 slots',
      req: { games: cup(8, 4, 16), days: days(1, lunch), slotMinutes: 25, minRestMinutes: 50, pitches: pitches(6) },
      withinSlot: true,
    },
    {
      name: '64 teams, 4 pitches, two days (the issue: 112 games)',
      req: { games: cup(16, 4, 32, { knockoutRounds: 'first' }), days: days(2), slotMinutes: 25, minRestMinutes: 25, pitches: pitches(4) },
      withinSlot: true,
    },
    {
      name: '64 teams, 4 pitches, two days, every knockout round',
      req: { games: cup(16, 4, 32, { thirdPlace: true }), days: days(2), slotMinutes: 25, minRestMinutes: 25, pitches: pitches(4) },
      withinSlot: true,
    },
    {
      name: '64 teams, 8 pitches, two days, rest 3 slots',
      req: { games: cup(16, 4, 32), days: days(2), slotMinutes: 20, minRestMinutes: 60, pitches: pitches(8) },
      withinSlot: true,
    },
    {
      name: 'a 16-team cup on 2 pitches one Saturday',
      req: { games: cup(4, 4, 8), days: days(1, lunch), slotMinutes: 25, minRestMinutes: 15, pitches: pitches(2) },
      withinSlot: true,
    },
    {
      name: 'the demo: two age groups of 16, slots of 25 and 30 min, 3 shared pitches',
      req: { games: demo, days: days(2, lunch), slotMinutes: { u12: 25, u15: 30 }, minRestMinutes: 15, pitches: pitches(3) },
      withinSlot: true,
    },
    {
      name: 'the demo on 4 pitches, two each',
      req: {
        games: demo,
        days: days(2, lunch),
        slotMinutes: { u12: 25, u15: 30 },
        minRestMinutes: 30,
        pitches: pitches(4),
        ageGroupPitches: { u12: ['p1', 'p2'], u15: ['p3', 'p4'] },
      },
      withinSlot: true,
    },
    {
      name: '8 teams, 3 pitches, rest 1 slot, lunch (bound loose)',
      req: { games: cup(2, 4, 4), days: days(1, lunch), slotMinutes: 25, minRestMinutes: 25, pitches: pitches(3) },
      withinSlot: false,
    },
  ];
  it.each(cases)('$name: every game placed without a conflict', ({ req, withinSlot }) => {
    const result = scheduleGames(req);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.placements).toHaveLength(req.games.length);
    expect(scheduleViolations(req, result)).toEqual([]);
    const slot = typeof req.slotMinutes === 'number' ? req.slotMinutes : Math.max(...Object.values(req.slotMinutes));
    expect(result.overLowerBoundMinutes).toBeGreaterThanOrEqual(0);
    if (withinSlot) expect(result.overLowerBoundMinutes).toBeLessThanOrEqual(slot);
  });
});

describe('scheduleGames: what does not fit', () => {
  it('a day too short places nothing and says how many games are left, for which age group and day', () => {
    // 6 group games + a final, 25 minutes each, on one pitch from 09:00 to 11:00: four slots.
    const req: ScheduleRequest = {
      games: cup(1, 4, 2),
      days: [{ date: '2026-05-16', start: '09:00', end: '11:00' }],
      slotMinutes: 25,
      minRestMinutes: 0,
      pitches: ['p1'],
    };
    const result = scheduleGames(req);
    expect(result).toMatchObject({ ok: false, unplaced: 3, overflow: [{ ageGroup: 'u12', date: '2026-05-16', unplaced: 3 }] });
    expect('placements' in result).toBe(false);
  });

  it('counts the games of each age group that do not fit', () => {
    // One hour: u10 has three 20-minute slots on p1 for 6 games, u12 two 30-minute slots on p2 for 15.
    const req: ScheduleRequest = {
      games: [...cupScheduleGames({ ageGroup: 'u10', groups: 1, teamsPerGroup: 4, knockoutTeams: 0 }), ...cup(2, 4, 4)],
      days: [{ date: '2026-05-16', start: '09:00', end: '10:00' }],
      slotMinutes: { u10: 20, u12: 30 },
      minRestMinutes: 0,
      pitches: ['p1', 'p2'],
      ageGroupPitches: { u10: ['p1'], u12: ['p2'] },
    };
    const result = scheduleGames(req);
    expect(result).toMatchObject({
      ok: false,
      unplaced: 3 + 13,
      overflow: [
        { ageGroup: 'u10', date: '2026-05-16', unplaced: 3 },
        { ageGroup: 'u12', date: '2026-05-16', unplaced: 13 },
      ],
    });
  });

  it('a slot longer than any stretch between breaks never fits', () => {
    const req: ScheduleRequest = {
      games: cup(1, 2, 0),
      days: [
        {
          date: '2026-05-16',
          start: '09:00',
          end: '11:00',
          breaks: [
            { start: '09:30', end: '10:00' },
            { start: '10:30', end: '10:45' },
          ],
        },
      ],
      slotMinutes: 40,
      minRestMinutes: 0,
      pitches: ['p1'],
    };
    expect(scheduleGames(req)).toMatchObject({ ok: false, unplaced: 1 });
  });
});

describe('scheduleGames: the rules', () => {
  const at = (iso: string) => new Date(iso).toISOString();

  it('a knockout round waits for its feeding games plus the rest, a first round for every group game', () => {
    const req: ScheduleRequest = { games: cup(2, 4, 4), days: days(1), slotMinutes: 25, minRestMinutes: 30, pitches: pitches(4) };
    const result = scheduleGames(req);
    if (!result.ok) throw new Error('does not fit');
    const byId = new Map(result.placements.map((p) => [p.gameId, p]));
    const lastGroupEnd = Math.max(...req.games.filter((g) => g.round).map((g) => Date.parse(byId.get(g.id)!.end)));
    for (const semi of ['u12-ko4-1', 'u12-ko4-2'])
      expect(Date.parse(byId.get(semi)!.start)).toBeGreaterThanOrEqual(lastGroupEnd + 30 * 60_000);
    const semisEnd = Math.max(Date.parse(byId.get('u12-ko4-1')!.end), Date.parse(byId.get('u12-ko4-2')!.end));
    // The final's teams are "winner of SF1" and "winner of SF2": their dependencies give them the rest.
    expect(Date.parse(byId.get('u12-ko2-1')!.start)).toBe(semisEnd + 30 * 60_000);
  });

  it('works around games already scheduled: their pitch, their teams and the rest', () => {
    const fixed = [
      {
        id: 'old-1',
        pitchId: 'p1',
        start: at('2026-05-16T06:00:00Z'),
        end: at('2026-05-16T07:00:00Z'),
        homeTeamId: 'u12-t1',
        awayTeamId: 'x',
      },
      {
        id: 'old-2',
        pitchId: 'p2',
        start: at('2026-05-16T06:00:00Z'),
        end: at('2026-05-16T06:25:00Z'),
        homeTeamId: null,
        awayTeamId: null,
      },
    ];
    const games = cup(1, 4, 2).map((g) => (g.id === 'u12-ko2-1' ? { ...g, dependsOn: [...g.dependsOn!, 'old-1'] } : g));
    const req: ScheduleRequest = { games, fixed, days: days(1), slotMinutes: 25, minRestMinutes: 10, pitches: pitches(2) };
    const result = scheduleGames(req);
    if (!result.ok) throw new Error('does not fit');
    expect(scheduleViolations(req, result)).toEqual([]);
    // Team 1 plays 06:00-07:00 UTC elsewhere: its first game here starts 07:10 UTC at the earliest.
    const team1 = games
      .filter((g) => g.homeTeamId === 'u12-t1' || g.awayTeamId === 'u12-t1')
      .map((g) => result.placements.find((p) => p.gameId === g.id)!);
    expect(Math.min(...team1.map((p) => Date.parse(p.start)))).toBeGreaterThanOrEqual(Date.parse('2026-05-16T07:10:00Z'));
    expect(result.placements.filter((p) => p.pitchId === 'p1').every((p) => p.start >= '2026-05-16T07:00')).toBe(true);
  });

  it('keeps each age group on its pitches and mixes slot lengths', () => {
    const req: ScheduleRequest = {
      games: [...cupScheduleGames({ ageGroup: 'u10', groups: 2, teamsPerGroup: 4, knockoutTeams: 4 }), ...cup(2, 4, 4)],
      days: days(1, lunch),
      slotMinutes: { u10: 20, u12: 30 },
      minRestMinutes: 20,
      pitches: pitches(3),
      ageGroupPitches: { u10: ['p1'], u12: ['p2', 'p3'] },
    };
    const result = scheduleGames(req);
    if (!result.ok) throw new Error('does not fit');
    expect(scheduleViolations(req, result)).toEqual([]);
    expect(result.placements.filter((p) => p.gameId.startsWith('u10')).every((p) => p.pitchId === 'p1')).toBe(true);
  });

  it('plays group round 1 before round 2 and keeps every team within one game of the others', () => {
    const req: ScheduleRequest = {
      games: cup(16, 4, 32, { knockoutRounds: 'first' }),
      days: days(2),
      slotMinutes: 25,
      minRestMinutes: 25,
      pitches: pitches(4),
    };
    const result = scheduleGames(req);
    if (!result.ok) throw new Error('does not fit');
    const start = new Map(result.placements.map((p) => [p.gameId, p.start]));
    const group = req.games.filter((g) => g.round !== undefined);
    const lastOf = (r: number) =>
      group
        .filter((g) => g.round === r)
        .map((g) => start.get(g.id)!)
        .sort()
        .at(-1)!;
    const firstOf = (r: number) =>
      group
        .filter((g) => g.round === r)
        .map((g) => start.get(g.id)!)
        .sort()[0]!;
    expect(lastOf(1) <= firstOf(2) && lastOf(2) <= firstOf(3)).toBe(true);
    // At every kick-off, games started per team differ by at most one: nobody plays three while another waits.
    const played = new Map<string, number>();
    for (const g of [...group].sort((a, b) => start.get(a.id)!.localeCompare(start.get(b.id)!))) {
      for (const t of [g.homeTeamId!, g.awayTeamId!]) played.set(t, (played.get(t) ?? 0) + 1);
      const counts = [...played.values()];
      if (played.size === 64) expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
  });

  it('gives the same schedule for the same request', () => {
    const req: ScheduleRequest = {
      games: demo,
      days: days(2, lunch),
      slotMinutes: { u12: 25, u15: 30 },
      minRestMinutes: 15,
      pitches: pitches(3),
    };
    expect(scheduleGames(req)).toEqual(scheduleGames(req));
  });

  it('rejects a request it cannot read', () => {
    const base: ScheduleRequest = { games: cup(1, 2, 0), days: days(1), slotMinutes: 25, minRestMinutes: 0, pitches: ['p1'] };
    expect(() => scheduleGames({ ...base, days: [{ date: '2026-02-30', start: '09:00', end: '10:00' }] })).toThrow(/date/);
    expect(() => scheduleGames({ ...base, days: [{ date: '2026-05-16', start: '9:00', end: '10:00' }] })).toThrow(/time/);
    expect(() => scheduleGames({ ...base, days: [{ date: '2026-05-16', start: '10:00', end: '09:00' }] })).toThrow(/ends/);
    expect(() => scheduleGames({ ...base, slotMinutes: { u10: 20 } })).toThrow(/slot/);
    expect(() => scheduleGames({ ...base, ageGroupPitches: { u12: ['p9'] } })).toThrow(/p9/);
    expect(() => scheduleGames({ ...base, games: [{ ...base.games[0]!, dependsOn: ['nowhere'] }] })).toThrow(/nowhere/);
    const a = { id: 'a', ageGroup: 'u12', homeTeamId: null, awayTeamId: null, dependsOn: ['b'] };
    expect(() => scheduleGames({ ...base, games: [a, { ...a, id: 'b', dependsOn: ['a'] }] })).toThrow(/cycle/);
  });

  it('answers with nothing to do when there are no games', () => {
    expect(scheduleGames({ games: [], days: days(1), slotMinutes: 25, minRestMinutes: 0, pitches: ['p1'] })).toEqual({
      ok: true,
      placements: [],
      finishesAt: null,
      lowerBound: null,
      overLowerBoundMinutes: 0,
    });
  });
});

describe('scheduleGames: Beirut time across daylight saving', () => {
  const oneGroup = cup(1, 4, 0);
  it('09:00 is 07:00 UTC on the Saturday before clocks go forward and 06:00 UTC on the Sunday', () => {
    const req: ScheduleRequest = {
      games: oneGroup,
      days: [
        { date: '2026-03-28', start: '09:00', end: '10:00' },
        { date: '2026-03-29', start: '09:00', end: '11:00' },
      ],
      slotMinutes: 30,
      minRestMinutes: 0,
      pitches: ['p1'],
    };
    const result = scheduleGames(req);
    if (!result.ok) throw new Error('does not fit');
    expect(result.placements.map((p) => p.start).sort()).toEqual([
      '2026-03-28T07:00:00.000Z',
      '2026-03-28T07:30:00.000Z',
      '2026-03-29T06:00:00.000Z',
      '2026-03-29T06:30:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-29T07:30:00.000Z',
    ]);
  });

  it('a night that loses an hour holds one game fewer, a night that gains one holds one more', () => {
    const night = (date: string, n: number): ScheduleRequest => ({
      games: Array.from({ length: n }, (_, i) => ({ id: `g${i}`, ageGroup: 'u12', homeTeamId: null, awayTeamId: null })),
      days: [{ date, start: date.endsWith('29') ? '00:00' : '20:00', end: date.endsWith('29') ? '04:00' : '24:00' }],
      slotMinutes: 60,
      minRestMinutes: 0,
      pitches: ['p1'],
    });
    // 29 March 2026, 00:00 to 04:00 Beirut time: clocks jump from 00:00 to 01:00, three hours of play.
    expect(scheduleGames(night('2026-03-29', 3))).toMatchObject({ ok: true, finishesAt: '2026-03-29T01:00:00.000Z' });
    expect(scheduleGames(night('2026-03-29', 4))).toMatchObject({ ok: false, unplaced: 1 });
    // 24 October 2026, 20:00 to midnight: clocks go back from midnight to 23:00, five hours of play.
    expect(scheduleGames(night('2026-10-24', 5))).toMatchObject({ ok: true, finishesAt: '2026-10-24T22:00:00.000Z' });
  });
});
