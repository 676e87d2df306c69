import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

/**
 * A push service for tests, speaking the protocol browsers' push services speak (RFC 8030): it
 * checks the VAPID Authorization header (RFC 8292: an ES256 JWT for this origin, signed by the key
 * it names) and decrypts each message with the subscription's private key (RFC 8291, aes128gcm), as
 * the browser would. Answers can be scripted per endpoint (410, 503...).
 */
export interface ReceivedPush {
  endpoint: string;
  payload: Record<string, unknown>;
  topic: string | undefined;
  ttl: string | undefined;
  vapidKey: string;
  jwtSubject: string;
}

export interface DeviceKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export async function startPushServiceDouble() {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const scripted = new Map<string, number[]>();
  /** Endpoints whose next message waits (the push service is slow) until the test lets it through. */
  const held = new Map<string, { arrived: () => void; release: Promise<void> }>();
  const received: ReceivedPush[] = [];
  const refused: { endpoint: string; reason: string }[] = [];
  let counter = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const endpoint = `${origin}${req.url}`;
        const device = devices.get(endpoint);
        if (!device) return void res.writeHead(404).end();
        try {
          const hold = held.get(endpoint);
          if (hold) {
            held.delete(endpoint);
            hold.arrived();
            await hold.release;
          }
          const auth = await checkVapid(req.headers.authorization, origin);
          const script = scripted.get(endpoint);
          const status = script?.shift();
          if (status !== undefined) return void res.writeHead(status, status === 429 ? { 'Retry-After': '0' } : {}).end();
          if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          const plain = decrypt(Buffer.concat(chunks), device.ecdh, device.auth);
          received.push({
            endpoint,
            payload: JSON.parse(plain) as Record<string, unknown>,
            topic: req.headers.topic as string | undefined,
            ttl: req.headers.ttl as string | undefined,
            ...auth,
          });
          res.writeHead(201).end();
        } catch (e) {
          refused.push({ endpoint, reason: (e as Error).message });
          res.writeHead(400).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    /** A browser's subscription on this service: its endpoint and the public half of its keys. */
    newDevice(): DeviceKeys {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${++counter}-${randomBytes(6).toString('hex')}`;
      devices.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    /** The next answers this endpoint gives instead of accepting the message. */
    answer(endpoint: string, ...statuses: number[]) {
      scripted.set(endpoint, statuses);
    },
    /** The next message to this endpoint is answered only when `release` is called; `arrived` resolves when it comes in. */
    hold(endpoint: string) {
      let release!: () => void;
      let arrivedNow!: () => void;
      const arrived = new Promise<void>((r) => (arrivedNow = r));
      held.set(endpoint, { arrived: arrivedNow, release: new Promise<void>((r) => (release = r)) });
      return { arrived, release: () => release() };
    },
    to: (endpoint: string) => received.filter((r) => r.endpoint === endpoint),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function checkVapid(header: string | undefined, origin: string) {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Error('no VAPID Authorization header');
  const [, token, k] = m as unknown as [string, string, string];
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('VAPID key is not an uncompressed P-256 point');
  const jwk = { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') };
  createPublicKey({ key: jwk, format: 'jwk' });
  const { payload } = await jwtVerify(token, await importJWK(jwk, 'ES256'), { audience: origin });
  if (!payload.exp || payload.exp > Date.now() / 1000 + 24 * 3600) throw new Error('VAPID JWT expiry missing or over 24 h');
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) throw new Error('VAPID JWT subject missing');
  return { vapidKey: k, jwtSubject: payload.sub };
}

/** RFC 8291 section 3.4 with RFC 8188's header: salt, record size, the sender's key, then one record. */
export function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const senderKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('last record has no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}
