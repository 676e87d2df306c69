import type { FollowRef } from '@pitchside/shared';
import { apiGet, apiRequest } from './api';
import { db as defaultDb, type Follow, type PitchsideDb } from './db';
import { readStoredUser } from '../app/session';
import { currentLocale } from '../i18n';

/**
 * Follows (stars on events and teams, the bell on a game) live on the device for everyone, on the
 * account for members (merged when they sign in), and with the browser's push subscription on the
 * server, which sends notifications for them. The device's list is the one that is sent each time.
 */
export const followKey = (kind: Follow['kind'], id: string) => `${kind}:${id}`;
const refOf = (f: Follow): FollowRef => ({ kind: f.kind, id: f.key.slice(f.key.indexOf(':') + 1) });

export async function deviceFollows(database: PitchsideDb = defaultDb): Promise<FollowRef[]> {
  return (await database.follows.orderBy('key').toArray()).map(refOf);
}

/** Whether this browser can get notifications, and if not, why (each has its own words). */
export type PushSupport = 'supported' | 'unsupported' | 'installFirst';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  const capable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (capable) return 'supported';
  // iPhones and iPads get push only in an app added to the Home Screen.
  const ios = /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Mac') && navigator.maxTouchPoints > 1);
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
  return ios && !standalone ? 'installFirst' : 'unsupported';
}

/** The service worker's registration once it is active; null without one (development, or none yet). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const existing = await navigator.serviceWorker.getRegistration();
  if (!existing) return null;
  return navigator.serviceWorker.ready;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

function toServer(sub: PushSubscription) {
  const json = sub.toJSON();
  return { endpoint: sub.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

async function sendSubscription(sub: PushSubscription, database: PitchsideDb): Promise<void> {
  await apiRequest('/api/push/subscriptions', {
    method: 'POST',
    body: { subscription: toServer(sub), locale: currentLocale(), follows: await deviceFollows(database) },
  });
}

export type EnableResult = 'on' | 'denied' | 'unsupported' | 'installFirst' | 'failed';

/**
 * Turns notifications on for this browser: permission, then a subscription with the server's key.
 * Called from a tap on Follow or the bell (browsers only show the permission question for a tap, and
 * asking on page load is a nuisance), never by itself; followsChanged then sends it with the list.
 */
export async function enableNotifications(): Promise<EnableResult> {
  const support = pushSupport();
  if (support !== 'supported') return support;
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return 'denied';
  try {
    const reg = await registration();
    if (!reg) return 'unsupported';
    let sub = await reg.pushManager.getSubscription();
    if (!sub) {
      const { publicKey } = await apiGet('/api/push/public-key');
      sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64urlToBytes(publicKey) });
    }
    return 'on';
  } catch {
    return 'failed';
  }
}

/** Unsubscribes this browser: the push service and our server both forget it. */
export async function disableNotifications(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  const endpoint = sub.endpoint;
  await sub.unsubscribe().catch(() => false);
  await apiRequest('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } }).catch(() => undefined);
}

/**
 * After the device's list changed: the server's copy for notifications and the member's account get
 * the whole list. Best effort: offline, the next change or start sends it again.
 */
export async function followsChanged(database: PitchsideDb = defaultDb): Promise<void> {
  const sub = await currentSubscription().catch(() => null);
  const jobs: Promise<unknown>[] = [];
  if (sub) jobs.push(sendSubscription(sub, database));
  if (readStoredUser()) jobs.push(apiRequest('/api/auth/me/follows', { method: 'PUT', body: { follows: await deviceFollows(database) } }));
  await Promise.allSettled(jobs);
}

/** The reader chose another language: a browser with notifications on gets them in it from now on. */
export async function languageChanged(database: PitchsideDb = defaultDb): Promise<void> {
  const sub = await currentSubscription().catch(() => null);
  if (sub) await sendSubscription(sub, database).catch(() => undefined);
}

/**
 * A member signed in (or the app started with one): the account's follows and the device's are
 * joined, so following on the phone as a guest and on a laptop as a member both count.
 */
export async function mergeAccountFollows(database: PitchsideDb = defaultDb): Promise<void> {
  const { follows } = await apiGet('/api/auth/me/follows');
  const known = new Set(await database.follows.toCollection().primaryKeys());
  const missing = follows.filter((f) => !known.has(followKey(f.kind, f.id)));
  if (missing.length)
    await database.follows.bulkPut(
      missing.map((f) => ({ key: followKey(f.kind, f.id), kind: f.kind, eventId: f.eventId, label: f.label, createdAt: Date.now() })),
    );
  const deviceOnly = known.size + missing.length > follows.length;
  if (deviceOnly || missing.length) await followsChanged(database);
}

function base64urlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
