import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_GAMES_LIMIT } from '@pitchside/shared';
import { createTestContext, type TestContext } from '../test/harness';
import { factories } from '../test-support/factories';
import { editionPaths } from './paths';

let ctx: TestContext;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const f = factories(ctx.deps.database.db);
  const old = await f.event({ name: 'Schools Cup', slug: 'schools-cup', edition: 1 });
  const event = await f.event({ name: 'Schools Cup', slug: 'schools-cup', edition: 2 });
  const u14 = await f.ageGroup(event.id, { name: 'U14', slug: 'u14', position: 0 });
  const u16 = await f.ageGroup(event.id, { name: 'U16', slug: 'u16', position: 1 });
  const cedars = await f.team(event.id, { name: 'Cedars', ageGroupId: u14.id });
  const titans = await f.team(event.id, { name: 'Titans', ageGroupId: u14.id });
  const lions = await f.team(event.id, { name: 'Lions', ageGroupId: u16.id });
  const eagles = await f.team(event.id, { name: 'Eagles', ageGroupId: u16.id });
  const karim = await f.user({ fullName: 'Karim Haddad' });
  const fan = await f.user({ fullName: 'Nour Fan', type: 'user', playerId: null });
  await f.roster(cedars.id, karim.id);
  await f.roster(titans.id, fan.id);
  const g1 = await f.game({ eventId: event.id, ageGroupId: u14.id, homeTeamId: cedars.id, awayTeamId: titans.id, score: [3, 2] });
  const g2 = await f.game({ eventId: event.id, ageGroupId: u16.id, homeTeamId: lions.id, awayTeamId: eagles.id, status: 'Upcoming' });
  Object.assign(ids, {
    old: old.id,
    event: event.id,
    cedars: cedars.id,
    cedarsClub: cedars.teamId,
    karim: karim.id,
    fan: fan.id,
    g1: g1.id,
    g2: g2.id,
  });
});

afterAll(() => ctx.close());

describe('GET /api/events/:eventId/offline-bundle', () => {
  it('holds, under the paths the pages ask for, every game and team page of the edition', async () => {
    const res = await ctx.request('GET', `/api/events/${ids.event}/offline-bundle`);
    expect(res.status).toBe(200);
    const { responses } = res.body as { responses: Record<string, any> };
    // Each part is exactly the answer the page gets online.
    for (const path of [
      `/api/events/slug/schools-cup`,
      `/api/events/slug/schools-cup?ageGroup=u16`,
      `/api/events/slug/schools-cup?edition=2&ageGroup=u14`,
      `/api/events/${ids.event}/games?limit=${PUBLIC_GAMES_LIMIT}&ageGroup=u14`,
      `/api/events/${ids.event}/teams?ageGroup=u16`,
      `/api/rankings/event/${ids.event}?ageGroup=u14`,
      `/api/events/schools-cup/games/${ids.g1}`,
      `/api/events/schools-cup/games/${ids.g2}`,
      `/api/teams/${ids.cedars}`,
      `/api/teams/by-teamId/${ids.cedarsClub}`,
      `/api/teams/by-teamId/${ids.cedarsClub}/games?eventId=${ids.event}&ageGroup=u14`,
    ]) {
      expect(responses[path], path).toBeDefined();
      expect(responses[path]).toEqual((await ctx.request('GET', path)).body);
    }
    expect(responses[`/api/events/schools-cup/games/${ids.g1}`].game.homeTeam.name).toBe('Cedars');
    // Four teams and two games.
    expect(Object.keys(responses).filter((p) => /^\/api\/teams\/[^/]+$/.test(p))).toHaveLength(4);
    expect(Object.keys(responses).filter((p) => /\/games\/[^/?]+$/.test(p))).toHaveLength(2);
  });

  it('holds the player page of every squad member, compacted: each team of their profiles once', async () => {
    const res = await ctx.request('GET', `/api/events/${ids.event}/offline-bundle`);
    const { responses, players } = res.body as { responses: Record<string, unknown>; players: any };
    // Player answers do not travel twice: only in the compact part.
    expect(Object.keys(responses).some((p) => p.startsWith('/api/users/') || p.startsWith('/api/player-stats/'))).toBe(false);
    expect(players.users.map((u: any) => u.id).sort()).toEqual([ids.karim, ids.fan].sort());
    const karim = players.users.find((u: any) => u.id === ids.karim);
    // Rebuilt as the device does, it is the page's own answer.
    const rebuilt = { success: true, user: { ...karim, team: karim.team.map((i: number) => players.teams[i]) } };
    expect(rebuilt).toEqual((await ctx.request('GET', `/api/users/${ids.karim}`)).body);
    expect({ success: true, careerStats: players.careers[ids.karim!] }).toEqual(
      (await ctx.request('GET', `/api/player-stats/player/${ids.karim}/career`)).body,
    );
    // A fan in a squad has a page but no career.
    expect(players.careers[ids.fan!]).toBeUndefined();
    expect(new Set(players.teams.map((t: any) => JSON.stringify(t))).size).toBe(players.teams.length);
  });

  it('after a live change, scope=live brings only what a game change can alter', async () => {
    const res = await ctx.request('GET', `/api/events/${ids.event}/offline-bundle?scope=live`);
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.responses);
    expect(paths).toContain(`/api/events/schools-cup/games/${ids.g1}`);
    expect(paths).toContain(`/api/events/slug/schools-cup?ageGroup=u14`);
    expect(paths).toContain(`/api/rankings/event/${ids.event}?ageGroup=u16`);
    expect(paths.some((p) => p.startsWith('/api/teams/'))).toBe(false);
    expect(res.body.players).toBeUndefined();
  });

  it('is a shared read: an unchanged edition revalidates with a 304', async () => {
    const first = await ctx.request('GET', `/api/events/${ids.event}/offline-bundle`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await ctx.request('GET', `/api/events/${ids.event}/offline-bundle`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for an unknown event and 400 for a malformed id', async () => {
    expect((await ctx.request('GET', `/api/events/00000000-0000-4000-8000-000000000000/offline-bundle`)).status).toBe(404);
    const malformed = await ctx.request('GET', `/api/events/not-an-id/offline-bundle`);
    expect([malformed.status, malformed.body.code]).toEqual([400, 'invalidId']);
  });
});

describe('edition paths', () => {
  const base = {
    eventId: 'e1',
    slug: 'cup',
    edition: 3,
    newest: true,
    ageGroups: [],
    teams: [{ id: 't1', clubId: 'c1', ageGroup: null }],
    games: ['g1'],
  };
  it('an edition without age groups asks without ageGroup', () => {
    const paths = editionPaths(base);
    expect(paths).toContain('/api/events/slug/cup');
    expect(paths).toContain('/api/events/slug/cup?edition=3');
    expect(paths).toContain(`/api/events/e1/games?limit=${PUBLIC_GAMES_LIMIT}`);
    expect(paths).toContain('/api/teams/by-teamId/c1/games?eventId=e1');
  });
  it('an older edition is reached only through its edition link', () => {
    const paths = editionPaths({ ...base, newest: false, ageGroups: ['u12'] });
    expect(paths).not.toContain('/api/events/slug/cup');
    expect(paths).not.toContain('/api/events/slug/cup?ageGroup=u12');
    expect(paths).toContain('/api/events/slug/cup?edition=3&ageGroup=u12');
  });
});
