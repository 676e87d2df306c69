import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import webpush from 'web-push';

// This file also runs on its own as a worker thread (encrypt-pool.ts): it imports nothing of ours,
// so Node loads it as it is (from src/ with its type stripping, or compiled in dist/bundle/).

/** How long a push service keeps a message for a phone that is off: a goal is old news after an hour. */
const TTL_SECONDS = 3600;

/** One message to encrypt for one subscription. */
export interface EncryptItem {
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: string;
  topic: string | null;
}

/** The request to make, less its VAPID Authorization (signed once per push service, not per message). */
export interface EncryptedMessage {
  endpoint: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

/**
 * Encrypts one message for its subscription (RFC 8291, aes128gcm, by web-push): a fresh key
 * agreement with the phone's key each time, which is most of a message's cost. Null for keys a
 * browser could not have made (a forged subscription): nothing can ever be sent to it.
 */
export function encryptMessage(item: EncryptItem): EncryptedMessage | null {
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: item.endpoint, keys: { p256dh: item.p256dh, auth: item.auth } },
      item.payload,
      {
        TTL: TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
        ...(item.topic ? { topic: item.topic } : {}),
      },
    );
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(details.headers)) headers[k] = String(v);
    return { endpoint: details.endpoint, headers, body: details.body ? new Uint8Array(details.body) : new Uint8Array() };
  } catch {
    return null;
  }
}

/** What the pool sends to mark a thread as this one (the compiled main bundle holds this code too). */
export const ENCRYPT_WORKER_MARK = 'pitchside-push-encrypt';

if (!isMainThread && workerData === ENCRYPT_WORKER_MARK && parentPort) {
  const port = parentPort;
  port.on('message', (m: { id: number; items: EncryptItem[] }) => {
    const results = m.items.map(encryptMessage);
    port.postMessage(
      { id: m.id, results },
      results.flatMap((r) => (r ? [r.body.buffer as ArrayBuffer] : [])),
    );
  });
}
