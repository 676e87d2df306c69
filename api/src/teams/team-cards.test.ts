import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { makeFixture, makeGame, type Fixture } from '../sync/test-factory';
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

type Card = { side: 'home' | 'away'; player: number; kind: 'yellow' | 'secondYellow' | 'red'; minute: number; remove?: boolean };

/** Cards in one game through the sync push, as the Games Manager sends them; `remove` takes one back. */
async function recordCards(f: Fixture, gameId: string, list: Card[], complete = false, sides = { home: f.home, away: f.away }) {
  let id = 0;
  const mutations: { id: number; name: string; args: Record<string, unknown> }[] = list.flatMap((c) => {
    const cardId = randomUUID();
    const add = {
      id: ++id,
      name: 'card.add',
      args: { gameId, cardId, side: c.side, playerId: sides[c.side].players[c.player]!, kind: c.kind, minute: c.minute },
    };
    return c.remove ? [add, { id: ++id, name: 'card.remove', args: { gameId, cardId } }] : [add];
  });
  if (complete) mutations.push({ id: ++id, name: 'game.setStatus', args: { gameId, expected: 'Not Scheduled', status: 'completed' } });
  const res = await push({ clientId: clientId(), mutations });
  expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(mutations.map(() => 'applied'));
}

const team = async (id: string) => (await t.request('GET', `/api/teams/${id}`)).body.team;

describe('cards on the team and player pages', () => {
  it('counts each team’s cards and its players’, a second yellow as a yellow and a sending-off, removed cards left out', async () => {
    const f = await makeFixture(t);
    // Read before the cards: the cached answer must not outlive them.
    expect((await team(f.home.id)).yellowCards).toBe(0);
    await recordCards(f, f.gameId, [
      { side: 'home', player: 0, kind: 'yellow', minute: 3 },
      { side: 'home', player: 0, kind: 'secondYellow', minute: 20 },
      { side: 'home', player: 1, kind: 'yellow', minute: 25 },
      { side: 'home', player: 2, kind: 'red', minute: 30 },
      { side: 'away', player: 0, kind: 'yellow', minute: 31 },
      { side: 'away', player: 1, kind: 'yellow', minute: 32, remove: true },
    ]);
    const second = await makeGame(db(), f.eventId, f.away.id, f.home.id);
    await recordCards(f, second, [{ side: 'home', player: 1, kind: 'yellow', minute: 5 }], false, { home: f.away, away: f.home });

    const home = await team(f.home.id);
    expect([home.yellowCards, home.redCards]).toEqual([3, 2]);
    const byPlayer = (list: { _id: string; yellowCards: number; redCards: number }[]) =>
      Object.fromEntries(list.map((p) => [p._id, [p.yellowCards, p.redCards]]));
    expect(byPlayer(home.playerCards)).toEqual({
      [f.home.players[0]!]: [2, 1],
      [f.home.players[1]!]: [1, 0],
      [f.home.players[2]!]: [0, 1],
    });
    // In the second game Phoenix plays at home: its yellow counts for Phoenix.
    const away = await team(f.away.id);
    expect([away.yellowCards, away.redCards]).toEqual([2, 0]);
    expect(byPlayer(away.playerCards)).toEqual({ [f.away.players[0]!]: [1, 0], [f.away.players[1]!]: [1, 0] });
    // The event page's Teams tab reads the same counts.
    const listed = (await t.request('GET', `/api/events/${f.eventId}/teams`)).body.teams;
    expect(listed.map((x: { name: string; yellowCards: number; redCards: number }) => [x.name, x.yellowCards, x.redCards])).toEqual([
      ['Cedars', 3, 2],
      ['Phoenix', 2, 0],
    ]);

    const career = (await t.request('GET', `/api/player-stats/player/${f.home.players[0]}/career`)).body.careerStats;
    expect([career.events[0].yellowCards, career.events[0].redCards, career.totalYellowCards, career.totalRedCards]).toEqual([2, 1, 2, 1]);
    const clean = (await t.request('GET', `/api/player-stats/player/${f.home.players[4]}/career`)).body.careerStats;
    expect([clean.totalYellowCards, clean.totalRedCards]).toEqual([0, 0]);
  });

  it('shows on the team page who is suspended for which game, with the opponent and why, and no organiser’s words', async () => {
    const f = await makeFixture(t);
    const next = await makeGame(db(), f.eventId, f.away.id, f.home.id);
    const startTime = new Date('2026-12-05T16:00:00Z');
    await db()
      .update(games)
      .set({ startTime: new Date('2026-12-01T16:00:00Z') })
      .where(eq(games.id, f.gameId));
    await db().update(games).set({ startTime }).where(eq(games.id, next));
    await recordCards(f, f.gameId, [{ side: 'home', player: 3, kind: 'red', minute: 30 }], true);

    expect((await team(f.home.id)).suspensions).toEqual([
      {
        playerId: f.home.players[3],
        playerName: 'Cedars Player 4',
        gameId: next,
        startTime: startTime.toISOString(),
        opponent: 'Phoenix',
        reason: 'redCard',
      },
    ]);
    expect((await team(f.away.id)).suspensions).toEqual([]);

    // Lifted by the organiser: the team page follows at once, and his reason is never shown.
    const lift = await t.request('PUT', `/api/events/${f.eventId}/suspensions/${f.home.players[3]}`, {
      body: { action: 'lift', reason: 'Appeal upheld' },
      token,
    });
    expect(lift.status).toBe(200);
    expect((await team(f.home.id)).suspensions).toEqual([]);
  });
});
