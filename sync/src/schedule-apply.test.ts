import { describe, expect, it } from 'vitest';
import { applyMutation, type GameView } from './apply';
import { parseMutation, type Mutation } from './mutations';
import { replayPending } from './view';

const G = '00000000-0000-4000-8000-000000000001';
const P1 = '00000000-0000-4000-8000-0000000000d1';
const P2 = '00000000-0000-4000-8000-0000000000d2';
const RANA = { id: 'u-rana', name: 'Rana Khoury' };

const view = (over: Partial<GameView> = {}): GameView => ({
  id: G,
  eventId: 'e',
  homeTeamId: 'th',
  awayTeamId: 'ta',
  status: 'Upcoming',
  mvpId: null,
  penalties: null,
  goals: [],
  saves: [],
  schedule: { startTime: '2026-05-16T06:00:00.000Z', pitchId: P1 },
  setters: { schedule: { by: RANA, at: '2026-05-15T10:00:00.000Z' } },
  ...over,
});

const move = (expected: unknown, value: unknown): Mutation => {
  const parsed = parseMutation('game.setSchedule', { gameId: G, expected, value });
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.mutation;
};

describe('game.setSchedule', () => {
  const nine = { startTime: '2026-05-16T06:00:00.000Z', pitchId: P1 };
  const nineLocal = { startTime: '2026-05-16T09:00:00+03:00', pitchId: P1 };
  const ten = { startTime: '2026-05-16T07:00:00.000Z', pitchId: P2 };
  const cases: { name: string; game: GameView; m: Mutation; status: string; effects?: string[] }[] = [
    { name: 'moves a game the admin saw where it is', game: view(), m: move(nine, ten), status: 'applied', effects: ['game.schedule'] },
    { name: 'the same instant written another way is the same place', game: view(), m: move(nineLocal, ten), status: 'applied' },
    { name: 'moving it where it already is changes nothing', game: view(), m: move(ten, nineLocal), status: 'applied', effects: [] },
    {
      name: 'another admin moved it first: a conflict',
      game: view({ schedule: ten }),
      m: move(nine, { ...ten, pitchId: P1 }),
      status: 'conflict',
    },
    {
      name: 'a first time publishes a Not Scheduled game',
      game: view({ status: 'Not Scheduled', schedule: { startTime: null, pitchId: null } }),
      m: move({ startTime: null, pitchId: null }, ten),
      status: 'applied',
      effects: ['game.schedule', 'game.status'],
    },
    {
      name: 'a device that pulled no schedule reads it as unset',
      game: view({ schedule: undefined }),
      m: move({ startTime: null, pitchId: null }, ten),
      status: 'applied',
      effects: ['game.schedule'],
    },
  ];
  it.each(cases)('$name', ({ game, m, status, effects }) => {
    const { decision } = applyMutation(game, m);
    expect(decision.status).toBe(status);
    if (effects && decision.status === 'applied') expect(decision.effects.map((e) => e.type)).toEqual(effects);
  });

  it('a conflict names the current place and who set it', () => {
    const { decision } = applyMutation(view({ schedule: ten }), move(nine, nine));
    expect(decision).toMatchObject({ status: 'conflict', field: 'schedule', current: ten, setBy: RANA });
  });

  it('refuses a time that is not an instant', () => {
    expect(parseMutation('game.setSchedule', { gameId: G, expected: nine, value: { startTime: '9am', pitchId: P1 } }).ok).toBe(false);
  });

  it('a pending move shows on the device until it is pushed', () => {
    const shown = replayPending(view(), [{ name: 'game.setSchedule', args: { gameId: G, expected: nine, value: ten } }]);
    expect(shown.schedule).toEqual(ten);
  });
});
