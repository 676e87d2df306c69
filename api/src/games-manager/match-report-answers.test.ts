import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGameResponseSchema, gameResponseSchema, INITIAL_CLOCK } from '@pitchside/shared';
import { createTestContext, type TestContext } from '../test/harness';
import { makeFixture, makeGame } from '../sync/test-factory';
import { syncTestKit } from '../sync/test-kit';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await t.adminToken();
});
afterAll(() => t.close());

const { clientId, push, db } = syncTestKit(
  () => t,
  () => token,
);

const REPORT_FIELDS = ['cards', 'fouls', 'timeouts', 'clock', 'lineups', 'matchSettings'] as const;
const reportOf = (game: Record<string, unknown>) => Object.fromEntries(REPORT_FIELDS.map((k) => [k, game[k]]));

describe('the Games Manager answers carry the match report', () => {
  it('gives back cards, fouls per half, timeouts, the clock and lineups as the public game answer does', async () => {
    const f = await makeFixture(t);
    const started = { period: 'first', runningSince: '2026-05-01T15:00:00.000Z', elapsedSeconds: 0 };
    const res = await push({
      clientId: clientId(),
      mutations: [
        { id: 1, name: 'game.clock', args: { gameId: f.gameId, expected: INITIAL_CLOCK, value: started } },
        {
          id: 2,
          name: 'card.add',
          args: {
            gameId: f.gameId,
            cardId: randomUUID(),
            side: 'home',
            playerId: f.home.players[0],
            kind: 'yellow',
            minute: 4,
            reason: 'Dissent',
          },
        },
        { id: 3, name: 'foul.add', args: { gameId: f.gameId, foulId: randomUUID(), side: 'away', half: 1 } },
        { id: 4, name: 'foul.add', args: { gameId: f.gameId, foulId: randomUUID(), side: 'away', half: 2 } },
        { id: 5, name: 'foul.add', args: { gameId: f.gameId, foulId: randomUUID(), side: 'away', half: 2 } },
        { id: 6, name: 'timeout.add', args: { gameId: f.gameId, timeoutId: randomUUID(), side: 'home', half: 1, minute: 7 } },
        {
          id: 7,
          name: 'lineup.set',
          args: { gameId: f.gameId, side: 'home', expected: [], value: [{ playerId: f.home.players[0], shirt: 10, goalkeeper: true }] },
        },
      ],
    });
    expect(res.body.results.every((r: { status: string }) => r.status === 'applied')).toBe(true);

    // A REST write of the Games Manager answers the game as it stands, report included.
    const added = await t.request('POST', `/api/events/${f.eventId}/games/${f.gameId}/goals`, {
      body: { goalId: randomUUID(), side: 'home', minute: 9, scorerId: f.home.players[1], scorerName: 'Cedars Player 2' },
      token,
    });
    expect(added.status).toBe(201);
    const { game } = adminGameResponseSchema.parse(added.body);
    expect(game!.cards).toEqual([
      expect.objectContaining({ side: 'home', playerId: f.home.players[0], kind: 'yellow', minute: 4, reason: 'Dissent' }),
    ]);
    expect(game!.fouls).toEqual({ home: [0, 0], away: [1, 2] });
    expect(game!.timeouts).toEqual([expect.objectContaining({ side: 'home', half: 1, minute: 7 })]);
    expect(game!.clock).toEqual(started);
    expect(game!.lineups).toEqual({ home: [{ playerId: f.home.players[0], shirt: 10, goalkeeper: true }], away: [] });
    expect(game!.suspended).toEqual([]);

    // The same report, in the same shape, as fans read it.
    const detail = await t.request('GET', `/api/events/${f.eventId}/games/${f.gameId}`);
    const publicGame = gameResponseSchema.parse(detail.body).game;
    expect(reportOf(game!)).toEqual(reportOf(publicGame));
  });

  it('names the players suspended for the game it answers', async () => {
    const f = await makeFixture(t);
    const next = await makeGame(db(), f.eventId, f.away.id, f.home.id);
    const sentOff = f.home.players[1]!;
    const res = await push({
      clientId: clientId(),
      mutations: [
        {
          id: 1,
          name: 'card.add',
          args: { gameId: f.gameId, cardId: randomUUID(), side: 'home', playerId: sentOff, kind: 'red', minute: 30 },
        },
        { id: 2, name: 'game.setStatus', args: { gameId: f.gameId, expected: 'Not Scheduled', status: 'completed' } },
      ],
    });
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    const answer = await t.request('PUT', `/api/events/${f.eventId}/games/${next}/status`, {
      body: { status: 'Upcoming', expected: 'Not Scheduled' },
      token,
    });
    expect(answer.status).toBe(200);
    const { game } = adminGameResponseSchema.parse(answer.body);
    expect(game!.status).toBe('Upcoming');
    expect(game!.suspended).toEqual([{ playerId: sentOff, reason: 'redCard' }]);
    expect(game!.cards).toEqual([]);
  });
});
