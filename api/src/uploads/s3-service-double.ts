import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an S3-compatible service, for tests: one bucket, path-style PUT, GET, HEAD and
 * DELETE of objects and ListObjectsV2, each refused (403) unless its AWS Signature Version 4 is
 * right for the given credentials and, when the payload hash is signed, the body matches it. The
 * signature is checked here from the specification, apart from the client library that makes it.
 */
export interface S3Double {
  /** http://127.0.0.1:port, for STORAGE_URL's endpoint. */
  endpoint: string;
  objects: Map<string, { bytes: Buffer; headers: http.IncomingHttpHeaders }>;
  /** Every request, refused ones included: method, path, status. */
  requests: { method: string; path: string; status: number }[];
  close(): Promise<void>;
}

const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

const AUTH_RE =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** Why the request's signature is wrong, or null when it is right. */
function signatureProblem(
  req: http.IncomingMessage,
  body: Buffer,
  creds: { accessKeyId: string; secretAccessKey: string; region: string },
): string | null {
  const auth = AUTH_RE.exec(req.headers.authorization ?? '');
  if (!auth) return 'no SigV4 Authorization header';
  const [, keyId, day, region, signedHeaders, signature] = auth as unknown as string[];
  if (keyId !== creds.accessKeyId) return 'unknown access key';
  if (region !== creds.region) return 'wrong region';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) return 'bad X-Amz-Date';
  const when = Date.parse(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  if (Math.abs(Date.now() - when) > 15 * 60_000) return 'request time too skewed';
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256'))
    return 'host, date or payload hash not signed';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'payload does not match its signed hash';
  const url = new URL(req.url ?? '/', 'http://double');
  const canonicalUri = url.pathname
    .split('/')
    .map((s) => rfc3986(decodeURIComponent(s)))
    .join('/');
  const canonicalQuery = [...url.searchParams]
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = names.map((n) => {
    const v = req.headers[n];
    return `${n}:${(Array.isArray(v) ? v.join(',') : (v ?? '')).trim().replace(/\s+/g, ' ')}\n`;
  });
  const canonicalRequest = [req.method, canonicalUri, canonicalQuery, canonicalHeaders.join(''), signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day!), region!), 's3'), 'aws4_request');
  const expected = hmac(key, toSign);
  return timingSafeEqual(expected, Buffer.from(signature!, 'hex')) ? null : 'signature does not match';
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

export async function startS3Double(opts: {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys per ListObjectsV2 page (S3's is 1,000): small in tests, so paging is walked. */
  pageSize?: number;
}): Promise<S3Double> {
  const objects: S3Double['objects'] = new Map();
  const requests: S3Double['requests'] = [];
  const pageSize = opts.pageSize ?? 1000;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://double');
      const answer = (status: number, headers: http.OutgoingHttpHeaders = {}, payload?: Buffer | string) => {
        requests.push({ method: req.method ?? '', path: url.pathname, status });
        res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : payload);
      };
      const problem = signatureProblem(req, body, opts);
      if (problem) return answer(403, { 'content-type': 'application/xml' }, xmlError('SignatureDoesNotMatch', problem));
      const [, bucket, ...rest] = url.pathname.split('/').map(decodeURIComponent);
      if (bucket !== opts.bucket) return answer(404, { 'content-type': 'application/xml' }, xmlError('NoSuchBucket', 'no such bucket'));
      const key = rest.join('/');
      if (!key) {
        if (req.method !== 'GET' || url.searchParams.get('list-type') !== '2')
          return answer(400, {}, xmlError('InvalidRequest', 'only ListObjectsV2'));
        const prefix = url.searchParams.get('prefix') ?? '';
        const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        const start = Number(url.searchParams.get('continuation-token') ?? '0');
        const page = all.slice(start, start + pageSize);
        const truncated = start + pageSize < all.length;
        const xml =
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${opts.bucket}</Name><Prefix>${prefix}</Prefix>` +
          `<KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>` +
          (truncated ? `<NextContinuationToken>${start + pageSize}</NextContinuationToken>` : '') +
          page.map((k) => `<Contents><Key>${k}</Key><Size>${objects.get(k)!.bytes.byteLength}</Size></Contents>`).join('') +
          `</ListBucketResult>`;
        return answer(200, { 'content-type': 'application/xml' }, xml);
      }
      const found = objects.get(key);
      switch (req.method) {
        case 'PUT':
          objects.set(key, { bytes: body, headers: req.headers });
          return answer(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        case 'GET':
        case 'HEAD':
          if (!found) return answer(404, { 'content-type': 'application/xml' }, xmlError('NoSuchKey', 'no such key'));
          return answer(
            200,
            {
              'content-type': String(found.headers['content-type'] ?? 'application/octet-stream'),
              'content-length': found.bytes.byteLength,
              // As S3 does for an object put in one request: the MD5 of its bytes.
              etag: `"${createHash('md5').update(found.bytes).digest('hex')}"`,
            },
            found.bytes,
          );
        case 'DELETE':
          objects.delete(key);
          return answer(204);
        default:
          return answer(405);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
