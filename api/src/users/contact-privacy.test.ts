import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beirutDay, contactVisibilityResponseSchema, MSG, userResponseSchema } from '@pitchside/shared';
import { adminAudit, users } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { factories, type Factories } from '../test-support/factories';

let t: TestContext;
let f: Factories;
beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
});
afterAll(() => t.close());

/** A birth date `years` years and `days` days before today in Beirut. */
function bornAgo(years: number, days = 0): string {
  const [y, m, d] = beirutDay(new Date()).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d - days)).toISOString().slice(0, 10);
}

async function player(dateOfBirth: string | null, instagramUsername: string, showInstagram = false) {
  const m = await t.member();
  await t.deps.database.db
    .update(users)
    .set({ type: 'player', playerId: 7000 + Math.floor(Math.random() * 1e6), dateOfBirth, instagramUsername, showInstagram })
    .where(eq(users.id, m.id));
  return m;
}

const handleSeenBy = async (id: string, token?: string) => {
  const res = await t.request('GET', `/api/users/${id}`, { token });
  expect(res.status).toBe(200);
  userResponseSchema.parse(res.body);
  return res.body.user.instagramUsername as string | null;
};

describe('who sees a player Instagram handle', () => {
  it.each([
    // [case, birth date, chose to show, seen by strangers]
    ['an adult who chose to show it', bornAgo(30), true, true],
    ['an adult on their 18th birthday', bornAgo(18), true, true],
    ['an adult who did not choose', bornAgo(30), false, false],
    ['a minor the day before turning 18, even with the setting on', bornAgo(18, -1), true, false],
    ['a child', bornAgo(11), true, false],
    ['a player with no birth date', null, true, false],
  ] as const)('%s', async (_case, dob, show, publicly) => {
    const handle = `h${Math.floor(Math.random() * 1e9)}`;
    const p = await player(dob, handle, show);
    const stranger = await t.member();
    expect(await handleSeenBy(p.id)).toBe(publicly ? handle : null);
    expect(await handleSeenBy(p.id, stranger.token)).toBe(publicly ? handle : null);
    // The player themself and admins always see it, with what the setting does.
    expect(await handleSeenBy(p.id, p.token)).toBe(handle);
    expect(await handleSeenBy(p.id, await t.adminToken())).toBe(handle);
    const own = await t.request('GET', `/api/users/${p.id}`, { token: p.token });
    expect(own.body.user.contactPrivacy).toEqual({ showInstagram: show, adult: dob !== null && dob <= bornAgo(18), public: publicly });
  });

  it('an old-player profile (no account, no birth date) never shows one', async () => {
    const old = await f.user({ type: 'old-player', instagramUsername: 'old.timer', showInstagram: true });
    expect(await handleSeenBy(old.id)).toBeNull();
  });
});

describe('PUT /api/users/{id}/contact-visibility', () => {
  const put = (id: string, body: unknown, token?: string) => t.request('PUT', `/api/users/${id}/contact-visibility`, { token, body });

  it('an adult turns it on and off from their own profile, off by default', async () => {
    const p = await player(bornAgo(25), 'rana.k');
    expect(await handleSeenBy(p.id)).toBeNull();
    const on = await put(p.id, { showInstagram: true }, p.token);
    expect(on.status).toBe(200);
    expect(contactVisibilityResponseSchema.parse(on.body).contactPrivacy).toEqual({ showInstagram: true, adult: true, public: true });
    expect(await handleSeenBy(p.id)).toBe('rana.k');
    expect((await put(p.id, { showInstagram: false }, p.token)).body.contactPrivacy.public).toBe(false);
    expect(await handleSeenBy(p.id)).toBeNull();
  });

  it('a minor cannot turn it on, whoever asks', async () => {
    const p = await player(bornAgo(17, 300), 'kid.k');
    for (const token of [p.token, await t.adminToken()]) {
      expect(await put(p.id, { showInstagram: true }, token)).toMatchObject({
        status: 400,
        body: { code: 'contactMinor', message: MSG.contactMinor },
      });
    }
    expect((await put(p.id, { showInstagram: false }, p.token)).status).toBe(200);
    expect(await handleSeenBy(p.id)).toBeNull();
  });

  it('only the player or an admin sets it; an admin change is in the audit trail', async () => {
    const p = await player(bornAgo(40), 'coach.z');
    const stranger = await t.member();
    expect((await put(p.id, { showInstagram: true })).status).toBe(401);
    expect((await put(p.id, { showInstagram: true }, stranger.token)).status).toBe(403);
    expect(await handleSeenBy(p.id)).toBeNull();
    const admin = await t.adminToken();
    expect((await put(p.id, { showInstagram: true }, admin)).status).toBe(200);
    expect(await handleSeenBy(p.id)).toBe('coach.z');
    const trail = await t.deps.database.db.select().from(adminAudit).where(eq(adminAudit.entityId, p.id));
    expect(trail).toMatchObject([{ action: 'player.contact-visibility', entity: 'player', detail: { showInstagram: true } }]);
  });

  it.each([[{}], [{ showInstagram: 'yes' }], [{ showInstagram: null }]])('refuses %j with a code', async (body) => {
    const p = await player(bornAgo(30), 'x.y');
    expect(await put(p.id, body, p.token)).toMatchObject({ status: 400, body: { code: 'showInstagramInvalid' } });
  });
});
