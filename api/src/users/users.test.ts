import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careerResponseSchema, MSG, oldPlayersResponseSchema, userResponseSchema } from '@pitchside/shared';
import { users } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { factories, type Factories } from '../test-support/factories';

let t: TestContext;
let f: Factories;
beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const PRIVATE_FIELDS = ['email', 'phoneNumber', 'dateOfBirth', 'goldUntil', 'idFrontPicture', 'idBackPicture', 'passwordHash'];

describe('GET /api/users/{id}', () => {
  it('shows public fields and teams to everyone, and contact details only to the user and admins', async () => {
    const me = await t.member({ fullName: 'Nour Player' });
    const db = t.deps.database.db;
    await db
      .update(users)
      .set({
        type: 'player',
        playerId: 4242,
        dateOfBirth: '2012-04-05',
        instagramUsername: 'nour',
        portraitImage: 'portraits/n.jpg',
        goldUntil: new Date(Date.now() + 1e9),
      })
      .where(eq(users.id, me.id));
    const e = await f.event({ name: 'Kids Cup' });
    const team = await f.team(e.id, { name: 'Kids FC' });
    await f.roster(team.id, me.id);

    const stranger = await t.member();
    for (const token of [undefined, stranger.token]) {
      const res = await t.request('GET', `/api/users/${me.id}`, { token });
      expect(res.status).toBe(200);
      userResponseSchema.parse(res.body);
      expect(res.body.user).toMatchObject({
        _id: me.id,
        fullName: 'Nour Player',
        userRole: 'Fan',
        type: 'player',
        playerId: 4242,
        portraitImage: '/api/uploads/portraits/n.jpg',
        // A minor's Instagram never goes to strangers (shared/src/privacy).
        instagramUsername: null,
        team: [{ _id: team.id, name: 'Kids FC', event: { _id: e.id, event: 'Kids Cup' } }],
      });
      for (const field of [...PRIVATE_FIELDS, 'contactPrivacy']) expect(res.body.user).not.toHaveProperty(field);
      expect(JSON.stringify(res.body)).not.toContain(me.email);
      expect(JSON.stringify(res.body)).not.toContain('nour"');
    }
    const own = await t.request('GET', `/api/users/${me.id}`, { token: me.token });
    expect(own.body.user).toMatchObject({
      email: me.email,
      phoneNumber: '+961 3 123456',
      dateOfBirth: '2012-04-05',
      instagramUsername: 'nour',
      contactPrivacy: { showInstagram: false, adult: false, public: false },
    });
    const asAdmin = await t.request('GET', `/api/users/${me.id}`, { token: await t.adminToken() });
    expect(asAdmin.body.user.email).toBe(me.email);
  });

  it('404s unknown and malformed ids', async () => {
    for (const id of [UNKNOWN, 'abc']) {
      const res = await t.request('GET', `/api/users/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, code: 'userNotFound', message: MSG.userNotFound });
    }
  });
});

describe('searches', () => {
  it('GET /api/users/old-players needs a signed-in user and finds old players with their team names', async () => {
    const e = await f.event();
    const team = await f.team(e.id, { name: 'Veterans' });
    const old = await f.user({ fullName: 'Hadi Haddad', type: 'old-player', playerId: null });
    await f.roster(team.id, old.id);
    await f.user({ fullName: 'Hadi Current', type: 'player' });
    expect((await t.request('GET', '/api/users/old-players?search=hadi')).status).toBe(401);
    const member = await t.member();
    const res = await t.request('GET', '/api/users/old-players?search=hadi', { token: member.token });
    oldPlayersResponseSchema.parse(res.body);
    expect(res.body.oldPlayers).toEqual([{ _id: old.id, fullName: 'Hadi Haddad', team: [{ name: 'Veterans' }] }]);
    expect((await t.request('GET', '/api/users/old-players?search=h', { token: member.token })).body.oldPlayers).toEqual([]);
  });

  it('GET /api/users/search is admin-only, filters by role and needs 2 characters', async () => {
    await f.user({ fullName: 'Samir Coach', userRole: 'Coach', type: 'user', playerId: null });
    await f.user({ fullName: 'Samir Fan', userRole: 'Fan', type: 'user', playerId: null });
    const member = await t.member();
    expect((await t.request('GET', '/api/users/search?role=Coach&name=samir', { token: member.token })).status).toBe(403);
    const admin = await t.adminToken();
    const res = await t.request('GET', '/api/users/search?role=Coach&name=samir', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.users.map((u: { fullName: string }) => u.fullName)).toEqual(['Samir Coach']);
    expect(res.body.users[0]).not.toHaveProperty('email');
    expect((await t.request('GET', '/api/users/search?name=s', { token: admin })).status).toBe(400);
    const badRole = await t.request('GET', '/api/users/search?role=King&name=samir', { token: admin });
    expect(badRole.status).toBe(400);
    expect(badRole.body.message).toContain('role must be one of');
  });
});

describe('GET /api/player-stats/player/{id}/career', () => {
  it('sums goals, assists, games, results and saves per edition; removed goals do not count', async () => {
    const e1 = await f.event({ slug: 'career', edition: 1 });
    const e2 = await f.event({ slug: 'career', edition: 2 });
    const p = await f.user({ fullName: 'Career Man' });
    const mate = await f.user({ fullName: 'Mate' });
    const t1 = await f.team(e1.id, { name: 'Blue' });
    const o1 = await f.team(e1.id, { name: 'Red' });
    const t2 = await f.team(e2.id, { name: 'Blue' });
    const o2 = await f.team(e2.id, { name: 'Green' });
    await f.roster(t1.id, p.id);
    await f.roster(t2.id, p.id);
    const g1 = await f.game({ eventId: e1.id, homeTeamId: t1.id, awayTeamId: o1.id });
    await f.goal(g1, 'home', { scorerId: p.id, scorerName: 'Career Man', minute: 5 });
    await f.goal(g1, 'home', { scorerId: mate.id, scorerName: 'Mate', assistId: p.id, assistName: 'Career Man', minute: 7 });
    await f.goal(g1, 'home', { scorerId: p.id, scorerName: 'Career Man', minute: 9, deletedAt: new Date() });
    const g2 = await f.game({ eventId: e2.id, homeTeamId: o2.id, awayTeamId: t2.id, score: [1, 1] });
    await f.saves(g2, p.id, 4);
    await f.game({ eventId: e2.id, homeTeamId: o2.id, awayTeamId: t2.id, score: [2, 0] });
    await f.game({ eventId: e2.id, homeTeamId: o2.id, awayTeamId: t2.id, status: 'live', score: [0, 3] });

    const res = await t.request('GET', `/api/player-stats/player/${p.id}/career`);
    expect(res.status).toBe(200);
    careerResponseSchema.parse(res.body);
    const c = res.body.careerStats;
    expect(c.events.map((x: { event: { event_edition: number } }) => x.event.event_edition)).toEqual([2, 1]);
    expect(c.events[1]).toMatchObject({
      team: { name: 'Blue' },
      goalsScored: 1,
      assists: 1,
      gamesPlayed: 1,
      wins: 1,
      draws: 0,
      losses: 0,
      saves: 0,
    });
    expect(c.events[0]).toMatchObject({ goalsScored: 0, gamesPlayed: 2, wins: 0, draws: 1, losses: 1, saves: 4 });
    expect(c).toMatchObject({ totalGoals: 1, totalAssists: 1, totalGames: 3, totalWins: 1, totalLosses: 1, totalDraws: 1, totalSaves: 4 });
    expect((await t.request('GET', `/api/player-stats/player/${UNKNOWN}/career`)).status).toBe(404);
  });
});
