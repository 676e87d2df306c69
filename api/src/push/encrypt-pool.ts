import { Worker } from 'node:worker_threads';
import type { Logger } from '../lib/logger';
import { ENCRYPT_WORKER_MARK, encryptMessage, type EncryptedMessage, type EncryptItem } from './encrypt-worker';

/**
 * The messages' encryption (a key agreement per follower, about half of a message's cost) on a
 * thread of its own, ahead of the sends: a goal for 10,000 followers then takes the API's one
 * thread only for the requests themselves, and the encryption runs on another core meanwhile.
 * Should the thread fail to start or die, messages are encrypted on the main thread as before.
 */
export interface EncryptPool {
  /** Encrypts the items in order; each promise resolves when its message is ready. */
  encrypt(items: EncryptItem[]): Promise<EncryptedMessage | null>[];
}

/** Messages handed to the thread at once: the first ones are back early, the thread never waits. */
const CHUNK = 50;

// From src/ (tsx, tests) the worker is the .ts file itself; compiled, its own bundle entry beside main.js.
const workerUrl = import.meta.url.endsWith('.ts')
  ? new URL('./encrypt-worker.ts', import.meta.url)
  : new URL('./push-encrypt-worker.js', import.meta.url);

export function createEncryptPool(log: Logger): EncryptPool {
  let worker: Worker | null | undefined;
  let nextId = 0;
  const waiting = new Map<number, { items: EncryptItem[]; resolve: (r: (EncryptedMessage | null)[]) => void }>();
  const inThread = (items: EncryptItem[]) => items.map(encryptMessage);

  const fail = (e: unknown) => {
    if (worker) log.warn('push encryption thread failed; encrypting on the main thread', e);
    worker = null;
    for (const { items, resolve } of waiting.values()) resolve(inThread(items));
    waiting.clear();
  };
  const start = () => {
    if (worker !== undefined) return worker;
    try {
      worker = new Worker(workerUrl, { workerData: ENCRYPT_WORKER_MARK });
    } catch (e) {
      fail(e);
      return null;
    }
    worker.on('message', (m: { id: number; results: (EncryptedMessage | null)[] }) => {
      const w = waiting.get(m.id);
      waiting.delete(m.id);
      if (waiting.size === 0) worker?.unref();
      w?.resolve(m.results);
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`encryption thread exited with ${code}`)));
    // Idle, it never keeps the process alive (after the listeners: adding one refs the thread again).
    worker.unref();
    return worker;
  };

  return {
    encrypt(items) {
      const out: Promise<EncryptedMessage | null>[] = [];
      for (let i = 0; i < items.length; i += CHUNK) {
        const chunk = items.slice(i, i + CHUNK);
        const w = start();
        const done = w
          ? new Promise<(EncryptedMessage | null)[]>((resolve) => {
              const id = nextId++;
              waiting.set(id, { items: chunk, resolve });
              w.ref();
              w.postMessage({ id, items: chunk });
            })
          : Promise.resolve(inThread(chunk));
        for (let j = 0; j < chunk.length; j += 1) out.push(done.then((r) => r[j] ?? null));
      }
      return out;
    },
  };
}
