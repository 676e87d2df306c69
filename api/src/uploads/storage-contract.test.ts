import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { parseEnv, type S3Config } from '../lib/env';
import { createDiskStorage, type Storage } from '../lib/storage';
import { openTestDatabase } from '../test/database';
import { picture } from '../test-support/forms';
import { createPostgresStorage } from './postgres-storage';
import { startS3Double, type S3Double } from './s3-service-double';
import { createS3Storage } from './s3-storage';

/**
 * What every uploads store promises the routes and the move command, run over each of them: the
 * disk folder, the database's table and an S3 bucket (a local double of the S3 protocol that checks
 * every request's signature).
 */
const CREDS = { accessKeyId: 'AKIDPITCHSIDETEST', secretAccessKey: 'pitchside-test-secret/with+odd=chars', region: 'eu-west-3' };
let database: Database;
let s3: S3Double;
const folders: string[] = [];
const s3Config = (over: Partial<S3Config> = {}): S3Config => ({
  endpoint: s3.endpoint,
  bucket: 'pitchside-uploads',
  prefix: '',
  sessionToken: undefined,
  ...CREDS,
  ...over,
});

beforeAll(async () => {
  database = await openTestDatabase();
  // A small page, so the bucket's listing is walked over several requests.
  s3 = await startS3Double({ bucket: 'pitchside-uploads', ...CREDS, pageSize: 3 });
});
afterAll(async () => {
  await s3.close();
  await database.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const stores: [string, () => Storage][] = [
  [
    'disk',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'pitchside-store-'));
      folders.push(dir);
      return createDiskStorage(dir);
    },
  ],
  ['postgres', () => createPostgresStorage(database.db)],
  ['s3', () => createS3Storage(s3Config())],
  ['s3 under a prefix', () => createS3Storage(s3Config({ prefix: 'club-a/' }))],
];

const collect = async (it: AsyncIterable<string>) => {
  const out: string[] = [];
  for await (const k of it) out.push(k);
  return out;
};

describe.each(stores)('the %s store', (_name, make) => {
  let store: Storage;
  let png: Buffer;
  beforeAll(async () => {
    store = make();
    png = await picture('png');
  });

  it('keeps bytes under a new key in the folder, and gives them back whole', async () => {
    const key = await store.put('team-logos', 'png', png);
    expect(key).toMatch(/^team-logos\/[a-z0-9-]+\.png$/);
    expect((await store.get(key))?.equals(png)).toBe(true);
    expect(await store.head(key)).toEqual({ size: png.byteLength });
    expect(await store.put('team-logos', 'png', png)).not.toBe(key);
  });

  it('stores a size copy at the key it is given, and lists every key once', async () => {
    const key = await store.put('event-logos', 'webp', png);
    const copy = key.replace('.webp', '-64.webp');
    await store.putAt(copy, Buffer.from(png.subarray(0, 10)));
    expect(await store.head(copy)).toEqual({ size: 10 });
    const listed = await collect(store.list());
    expect(listed).toContain(key);
    expect(listed).toContain(copy);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('knows nothing of a missing key or a name that is not a key, and refuses to write one', async () => {
    expect(await store.get('team-logos/missing.png')).toBeNull();
    expect(await store.head('team-logos/missing.png')).toBeNull();
    expect(await store.get('../etc/passwd')).toBeNull();
    expect(await store.head(`team-logos/${'c'.repeat(300)}.png`)).toBeNull();
    await expect(store.putAt('team-logos/../../x.png', png)).rejects.toThrow(/Invalid storage key/);
  });

  it('removes a file for good; removing a missing one is no error', async () => {
    const key = await store.put('portraits', 'jpg', png);
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.head(key)).toBeNull();
    expect(await collect(store.list())).not.toContain(key);
    await store.remove(key);
  });

  it('keeps an ID photo like any other file (the routes decide who sees it)', async () => {
    const key = await store.put('private-id', 'png', png);
    expect((await store.get(key))?.equals(png)).toBe(true);
  });
});

describe('the S3 store', () => {
  it('signs every request: a wrong secret is refused by the service, and the error says so', async () => {
    const wrong = createS3Storage(s3Config({ secretAccessKey: 'not-the-secret' }));
    await expect(wrong.put('team-logos', 'png', await picture('png'))).rejects.toThrow(
      /S3 PUT team-logos\/.+ answered 403 SignatureDoesNotMatch/,
    );
    expect(s3.requests.at(-1)?.status).toBe(403);
  });

  it('writes no ACL, so ID photos stay as private as the bucket, with their type and a signed payload hash', async () => {
    const store = createS3Storage(s3Config());
    const png = await picture('png');
    const key = await store.put('private-id', 'png', png);
    const object = s3.objects.get(key)!;
    expect(object.headers['x-amz-acl']).toBeUndefined();
    expect(object.headers['content-type']).toBe('image/png');
    expect(object.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps its objects under the prefix, and lists only uploads from a shared bucket', async () => {
    const store = createS3Storage(s3Config({ prefix: 'club-b/' }));
    const key = await store.put('team-logos', 'png', await picture('png'));
    expect(s3.objects.has(`club-b/${key}`)).toBe(true);
    s3.objects.set('club-b/backups/dump.sql', { bytes: Buffer.from('x'), headers: {} });
    expect(await collect(store.list())).toEqual([key]);
  });
});

describe('STORAGE_URL=s3://', () => {
  const aws = { AWS_ACCESS_KEY_ID: 'AKID', AWS_SECRET_ACCESS_KEY: 'secret' };
  it('names the bucket, its endpoint and region, with the credentials from the AWS variables', () => {
    const env = parseEnv({ ...aws, STORAGE_URL: 's3://pitchside-uploads/prod?endpoint=https://minio.example:9000/&region=eu-west-3' });
    expect(env.STORAGE).toBe('s3');
    expect(env.S3).toEqual({
      endpoint: 'https://minio.example:9000',
      bucket: 'pitchside-uploads',
      prefix: 'prod/',
      region: 'eu-west-3',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      sessionToken: undefined,
    });
    // Without an endpoint, AWS itself in the region of AWS_REGION; the database stays free of pictures.
    const aws2 = parseEnv({ ...aws, AWS_REGION: 'me-central-1', DATABASE_URL: 'postgres://db/p', STORAGE_URL: 's3://logos' });
    expect(aws2.STORAGE).toBe('s3');
    expect(aws2.S3).toMatchObject({ endpoint: 'https://s3.me-central-1.amazonaws.com', region: 'me-central-1', prefix: '' });
    expect(parseEnv({}).S3).toBeNull();
  });

  it('stops start-up with what is wrong', () => {
    expect(() => parseEnv({ STORAGE_URL: 's3://pitchside-uploads' })).toThrow(
      /AWS_ACCESS_KEY_ID: STORAGE_URL=s3:\/\/... needs AWS_ACCESS_KEY_ID/,
    );
    expect(() => parseEnv({ ...aws, STORAGE_URL: 's3://Bad_Bucket' })).toThrow(/bucket name/);
    expect(() => parseEnv({ ...aws, STORAGE_URL: 's3://pitchside?endpoint=ftp://x' })).toThrow(/endpoint must be an http\(s\) origin/);
    expect(() => parseEnv({ ...aws, STORAGE_URL: 's3://pitchside?acl=public-read' })).toThrow(/unknown parameter acl/);
    expect(() => parseEnv({ STORAGE_URL: 'gcs://bucket' })).toThrow(/STORAGE_URL must be disk, postgres or s3:\/\//);
  });
});
