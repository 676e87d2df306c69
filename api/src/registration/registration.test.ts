import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_VARIANT_SIZES, logoUrl } from '@pitchside/shared';
import { registrationRequests, users } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { jpegWithGps, png, pngBomb, register, threePhotos } from './test-kit';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const privateFiles = () => {
  try {
    return readdirSync(path.join(t.deps.env.DATA_DIR, 'uploads', 'private-id'));
  } catch {
    return [];
  }
};
const requestsOf = (id: string) => t.deps.database.db.select().from(registrationRequests).where(eq(registrationRequests.userId, id));

describe('player registration', () => {
  it('a member registers with three photos; the admin declines flagging the portrait, the member corrects it and is approved', async () => {
    const m = await t.member({ fullName: 'Karim Haddad' });
    const sent = await register(
      t,
      m.token,
      { userId: m.id, dateOfBirth: '2009-03-14', instagramUsername: '@karim.h', registrationType: 'new' },
      await threePhotos(),
    );
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Player registration request submitted successfully! Please wait for admin approval. Closing Popup...');
    expect(sent.body.request).toMatchObject({ status: 'pending', instagramUsername: 'karim.h', dateOfBirth: '2009-03-14' });
    const requestId: string = sent.body.request._id;

    // One open request per member.
    const twice = await register(t, m.token, { dateOfBirth: '2009-03-14' }, await threePhotos());
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('You already have a registration request waiting for review');

    // Own requests only; the member's view never carries the ID photos.
    const own = await t.request('GET', `/api/users/${m.id}/requests`, { token: m.token });
    expect(own.status).toBe(200);
    expect(own.body.requests[0]).toMatchObject({ _id: requestId, status: 'pending' });
    expect(JSON.stringify(own.body)).not.toContain('private-id');
    const stranger = await t.member();
    expect((await t.request('GET', `/api/users/${m.id}/requests`, { token: stranger.token })).status).toBe(403);
    expect((await t.request('GET', `/api/users/${m.id}/requests`)).status).toBe(401);
    expect((await t.request('GET', `/api/users/${m.id}/requests`, { token: admin })).status).toBe(200);

    // The admin's review: applicant, details and the private photo URLs.
    expect((await t.request('GET', '/api/admin/requests/pending', { token: m.token })).status).toBe(403);
    const pending = await t.request('GET', '/api/admin/requests/pending', { token: admin });
    const card = pending.body.requests.find((r: { _id: string }) => r._id === requestId);
    expect(card.userId).toMatchObject({ fullName: 'Karim Haddad', email: m.email, userRole: 'Fan' });
    for (const f of ['portraitImage', 'idFrontPicture', 'idBackPicture']) expect(card[f]).toMatch(/^\/api\/admin\/uploads\/private-id\//);
    const stats = await t.request('GET', '/api/admin/requests/stats', { token: admin });
    expect(stats.body.stats).toEqual({ pending: 1, approved: 0, rejected: 0, total: 1 });

    // ID photos: admins only, never stored by a cache, never on the public route.
    const idUrl: string = card.idFrontPicture;
    const asAdmin = await t.app.request(idUrl, { headers: { authorization: `Bearer ${admin}` } });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
    expect((await t.app.request(idUrl, { headers: { authorization: `Bearer ${m.token}` } })).status).toBe(403);
    expect((await t.app.request(idUrl)).status).toBe(401);
    expect((await t.app.request(idUrl.replace('/api/admin/uploads/', '/api/uploads/'))).status).toBe(404);

    // EXIF and GPS are gone from every stored copy.
    for (const [key] of Object.entries({ portraitImage: 1, idFrontPicture: 1, idBackPicture: 1 })) {
      const stored = await t.deps.storage.get((await requestsOf(m.id))[0]![key as 'portraitImage']!);
      expect(stored).not.toBeNull();
      expect((await sharp(stored!).metadata()).exif).toBeUndefined();
      expect(stored!.toString('latin1')).not.toContain('secret-owner');
    }

    // Decline: a reason is required; flagged fields come from the spec's list.
    const declineUrl = `/api/admin/requests/${requestId}/decline`;
    expect((await t.request('POST', declineUrl, { token: m.token, body: { reason: 'x' } })).status).toBe(403);
    const noReason = await t.request('POST', declineUrl, { token: admin, body: { reason: '  ', flaggedFields: ['portraitImage'] } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Please provide a reason for declining the request');
    const badField = await t.request('POST', declineUrl, { token: admin, body: { reason: 'Blurred', flaggedFields: ['password'] } });
    expect(badField.status).toBe(400);
    const declined = await t.request('POST', declineUrl, {
      token: admin,
      body: { reason: 'Your portrait is blurred', flaggedFields: ['portraitImage'] },
    });
    expect(declined.status).toBe(200);
    expect(declined.body.message).toBe('Request declined successfully!');
    expect(t.mails.at(-1)).toMatchObject({ to: m.email, subject: 'Your player registration was declined' });
    expect(t.mails.at(-1)!.text).toContain('Please upload a clear portrait photo');
    expect((await t.request('POST', declineUrl, { token: admin, body: { reason: 'again' } })).status).toBe(409);

    const rejected = await t.request('GET', `/api/users/${m.id}/requests`, { token: m.token });
    expect(rejected.body.requests[0]).toMatchObject({
      status: 'rejected',
      declineReason: 'Your portrait is blurred',
      flaggedFields: ['portraitImage'],
    });

    // Update Registration: owner only, the flagged photo must come again.
    const otherUpdate = await register(t, stranger.token, { requestId, dateOfBirth: '2009-03-14' }, await threePhotos());
    expect(otherUpdate.status).toBe(403);
    const withoutPortrait = await register(t, m.token, { requestId, dateOfBirth: '2009-03-14' });
    expect(withoutPortrait.status).toBe(400);
    expect(withoutPortrait.body.message).toBe('Please upload a clear portrait photo');
    const before = await requestsOf(m.id);
    const updated = await register(
      t,
      m.token,
      { requestId, dateOfBirth: '2009-03-15', instagramUsername: 'karim.h' },
      { portraitImage: { bytes: await png(), name: 'me.png', type: 'image/png' } },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toMatch(/^Player registration updated successfully! /);
    const after = (await requestsOf(m.id))[0]!;
    expect(after).toMatchObject({ status: 'pending', dateOfBirth: '2009-03-15', declineReason: null, flaggedFields: [] });
    expect(after.portraitImage).not.toBe(before[0]!.portraitImage);
    expect(after.idFrontPicture).toBe(before[0]!.idFrontPicture);
    // The replaced portrait is deleted; the kept ID photos are not.
    expect(await t.deps.storage.get(before[0]!.portraitImage!)).toBeNull();
    expect((await register(t, m.token, { requestId, dateOfBirth: '2009-03-14' })).status).toBe(409);

    // Approve: the member becomes a player with the next numeric ID and a public portrait.
    expect((await t.request('POST', `/api/admin/requests/${requestId}/approve`, { token: m.token })).status).toBe(403);
    const approved = await t.request('POST', `/api/admin/requests/${requestId}/approve`, { token: admin });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('Request approved successfully!');
    expect(approved.body.playerId).toBeGreaterThanOrEqual(1001);
    expect(t.mails.at(-1)).toMatchObject({ to: m.email, subject: 'Your player registration has been approved!' });
    expect(t.mails.at(-1)!.text).toContain(String(approved.body.playerId));
    expect((await t.request('POST', `/api/admin/requests/${requestId}/approve`, { token: admin })).status).toBe(409);

    const me = await t.request('GET', '/api/auth/me', { token: m.token });
    expect(me.body.user).toMatchObject({ type: 'player', playerId: approved.body.playerId });
    const profile = await t.request('GET', `/api/users/${m.id}`);
    // Public now, as every public portrait: WebP, with the square copies lists and cards show.
    expect(profile.body.user.portraitImage).toMatch(/^\/api\/uploads\/portraits\/[a-z0-9-]+\.webp$/);
    expect((await t.app.request(profile.body.user.portraitImage)).status).toBe(200);
    for (const size of LOGO_VARIANT_SIZES) {
      const copy = await t.app.request(logoUrl(profile.body.user.portraitImage, size)!);
      expect(copy.status).toBe(200);
      const meta = await sharp(Buffer.from(await copy.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', size, size]);
    }
    expect((await t.request('GET', '/api/admin/requests/stats', { token: admin })).body.stats).toEqual({
      pending: 0,
      approved: 1,
      rejected: 0,
      total: 1,
    });

    const again = await register(t, m.token, { dateOfBirth: '2009-03-14' }, await threePhotos());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You are already a registered player');

    // The next approved player takes the next number.
    const n = await t.member();
    const second = await register(t, n.token, { dateOfBirth: '2010-01-01' }, await threePhotos());
    const ok = await t.request('POST', `/api/admin/requests/${second.body.request._id}/approve`, { token: admin });
    expect(ok.body.playerId).toBe(approved.body.playerId + 1);
  });

  it('refuses a registration without a session', async () => {
    expect((await register(t, undefined, { dateOfBirth: '2009-03-14' }, await threePhotos())).status).toBe(401);
  });

  it.each([
    ['no date of birth', {}, 'three', 400, 'Please select your date of birth'],
    ['a date in the future', { dateOfBirth: '2999-01-01' }, 'three', 400, 'Please enter a valid date of birth'],
    ['a day that does not exist', { dateOfBirth: '2009-02-30' }, 'three', 400, 'Please enter a valid date of birth'],
    [
      'a bad Instagram name',
      { dateOfBirth: '2009-03-14', instagramUsername: 'no spaces please' },
      'three',
      400,
      'Instagram username may only contain letters, numbers, dots and underscores (30 at most)',
    ],
    [
      'old mode with no profile',
      { dateOfBirth: '2009-03-14', registrationType: 'old' },
      'three',
      400,
      'Please select your previous player profile',
    ],
    [
      'old mode with an unknown profile',
      { dateOfBirth: '2009-03-14', registrationType: 'old', selectedOldPlayerId: '00000000-0000-4000-8000-000000000000' },
      'three',
      400,
      'That previous player profile was not found',
    ],
    ['missing photos', { dateOfBirth: '2009-03-14' }, 'none', 400, 'Please upload your portrait and both sides of your ID'],
    ['a GIF named .jpg', { dateOfBirth: '2009-03-14' }, 'gif', 400, 'Please upload only JPG, JPEG, or PNG images'],
    ['a text file named .png', { dateOfBirth: '2009-03-14' }, 'text', 400, 'Please upload only JPG, JPEG, or PNG images'],
    ['a photo over 5 MB', { dateOfBirth: '2009-03-14' }, 'huge', 400, 'Image size must be less than 5MB'],
    ['an image bomb', { dateOfBirth: '2009-03-14' }, 'bomb', 400, 'Image dimensions are too large (40 megapixels at most)'],
    [
      'someone else as userId',
      { dateOfBirth: '2009-03-14', userId: '00000000-0000-4000-8000-000000000000' },
      'three',
      403,
      'You are not allowed to do this',
    ],
  ])('refuses %s with a clear message and stores nothing', async (_name, fields, photos, status, message) => {
    const m = await t.member();
    const good = await threePhotos();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const files = {
      three: good,
      none: {},
      gif: { ...good, portraitImage: { bytes: gif, name: 'me.jpg', type: 'image/jpeg' } },
      text: { ...good, idBackPicture: { bytes: Buffer.from('<script>alert(1)</script>'), name: 'id.png', type: 'image/png' } },
      huge: { ...good, idFrontPicture: { bytes: Buffer.concat([await jpegWithGps(), Buffer.alloc(5 * 1024 * 1024)]) } },
      bomb: { ...good, idFrontPicture: { bytes: pngBomb(), name: 'id.png', type: 'image/png' } },
    }[photos];
    const filesBefore = privateFiles().length;
    const res = await register(t, m.token, fields as Record<string, string>, files);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await requestsOf(m.id)).toHaveLength(0);
    expect(privateFiles()).toHaveLength(filesBefore);
  });

  it('refuses to update a request that is not declined, or that does not exist', async () => {
    const m = await t.member();
    const sent = await register(t, m.token, { dateOfBirth: '2009-03-14' }, await threePhotos());
    const res = await register(t, m.token, { requestId: sent.body.request._id, dateOfBirth: '2009-03-14' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only a declined registration can be updated');
    const missing = await register(t, m.token, { requestId: '00000000-0000-4000-8000-000000000000', dateOfBirth: '2009-03-14' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Registration request not found');
    expect((await t.request('POST', '/api/admin/requests/00000000-0000-4000-8000-000000000000/approve', { token: admin })).status).toBe(
      404,
    );
    expect((await t.request('POST', '/api/admin/requests/not-an-id/approve', { token: admin })).body).toMatchObject({
      success: false,
      code: 'invalidId',
      message: 'Invalid id',
    });
  });

  it('keeps one open request when two submissions race', async () => {
    const m = await t.member();
    const [a, b] = await Promise.all([
      register(t, m.token, { dateOfBirth: '2009-03-14' }, await threePhotos()),
      register(t, m.token, { dateOfBirth: '2009-03-14' }, await threePhotos()),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await requestsOf(m.id)).toHaveLength(1);
    const [u] = await t.deps.database.db.select().from(users).where(eq(users.id, m.id));
    expect(u!.type).toBe('user');
  });
});
