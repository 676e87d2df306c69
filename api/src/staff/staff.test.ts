import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, pitches, scoreLinks, venues } from '../db/schema';
import { sessionFromSetCookie } from '../auth/session';
import { createTestContext, type TestContext } from '../test/harness';
import { goalArgs, makeFixture, makeGame, type Fixture } from '../sync/test-factory';

let t: TestContext;
let f: Fixture;
let other: Fixture;
let organiser: { token: string; id: string };
let pitchTwo: string;
let pitchOneGame: string;

beforeAll(async () => {
  t = await createTestContext();
  f = await makeFixture(t);
  other = await makeFixture(t);
  const db = t.deps.database.db;
  const [venue] = await db.insert(venues).values({ eventId: f.eventId, name: 'School Hall' }).returning({ id: venues.id });
  const [one, two] = await db
    .insert(pitches)
    .values([
      { venueId: venue!.id, eventId: f.eventId, name: 'Pitch 1', code: 'P1', position: 1 },
      { venueId: venue!.id, eventId: f.eventId, name: 'Pitch 2', code: 'P2', position: 2 },
    ])
    .returning({ id: pitches.id });
  pitchTwo = two!.id;
  pitchOneGame = await makeGame(db, f.eventId, f.home.id, f.away.id);
  await db.update(games).set({ pitchId: pitchTwo }).where(eq(games.id, f.gameId));
  await db.update(games).set({ pitchId: one!.id }).where(eq(games.id, pitchOneGame));
  organiser = await t.member({ fullName: 'Maya Organiser' });
});
afterAll(() => t.close());

const hour = 3600_000;
const goal = (gameId: string, minute: number) => ({ name: 'goal.add', args: { ...goalArgs(f, { minute }), gameId } });

