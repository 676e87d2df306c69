import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, teamPlayers, teams } from '../db/schema';
import { approvedPlayer } from '../registration/test-kit';
import { factories, type Factories } from '../test-support/factories';
import { createTestContext, type TestContext } from '../test/harness';

let t: TestContext;
let f: Factories;
beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
});
afterAll(() => t.close());

async function coachedTeam(teamSize = 20) {
  const coach = await t.member({ fullName: 'Coach Nadim', userRole: 'Coach' });
  const event = await f.event();
  const team = await f.team(event.id, { name: 'Beirut Falcons', coachId: coach.id, teamSize });
  return { coach, event, team };
}

const send = (token: string | undefined, body: unknown) => t.request('POST', '/api/invitations/send', { token, body });

describe('invitations', () => {
  it('a coach invites a player by number; the player sees it, accepts, and joins the squad that courtside devices pull', async () => {
    const { coach, team } = await coachedTeam();
    const player = await approvedPlayer(t, 'Omar Saad');
    const login = await t.request('GET', '/api/auth/me', { token: coach.token });
    expect(login.body.user.coachingTeams).toEqual([team.id]);

    const sent = await send(coach.token, { teamId: team.id, playerId: String(player.playerId), coachId: coach.id });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ success: true, message: 'Successfully invited Omar Saad!', player: { fullName: 'Omar Saad' } });
    const again = await send(coach.token, { teamId: team.id, playerId: player.playerId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This player already has an open invitation to this team');

    expect((await t.request('GET', `/api/invitations/count?userId=${player.id}`, { token: player.token })).body.count).toBe(1);
    const mine = await t.request('GET', `/api/invitations/my-invitations?userId=${player.id}`, { token: player.token });
    expect(mine.body.invitations).toHaveLength(1);
    expect(mine.body.invitations[0]).toMatchObject({
      team: { _id: team.id, name: 'Beirut Falcons' },
      invitedBy: { fullName: 'Coach Nadim' },
    });
    const id: string = mine.body.invitations[0]._id;

    // Only the invited member reads or answers it.
    expect((await t.request('GET', `/api/invitations/count?userId=${player.id}`, { token: coach.token })).status).toBe(403);
    expect((await t.request('GET', `/api/invitations/my-invitations?userId=${player.id}`, { token: coach.token })).status).toBe(403);
    expect((await t.request('GET', '/api/invitations/count')).status).toBe(401);
    expect((await t.request('POST', `/api/invitations/${id}/accept`, { token: coach.token, body: { userId: coach.id } })).status).toBe(403);
    expect((await t.request('POST', `/api/invitations/${id}/accept`, { token: player.token, body: { userId: coach.id } })).status).toBe(
      403,
    );

    const versionBefore = (await t.deps.database.db.select().from(teams).where(eq(teams.id, team.id)))[0]!.version;
    const ok = await t.request('POST', `/api/invitations/${id}/accept`, { token: player.token, body: { userId: player.id } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Invitation accepted successfully! Welcome to the squad.');
    const squad = (await t.request('GET', `/api/teams/${team.id}`)).body.team.players;
    expect(squad.map((p: { _id: string }) => p._id)).toEqual([player.id]);
    expect((await t.deps.database.db.select().from(teams).where(eq(teams.id, team.id)))[0]!.version).toBeGreaterThan(versionBefore);
    expect((await t.request('GET', '/api/invitations/count', { token: player.token })).body.count).toBe(0);

    const twice = await t.request('POST', `/api/invitations/${id}/accept`, { token: player.token });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This invitation has already been answered');
    const inSquad = await send(coach.token, { teamId: team.id, playerId: player.playerId });
    expect(inSquad.status).toBe(409);
    expect(inSquad.body.message).toBe('This player is already in the squad');
  });

  it('a declined invitation leaves the squad as it was', async () => {
    const { coach, team } = await coachedTeam();
    const player = await approvedPlayer(t);
    await send(coach.token, { teamId: team.id, playerId: player.playerId });
    const id = (await t.request('GET', '/api/invitations/my-invitations', { token: player.token })).body.invitations[0]._id;
    const res = await t.request('POST', `/api/invitations/${id}/decline`, { token: player.token, body: { userId: player.id } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Invitation declined');
    expect(await t.deps.database.db.select().from(teamPlayers).where(eq(teamPlayers.teamId, team.id))).toHaveLength(0);
    // A new invitation may follow a declined one.
    expect((await send(coach.token, { teamId: team.id, playerId: player.playerId })).status).toBe(201);
  });

  it('refuses anyone but the team coach, whatever the body says', async () => {
    const { coach, team } = await coachedTeam();
    const player = await approvedPlayer(t);
    const stranger = await t.member({ userRole: 'Coach' });
    const admin = await t.adminToken();
    const asStranger = await send(stranger.token, { teamId: team.id, playerId: player.playerId, coachId: coach.id });
    expect(asStranger.status).toBe(403);
    const claimsCoach = await send(stranger.token, { teamId: team.id, playerId: player.playerId, coachId: stranger.id });
    expect(claimsCoach.status).toBe(403);
    expect(claimsCoach.body.message).toBe('Only the coach of this team can invite players');
    expect((await send(admin, { teamId: team.id, playerId: player.playerId })).status).toBe(403);
    expect((await send(undefined, { teamId: team.id, playerId: player.playerId })).status).toBe(401);
    expect(await t.deps.database.db.select().from(invitations).where(eq(invitations.teamId, team.id))).toHaveLength(0);
  });

  it.each([
    [{ playerId: '' }, 400, 'Please enter a player ID'],
    [{ playerId: 'abc' }, 400, 'Please enter a player ID'],
    [{ playerId: 1.5 }, 400, 'Player ID must be a number'],
    [{ playerId: 999999 }, 404, 'No player found with this ID'],
    [{ teamId: '00000000-0000-4000-8000-000000000000', playerId: 1001 }, 404, 'No team found.'],
    [{ teamId: 'nope', playerId: 1001 }, 400, 'Invalid id'],
  ])('refuses %j with a clear message', async (over, status, message) => {
    const { coach, team } = await coachedTeam();
    const res = await send(coach.token, { teamId: team.id, ...over });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('refuses a member who is not a player, and a full squad', async () => {
    const { coach, team } = await coachedTeam(1);
    const member = await t.member();
    const notPlayer = await t.deps.database.db.query.users.findFirst({ where: (u, { eq: e }) => e(u.id, member.id) });
    expect(notPlayer!.playerId).toBeNull();
    const first = await approvedPlayer(t);
    const second = await approvedPlayer(t);
    await send(coach.token, { teamId: team.id, playerId: first.playerId });
    await send(coach.token, { teamId: team.id, playerId: second.playerId });
    const idOf = async (p: { token: string }) =>
      (await t.request('GET', '/api/invitations/my-invitations', { token: p.token })).body.invitations[0]._id;
    expect((await t.request('POST', `/api/invitations/${await idOf(first)}/accept`, { token: first.token })).status).toBe(200);
    const full = await t.request('POST', `/api/invitations/${await idOf(second)}/accept`, { token: second.token });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('The squad of this team is full');
    const open = await t.deps.database.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.teamId, team.id), eq(invitations.status, 'pending')));
    expect(open).toHaveLength(1);
    expect((await t.request('POST', '/api/invitations/00000000-0000-4000-8000-000000000000/decline', { token: second.token })).status).toBe(
      404,
    );
    expect((await t.request('POST', '/api/invitations/not-an-id/decline', { token: second.token })).body).toMatchObject({
      success: false,
      code: 'invalidId',
      message: 'Invalid id',
    });
  });
});
