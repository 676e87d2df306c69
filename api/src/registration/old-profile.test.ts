import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goals, teams, users } from '../db/schema';
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

describe('registering as an old player', () => {
  it('merges the old profile into the member: squads, goals, assists, saves and MVPs, with the same player ID', async () => {
    const db = t.deps.database.db;
    const event = await f.event();
    const home = await f.team(event.id, { name: 'Cedars FC' });
    const away = await f.team(event.id, { name: 'Harbour United' });
    const old = await f.user({ fullName: 'Rami Old', type: 'old-player', playerId: 777 });
    const mate = await f.user({ fullName: 'Teammate' });
    await f.roster(home.id, old.id, 9);
    await f.roster(home.id, mate.id);
    const game = await f.game({ eventId: event.id, homeTeamId: home.id, awayTeamId: away.id, mvpId: old.id });
    await f.goal(game, 'home', { minute: 5, scorerId: old.id, scorerName: 'Rami Old', assistId: mate.id, assistName: 'Teammate' });
    await f.goal(game, 'home', { minute: 30, scorerId: mate.id, scorerName: 'Teammate', assistId: old.id, assistName: 'Rami Old' });
    await f.saves(game, old.id, 4);
    const careerBefore = (await t.request('GET', `/api/player-stats/player/${old.id}/career`)).body.careerStats;
    const goalVersionBefore = Math.max(...(await db.select().from(goals)).map((g) => g.version));

    // The member finds the profile with the type-ahead and picks it.
    const m = await t.member({ fullName: 'Rami Haddad' });
    const found = await t.request('GET', '/api/users/old-players?search=rami', { token: m.token });
    expect(found.body.oldPlayers).toEqual([{ _id: old.id, fullName: 'Rami Old', team: [{ name: 'Cedars FC' }] }]);
    const sent = await register(
      t,
      m.token,
      { dateOfBirth: '2001-06-01', registrationType: 'old', selectedOldPlayerId: old.id },
      await threePhotos(),
    );
    expect(sent.status).toBe(201);
    expect(sent.body.request.selectedOldPlayerId).toEqual({ _id: old.id, fullName: 'Rami Old' });

    const card = (await t.request('GET', '/api/admin/requests/pending', { token: admin })).body.requests[0];
    expect(card.registrationType).toBe('old');
    expect(card.selectedOldPlayerId).toEqual({ _id: old.id, fullName: 'Rami Old', team: [{ name: 'Cedars FC' }] });

    const ok = await t.request('POST', `/api/admin/requests/${sent.body.request._id}/approve`, { token: admin });
    expect(ok.status).toBe(200);
    expect(ok.body.playerId).toBe(777);

    const career = (await t.request('GET', `/api/player-stats/player/${m.id}/career`)).body.careerStats;
    expect(career).toMatchObject({
      totalGoals: careerBefore.totalGoals,
      totalAssists: careerBefore.totalAssists,
      totalSaves: 4,
      totalGames: careerBefore.totalGames,
    });
    expect(careerBefore.totalGoals).toBe(1);
    expect(careerBefore.totalAssists).toBe(1);
    const [member] = await db.select().from(users).where(eq(users.id, m.id));
    expect(member).toMatchObject({ type: 'player', playerId: 777, dateOfBirth: '2001-06-01' });
    expect(await db.select().from(users).where(eq(users.id, old.id))).toHaveLength(0);
    const squad = (await t.request('GET', `/api/teams/${home.id}`)).body.team.players.map((p: { _id: string }) => p._id);
    expect(squad).toContain(m.id);
    expect(squad).not.toContain(old.id);
    const game2 = (await t.request('GET', `/api/events/${event.id}/games/${game.id}`)).body.game;
    expect(game2.mvp._id).toBe(m.id);
    // Courtside devices pick the change up on their next pull.
    const moved = (await db.select().from(goals)).filter((g) => g.scorerId === m.id || g.assistId === m.id);
    expect(moved).toHaveLength(2);
    for (const g of moved) expect(g.version).toBeGreaterThan(goalVersionBefore);
    const [team] = await db.select().from(teams).where(eq(teams.id, home.id));
    expect(team!.version).toBeGreaterThan(0);

    // Nobody else can claim the same profile any more.
    const late = await t.member();
    const refused = await register(
      t,
      late.token,
      { dateOfBirth: '2001-06-01', registrationType: 'old', selectedOldPlayerId: old.id },
      await threePhotos(),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('That previous player profile was not found');
  });

  it('refuses approval when the chosen profile was claimed meanwhile, and changes nothing', async () => {
    const old = await f.user({ fullName: 'Shared Old', type: 'old-player', playerId: 888 });
    const a = await t.member();
    const b = await t.member();
    const ra = await register(
      t,
      a.token,
      { dateOfBirth: '2001-06-01', registrationType: 'old', selectedOldPlayerId: old.id },
      await threePhotos(),
    );
    const rb = await register(
      t,
      b.token,
      { dateOfBirth: '2001-06-01', registrationType: 'old', selectedOldPlayerId: old.id },
      await threePhotos(),
    );
    expect((await t.request('POST', `/api/admin/requests/${ra.body.request._id}/approve`, { token: admin })).status).toBe(200);
    const second = await t.request('POST', `/api/admin/requests/${rb.body.request._id}/approve`, { token: admin });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('That previous player profile already belongs to another player');
    const [ub] = await t.deps.database.db.select().from(users).where(eq(users.id, b.id));
    expect(ub).toMatchObject({ type: 'user', playerId: null });
  });
});
