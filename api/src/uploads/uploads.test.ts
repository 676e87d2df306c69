import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestContext, type TestContext } from '../test/harness';

let t: TestContext;
let png: Buffer;
beforeAll(async () => {
  t = await createTestContext();
  png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

describe('image serving', () => {
  it('serves public images with the type from their bytes, cached for good (a key never changes)', async () => {
    // Stored under a .jpg name on purpose: the bytes decide the type.
    const key = await t.deps.storage.put('team-logos', 'jpg', png);
    const res = await t.app.request(`/api/uploads/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });

  it('never serves ID photos on the public route, only to admins with no-store', async () => {
    const key = await t.deps.storage.put('private-id', 'png', png);
    const pub = await t.request('GET', `/api/uploads/${key}`);
    expect(pub.status).toBe(404);
    expect((await t.request('GET', `/api/admin/uploads/${key}`)).status).toBe(401);
    const member = await t.member();
    expect((await t.request('GET', `/api/admin/uploads/${key}`, { token: member.token })).status).toBe(403);
    const res = await t.app.request(`/api/admin/uploads/${key}`, { headers: { authorization: `Bearer ${await t.adminToken()}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('404s a file name too long for the file system, with no server error', async () => {
    for (const name of [`${'a'.repeat(256)}.png`, `${'b'.repeat(300)}.jpg`]) {
      const res = await t.request('GET', `/api/uploads/team-logos/${name}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Image not found');
    }
    expect(await t.deps.storage.get(`team-logos/${'c'.repeat(300)}.png`)).toBeNull();
  });

  it('404s missing files, odd names and bytes that are not an image', async () => {
    const text = await t.deps.storage.put('portraits', 'png', Buffer.from('<script>alert(1)</script>'));
    for (const path of ['/api/uploads/portraits/missing.png', '/api/uploads/portraits/..%2F..%2Fsecret.png', `/api/uploads/${text}`]) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.success).toBe(false);
    }
  });

  it('makes a size a picture stored earlier lacks on its first request, and keeps it', async () => {
    // A logo stored when only the 64 and 256 px copies were made.
    const original = await sharp({ create: { width: 600, height: 300, channels: 4, background: '#c00' } })
      .webp()
      .toBuffer();
    const key = await t.deps.storage.put('team-logos', 'webp', original);
    const copy = key.replace(/\.webp$/, '-128.webp');
    expect(await t.deps.storage.get(copy)).toBeNull();
    const res = await t.app.request(`/api/uploads/${copy}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 128, 128]);
    expect(await t.deps.storage.get(copy)).not.toBeNull();
  });

  it('makes no copy of a size the app never asks for, of a missing picture, or of an ID photo', async () => {
    const original = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#00c' } })
      .webp()
      .toBuffer();
    const logo = await t.deps.storage.put('team-logos', 'webp', original);
    const id = await t.deps.storage.put('private-id', 'webp', original);
    for (const key of [logo.replace(/\.webp$/, '-100.webp'), 'team-logos/gone-128.webp', id.replace(/\.webp$/, '-128.webp')]) {
      expect((await t.request('GET', `/api/uploads/${key}`)).status, key).toBe(404);
      expect(await t.deps.storage.get(key), key).toBeNull();
    }
  });
});

describe('picture copies on request', () => {
  /** Every file under the uploads folder, so a test sees any file a request wrote. */
  const storedFiles = () => readdirSync(path.join(t.deps.env.DATA_DIR, 'uploads'), { recursive: true }).map(String).sort();

  it('are made only for a stored original and a size the app asks for: a crafted name is a 404 and writes nothing', async () => {
    const original = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0a0' } })
      .webp()
      .toBuffer();
    const key = await t.deps.storage.put('team-logos', 'webp', original);
    const id = key.replace(/^team-logos\/|\.webp$/g, '');
    // The copies a page asks for exist (made on first request); nothing else may be written after.
    for (const size of [64, 128, 256]) expect((await t.app.request(`/api/uploads/team-logos/${id}-${size}.webp`)).status).toBe(200);
    const before = storedFiles();
    for (const name of [
      `${id}-64-64.webp`,
      `${id}-64-64-64.webp`,
      `${id}-128-256.webp`,
      `${id}-32.webp`,
      `${id}-0064.webp`,
      `${id.toUpperCase()}-64.webp`,
      `${id.slice(0, -1)}-64.webp`,
      `${id}-64.png`,
    ]) {
      const res = await t.request('GET', `/api/uploads/team-logos/${name}`);
      expect(res.status, name).toBe(404);
    }
    expect(storedFiles()).toEqual(before);
  });
});
