import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolate, MSG } from '@pitchside/shared';
import { events, pitches, staffInvitations, staffRoles, venues } from '../db/schema';
import { sessionFromSetCookie } from '../auth/session';
import { createTestContext, type TestContext } from '../test/harness';
import { makeFixture, type Fixture } from '../sync/test-factory';

/** An organiser gives a role by e-mail: to a member at once, to anyone else through a sign-up mail. */
let t: TestContext;
let f: Fixture;
let other: Fixture;
let organiser: { token: string; id: string };
let pitchTwo: string;
const PASSWORD = 'goal-keeper-9';

beforeAll(async () => {
  // Five calls a window (the ones below), so the last test's call shows the limit.
  t = await createTestContext({ rateLimits: { passwordReset: { limit: 5, windowMs: 60_000 } } });
  f = await makeFixture(t);
  other = await makeFixture(t);
  const db = t.deps.database.db;
  const [event] = await db.select({ slug: events.slug }).from(events).where(eq(events.id, f.eventId));
  organiser = await t.member({ fullName: 'Maya Organiser' });
  await db.insert(staffRoles).values({ userId: organiser.id, eventSlug: event!.slug, editionId: null, role: 'organiser', scope: {} });
  const [venue] = await db.insert(venues).values({ eventId: f.eventId, name: 'School Hall' }).returning({ id: venues.id });
  const [two] = await db
    .insert(pitches)
    .values([{ venueId: venue!.id, eventId: f.eventId, name: 'Pitch 2', code: 'P2', position: 2 }])
    .returning({ id: pitches.id });
  pitchTwo = two!.id;
});
afterAll(() => t.close());

const invite = (body: unknown, eventId = f.eventId, token = organiser.token) =>
  t.request('POST', `/api/events/${eventId}/staff/invitations`, { token, body });

async function signUpAndVerify(email: string) {
  const signup = await t.request('POST', '/api/auth/signup', {
    body: { fullName: 'Nour Khoury', email, phoneNumber: '03 123 456', password: PASSWORD, confirmPassword: PASSWORD, userRole: 'Other' },
  });
  expect(signup.status).toBe(201);
  await t.deps.mailer.settled();
  const mail = [...t.mails].reverse().find((m) => m.to === email && m.text.includes('verify-email'));
  const token = mail!.text.match(/token=([A-Za-z0-9_-]+)/)![1];
  expect((await t.request('POST', '/api/auth/verify-email', { body: { token } })).status).toBe(200);
  const login = await t.request('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  return sessionFromSetCookie(login.headers)!;
}

describe('inviting staff by e-mail', () => {
  it('gives a member who has the address the role at once, without a mail', async () => {
    const member = await t.member({ fullName: 'Sami Member', email: 'sami.member@example.com' });
    const before = t.mails.length;
    const res = await invite({ email: 'Sami.Member@example.com', role: 'scorer', scope: { pitches: [pitchTwo] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, added: true, message: MSG.staffInviteAdded });
    expect(res.body.staff).toContainEqual(expect.objectContaining({ userId: member.id, role: 'scorer', scope: { pitches: [pitchTwo] } }));
    await t.deps.mailer.settled();
    expect(t.mails.length).toBe(before);
    const me = await t.request('GET', '/api/auth/me', { token: member.token });
    expect(me.body.user.staffRoles).toEqual([expect.objectContaining({ role: 'scorer', editionId: f.eventId })]);
  });

  it('mails anyone else a sign-up link; once they sign up and verify that address, the role is theirs', async () => {
    const email = 'nour.volunteer@example.com';
    const res = await invite({ email, role: 'scorer', scope: { pitches: [pitchTwo] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ invited: true, message: MSG.staffInviteSent });
    expect(res.body.invitations).toEqual([expect.objectContaining({ email, role: 'scorer', editions: 'this' })]);
    await t.deps.mailer.settled();
    const mail = t.mails.find((m) => m.to === email);
    expect(mail?.subject).toBe(`You are invited to help run ${isolate('Beirut Futsal Cup')} on Pitchside`);
    expect(mail?.text).toContain(
      `${isolate('Maya Organiser')} invites you to be a scorer (entering results) of ${isolate('Beirut Futsal Cup')}`,
    );
    expect(mail?.text).toContain(`http://pitchside.test/?signup=staff&email=${encodeURIComponent(email)}`);

    const token = await signUpAndVerify(email);
    const me = await t.request('GET', '/api/auth/me', { token });
    expect(me.body.user.staffRoles).toEqual([
      expect.objectContaining({ role: 'scorer', editionId: f.eventId, scope: { pitches: [pitchTwo] } }),
    ]);
    // Taken up: no longer listed as waiting.
    const list = await t.request('GET', `/api/events/${f.eventId}/staff`, { token: organiser.token });
    expect(list.body.invitations).toEqual([]);
    expect(list.body.staff.some((s: { fullName: string }) => s.fullName === 'Nour Khoury')).toBe(true);
  });

  it('gives nothing once the invitation has expired', async () => {
    const email = 'late.comer@example.com';
    expect((await invite({ email, role: 'organiser' })).status).toBe(200);
    await t.deps.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, email));
    const list = await t.request('GET', `/api/events/${f.eventId}/staff`, { token: organiser.token });
    expect(list.body.invitations.map((i: { email: string }) => i.email)).not.toContain(email);
    const token = await signUpAndVerify(email);
    const me = await t.request('GET', '/api/auth/me', { token });
    expect(me.body.user.staffRoles ?? []).toEqual([]);
  });

  it('is refused for another event, to a member without a role, and for a pitch of another event', async () => {
    const refused = await invite({ email: 'x@example.com', role: 'scorer' }, other.eventId);
    expect([refused.status, refused.body.code]).toEqual([403, 'notAllowed']);
    const member = await t.member();
    expect((await invite({ email: 'y@example.com', role: 'scorer' }, f.eventId, member.token)).status).toBe(403);
    const outside = await invite({ email: 'z@example.com', role: 'scorer', scope: { games: [other.gameId] } });
    expect([outside.status, outside.body.code]).toEqual([400, 'staffScopeOutside']);
    expect((await invite({ email: 'not-an-address', role: 'scorer' })).status).toBe(400);
  });

  it('is rate-limited like the other mails a caller can make the app send', async () => {
    const res = await invite({ email: 'one.more@example.com', role: 'scorer' });
    expect([res.status, res.body.code]).toEqual([429, 'tooManyRequests']);
  });
});
