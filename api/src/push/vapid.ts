import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Env } from '../lib/env';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const loaded = new Map<string, VapidKeys>();

/**
 * The server's VAPID key pair: from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or generated on first
 * start and kept in DATA_DIR. It must never change on its own: every browser subscription is bound
 * to the public key it was made with, and a new pair would silence all of them.
 */
export function vapidKeys(env: Env): VapidKeys {
  const subject =
    env.VAPID_SUBJECT ??
    (env.PUBLIC_URL.startsWith('https://') ? env.PUBLIC_URL : `mailto:${env.ADMIN_EMAIL ?? 'admin@pitchside.invalid'}`);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const file = path.join(env.DATA_DIR, 'vapid-keys.json');
  const known = loaded.get(file);
  if (known) return { ...known, subject };
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
    const fresh = webpush.generateVAPIDKeys();
    // 'wx': two instances starting at once on one DATA_DIR keep the first pair written.
    try {
      writeFileSync(file, JSON.stringify(fresh), { mode: 0o600, flag: 'wx' });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  const result = { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
  loaded.set(file, result);
  return result;
}