describe('staff and score-entry links', () => {
  it('a site admin makes a member the organiser of one event; the member sees it in /auth/me and nothing of other events or gift codes', async () => {
    const admin = await t.adminToken();
    const put = await t.request('PUT', `/api/events/${f.eventId}/staff`, {
      token: admin,
      body: { staff: [{ userId: organiser.id, role: 'organiser' }] },
    });
    expect(put.status).toBe(200);
    expect(put.body.staff).toEqual([
      expect.objectContaining({ userId: organiser.id, fullName: 'Maya Organiser', role: 'organiser', editions: 'all' }),
    ]);
    const me = await t.request('GET', '/api/auth/me', { token: organiser.token });
    expect(me.body.user.staffRoles).toEqual([expect.objectContaining({ role: 'organiser', editionId: null, viaLink: false })]);
    expect((await t.request('GET', `/api/events/${f.eventId}/staff`, { token: organiser.token })).status).toBe(200);
    const elsewhere = await t.request('GET', `/api/events/${other.eventId}/staff`, { token: organiser.token });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([403, 'notAllowed']);
    expect(
      (await t.request('POST', '/api/gift-codes/generate', { token: organiser.token, body: { duration: '1 month', count: 1 } })).status,
    ).toBe(403);
  });

  it('refuses a scope with a pitch of another event, changing nothing', async () => {
    const [foreign] = await t.deps.database.db
      .insert(venues)
      .values({ eventId: other.eventId, name: 'Elsewhere' })
      .returning({ id: venues.id });
    const [p] = await t.deps.database.db
      .insert(pitches)
      .values({ venueId: foreign!.id, eventId: other.eventId, name: 'Far', code: 'F', position: 1 })
      .returning({ id: pitches.id });
    const res = await t.request('POST', `/api/events/${f.eventId}/score-links`, {
      token: organiser.token,
      body: { label: 'Far', pitches: [p!.id], validFrom: new Date().toISOString(), validUntil: new Date(Date.now() + hour).toISOString() },
    });
    expect([res.status, res.body.code]).toEqual([400, 'staffScopeOutside']);
  });

  it('the organiser makes a link for Pitch 2; a volunteer opening it scores Pitch 2 only, then the revoked link refuses each edit', async () => {
    const created = await t.request('POST', `/api/events/${f.eventId}/score-links`, {
      token: organiser.token,
      body: {
        label: 'Pitch 2 volunteers',
        pitches: [pitchTwo],
        validFrom: new Date(Date.now() - hour).toISOString(),
        validUntil: new Date(Date.now() + 8 * hour).toISOString(),
      },
    });
    expect(created.status).toBe(201);
    const token = decodeURIComponent(created.body.link.url.split('#')[1]);
    const [stored] = await t.deps.database.db.select().from(scoreLinks).where(eq(scoreLinks.id, created.body.link._id));
    expect(stored!.tokenHash).not.toContain(token);
    const listed = await t.request('GET', `/api/events/${f.eventId}/score-links`, { token: organiser.token });
    expect(JSON.stringify(listed.body)).not.toContain(token);

    expect((await t.request('POST', '/api/auth/score-link', { body: { token: `${token}x`, name: 'Sami' } })).status).toBe(401);
    const login = await t.request('POST', '/api/auth/score-link', { body: { token, name: 'Sami Volunteer' } });
    expect(login.status).toBe(200);
    expect(login.body.user).toEqual(expect.objectContaining({ fullName: 'Sami Volunteer', volunteer: true, isAdmin: false }));
    const volunteer = sessionFromSetCookie(login.headers)!;

    const push = (id: number, mutations: unknown[]) =>
      t.request('POST', '/api/sync/push', { token: volunteer, body: { clientId: 'volunteer-phone-1', mutations } });
    const first = await push(1, [
      { id: 1, ...goal(f.gameId, 5) },
      { id: 2, ...goal(pitchOneGame, 6) },
    ]);
    expect(first.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'rejected']);
    // Nothing else: no other admin screen, no other game, no member's pages.
    expect((await t.request('GET', `/api/events/${f.eventId}/staff`, { token: volunteer })).status).toBe(403);
    expect(
      (
        await t.request('PUT', `/api/events/${f.eventId}/games/${pitchOneGame}/status`, {
          token: volunteer,
          body: { expected: 'Not Scheduled', status: 'live' },
        })
      ).status,
    ).toBe(403);
    expect((await t.request('GET', `/api/events/${f.eventId}/games/${f.gameId}/audit`, { token: volunteer })).status).toBe(403);

    // The organiser sees the volunteer's name in the game's history.
    const history = await t.request('GET', `/api/events/${f.eventId}/games/${f.gameId}/audit`, { token: organiser.token });
    expect(history.status).toBe(200);
    expect(history.body.audit).toContainEqual(
      expect.objectContaining({ source: 'sync', user: expect.objectContaining({ name: 'Sami Volunteer', link: 'Pitch 2 volunteers' }) }),
    );

    expect((await t.request('DELETE', `/api/score-links/${created.body.link._id}`, { token: organiser.token })).status).toBe(200);
    const after = await push(2, [{ id: 3, ...goal(f.gameId, 7) }]);
    expect(after.status).toBe(200);
    expect(after.body.results).toEqual([expect.objectContaining({ id: 3, status: 'rejected', code: 'notAllowed' })]);
    expect((await t.request('POST', '/api/auth/score-link', { body: { token, name: 'Late' } })).body.code).toBe('scoreLinkInvalid');
  });

  it('an organiser of another event cannot revoke or list this event links', async () => {
    const stranger = await t.member();
    await t.request('PUT', `/api/events/${other.eventId}/staff`, {
      token: await t.adminToken(),
      body: { staff: [{ userId: stranger.id, role: 'organiser' }] },
    });
    const [link] = await t.deps.database.db.select().from(scoreLinks).limit(1);
    expect((await t.request('DELETE', `/api/score-links/${link!.id}`, { token: stranger.token })).status).toBe(403);
    expect((await t.request('GET', `/api/events/${f.eventId}/score-links`, { token: stranger.token })).status).toBe(403);
  });
  it('an organiser who is no site admin finds members by name for the staff, with id and name only, never a volunteer', async () => {
    const sami = await t.member({ fullName: 'Sami Khoury' });
    // The squads' player search (what public profiles show) is open to organisers; a member without a role is refused.
    expect((await t.request('GET', '/api/users/search?name=sami', { token: organiser.token })).status).toBe(200);
    expect((await t.request('GET', '/api/users/search?name=sami', { token: sami.token })).status).toBe(403);
    const found = await t.request('GET', `/api/events/${f.eventId}/staff/candidates?name=sami`, { token: organiser.token });
    expect(found.status).toBe(200);
    // 'Sami Volunteer' opened the Pitch 2 link above: a name for the trail, not a member.
    expect(found.body.users).toEqual([{ _id: sami.id, fullName: 'Sami Khoury' }]);
    expect(JSON.stringify(found.body)).not.toContain(sami.email);
    const adminSearch = await t.request('GET', '/api/users/search?name=sami', { token: await t.adminToken() });
    expect(adminSearch.body.users.map((u: { fullName: string }) => u.fullName)).toEqual(['Sami Khoury']);

    const short = await t.request('GET', `/api/events/${f.eventId}/staff/candidates?name=s`, { token: organiser.token });
    expect([short.status, short.body.code]).toEqual([400, 'searchTooShort']);
    const elsewhere = await t.request('GET', `/api/events/${other.eventId}/staff/candidates?name=sami`, { token: organiser.token });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([403, 'notAllowed']);
    expect((await t.request('GET', `/api/events/${f.eventId}/staff/candidates?name=sami`, { token: sami.token })).status).toBe(403);
  });

  it('an organiser may also be given the review of player registrations, only by someone who has it, and only as an organiser', async () => {
    const admin = await t.adminToken();
    const helper = await t.member({ fullName: 'Nour Helper' });
    const url = `/api/events/${f.eventId}/staff`;
    const scorer = await t.request('PUT', url, {
      token: admin,
      body: { staff: [{ userId: helper.id, role: 'scorer', reviewRegistrations: true }] },
    });
    expect([scorer.status, scorer.body.code]).toEqual([400, 'mustBeOneOf']);

    // An organiser without review cannot hand it out, not even to themselves.
    const self = await t.request('PUT', url, {
      token: organiser.token,
      body: { staff: [{ userId: organiser.id, role: 'organiser', reviewRegistrations: true }] },
    });
    expect([self.status, self.body.code]).toEqual([403, 'notAllowed']);
    expect((await t.request('GET', '/api/admin/requests/pending', { token: organiser.token })).status).toBe(403);

    const put = await t.request('PUT', url, {
      token: admin,
      body: {
        staff: [
          { userId: organiser.id, role: 'organiser', reviewRegistrations: true },
          { userId: helper.id, role: 'organiser' },
        ],
      },
    });
    expect(put.status).toBe(200);
    const listed = await t.request('GET', url, { token: organiser.token });
    expect(listed.body.staff).toEqual([
      expect.objectContaining({ userId: organiser.id, role: 'organiser', reviewRegistrations: true }),
      expect.objectContaining({ userId: helper.id, role: 'organiser', reviewRegistrations: false }),
    ]);
    const me = await t.request('GET', '/api/auth/me', { token: organiser.token });
    expect(me.body.user.staffRoles.map((r: { role: string }) => r.role).sort()).toEqual(['organiser', 'registration.review']);
    expect((await t.request('GET', '/api/admin/requests/pending', { token: organiser.token })).status).toBe(200);

    // The helper, an organiser without review, sends the list back as it is: accepted; taking review away is not theirs.
    const same = listed.body.staff.map((s: { userId: string; role: string; reviewRegistrations: boolean }) => ({
      userId: s.userId,
      role: s.role,
      reviewRegistrations: s.reviewRegistrations,
    }));
    expect((await t.request('PUT', url, { token: helper.token, body: { staff: same } })).status).toBe(200);
    const removal = await t.request('PUT', url, {
      token: helper.token,
      body: { staff: same.map((s: object) => ({ ...s, reviewRegistrations: false })) },
    });
    expect([removal.status, removal.body.code]).toEqual([403, 'notAllowed']);

    // Revoked on the next request.
    await t.request('PUT', url, { token: admin, body: { staff: [{ userId: organiser.id, role: 'organiser' }] } });
    expect((await t.request('GET', '/api/admin/requests/pending', { token: organiser.token })).status).toBe(403);
  });
});
