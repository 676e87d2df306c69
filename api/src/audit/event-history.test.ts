import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, staffRoles } from '../db/schema';
import { sessionFromSetCookie } from '../auth/session';
import { createTestContext, type TestContext } from '../test/harness';
import { goalArgs, makeFixture, type Fixture } from '../sync/test-factory';

/**
 * The trail an organiser reads: for each game and for the whole event, who (name, role, the
 * score-entry link they came through) recorded or changed what and when; their own event only.
 */
let t: TestContext;
let f: Fixture;
let other: Fixture;
let organiser: { token: string; id: string };
let elsewhere: { token: string; id: string };
let volunteer: string;
const hour = 3600_000;

beforeAll(async () => {
  t = await createTestContext();
  f = await makeFixture(t);
  other = await makeFixture(t);
  const db = t.deps.database.db;
  const slug = async (id: string) => (await db.select({ slug: events.slug }).from(events).where(eq(events.id, id)))[0]!.slug;
  organiser = await t.member({ fullName: 'Maya Organiser' });
  elsewhere = await t.member({ fullName: 'Other Organiser' });
  await db.insert(staffRoles).values([
    { userId: organiser.id, eventSlug: await slug(f.eventId), editionId: null, role: 'organiser', scope: {} },
    { userId: elsewhere.id, eventSlug: await slug(other.eventId), editionId: null, role: 'organiser', scope: {} },
  ]);
  const created = await t.request('POST', `/api/events/${f.eventId}/score-links`, {
    token: organiser.token,
    body: {
      label: 'Pitch 2 Saturday',
      validFrom: new Date(Date.now() - hour).toISOString(),
      validUntil: new Date(Date.now() + 8 * hour).toISOString(),
    },
  });
  const token = decodeURIComponent(created.body.link.url.split('#')[1]);
  const login = await t.request('POST', '/api/auth/score-link', { body: { token, name: 'Rania Volunteer' } });
  volunteer = sessionFromSetCookie(login.headers)!;
  const push = await t.request('POST', '/api/sync/push', {
    token: volunteer,
    body: { clientId: 'volunteer-phone', mutations: [{ id: 1, name: 'goal.add', args: goalArgs(f, { minute: 12, scorerName: 'Karim' }) }] },
  });
  expect(push.body.results[0].status).toBe('applied');
  const renamed = await t.request('PUT', `/api/teams/${f.home.id}`, { token: organiser.token, body: { name: 'Cedars United' } });
  expect(renamed.status).toBe(200);
});
afterAll(() => t.close());

describe("an organiser's trail of their event", () => {
  it("shows in a game's history the volunteer's name, role and link", async () => {
    const res = await t.request('GET', `/api/events/${f.eventId}/games/${f.gameId}/audit`, { token: organiser.token });
    expect(res.status).toBe(200);
    expect(res.body.audit[0].user).toEqual(expect.objectContaining({ name: 'Rania Volunteer', role: 'scorer', link: 'Pitch 2 Saturday' }));
  });

  it("lists the event's changes, games and teams together, newest first, with who made each", async () => {
    const res = await t.request('GET', `/api/events/${f.eventId}/history`, { token: organiser.token });
    expect(res.status).toBe(200);
    const lines = res.body.entries.map((e: { action: string; user: { name: string; role: string; link: string | null } }) => [
      e.action,
      e.user.name,
      e.user.role,
      e.user.link,
    ]);
    expect(lines).toContainEqual(['goal.add', 'Rania Volunteer', 'scorer', 'Pitch 2 Saturday']);
    expect(lines).toContainEqual(['team.update', 'Maya Organiser', 'organiser', null]);
    const goal = res.body.entries.find((e: { action: string }) => e.action === 'goal.add');
    expect(goal.game).toMatchObject({ _id: f.gameId, away: 'Phoenix', change: { kind: 'goalAdded', minute: 12 } });
    const ats = res.body.entries.map((e: { at: string }) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);
  });

  it('is not shown to an organiser of another event, a volunteer or a member', async () => {
    for (const token of [elsewhere.token, volunteer, (await t.member()).token]) {
      expect((await t.request('GET', `/api/events/${f.eventId}/history`, { token })).status).toBe(403);
      expect((await t.request('GET', `/api/events/${f.eventId}/games/${f.gameId}/audit`, { token })).status).toBe(403);
    }
    expect((await t.request('GET', `/api/events/${f.eventId}/history`)).status).toBe(401);
  });
});
