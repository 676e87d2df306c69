import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, teamResponseSchema } from '@pitchside/shared';
import { adminAudit } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { factories, type Factories } from '../test-support/factories';
import { picture, sendForm } from '../test-support/forms';

let t: TestContext;
let f: Factories;
let admin: string;
let logo: Buffer;
let coach: { token: string; id: string; email: string };
let fan: { token: string; id: string; email: string };
beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
  admin = await t.adminToken();
  logo = await picture('png');
  coach = await t.member({ fullName: 'Karim Haddad', userRole: 'Coach' });
  fan = await t.member({ fullName: 'Karim Fan', userRole: 'Fan' });
});
afterAll(() => t.close());

const newEvent = async () => {
  const event = await f.event();
  const ag = await f.ageGroup(event.id, { name: 'Under 12', slug: 'under-12' });
  return { event, ag };
};
const post = (eventId: string, fields: Record<string, string | Buffer | undefined>, token: string | undefined = admin) =>
  sendForm(t, 'POST', `/api/events/${eventId}/teams`, fields, token);
const pull = (scope: string, cookie?: string) =>
  t.request(
    'GET',
    `/api/sync/pull?scope=${scope}&clientId=dev-teams-${scope.slice(0, 8)}${cookie ? `&cookie=${encodeURIComponent(cookie)}` : ''}`,
    {
      token: admin,
    },
  );

