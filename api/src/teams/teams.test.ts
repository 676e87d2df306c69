import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTeamsResponseSchema, MSG, teamGamesResponseSchema, teamResponseSchema, teamsByTeamIdResponseSchema } from '@pitchside/shared';
import { createTestContext, type TestContext } from '../test/harness';
import { factories, type Factories } from '../test-support/factories';

let t: TestContext;
let f: Factories;
const club = randomUUID();
let ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
  const e1 = await f.event({ slug: 'club-cup', name: 'Club Cup', edition: 1 });
  const e2 = await f.event({ slug: 'club-cup', name: 'Club Cup', edition: 2 });
  const ag = await f.ageGroup(e2.id, { slug: 'u12', name: 'Under 12' });
  const coach = await f.user({ fullName: 'Coach Carter', type: 'user', userRole: 'Coach', playerId: null });
  const cap = await f.user({ fullName: 'Cap Tain' });
  const old = await f.team(e1.id, { teamId: club, name: 'Cedars', location: 'Jounieh' });
  const cur = await f.team(e2.id, {
    teamId: club,
    name: 'Cedars FC',
    ageGroupId: ag.id,
    coachId: coach.id,
    captainId: cap.id,
    logo: 'team-logos/c.png',
  });
  const rival = await f.team(e2.id, { name: 'Rival', ageGroupId: ag.id });
  const otherAg = await f.ageGroup(e2.id, { slug: 'u14', position: 2 });
  await f.team(e2.id, { name: 'Older', ageGroupId: otherAg.id });
  await f.roster(cur.id, cap.id, 10);
  await f.game({
    eventId: e2.id,
    ageGroupId: ag.id,
    homeTeamId: cur.id,
    awayTeamId: rival.id,
    score: [3, 1],
    startTime: new Date('2026-03-01T10:00:00Z'),
  });
  await f.game({
    eventId: e2.id,
    ageGroupId: ag.id,
    homeTeamId: rival.id,
    awayTeamId: cur.id,
    score: [2, 2],
    homePenalties: 4,
    awayPenalties: 5,
    startTime: new Date('2026-03-08T10:00:00Z'),
  });
  await f.game({
    eventId: e2.id,
    ageGroupId: ag.id,
    homeTeamId: rival.id,
    awayTeamId: cur.id,
    status: 'Upcoming',
    startTime: new Date('2026-04-01T10:00:00Z'),
  });
  const oldRival = await f.team(e1.id, { name: 'Old Rival' });
  const tomb = await f.game({
    eventId: e1.id,
    homeTeamId: old.id,
    awayTeamId: oldRival.id,
    score: [0, 1],
    startTime: new Date('2025-03-01T10:00:00Z'),
  });
  await f.goal(tomb, 'home', { minute: 50, deletedAt: new Date() });
  ids = { e1: e1.id, e2: e2.id, ag: ag.id, coach: coach.id, cap: cap.id, old: old.id, cur: cur.id, rival: rival.id };
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('teams', () => {
  it('GET /api/events/{id}/teams lists teams with coach, captain, players and stats, filtered by age group', async () => {
    const res = await t.request('GET', `/api/events/${ids.e2}/teams?ageGroup=u12`);
    expect(res.status).toBe(200);
    eventTeamsResponseSchema.parse(res.body);
    expect(res.body.teams.map((x: { name: string }) => x.name)).toEqual(['Cedars FC', 'Rival']);
    expect(res.body.teams[0]).toMatchObject({
      _id: ids.cur,
      teamId: club,
      logo: '/api/uploads/team-logos/c.png',
      coach: { _id: ids.coach, fullName: 'Coach Carter' },
      captain: { _id: ids.cap, fullName: 'Cap Tain' },
      teamSize: 20,
      ageGroup: { _id: ids.ag, slug: 'u12' },
      event: { _id: ids.e2 },
      playersCount: 1,
      games_played: 2,
      wins: 1,
      draws: 1,
      losses: 0,
      goals_scored: 5,
      goals_conceided: 3,
    });
    const everything = await t.request('GET', `/api/events/club-cup/teams`);
    expect(everything.body.teams).toHaveLength(3);
    expect((await t.request('GET', `/api/events/${UNKNOWN}/teams`)).body).toEqual({
      success: false,
      code: 'eventNotFound',
      message: MSG.eventNotFound,
    });
  });

  it('GET /api/teams/{id} serves the team with its squad; unknown or malformed ids get "No team found."', async () => {
    const res = await t.request('GET', `/api/teams/${ids.cur}`);
    teamResponseSchema.parse(res.body);
    expect(res.body.team.players).toEqual([
      { _id: ids.cap, fullName: 'Cap Tain', playerId: expect.any(Number), portraitImage: null, shirtNumber: 10 },
    ]);
    for (const id of [UNKNOWN, 'bogus']) {
      const miss = await t.request('GET', `/api/teams/${id}`);
      expect(miss.status).toBe(404);
      expect(miss.body).toEqual({ success: false, code: 'teamNotFound', message: 'No team found.' });
    }
  });

  it('GET /api/teams/by-teamId/{teamId} lists the club per edition, newest first, with the events', async () => {
    const res = await t.request('GET', `/api/teams/by-teamId/${club}`);
    expect(res.status).toBe(200);
    teamsByTeamIdResponseSchema.parse(res.body);
    expect(res.body.teams.map((x: { _id: string }) => x._id)).toEqual([ids.cur, ids.old]);
    expect(res.body.events.map((e: { event_edition: number }) => e.event_edition)).toEqual([2, 1]);
    expect(res.body.events[0]).toMatchObject({ eventId: ids.e2, eventName: 'Club Cup', eventEdition: 2, ageGroups: [{ slug: 'u12' }] });
    // The tombstoned goal leaves the old edition's game a 0-1 defeat.
    expect(res.body.teams[1]).toMatchObject({ games_played: 1, losses: 1, goals_scored: 0, goals_conceided: 1 });
    expect((await t.request('GET', `/api/teams/by-teamId/${UNKNOWN}`)).body).toEqual({
      success: false,
      code: 'teamNotFound',
      message: MSG.teamNotFound,
    });
  });

  it('GET /api/teams/by-teamId/{teamId}/games gives completed games newest first with W/D/L from the club side', async () => {
    const res = await t.request('GET', `/api/teams/by-teamId/${club}/games`);
    expect(res.status).toBe(200);
    teamGamesResponseSchema.parse(res.body);
    expect(res.body.games.map((g: { result: string; opponent: string }) => [g.result, g.opponent])).toEqual([
      ['D', 'Rival'],
      ['W', 'Rival'],
      ['L', 'Old Rival'],
    ]);
    expect(res.body.games[0]).toMatchObject({
      goalsFor: 2,
      goalsAgainst: 2,
      penaltiesFor: 5,
      penaltiesAgainst: 4,
      isHome: false,
      opponentLogo: null,
    });
    const filtered = await t.request('GET', `/api/teams/by-teamId/${club}/games?eventId=${ids.e1}`);
    expect(filtered.body.games).toHaveLength(1);
    const byAg = await t.request('GET', `/api/teams/by-teamId/${club}/games?eventId=${ids.e2}&ageGroup=u12`);
    expect(byAg.body.games).toHaveLength(2);
    expect((await t.request('GET', `/api/teams/by-teamId/${club}/games?eventId=nope`)).status).toBe(400);
    expect((await t.request('GET', `/api/teams/by-teamId/${UNKNOWN}/games`)).status).toBe(404);
  });

  it('GET /api/teams/search is admin-only, needs 2 characters and finds clubs by name, newest edition', async () => {
    expect((await t.request('GET', '/api/teams/search?name=ced')).status).toBe(401);
    const member = await t.member();
    expect((await t.request('GET', '/api/teams/search?name=ced', { token: member.token })).status).toBe(403);
    const admin = await t.adminToken();
    const short = await t.request('GET', '/api/teams/search?name=c', { token: admin });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Type at least 2 characters to search');
    const res = await t.request('GET', '/api/teams/search?name=ced', { token: admin });
    // 'Cedars' (1st edition) and 'Cedars FC' (2nd) are one club: linking names the club once.
    expect(res.body.teams.map((x: { name: string; teamId: string }) => [x.name, x.teamId])).toEqual([['Cedars FC', club]]);
    expect((await t.request('GET', '/api/teams/search?name=%25%25', { token: admin })).body.teams).toEqual([]);
  });
});
