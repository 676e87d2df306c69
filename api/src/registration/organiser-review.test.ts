import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, staffRoles, users } from '../db/schema';
import { factories, type Factories } from '../test-support/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { register, threePhotos } from './test-kit';

/**
 * An event organiser given `registration.review` reviews the requests tied to their event (an old
 * profile that played for one of its teams), with their ID photos; nobody else of the event does.
 */
let t: TestContext;
let f: Factories;
let reviewer: string;
let organiser: string;
let reviewerElsewhere: string;
let oldRequest: { _id: string; idFrontPicture: string };
let newRequest: { _id: string; idFrontPicture: string };

beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
  const db = t.deps.database.db;
  const here = await f.event();
  const elsewhere = await f.event();
  const team = await f.team(here.id, { name: 'Cedars FC' });
  const old = await f.user({ fullName: 'Rami Old', type: 'old-player', playerId: 777 });
  await f.roster(team.id, old.id, 9);
  const slugOf = async (id: string) => (await db.select({ slug: events.slug }).from(events).where(eq(events.id, id)))[0]!.slug;
  const staff = async (eventId: string, review: boolean) => {
    const m = await t.member();
    const row = { userId: m.id, eventSlug: await slugOf(eventId), editionId: null };
    await db.insert(staffRoles).values({ ...row, role: 'organiser' });
    if (review) await db.insert(staffRoles).values({ ...row, role: 'registration.review' });
    return m.token;
  };
  reviewer = await staff(here.id, true);
  organiser = await staff(here.id, false);
  reviewerElsewhere = await staff(elsewhere.id, true);
  const claimant = await t.member({ fullName: 'Rami Member', email: 'rami.member@example.test' });
  const a = await register(
    t,
    claimant.token,
    { dateOfBirth: '2001-06-01', registrationType: 'old', selectedOldPlayerId: old.id },
    await threePhotos(),
  );
  const stranger = await t.member({ fullName: 'New Face' });
  const b = await register(t, stranger.token, { dateOfBirth: '2010-02-02' }, await threePhotos());
  const pending = await t.request('GET', '/api/admin/requests/pending', { token: await t.adminToken() });
  const find = (id: string) => pending.body.requests.find((r: { _id: string }) => r._id === id);
  oldRequest = find(a.body.request._id);
  newRequest = find(b.body.request._id);
});
afterAll(() => t.close());

const photoPath = (url: string) => url.slice(url.indexOf('/api/'));

describe('registration review by an event organiser', () => {
  it('an organiser given review sees the requests tied to their event, with its ID photos but not the contact details', async () => {
    const res = await t.request('GET', '/api/admin/requests/pending', { token: reviewer });
    expect(res.status).toBe(200);
    expect(res.body.requests.map((r: { _id: string }) => r._id)).toEqual([oldRequest._id]);
    expect(res.body.requests[0].userId.email).toBeNull();
    const photo = await t.app.request(photoPath(oldRequest.idFrontPicture), { headers: { authorization: `Bearer ${reviewer}` } });
    expect(photo.status).toBe(200);
    const stats = await t.request('GET', '/api/admin/requests/stats', { token: reviewer });
    expect(stats.body.stats.pending).toBe(1);
  });

  it('keeps the other requests and their photos from that organiser', async () => {
    const photo = await t.app.request(photoPath(newRequest.idFrontPicture), { headers: { authorization: `Bearer ${reviewer}` } });
    expect(photo.status).toBe(404);
    const declined = await t.request('POST', `/api/admin/requests/${newRequest._id}/decline`, {
      token: reviewer,
      body: { reason: 'Blurry', flaggedFields: [] },
    });
    expect(declined.status).toBe(404);
  });

  it('refuses an organiser without review, and shows an organiser of another event nothing', async () => {
    expect((await t.request('GET', '/api/admin/requests/pending', { token: organiser })).status).toBe(403);
    const photo = await t.app.request(photoPath(oldRequest.idFrontPicture), { headers: { authorization: `Bearer ${organiser}` } });
    expect(photo.status).toBe(403);
    const elsewhere = await t.request('GET', '/api/admin/requests/pending', { token: reviewerElsewhere });
    expect(elsewhere.body.requests).toEqual([]);
    const other = await t.app.request(photoPath(oldRequest.idFrontPicture), { headers: { authorization: `Bearer ${reviewerElsewhere}` } });
    expect(other.status).toBe(404);
    expect((await t.request('POST', `/api/admin/requests/${oldRequest._id}/approve`, { token: reviewerElsewhere })).status).toBe(404);
  });

  it('lets the organiser given review approve the request tied to their event', async () => {
    const res = await t.request('POST', `/api/admin/requests/${oldRequest._id}/approve`, { token: reviewer });
    expect(res.status).toBe(200);
    expect(res.body.playerId).toBe(777);
    const [member] = await t.deps.database.db.select({ type: users.type }).from(users).where(eq(users.fullName, 'Rami Member'));
    expect(member!.type).toBe('player');
  });
});
