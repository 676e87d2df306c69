import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { makeFixture, makeGame, makeTeam } from '../sync/test-factory';
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

type Card = [playerId: string, side: 'home' | 'away', kind: 'yellow' | 'secondYellow' | 'red', minute: number];

/** One game's cards through the sync push, as the Games Manager sends them, then the game completed or not. */
async function play(gameId: string, cards: Card[], completed = true) {
  let id = 0;
  const mutations: { id: number; name: string; args: object }[] = cards.map(([playerId, side, kind, minute]) => ({
    id: ++id,
    name: 'card.add',
    args: { gameId, cardId: randomUUID(), side, playerId, kind, minute },
  }));
  if (completed) mutations.push({ id: ++id, name: 'game.setStatus', args: { gameId, expected: 'Not Scheduled', status: 'completed' } });
  const res = await push({ clientId: clientId(), mutations });
  expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(mutations.map(() => 'applied'));
}

const fairPlay = async (eventId: string) => {
  const res = await t.request('GET', `/api/rankings/event/${eventId}`);
  expect(res.status).toBe(200);
  return (
    res.body.rankings.fairPlay as {
      name: string;
      rank: number;
      games: number;
      yellow: number;
      secondYellow: number;
      red: number;
      points: number;
    }[]
  ).map((r) => [r.rank, r.name, r.games, r.yellow, r.secondYellow, r.red, r.points]);
};

describe('the Fair Play table of the Rankings tab', () => {
  it('ranks teams by FIFA deductions over their completed group, knockout and league games, friendlies and unfinished games left out', async () => {
    const f = await makeFixture(t);
    const third = await makeTeam(db(), f.eventId, 'Atlas');
    const [cedars, phoenix, atlas] = [f.home.players, f.away.players, third.players];
    const g2 = await makeGame(db(), f.eventId, f.away.id, third.id);
    const g3 = await makeGame(db(), f.eventId, third.id, f.home.id);
    const friendly = await makeGame(db(), f.eventId, f.home.id, f.away.id);
    const unfinished = await makeGame(db(), f.eventId, f.home.id, third.id);
    await db()
      .update(games)
      .set({ stage: 'group' })
      .where(inArray(games.id, [f.gameId, g2, unfinished]));
    await db().update(games).set({ stage: 'knockout' }).where(eq(games.id, g3));
    // Read before any card: the cached answer must follow the games.
    expect(await fairPlay(f.eventId)).toEqual([]);

    await play(f.gameId, [
      // Yellow then a direct red: one deduction of -5 for that player.
      [cedars[0]!, 'home', 'yellow', 2],
      [cedars[0]!, 'home', 'red', 9],
      [phoenix[0]!, 'away', 'yellow', 12],
    ]);
    // A second yellow: -3.
    await play(g2, [
      [phoenix[1]!, 'home', 'yellow', 4],
      [phoenix[1]!, 'home', 'secondYellow', 18],
    ]);
    await play(g3, [[cedars[1]!, 'away', 'yellow', 7]]);
    await play(friendly, [[phoenix[2]!, 'away', 'red', 3]]);
    await play(unfinished, [[atlas[0]!, 'away', 'red', 3]], false);

    expect(await fairPlay(f.eventId)).toEqual([
      [1, 'Atlas', 2, 0, 0, 0, 0],
      [2, 'Phoenix', 2, 2, 1, 0, -4],
      [3, 'Cedars', 2, 2, 0, 1, -6],
    ]);
  });

  it('gives equal deductions one rank', async () => {
    const f = await makeFixture(t);
    await db().update(games).set({ stage: 'league' }).where(eq(games.id, f.gameId));
    await play(f.gameId, [
      [f.home.players[0]!, 'home', 'yellow', 5],
      [f.away.players[0]!, 'away', 'yellow', 6],
    ]);
    expect(await fairPlay(f.eventId)).toEqual([
      [1, 'Cedars', 1, 1, 0, 0, -1],
      [1, 'Phoenix', 1, 1, 0, 0, -1],
    ]);
  });

  it('leaves out a result awaiting an organiser’s confirmation, as every table does', async () => {
    const f = await makeFixture(t);
    await db().update(games).set({ stage: 'league' }).where(eq(games.id, f.gameId));
    await play(f.gameId, [[f.home.players[0]!, 'home', 'red', 5]]);
    // As a scorer's result in an age group that reviews them: recorded, completed, not confirmed yet.
    await db().update(games).set({ awaitingConfirmation: true }).where(eq(games.id, f.gameId));
    expect(await fairPlay(f.eventId)).toEqual([]);
  });
});
