import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, teamResponseSchema } from '@pitchside/shared';
import { sessionFromSetCookie } from '../auth/session';
import { adminAudit, users } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { factories, type Factories } from '../test-support/factories';
import { picture, sendForm } from '../test-support/forms';

let t: TestContext;
let f: Factories;
let admin: string;
let logo: Buffer;
beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
  admin = await t.adminToken();
  logo = await picture('png');
});
afterAll(() => t.close());

const PASSWORD = 'a-coach-password-1';
const newTeam = async (fields: Record<string, string> = {}) => {
  const event = await f.event();
  const res = await sendForm(t, 'POST', `/api/events/${event.id}/teams`, { name: `Cedars ${Math.random()}`, logo, ...fields }, admin);
  return { event, res, team: res.body.team as { _id: string; name: string } };
};
const invite = (teamId: string, body: Record<string, string>) =>
  t.request('POST', `/api/teams/${teamId}/coach-invite`, { token: admin, body });

async function signUpAndVerify(email: string, extra: Record<string, string> = {}) {
  const signup = await t.request('POST', '/api/auth/signup', {
    body: { fullName: 'Karim Haddad', email, phoneNumber: '03 123 456', password: PASSWORD, confirmPassword: PASSWORD, ...extra },
  });
  expect(signup.status).toBe(201);
  await t.deps.mailer.settled();
  const mail = [...t.mails].reverse().find((m) => m.to === email && m.text.includes('verify-email'));
  const token = mail!.text.match(/token=([A-Za-z0-9_-]+)/)![1];
  expect((await t.request('POST', '/api/auth/verify-email', { body: { token } })).status).toBe(200);
  const login = await t.request('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  return { token: sessionFromSetCookie(login.headers)!, user: login.body.user };
}

describe('a coach without an account', () => {
  it('is created by name and phone: admins read the phone, the public team only the name', async () => {
    const { event, res, team } = await newTeam({ coachName: 'كريم حداد', coachPhone: '+961 3 123 456' });
    expect(res.status).toBe(201);
    teamResponseSchema.parse({ success: true, team: res.body.team });
    expect(res.body.team.coach).toEqual({ fullName: 'كريم حداد', phone: '+961 3 123 456' });
    const pub = await t.request('GET', `/api/events/${event.id}/teams`);
    expect(pub.body.teams.find((x: { _id: string }) => x._id === team._id).coach).toEqual({ fullName: 'كريم حداد' });
    expect(JSON.stringify(pub.body)).not.toContain('123 456');
  });

  it('refuses a member coach and a typed name together, a bad phone, and a phone without a name', async () => {
    const coach = await t.member({ userRole: 'Coach' });
    const both = await newTeam({ coach: coach.id, coachName: 'Karim' });
    expect(both.res.status).toBe(400);
    expect(both.res.body.code).toBe('coachOrName');
    expect((await newTeam({ coachName: 'Karim', coachPhone: '12' })).res.body.code).toBe('importPhoneInvalid');
    expect((await newTeam({ coachPhone: '03 123 456' })).res.body.code).toBe('importCoachNameRequired');
  });

  it('is swapped for a member coach and back by the team edit', async () => {
    const coach = await t.member({ fullName: 'Nadim Coach', userRole: 'Coach' });
    const { team } = await newTeam({ coachName: 'Karim', coachPhone: '03 123 456' });
    const toMember = await t.request('PUT', `/api/teams/${team._id}`, { token: admin, body: { coach: coach.id } });
    expect(toMember.body.team.coach).toEqual({ _id: coach.id, fullName: 'Nadim Coach' });
    const toName = await t.request('PUT', `/api/teams/${team._id}`, {
      token: admin,
      body: { coach: null, coachName: 'Sami Khoury', coachPhone: '71 000 111' },
    });
    expect(toName.status).toBe(200);
    expect(toName.body.team.coach).toEqual({ fullName: 'Sami Khoury', phone: '71 000 111' });
    const cleared = await t.request('PUT', `/api/teams/${team._id}`, { token: admin, body: { coachName: '' } });
    expect(cleared.body.team.coach).toBeNull();
  });

  it('invited by e-mail, is linked on verifying that address; then invites a player who sees it in the bell', async () => {
    const { team } = await newTeam({ coachName: 'Karim Haddad', coachPhone: '03 123 456' });
    const email = `karim-${Date.now()}@example.com`;
    const sent = await invite(team._id, { email });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, message: MSG.coachInviteSent, linked: false });
    await t.deps.mailer.settled();
    const mail = t.mails.find((m) => m.to === email)!;
    expect(mail.subject).toContain(team.name);
    expect(mail.text).toContain(`http://pitchside.test/?signup=coach&email=${encodeURIComponent(email)}`);
    const details = await t.request('GET', `/api/teams/${team._id}/coach`, { token: admin });
    expect(details.body.coach).toMatchObject({ linked: false, coachName: 'Karim Haddad', invitedEmail: email });

    const coach = await signUpAndVerify(email);
    expect(coach.user.coachingTeams).toEqual([team._id]);
    expect(coach.user.userRole).toBe('Coach');
    const pub = await t.request('GET', `/api/teams/${team._id}`);
    expect(pub.body.team.coach).toEqual({ _id: coach.user.id, fullName: 'Karim Haddad' });
    const audit = await t.deps.database.db.select().from(adminAudit).where(eq(adminAudit.entityId, team._id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['team.coach-invite', 'team.coach-linked']));

    // A signed-in player (the registration that makes one is not this test's subject).
    const player = await t.member({ fullName: 'Omar Saad' });
    const [row] = await t.deps.database.db
      .update(users)
      .set({ type: 'player', playerId: 90_000 + Math.floor(Math.random() * 9_000) })
      .where(eq(users.id, player.id))
      .returning({ playerId: users.playerId });
    const sentInvite = await t.request('POST', '/api/invitations/send', {
      token: coach.token,
      body: { teamId: team._id, playerId: String(row!.playerId) },
    });
    expect(sentInvite.status).toBe(201);
    // The player's bell counts the invitation; the coach's own bell answers as any member's.
    const bell = (userId: string, token: string) => t.request('GET', `/api/invitations/count?userId=${userId}`, { token });
    expect((await bell(player.id, player.token)).body).toMatchObject({ success: true, count: 1 });
    expect((await bell(coach.user.id, coach.token)).body).toMatchObject({ success: true, count: 0 });
  });

  it('invited by phone, gets a link to text: signing up through it with that number links the team, another number does not', async () => {
    const { team } = await newTeam({ coachName: 'Sami Khoury' });
    const sent = await invite(team._id, { phone: '+961 3 123 456' });
    expect(sent.status).toBe(200);
    expect(sent.body.link).toMatch(/^http:\/\/pitchside\.test\/\?signup=coach&invite=[A-Za-z0-9_-]+$/);
    expect(sent.body.text).toContain(sent.body.link);
    expect(sent.body.team.coach).toEqual({ fullName: 'Sami Khoury', phone: '+961 3 123 456' });
    const token = new URL(sent.body.link).searchParams.get('invite')!;

    const stranger = await signUpAndVerify(`other-${Date.now()}@example.com`, { coachInvite: token, phoneNumber: '70 999 888' });
    expect(stranger.user.coachingTeams).toEqual([]);
    const coach = await signUpAndVerify(`sami-${Date.now()}@example.com`, { coachInvite: token, phoneNumber: '03123456' });
    expect(coach.user.coachingTeams).toEqual([team._id]);
  });

  it('already a member at the invited address, is linked at once; a linked coach is not invited again', async () => {
    const member = await t.member({ fullName: 'Rami Member' });
    const { team } = await newTeam({ coachName: 'Rami' });
    const sent = await invite(team._id, { email: member.email.toUpperCase() });
    expect(sent.body).toMatchObject({ linked: true, team: { coach: { _id: member.id, fullName: 'Rami Member' } } });
    expect((await invite(team._id, { email: member.email })).status).toBe(409);
    const noName = await newTeam();
    expect((await invite(noName.team._id, { email: 'x@example.com' })).body.code).toBe('coachInviteNoName');
    expect((await invite(noName.team._id, {})).body.code).toBe('coachInviteContact');
  });
});
