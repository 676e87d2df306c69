import { describe, expect, it } from 'vitest';
import type { GamePitch, PublicVenue } from '@pitchside/shared';
import { dayTitle, groupByDayAndPitch, mapLink, nextGameOf, nowOnPitches, type ScheduleGame } from './schedule-model';

const venue = (id: string, name: string, pitches: [string, string][]): PublicVenue => ({
  _id: id,
  name,
  address: null,
  pitches: pitches.map(([pid, code]) => ({ _id: pid, name: `Pitch ${code}`, code })),
});
const venues = [
  venue('v1', 'Main Hall', [
    ['p2', 'P2'],
    ['p1', 'P1'],
  ]),
  venue('v2', 'School Gym', [['p3', 'G1']]),
];
const pitch = (id: string): GamePitch => {
  for (const v of venues) {
    const p = v.pitches.find((x) => x._id === id);
    if (p) return { ...p, venue: { _id: v._id, name: v.name } };
  }
  throw new Error(id);
};
const team = (id: string) => ({ _id: id, name: id.toUpperCase(), logo: null, slug: id });
const g = (
  id: string,
  startTime: string | null,
  pitchId: string | null,
  status: ScheduleGame['status'] = 'Upcoming',
  home = 'a',
  away = 'b',
): ScheduleGame => ({
  _id: id,
  status,
  startTime,
  homeTeam: team(home),
  awayTeam: team(away),
  pitch: pitchId ? pitch(pitchId) : null,
});

describe('groupByDayAndPitch', () => {
  const cases: { name: string; games: ScheduleGame[]; want: [string | null, [string | null, string[]][]][] }[] = [
    {
      name: 'days in Beirut time: 22:30 UTC in summer is the next day in Beirut',
      games: [g('late', '2026-05-01T22:30:00Z', 'p1'), g('early', '2026-05-01T08:00:00Z', 'p1')],
      want: [
        ['2026-05-01', [['p1', ['early']]]],
        ['2026-05-02', [['p1', ['late']]]],
      ],
    },
    {
      name: "pitches in the organiser's order, each pitch's games by kick-off",
      games: [
        g('g3', '2026-05-01T09:00:00Z', 'p3'),
        g('p1b', '2026-05-01T09:00:00Z', 'p1'),
        g('p1a', '2026-05-01T08:00:00Z', 'p1'),
        g('p2a', '2026-05-01T08:30:00Z', 'p2'),
      ],
      want: [
        [
          '2026-05-01',
          [
            ['p2', ['p2a']],
            ['p1', ['p1a', 'p1b']],
            ['p3', ['g3']],
          ],
        ],
      ],
    },
    {
      name: 'games without a pitch after the pitches, games without a time on no day, last',
      games: [g('nopitch', '2026-05-01T08:00:00Z', null), g('notime', null, 'p1'), g('p1a', '2026-05-01T09:00:00Z', 'p1')],
      want: [
        [
          '2026-05-01',
          [
            ['p1', ['p1a']],
            [null, ['nopitch']],
          ],
        ],
        [null, [['p1', ['notime']]]],
      ],
    },
  ];
  for (const c of cases)
    it(c.name, () => {
      const got = groupByDayAndPitch(c.games, venues).map((d) => [
        d.day,
        d.pitches.map((p) => [p.pitch?._id ?? null, p.games.map((x) => x._id)]),
      ]);
      expect(got).toEqual(c.want);
    });
});

describe('nowOnPitches', () => {
  const now = new Date('2026-05-01T09:05:00Z');
  it('gives every pitch its live game and its next one, a late game still next, yesterday unplayed not', () => {
    const games = [
      g('done', '2026-05-01T08:00:00Z', 'p1', 'completed'),
      g('live', '2026-05-01T08:40:00Z', 'p1', 'live'),
      g('after', '2026-05-01T10:00:00Z', 'p1'),
      g('soon', '2026-05-01T09:20:00Z', 'p1', 'scheduled'),
      g('late', '2026-05-01T09:00:00Z', 'p2'),
      g('yesterday', '2026-04-30T15:00:00Z', 'p3'),
      g('cancelled', '2026-05-01T12:00:00Z', 'p3', 'cancelled'),
    ];
    const got = nowOnPitches(games, venues, now).map((x) => [x.pitch.code, x.current?._id ?? null, x.next?._id ?? null]);
    expect(got).toEqual([
      ['P2', null, 'late'],
      ['P1', 'live', 'soon'],
      ['G1', null, null],
    ]);
  });

  it('takes the later of two live games on one pitch, and the next after it', () => {
    const games = [
      g('forgotten', '2026-05-01T08:00:00Z', 'p1', 'live'),
      g('skipped', '2026-05-01T08:20:00Z', 'p1'),
      g('onnow', '2026-05-01T08:40:00Z', 'p1', 'live'),
      g('then', '2026-05-01T09:30:00Z', 'p1'),
    ];
    const [p1] = nowOnPitches(games, [venues[0]!], now).filter((x) => x.pitch._id === 'p1');
    expect([p1?.current?._id, p1?.next?._id]).toEqual(['onnow', 'then']);
  });

  it('lists a pitch the venues do not name when a game is on it', () => {
    const other: GamePitch = { _id: 'px', name: 'Outdoor', code: 'X1', venue: { _id: 'v9', name: 'Park' } };
    const got = nowOnPitches([{ ...g('x', '2026-05-01T10:00:00Z', null), pitch: other }], [], now);
    expect(got.map((x) => [x.pitch.code, x.next?._id])).toEqual([['X1', 'x']]);
  });
});

describe('nextGameOf', () => {
  const now = new Date('2026-05-01T09:05:00Z');
  const cases: { name: string; games: ScheduleGame[]; want: string | null }[] = [
    { name: 'the live game first', games: [g('n', '2026-05-01T10:00:00Z', 'p1'), g('l', '2026-05-01T09:00:00Z', 'p2', 'live')], want: 'l' },
    { name: 'else the earliest to come', games: [g('b', '2026-05-02T10:00:00Z', 'p1'), g('a', '2026-05-01T11:00:00Z', 'p1')], want: 'a' },
    { name: "not another team's", games: [g('o', '2026-05-01T10:00:00Z', 'p1', 'Upcoming', 'c', 'd')], want: null },
    {
      name: 'not a played or postponed one',
      games: [g('c', '2026-05-01T08:00:00Z', 'p1', 'completed'), g('p', '2026-05-01T12:00:00Z', 'p1', 'postponed')],
      want: null,
    },
    { name: 'as the away side too', games: [g('aw', '2026-05-01T12:00:00Z', 'p1', 'Upcoming', 'c', 'a')], want: 'aw' },
  ];
  for (const c of cases) it(c.name, () => expect(nextGameOf(c.games, 'a', now)?._id ?? null).toBe(c.want));
});

describe('dayTitle and mapLink', () => {
  it('names the day in each language', () => {
    expect(dayTitle('2026-05-02', 'en')).toBe('Saturday 2 May');
    expect(dayTitle('2026-05-02', 'fr')).toBe('samedi 2 mai');
    expect(dayTitle('2026-05-02', 'ar')).toContain('السبت');
  });
  it('keeps a map link and searches a street address', () => {
    expect(mapLink('https://maps.app.goo.gl/x')).toBe('https://maps.app.goo.gl/x');
    expect(mapLink('Hamra St, Beirut')).toBe('https://www.openstreetmap.org/search?query=Hamra%20St%2C%20Beirut');
  });
});
