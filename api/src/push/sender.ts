import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { EncryptedMessage } from './encrypt-worker';
import { publicOnlyLookup } from './endpoint-guard';
import type { VapidKeys } from './vapid';

/** A push service's answer: its status (0 when none came) and how long it asked us to wait. */
export interface SendResult {
  status: number;
  retryAfterSeconds: number | null;
}

/** A push service that does not answer within this is tried again later; the worker moves on. */
const SEND_TIMEOUT_MS = 10_000;

const agents = {
  https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
  http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
};

function retryAfter(value: string | string[] | undefined): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return null;
  const seconds = Number(v);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, (at - Date.now()) / 1000);
}

/** A VAPID token is good for up to 24 hours; one is signed per push service and reused for 12. */
const VAPID_TOKEN_SECONDS = 12 * 3600;
const vapidTokens = new Map<string, { header: string; until: number }>();

/**
 * The Authorization header for a push service (RFC 8292): the same for every message to that origin
 * while it is valid, so signing it once saves about 0.4 ms of each message's 0.9 ms on a goal with
 * thousands of followers.
 */
function vapidAuthorization(endpoint: string, vapid: VapidKeys): string {
  const audience = new URL(endpoint).origin;
  const key = `${audience} ${vapid.publicKey} ${vapid.subject}`;
  const known = vapidTokens.get(key);
  if (known && known.until > Date.now()) return known.header;
  // Push services are a handful of origins; endpoints made up by strangers must not grow this forever.
  if (vapidTokens.size > 1000) vapidTokens.clear();
  const expiration = Math.floor(Date.now() / 1000) + VAPID_TOKEN_SECONDS + 3600;
  const { Authorization } = webpush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm', expiration);
  vapidTokens.set(key, { header: Authorization, until: Date.now() + VAPID_TOKEN_SECONDS * 1000 });
  return Authorization;
}

/**
 * Sends one message encrypted by encryptMessage (RFC 8291) with the VAPID header signed here; the
 * request itself is made here, so that the address connected to is checked (publicOnlyLookup) and
 * tests can reach a push-service double over plain HTTP.
 */
export function postPush(message: EncryptedMessage | null, opts: { vapid: VapidKeys; allowLocal: boolean }): Promise<SendResult> {
  // Keys the browser could not have made (a forged subscription): nothing can ever be sent to it.
  if (!message) return Promise.resolve({ status: 400, retryAfterSeconds: null });
  let headers: http.OutgoingHttpHeaders;
  let url: URL;
  try {
    url = new URL(message.endpoint);
    headers = { ...message.headers, Authorization: vapidAuthorization(message.endpoint, opts.vapid) };
  } catch {
    return Promise.resolve({ status: 400, retryAfterSeconds: null });
  }
  const secure = url.protocol === 'https:';
  return new Promise((resolve) => {
    const req = (secure ? https : http).request(
      url,
      {
        method: 'POST',
        headers,
        agent: secure ? agents.https : agents.http,
        timeout: SEND_TIMEOUT_MS,
        ...(opts.allowLocal ? {} : { lookup: publicOnlyLookup }),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfterSeconds: retryAfter(res.headers['retry-after']) }));
        res.on('error', () => resolve({ status: 0, retryAfterSeconds: null }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('push service timed out')));
    req.on('error', () => resolve({ status: 0, retryAfterSeconds: null }));
    req.end(message.body);
  });
}
