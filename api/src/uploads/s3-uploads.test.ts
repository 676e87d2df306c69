import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_VARIANT_SIZES, logoVariantKey } from '@pitchside/shared';
import type { S3Config } from '../lib/env';
import { storePicture } from '../lib/pictures';
import { createDiskStorage } from '../lib/storage';
import { createTestContext, type TestContext } from '../test/harness';
import { factories } from '../test-support/factories';
import { picture, sendForm } from '../test-support/forms';
import { moveUploads } from './move';
import { startS3Double, type S3Double } from './s3-service-double';
import { createS3Storage } from './s3-storage';

/** The app with its uploads in an S3 bucket (a local double of the service that checks signatures). */
const CREDS = { accessKeyId: 'AKIDPITCHSIDEAPP', secretAccessKey: 'pitchside-app-secret', region: 'us-east-1' };
const BUCKET = 'pitchside-app';
let s3: S3Double;
let t: TestContext;
let admin: string;
const folders: string[] = [];
const config = (): S3Config => ({ endpoint: s3.endpoint, bucket: BUCKET, prefix: '', sessionToken: undefined, ...CREDS });

beforeAll(async () => {
  s3 = await startS3Double({ bucket: BUCKET, ...CREDS });
  t = await createTestContext({ storage: () => createS3Storage(config()) });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
  await s3.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('uploads in an S3 bucket', () => {
  it('a logo uploaded is kept in the bucket and served with its size copies, cached for good', async () => {
    const event = await factories(t.deps.database.db).event();
    const made = await sendForm(t, 'POST', `/api/events/${event.id}/teams`, { name: 'Byblos SC', logo: await picture('png') }, admin);
    expect(made.status).toBe(201);
    const logoUrl: string = made.body.team.logo;
    const key = logoUrl.replace('/api/uploads/', '');
    expect(s3.objects.has(key)).toBe(true);
    const res = await t.app.request(logoUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(s3.objects.get(key)!.bytes)).toBe(true);
    for (const size of LOGO_VARIANT_SIZES) expect((await t.app.request(`/api/uploads/${logoVariantKey(key, size)}`)).status).toBe(200);
    expect(existsSync(path.join(t.deps.env.DATA_DIR, 'uploads'))).toBe(false);
  });

  it('a picture streams from the bucket with the bucket version as its ETag: a revalidation is a 304, bytes that are no image a 404', async () => {
    const png = await picture('png');
    const key = await t.deps.storage.put('portraits', 'png', png);
    const res = await t.app.request(`/api/uploads/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe(String(png.byteLength));
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await t.app.request(`/api/uploads/${key}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const text = await t.deps.storage.put('portraits', 'png', Buffer.from('<svg onload=alert(1)>'));
    expect((await t.app.request(`/api/uploads/${text}`)).status).toBe(404);
  });

  it('an ID photo in the bucket is shown to admins only, never on the public route or to shared caches', async () => {
    const key = await t.deps.storage.put('private-id', 'png', await picture('png'));
    expect((await t.app.request(`/api/uploads/${key}`)).status).toBe(404);
    expect((await t.app.request(`/api/admin/uploads/${key}`)).status).toBe(401);
    const member = await t.member();
    expect((await t.app.request(`/api/admin/uploads/${key}`, { headers: { authorization: `Bearer ${member.token}` } })).status).toBe(403);
    const res = await t.app.request(`/api/admin/uploads/${key}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('moving uploads from disk into the bucket', () => {
  const oldDataDir = async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pitchside-move-s3-'));
    folders.push(dir);
    const disk = createDiskStorage(path.join(dir, 'uploads'));
    const logo = await storePicture(disk, 'team-logos', await picture('png'));
    const id = await disk.put('private-id', 'png', await picture('png'));
    return { dir, disk, logo, id, count: 2 + LOGO_VARIANT_SIZES.length };
  };

  it('copies every file once, and a second run moves nothing', async () => {
    const old = await oldDataDir();
    expect(await moveUploads(old.disk, t.deps.storage)).toEqual({ moved: old.count, already: 0, differing: [] });
    expect((await t.app.request(`/api/uploads/${old.logo}`)).status).toBe(200);
    const id = await t.app.request(`/api/admin/uploads/${old.id}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(Buffer.from(await id.arrayBuffer()).equals((await old.disk.get(old.id))!)).toBe(true);
    expect(await moveUploads(old.disk, t.deps.storage)).toEqual({ moved: 0, already: old.count, differing: [] });
  });

  it('npm run uploads:move does it from the command line with STORAGE_URL=s3://', async () => {
    const old = await oldDataDir();
    const apiDir = fileURLToPath(new URL('../..', import.meta.url));
    const { DATABASE_URL: _unused, ...rest } = process.env;
    // Not spawnSync: the bucket's double answers from this very process.
    const run = () =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          'npx',
          ['tsx', 'src/uploads/move-cli.ts'],
          {
            cwd: apiDir,
            env: {
              ...rest,
              DATA_DIR: old.dir,
              STORAGE_URL: `s3://${BUCKET}?endpoint=${s3.endpoint}&region=${CREDS.region}`,
              AWS_ACCESS_KEY_ID: CREDS.accessKeyId,
              AWS_SECRET_ACCESS_KEY: CREDS.secretAccessKey,
              LOG_LEVEL: 'silent',
              DEMO_DATA: 'off',
            },
          },
          (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
    const first = await run();
    expect(first.stderr).toBe('');
    expect(first.stdout).toContain(`Moved ${old.count} file(s) into the s3 store; 0 were already there.`);
    expect(first.status).toBe(0);
    expect(s3.objects.has(old.logo)).toBe(true);
    expect(s3.objects.has(old.id)).toBe(true);
    const second = await run();
    expect(second.stdout).toContain(`Moved 0 file(s) into the s3 store; ${old.count} were already there.`);
  });
});