describe('POST /api/events/:eventId/teams', () => {
  it('creates a team with logo, coach, location, size and age group; the coach gets it at login', async () => {
    const { event, ag } = await newEvent();
    const res = await post(event.id, {
      name: 'Cedars FC',
      teamSize: '12',
      coach: coach.id,
      location: 'Jounieh',
      logo,
      ageGroup: 'under-12',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Team created successfully!');
    teamResponseSchema.parse({ success: true, team: res.body.team });
    expect(res.body.team).toMatchObject({
      name: 'Cedars FC',
      slug: 'cedars-fc',
      teamSize: 12,
      location: 'Jounieh',
      coach: { _id: coach.id, fullName: 'Karim Haddad' },
      ageGroup: { _id: ag.id },
    });
    expect(res.body.team.logo).toMatch(/^\/api\/uploads\/team-logos\/[a-z0-9-]+\.webp$/);
    const login = await t.request('POST', '/api/auth/login', { body: { email: coach.email, password: 'member-password-1' } });
    expect(login.body.user.coachingTeams).toContain(res.body.team._id);
    const audit = await t.deps.database.db.select().from(adminAudit).where(eq(adminAudit.entityId, res.body.team._id));
    expect(audit.map((a) => a.action)).toEqual(['team.create']);
  });

  it('defaults the team size to 20 and reaches courtside devices on their next pull', async () => {
    const { event } = await newEvent();
    const first = await pull(event.id);
    const res = await post(event.id, { name: 'Tyre Stars', logo });
    expect(res.body.team.teamSize).toBe(20);
    const next = await pull(event.id, first.body.cookie);
    expect(next.body.reset).toBeUndefined();
    expect(next.body.patch).toEqual(
      expect.arrayContaining([expect.objectContaining({ op: 'put', entity: 'team', id: res.body.team._id })]),
    );
  });

  it('links a club from an earlier edition under the same teamId, keeping its name, slug and logo', async () => {
    const { event: first } = await newEvent();
    const made = (await post(first.id, { name: 'نادي الأنصار', logo, location: 'Beirut', coach: coach.id })).body.team;
    expect(made.slug).toBe('نادي-الأنصار');
    const { event: second, ag } = await newEvent();
    const search = await t.request('GET', `/api/teams/search?name=${encodeURIComponent('الانصار')}`, { token: admin });
    expect(search.body.teams.map((x: { teamId: string }) => x.teamId)).toEqual([made.teamId]);
    const linked = await post(second.id, { mode: 'link', teamId: made.teamId, ageGroup: ag.id, teamSize: '15' });
    expect(linked.status).toBe(201);
    expect(linked.body.message).toBe('Team linked successfully!');
    expect(linked.body.team).toMatchObject({
      teamId: made.teamId,
      name: 'نادي الأنصار',
      slug: made.slug,
      logo: made.logo,
      location: 'Beirut',
      teamSize: 15,
    });
    expect(linked.body.team.coach._id).toBe(coach.id);
    const history = await t.request('GET', `/api/teams/by-teamId/${made.teamId}`);
    expect(history.body.teams).toHaveLength(2);
    const again = await post(second.id, { mode: 'link', teamId: made.teamId, ageGroup: ag.id });
    expect(again).toMatchObject({ status: 400, body: { message: MSG.teamAlreadyInAgeGroup } });
  });

  it.each([
    [{ logo: 'png' }, MSG.teamNameRequired],
    [{ name: '  ', logo: 'png' }, MSG.teamNameRequired],
    [{ name: 'No Logo' }, MSG.teamLogoRequired],
    [{ name: 'Big', teamSize: '51', logo: 'png' }, MSG.teamSizeRange],
    [{ name: 'Small', teamSize: '0', logo: 'png' }, MSG.teamSizeRange],
    [{ name: 'Half', teamSize: '2.5', logo: 'png' }, MSG.teamSizeRange],
    [{ mode: 'link' }, MSG.selectTeamToLink],
    [{ mode: 'link', teamId: '00000000-0000-4000-8000-000000000000' }, MSG.selectTeamToLink],
    [{ name: 'Svg', logo: 'svg' }, MSG.invalidImage],
    [{ name: 'Fan Coach', logo: 'png', coach: 'fan' }, MSG.coachInvalid],
    [{ name: 'Lost', logo: 'png', ageGroup: 'u99' }, MSG.ageGroupUnknown],
  ])('refuses %j with its message and creates nothing', async (fields, message) => {
    const { event } = await newEvent();
    const files: Record<string, Buffer> = { png: logo, svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') };
    const res = await post(event.id, {
      ...fields,
      logo: 'logo' in fields ? files[fields.logo!] : undefined,
      coach: 'coach' in fields ? fan.id : undefined,
    } as never);
    expect(res).toMatchObject({ status: 400, body: { success: false, message } });
    expect((await t.request('GET', `/api/events/${event.id}/teams`)).body.teams).toEqual([]);
  });

  it('answers 404 for an unknown event, 403 to members and 401 to visitors', async () => {
    expect((await post('00000000-0000-4000-8000-000000000000', { name: 'X', logo })).status).toBe(404);
    const { event } = await newEvent();
    expect((await post(event.id, { name: 'X', logo }, fan.token)).status).toBe(403);
    expect((await post(event.id, { name: 'X', logo }, '')).status).toBe(401);
  });
});

describe('teams search and coach search', () => {
  it('find Arabic names however the hamza, taa marbuta or harakat are typed, and accented names without accents', async () => {
    const { event } = await newEvent();
    await f.team(event.id, { name: 'شباب الساحِل' });
    await f.user({ fullName: 'أحمد فاطمة', userRole: 'Coach', type: 'user', playerId: null });
    await f.user({ fullName: 'Élie Khoury', userRole: 'Coach', type: 'user', playerId: null });
    const teams = await t.request('GET', `/api/teams/search?name=${encodeURIComponent('الساحل')}`, { token: admin });
    expect(teams.body.teams.map((x: { name: string }) => x.name)).toEqual(['شباب الساحِل']);
    const ahmad = await t.request('GET', `/api/users/search?role=Coach&name=${encodeURIComponent('احمد فاطمه')}`, { token: admin });
    expect(ahmad.body.users.map((u: { fullName: string }) => u.fullName)).toEqual(['أحمد فاطمة']);
    const elie = await t.request('GET', `/api/users/search?role=Coach&name=elie`, { token: admin });
    expect(elie.body.users.map((u: { fullName: string }) => u.fullName)).toEqual(['Élie Khoury']);
    const coaches = await t.request('GET', `/api/users/search?role=Coach&name=karim`, { token: admin });
    expect(coaches.body.users.map((u: { fullName: string }) => u.fullName)).toEqual(['Karim Haddad']);
    expect((await t.request('GET', `/api/users/search?role=Coach&name=k`, { token: admin })).status).toBe(400);
    expect((await t.request('GET', `/api/users/search?role=Coach&name=karim`, { token: fan.token })).status).toBe(403);
  });
});

describe('editing a team and its squad', () => {
  it('edits the team, names a captain from the squad, moves and removes players, each reaching the next pull', async () => {
    const { event, ag } = await newEvent();
    const a = (await post(event.id, { name: 'Alpha', logo, ageGroup: ag.id, teamSize: '2' })).body.team;
    const b = (await post(event.id, { name: 'Beta', logo, ageGroup: ag.id })).body.team;
    const [p1, p2, p3] = [await f.user({ fullName: 'Ali' }), await f.user({ fullName: 'Bilal' }), await f.user({ fullName: 'Chadi' })];
    const add = (teamId: string, userId: string) => t.request('POST', `/api/teams/${teamId}/players`, { token: admin, body: { userId } });
    expect((await add(a._id, p1.id)).status).toBe(201);
    expect((await add(a._id, p2.id)).body.team.players).toHaveLength(2);
    expect(await add(a._id, p3.id)).toMatchObject({ status: 400, body: { message: MSG.squadFull } });
    expect(await add(a._id, p1.id)).toMatchObject({ status: 400, body: { message: MSG.alreadyInSquad } });

    const cookie = (await pull(event.id)).body.cookie;
    const edit = (body: unknown) => t.request('PUT', `/api/teams/${a._id}`, { token: admin, body });
    expect(await edit({ captain: p3.id })).toMatchObject({ status: 400, body: { message: MSG.captainNotInSquad } });
    const edited = await edit({ name: 'Alpha SC', captain: p1.id, coach: coach.id, location: 'Saida', teamSize: 3 });
    expect(edited.status).toBe(200);
    expect(edited.body.team).toMatchObject({
      name: 'Alpha SC',
      captain: { _id: p1.id },
      coach: { _id: coach.id },
      location: 'Saida',
      teamSize: 3,
    });
    expect(await edit({ teamSize: 60 })).toMatchObject({ status: 400, body: { message: MSG.teamSizeRange } });
    const changed = await pull(event.id, cookie);
    expect(changed.body.patch).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'team', id: a._id, value: expect.objectContaining({ name: 'Alpha SC' }) }),
      ]),
    );

    const moved = await t.request('POST', `/api/teams/${a._id}/players/${p1.id}/move`, { token: admin, body: { toTeam: b._id } });
    expect(moved.status).toBe(200);
    expect(moved.body.team.players.map((p: { _id: string }) => p._id)).toEqual([p1.id]);
    const after = (await t.request('GET', `/api/teams/${a._id}`)).body.team;
    expect(after.players.map((p: { _id: string }) => p._id)).toEqual([p2.id]);
    expect(after.captain).toBeNull();

    const removed = await t.request('DELETE', `/api/teams/${b._id}/players/${p1.id}`, { token: admin });
    expect(removed.body.team.players).toEqual([]);
    expect((await t.request('DELETE', `/api/teams/${b._id}/players/${p1.id}`, { token: admin })).status).toBe(404);
    expect((await t.request('GET', `/api/users/${p1.id}`)).status).toBe(200);
    expect((await t.request('POST', `/api/teams/${a._id}/players`, { token: fan.token, body: { userId: p3.id } })).status).toBe(403);
  });

  it('removes a team after telling how many players, games and goals go with it', async () => {
    const { event } = await newEvent();
    const a = (await post(event.id, { name: 'Gone', logo })).body.team;
    const b = (await post(event.id, { name: 'Stays', logo })).body.team;
    const p = await f.user();
    await f.roster(a._id, p.id);
    await f.game({ eventId: event.id, homeTeamId: a._id, awayTeamId: b._id, score: [2, 0] });
    const cookie = (await pull(event.id)).body.cookie;
    const summary = await t.request('GET', `/api/teams/${a._id}/delete-summary`, { token: admin });
    expect(summary.body.removes).toEqual({ players: 1, games: 1, goals: 2 });
    const res = await t.request('DELETE', `/api/teams/${a._id}`, { token: admin });
    expect(res).toMatchObject({ status: 200, body: { message: MSG.teamRemoved, removed: { players: 1, games: 1, goals: 2 } } });
    expect((await t.request('GET', `/api/teams/${a._id}`)).status).toBe(404);
    const next = await pull(event.id, cookie);
    expect(next.body.patch).toEqual(expect.arrayContaining([{ op: 'del', entity: 'team', id: a._id }]));
    expect((await t.request('DELETE', `/api/teams/${b._id}`, { token: fan.token })).status).toBe(403);
  });
});
