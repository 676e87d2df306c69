import { describe, expect, it } from 'vitest';
import type { GameView } from '@pitchside/sync';
import type { GameCardModel } from './game-list';
import { deviceSuspensions, minuteText, suspendedFor } from './match-report';

const view = (id: string, home: string, away: string, status: GameView['status'], cards: GameView['cards'] = []): GameView => ({
  id,
  eventId: 'e',
  homeTeamId: home,
  awayTeamId: away,
  status,
  mvpId: null,
  penalties: null,
  goals: [],
  saves: [],
  cards,
});
const model = (v: GameView, startTime: string, ageGroup = 'u14') =>
  ({ id: v.id, view: v, startTime, ageGroup: { id: ageGroup, name: ageGroup } }) as unknown as GameCardModel;
const red = (playerId: string, side: 'home' | 'away') => ({
  id: `c-${playerId}`,
  side,
  playerId,
  kind: 'red' as const,
  minute: 30,
  reason: null,
});

describe('suspensions worked out on the device', () => {
  const first = model(view('g1', 'cedars', 'lions', 'completed', [red('rami', 'home')]), '2026-11-21T10:00:00Z');
  const next = model(view('g2', 'owls', 'cedars', 'Upcoming'), '2026-11-21T12:00:00Z');
  const later = model(view('g3', 'cedars', 'owls', 'Upcoming'), '2026-11-22T12:00:00Z');
  const otherAge = model(view('g4', 'cedars', 'owls', 'Upcoming'), '2026-11-21T11:00:00Z', 'u16');

  it("flags a player sent off in a finished game in his team's next game only, of the same age group", () => {
    const games = [later, next, first, otherAge];
    expect(deviceSuspensions(games, 'g2')).toEqual([{ playerId: 'rami', reason: 'redCard' }]);
    expect(deviceSuspensions(games, 'g3')).toEqual([]);
    expect(deviceSuspensions(games, 'g4')).toEqual([]);
  });

  it('waits for the game with the red card to finish', () => {
    const live = model({ ...first.view, status: 'live' }, first.startTime!);
    expect(deviceSuspensions([live, next], 'g2')).toEqual([]);
  });

  it("takes the server's list when the game's answer carries one", () => {
    const carried = { ...next, view: { ...next.view, suspended: [] } } as GameCardModel;
    expect(suspendedFor(carried, [first, carried])).toEqual([]);
    expect(suspendedFor(next, [first, next])).toEqual([{ playerId: 'rami', reason: 'redCard' }]);
  });
});

describe('the minute a report edit takes', () => {
  it('is empty before kick-off and the clock minute once it has started', () => {
    const v = view('g', 'a', 'b', 'live');
    expect(minuteText(v)).toBe('');
    const clock = { period: 'second' as const, runningSince: null, elapsedSeconds: 125 };
    expect(minuteText({ ...v, clock, match: { periods: 2, periodMinutes: 10, clock: 'running' } })).toBe('13');
  });
});
