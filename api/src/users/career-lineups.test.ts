import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

type Mutation = { id: number; name: string; args: Record<string, unknown> };

async function pushAll(mutations: Mutation[]) {
  const res = await push({ clientId: clientId(), mutations });
  expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(mutations.map(() => 'applied'));
}

const career = async (playerId: string) => (await t.request('GET', `/api/player-stats/player/${playerId}/career`)).body.careerStats;

describe('a career counts the games the player played', () => {
  it('leaves out a game whose lineup leaves him out, and counts a game without a lineup for the whole squad', async () => {
    const f = await makeFixture(t);
    const [benched, starter] = [f.home.players[0]!, f.home.players[1]!];
    const second = await makeGame(db(), f.eventId, f.home.id, f.away.id);
    const third = await makeGame(db(), f.eventId, f.home.id, f.away.id);
    let id = 0;
    const goal = (gameId: string, side: 'home' | 'away') => {
      const scorerId = side === 'home' ? starter : f.away.players[0]!;
      return { id: ++id, name: 'goal.add', args: { gameId, goalId: randomUUID(), side, minute: 5, scorerId, scorerName: 'Scorer' } };
    };
    const done = (gameId: string) => ({
      id: ++id,
      name: 'game.setStatus',
      args: { gameId, expected: 'Not Scheduled', status: 'completed' },
    });
    await pushAll([
      // Game one: a home win, the lineup without the benched player.
      { id: ++id, name: 'lineup.set', args: { gameId: f.gameId, side: 'home', expected: [], value: [{ playerId: starter }] } },
      goal(f.gameId, 'home'),
      done(f.gameId),
      // Game two: a home defeat, no lineup at all: the whole squad played it.
      goal(second, 'away'),
      done(second),
      // Game three: a draw, both in the lineup.
      {
        id: ++id,
        name: 'lineup.set',
        args: { gameId: third, side: 'home', expected: [], value: [{ playerId: starter }, { playerId: benched, shirt: 7 }] },
      },
      done(third),
    ]);

    const mine = await career(benched);
    expect([mine.events[0].gamesPlayed, mine.events[0].wins, mine.events[0].draws, mine.events[0].losses]).toEqual([2, 0, 1, 1]);
    expect(mine.totalGames).toBe(2);
    const theirs = await career(starter);
    expect([theirs.events[0].gamesPlayed, theirs.events[0].wins, theirs.events[0].draws, theirs.events[0].losses]).toEqual([3, 1, 1, 1]);
  });
});
