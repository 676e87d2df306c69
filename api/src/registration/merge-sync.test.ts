import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRowId } from '@pitchside/sync';
import { cards, gameLineups } from '../db/schema';
import { factories, type Factories } from '../test-support/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { register, threePhotos } from './test-kit';

let t: TestContext;
let f: Factories;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
  admin = await t.adminToken();
});
afterAll(() => t.close());

const pull = (eventId: string, cookie?: string) =>
  t.request('GET', `/api/sync/pull?scope=${eventId}&clientId=merge-device-1${cookie ? `&cookie=${encodeURIComponent(cookie)}` : ''}`, {
    token: admin,
  });

describe('merging an old player profile, seen by a courtside device', () => {
  it("drops the old profile's saves from the device on its next pull and brings the member's", async () => {
    const event = await f.event();
    const home = await f.team(event.id, { name: 'Cedars FC' });
    const away = await f.team(event.id, { name: 'Harbour United' });
    const old = await f.user({ fullName: 'Keeper Old', type: 'old-player', playerId: 4242 });
    await f.roster(home.id, old.id, 1);
    const game = await f.game({ eventId: event.id, homeTeamId: home.id, awayTeamId: away.id });
    await f.saves(game, old.id, 6);

    // The device holds the old profile's saves.
    const first = await pull(event.id);
    expect(first.status).toBe(200);
    const held = first.body.patch.filter((p: { entity: string }) => p.entity === 'save').map((p: { id: string }) => p.id);
    expect(held).toEqual([saveRowId(game.id, old.id)]);

    const m = await t.member({ fullName: 'Keeper Haddad' });
    const sent = await register(
      t,
      m.token,
      { dateOfBirth: '2000-02-02', registrationType: 'old', selectedOldPlayerId: old.id },
      await threePhotos(),
    );
    expect((await t.request('POST', `/api/admin/requests/${sent.body.request._id}/approve`, { token: admin })).status).toBe(200);

    const next = await pull(event.id, first.body.cookie);
    expect(next.status).toBe(200);
    expect(next.body.reset).toBeUndefined();
    const saves = next.body.patch.filter((p: { entity: string }) => p.entity === 'save');
    expect(saves).toContainEqual({ op: 'del', entity: 'save', id: saveRowId(game.id, old.id) });
    expect(saves).toContainEqual(
      expect.objectContaining({ op: 'put', id: saveRowId(game.id, m.id), value: expect.objectContaining({ saves: 6 }) }),
    );
  });

  it("keeps the old profile's cards and lineup places under the member: the fair-play count and the lineup do not lose him", async () => {
    const db = t.deps.database.db;
    const event = await f.event();
    const home = await f.team(event.id, { name: 'Cedars FC' });
    const away = await f.team(event.id, { name: 'Harbour United' });
    const old = await f.user({ fullName: 'Winger Old', type: 'old-player', playerId: 4343 });
    const mate = await f.user({ fullName: 'Winger Mate', type: 'player' });
    await f.roster(home.id, old.id, 7);
    await f.roster(home.id, mate.id, 8);
    const game = await f.game({ eventId: event.id, homeTeamId: home.id, awayTeamId: away.id });
    await db
      .insert(cards)
      .values({ id: randomUUID(), gameId: game.id, eventId: event.id, side: 'home', playerId: old.id, kind: 'yellow', minute: 12 });
    await db.insert(gameLineups).values({
      gameId: game.id,
      eventId: event.id,
      side: 'home',
      players: [
        { playerId: mate.id, shirt: 8 },
        { playerId: old.id, shirt: 7, goalkeeper: true },
      ],
    });

    const m = await t.member({ fullName: 'Winger Haddad' });
    const sent = await register(
      t,
      m.token,
      { dateOfBirth: '2000-02-02', registrationType: 'old', selectedOldPlayerId: old.id },
      await threePhotos(),
    );
    expect((await t.request('POST', `/api/admin/requests/${sent.body.request._id}/approve`, { token: admin })).status).toBe(200);

    expect((await db.select({ playerId: cards.playerId }).from(cards).where(eq(cards.gameId, game.id))).map((c) => c.playerId)).toEqual([
      m.id,
    ]);
    const [lineup] = await db.select({ players: gameLineups.players }).from(gameLineups).where(eq(gameLineups.gameId, game.id));
    expect(lineup!.players).toEqual([
      { playerId: mate.id, shirt: 8 },
      { playerId: m.id, shirt: 7, goalkeeper: true },
    ]);
    const team = (await t.request('GET', `/api/teams/${home.id}`)).body.team;
    expect(team.yellowCards).toBe(1);
  });
});
