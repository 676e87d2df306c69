import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_VARIANT_SIZES, logoVariantKey } from '@pitchside/shared';
import { openDatabase, type Database } from '../db/client';
import { uploads } from '../db/schema';
import { EnvError, parseEnv } from '../lib/env';
import { storePicture } from '../lib/pictures';
import { createDiskStorage } from '../lib/storage';
import { register, threePhotos } from '../registration/test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { factories } from '../test-support/factories';
import { picture, sendForm } from '../test-support/forms';
import { moveUploads } from './move';
import { createPostgresStorage } from './postgres-storage';

/**
 * Two API instances on one database with uploads in it, as behind a load balancer: each has its own
 * data folder, so a picture one stored can only reach the other through the database.
 * PGlite by default (both apps on the one embedded database); on DATABASE_URL each has its own pool.
 */
const url = process.env.DATABASE_URL;
const inDatabase = (database: Database) => createPostgresStorage(database.db);

let a: TestContext;
let b: TestContext;
let second: Database | undefined;
let admin: string;
const folders: string[] = [];
beforeAll(async () => {
  a = await createTestContext({ storage: inDatabase });
  second = a.deps.database.url ? await openDatabase({ url: a.deps.database.url, maxConnections: 5 }) : undefined;
  b = await createTestContext({ database: second ?? a.deps.database, storage: inDatabase });
  admin = await a.adminToken();
});
afterAll(async () => {
  await b.close();
  await second?.close();
  await a.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const uploadsFolder = (t: TestContext) => path.join(t.deps.env.DATA_DIR, 'uploads');
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('uploads in the database', () => {
  it('a logo uploaded through one instance is served by the other, with its size copies, cached for good', async () => {
    const event = await factories(a.deps.database.db).event();
    const made = await sendForm(a, 'POST', `/api/events/${event.id}/teams`, { name: 'Cedars FC', logo: await picture('png') }, admin);
    expect(made.status).toBe(201);
    const logoUrl: string = made.body.team.logo;
    expect(logoUrl).toMatch(/^\/api\/uploads\/team-logos\/[a-z0-9-]+\.webp$/);

    const fromA = await a.app.request(logoUrl);
    const fromB = await b.app.request(logoUrl);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await bytesOf(fromB)).equals(await bytesOf(fromA))).toBe(true);
    const key = logoUrl.replace('/api/uploads/', '');
    for (const size of LOGO_VARIANT_SIZES)
      expect((await b.app.request(`/api/uploads/${logoVariantKey(key, size)}`)).status, `${size}`).toBe(200);

    // Both instances name the same version; a browser holding it gets a 304 from either.
    const etag = fromB.headers.get('etag');
    expect(etag).toBe(fromA.headers.get('etag'));
    const again = await a.app.request(logoUrl, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    // Nothing went to either instance's own disk.
    expect(existsSync(uploadsFolder(a))).toBe(false);
    expect(existsSync(uploadsFolder(b))).toBe(false);
  });

  it('a logo removed through one instance is gone from the other', async () => {
    const key = await storePicture(a.deps.storage, 'event-logos', await picture('png'));
    expect((await b.app.request(`/api/uploads/${key}`)).status).toBe(200);
    await b.deps.storage.remove(key);
    expect((await a.app.request(`/api/uploads/${key}`)).status).toBe(404);
  });

  it('a size copy is made for a stored original and a size the app asks for; a crafted name is a 404 and writes no row', async () => {
    const key = await a.deps.storage.put(
      'team-logos',
      'webp',
      await sharp(await picture('png'))
        .webp()
        .toBuffer(),
    );
    const id = key.replace(/^team-logos\/|\.webp$/g, '');
    const rows = async () => (await a.deps.database.db.select({ key: uploads.key }).from(uploads)).map((r) => r.key).sort();
    // The copies a page asks for are made on first request, by either instance, and kept in the table.
    for (const size of LOGO_VARIANT_SIZES) expect((await b.app.request(`/api/uploads/team-logos/${id}-${size}.webp`)).status).toBe(200);
    const before = await rows();
    expect(before).toContain(`team-logos/${id}-${LOGO_VARIANT_SIZES[0]}.webp`);
    for (const name of [
      `${id}-64-64.webp`,
      `${id}-64-64-64.webp`,
      `${id}-128-256.webp`,
      `${id}-32.webp`,
      `${id}-0064.webp`,
      `${id}-64.png`,
    ]) {
      expect((await b.app.request(`/api/uploads/team-logos/${name}`)).status, name).toBe(404);
      expect((await a.app.request(`/api/uploads/team-logos/${name}`)).status, name).toBe(404);
    }
    expect(await rows()).toEqual(before);
  });

  it('ID photos sent through one instance are shown by the other to admins only', async () => {
    const m = await a.member({ fullName: 'Karim Haddad' });
    const sent = await register(a, m.token, { userId: m.id, dateOfBirth: '2009-03-14', registrationType: 'new' }, await threePhotos());
    expect(sent.status).toBe(201);
    const pending = await b.request('GET', '/api/admin/requests/pending', { token: await b.adminToken() });
    const card = pending.body.requests.find((r: { _id: string }) => r._id === sent.body.request._id);
    const idUrl: string = card.idFrontPicture;
    expect(idUrl).toMatch(/^\/api\/admin\/uploads\/private-id\//);

    expect((await b.app.request(idUrl, { headers: { authorization: `Bearer ${m.token}` } })).status).toBe(403);
    expect((await b.app.request(idUrl)).status).toBe(401);
    const publicRoute = await b.app.request(idUrl.replace('/api/admin/uploads/', '/api/uploads/'));
    expect(publicRoute.status).toBe(404);
    const asAdmin = await b.app.request(idUrl, { headers: { authorization: `Bearer ${admin}` } });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
    expect(asAdmin.headers.get('etag')).toBeNull();

    const [row] = await a.deps.database.db
      .select({ private: uploads.private, contentType: uploads.contentType })
      .from(uploads)
      .where(eq(uploads.key, idUrl.replace('/api/admin/uploads/', '')));
    expect(row).toEqual({ private: true, contentType: 'image/jpeg' });
  });
});

describe('moving uploads from disk into the database', () => {
  /** A data folder as an instance kept it before: a logo with its copies and an ID photo. */
  const oldDataDir = async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pitchside-move-'));
    folders.push(dir);
    const disk = createDiskStorage(path.join(dir, 'uploads'));
    const logo = await storePicture(disk, 'team-logos', await picture('png'));
    const id = await disk.put('private-id', 'png', await picture('png'));
    return { dir, disk, logo, id, count: 2 + LOGO_VARIANT_SIZES.length };
  };

  it('copies every file once: served by every instance after, and a second run moves nothing', async () => {
    const old = await oldDataDir();
    expect((await b.app.request(`/api/uploads/${old.logo}`)).status).toBe(404);

    expect(await moveUploads(old.disk, a.deps.storage)).toEqual({ moved: old.count, already: 0, differing: [] });
    expect((await b.app.request(`/api/uploads/${old.logo}`)).status).toBe(200);
    expect((await b.app.request(`/api/uploads/${logoVariantKey(old.logo, 64)}`)).status).toBe(200);
    expect((await b.app.request(`/api/uploads/${old.id}`)).status).toBe(404);
    const id = await b.app.request(`/api/admin/uploads/${old.id}`, { headers: { authorization: `Bearer ${admin}` } });
    expect((await bytesOf(id)).equals((await old.disk.get(old.id))!)).toBe(true);

    expect(await moveUploads(old.disk, b.deps.storage)).toEqual({ moved: 0, already: old.count, differing: [] });
    // The disk copies stay for the operator to remove.
    expect(await old.disk.head(old.logo)).not.toBeNull();
  });

  it.skipIf(!url)('npm run uploads:move does it from the command line, and reports counts', async () => {
    const old = await oldDataDir();
    const apiDir = fileURLToPath(new URL('../..', import.meta.url));
    const run = () =>
      spawnSync('npx', ['tsx', 'src/uploads/move-cli.ts'], {
        cwd: apiDir,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: a.deps.database.url!, DATA_DIR: old.dir, LOG_LEVEL: 'silent', DEMO_DATA: 'off' },
      });
    const first = run();
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(`Moved ${old.count} file(s) into the postgres store; 0 were already there.`);
    expect((await b.app.request(`/api/uploads/${old.logo}`)).status).toBe(200);
    const second = run();
    expect(second.status).toBe(0);
    expect(second.stdout).toContain(`Moved 0 file(s) into the postgres store; ${old.count} were already there.`);
  });
});

describe('STORAGE_URL', () => {
  it('is the database when DATABASE_URL is set, the disk otherwise, and says what is wrong', () => {
    expect(parseEnv({}).STORAGE).toBe('disk');
    expect(parseEnv({ DATABASE_URL: 'postgres://db/pitchside' }).STORAGE).toBe('postgres');
    expect(parseEnv({ DATABASE_URL: 'postgres://db/pitchside', STORAGE_URL: 'disk' }).STORAGE).toBe('disk');
    expect(() => parseEnv({ STORAGE_URL: 'postgres' })).toThrow(/STORAGE_URL: postgres needs DATABASE_URL/);
    expect(() => parseEnv({ STORAGE_URL: 'bucket' })).toThrow(EnvError);
    expect(() => parseEnv({ STORAGE_URL: 'bucket' })).toThrow(/STORAGE_URL must be disk, postgres or s3:\/\//);
  });
});
