import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@pitchside/shared';
import { createTestContext, type TestContext } from '../test/harness';
import { factories, type Factories } from '../test-support/factories';

let t: TestContext;
let f: Factories;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
  admin = await t.adminToken();
});
afterAll(() => t.close());

const setup = async (teamSize = 20) => {
  const event = await f.event();
  const team = await f.team(event.id, { name: 'Cedars', teamSize });
  return { event, team };
};

describe('POST /api/users/old-player', () => {
  it('creates a profile without an account in the squad, shown on the team, the profile and in old-player search', async () => {
    const { event, team } = await setup();
    const res = await t.request('POST', '/api/users/old-player', {
      token: admin,
      body: { name: '  محمّد   الأمين ', team: team.id, event: event.id },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Player added successfully!',
      user: { name: 'محمّد   الأمين', team: { _id: team.id, name: 'Cedars' } },
    });
    const id = res.body.user._id;
    expect(res.body.user.playerId).toBeGreaterThan(1000);
    const squad = (await t.request('GET', `/api/teams/${team.id}`)).body.team.players;
    expect(squad.map((p: { _id: string }) => p._id)).toEqual([id]);
    const profile = await t.request('GET', `/api/users/${id}`);
    expect(profile.body.user).toMatchObject({ type: 'old-player', team: [{ _id: team.id }] });
    const career = await t.request('GET', `/api/player-stats/player/${id}/career`);
    expect(career.body.careerStats.events).toHaveLength(1);
    const member = await t.member();
    const found = await t.request('GET', `/api/users/old-players?search=${encodeURIComponent('محمد الامين')}`, { token: member.token });
    expect(found.body.oldPlayers).toEqual([{ _id: id, fullName: 'محمّد   الأمين', team: [{ name: 'Cedars' }] }]);
  });

  it.each([
    [{ name: ' ' }, MSG.playerNameRequired],
    [{ team: '' }, MSG.selectTeam],
    [{ event: undefined }, MSG.selectEvent],
  ])('refuses %j with the spec message', async (over, message) => {
    const { event, team } = await setup();
    const res = await t.request('POST', '/api/users/old-player', {
      token: admin,
      body: { name: 'Rami', team: team.id, event: event.id, ...over },
    });
    expect(res).toMatchObject({ status: 400, body: { success: false, message } });
    expect((await t.request('GET', `/api/teams/${team.id}`)).body.team.players).toEqual([]);
  });

  it('refuses a team of another event and a full squad', async () => {
    const { team } = await setup(1);
    const other = await f.event();
    expect(
      await t.request('POST', '/api/users/old-player', { token: admin, body: { name: 'Rami', team: team.id, event: other.id } }),
    ).toMatchObject({
      status: 400,
      body: { message: MSG.teamNotInEvent },
    });
    const ok = { name: 'Rami', team: team.id, event: team.eventId };
    expect((await t.request('POST', '/api/users/old-player', { token: admin, body: ok })).status).toBe(201);
    expect(await t.request('POST', '/api/users/old-player', { token: admin, body: ok })).toMatchObject({
      status: 400,
      body: { message: MSG.squadFull },
    });
  });

  it('is for admins only', async () => {
    const { event, team } = await setup();
    const member = await t.member();
    const body = { name: 'Rami', team: team.id, event: event.id };
    expect((await t.request('POST', '/api/users/old-player', { token: member.token, body })).status).toBe(403);
    expect((await t.request('POST', '/api/users/old-player', { body })).status).toBe(401);
  });
});

describe('POST /api/users/old-players (a pasted squad)', () => {
  it('adds every non-blank line as a player, all or none', async () => {
    const { event, team } = await setup(4);
    const res = await t.request('POST', '/api/users/old-players', {
      token: admin,
      body: { names: 'Ali Hassan\n\n  Omar Itani \r\nZiad Khoury\n', team: team.id, event: event.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Players added successfully!');
    expect(res.body.users.map((u: { name: string }) => u.name)).toEqual(['Ali Hassan', 'Omar Itani', 'Ziad Khoury']);
    const tooMany = await t.request('POST', '/api/users/old-players', {
      token: admin,
      body: { names: ['A', 'B'], team: team.id, event: event.id },
    });
    expect(tooMany).toMatchObject({ status: 400, body: { message: MSG.squadFull } });
    expect((await t.request('GET', `/api/teams/${team.id}`)).body.team.players).toHaveLength(3);
    const blank = await t.request('POST', '/api/users/old-players', {
      token: admin,
      body: { names: '\n \n', team: team.id, event: event.id },
    });
    expect(blank).toMatchObject({ status: 400, body: { message: MSG.playerNameRequired } });
  });
});
