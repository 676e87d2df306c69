import { createHash, randomUUID } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../lib/env';
import { sniffImage } from '../lib/images';
import { isStorageKey, type Storage } from '../lib/storage';

/** One try of a request; a stuck service must not hold a picture request for long. */
const ATTEMPT_TIMEOUT_MS = 10_000;

/** Reads the few fields a ListObjectsV2 answer has that we use (the XML is S3's own, flat and regular). */
function xmlValues(xml: string, tag: string): string[] {
  const out: string[] = [];
  for (const m of xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g')))
    out.push(
      m[1]!
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&'),
    );
  return out;
}

/**
 * Uploads in a bucket of an S3-compatible service, shared by every instance. Requests are signed
 * (SigV4) with the AWS credentials; objects get no ACL, so they stay as private as the bucket (which
 * must not be public): every picture, ID photos above all, is served only through our own routes,
 * which decide who sees what. Addressed path-style (endpoint/bucket/key), which AWS, MinIO, R2 and
 * the others all accept.
 */
export function createS3Storage(config: S3Config): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    sessionToken: config.sessionToken,
    service: 's3',
    region: config.region,
    // Two more tries on a 5xx or 429, quickly: a picture request should not wait seconds for a busy service.
    retries: 2,
  });
  const bucketUrl = `${config.endpoint}/${encodeURIComponent(config.bucket)}`;
  const objectUrl = (key: string) => `${bucketUrl}/${(config.prefix + key).split('/').map(encodeURIComponent).join('/')}`;
  const send = (url: string, init: RequestInit) => client.fetch(url, { ...init, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });
  /** The time limit covers the wait for the answer only: a picture then streams as fast as its reader takes it. */
  const sendForStream = async (url: string) => {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error('S3 did not answer in time')), ATTEMPT_TIMEOUT_MS);
    try {
      return await client.fetch(url, { method: 'GET', signal: abort.signal });
    } finally {
      clearTimeout(timer);
    }
  };
  const failed = async (what: string, res: Response) => {
    const text = await res.text().catch(() => '');
    const code = xmlValues(text, 'Code')[0];
    return new Error(`S3 ${what} answered ${res.status}${code ? ` ${code}` : ''}`);
  };

  const write = async (key: string, bytes: Buffer) => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    const res = await send(objectUrl(key), {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: {
        'Content-Type': sniffImage(bytes) ?? 'application/octet-stream',
        // The payload's hash is signed, so the service refuses bytes changed on the way.
        'X-Amz-Content-Sha256': createHash('sha256').update(bytes).digest('hex'),
      },
    });
    if (!res.ok) throw await failed(`PUT ${key}`, res);
    await res.body?.cancel();
  };

  return {
    async put(folder, ext, bytes) {
      const key = `${folder}/${randomUUID()}.${ext}`;
      await write(key, bytes);
      return key;
    },
    putAt: write,
    async get(key) {
      if (!isStorageKey(key)) return null;
      const res = await send(objectUrl(key), { method: 'GET' });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) throw await failed(`GET ${key}`, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async open(key) {
      if (!isStorageKey(key)) return null;
      const res = await sendForStream(objectUrl(key));
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) throw await failed(`GET ${key}`, res);
      return { body: res.body, size: Number(res.headers.get('content-length') ?? '0'), etag: res.headers.get('etag') };
    },
    async head(key) {
      if (!isStorageKey(key)) return null;
      const res = await send(objectUrl(key), { method: 'HEAD' });
      if (res.status === 404) return null;
      if (!res.ok) throw await failed(`HEAD ${key}`, res);
      return { size: Number(res.headers.get('content-length') ?? '0') };
    },
    async *list() {
      let token: string | undefined;
      do {
        const q = new URLSearchParams({ 'list-type': '2', prefix: config.prefix });
        if (token) q.set('continuation-token', token);
        const res = await send(`${bucketUrl}?${q.toString()}`, { method: 'GET' });
        if (!res.ok) throw await failed('list', res);
        const xml = await res.text();
        for (const k of xmlValues(xml, 'Key')) {
          const key = k.slice(config.prefix.length);
          // Anything else in the bucket (another application's objects) is not an upload.
          if (k.startsWith(config.prefix) && isStorageKey(key)) yield key;
        }
        token = xmlValues(xml, 'IsTruncated')[0] === 'true' ? xmlValues(xml, 'NextContinuationToken')[0] : undefined;
      } while (token);
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      const res = await send(objectUrl(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw await failed(`DELETE ${key}`, res);
      await res.body?.cancel();
    },
  };
}
