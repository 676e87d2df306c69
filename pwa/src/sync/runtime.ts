import { liveQuery } from 'dexie';
import { POLL_INTERVAL_MS } from '@pitchside/shared';
import {
  createFetchTransport,
  createSyncClient,
  type MutationArgs,
  type MutationInput,
  type MutationName,
  type PendingMutation,
  type PullOutcome,
  type PushOutcome,
  type Resolution,
  type SyncClient,
  type SyncStore,
  type SyncTransport,
} from '@pitchside/sync';
import { apiFetch } from '../data/api';
import { db as defaultDb, type PitchsideDb } from '../data/db';
import {
  adminClientId,
  createDexieStore,
  deviceClientId,
  syncTables,
  waitingForOtherAdmins,
  type OtherAdminWaiting,
  type SyncAdmin,
} from './dexie-store';
import { createPushLock, type RunExclusive } from './push-lock';

export type Edit = MutationInput;

/** A push of a whole morning's goals on one bar of signal needs longer than a screen's call. */
const SYNC_TIMEOUT_MS = 30_000;

export interface SyncRuntimeOptions {
  database?: PitchsideDb;
  /**
   * The admin whose edits this runtime queues and pushes, under their own client id on this device.
   * Without one, the device's own id is used (tests; an expired session nobody has opened since).
   */
  admin?: SyncAdmin | null;
  transport?: SyncTransport;
  exclusive?: RunExclusive;
  /** Where online/offline and visibility events come from; tests pass their own targets. */
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  isOnline?: () => boolean;
  /** While visible and online, push and pull this often even when nothing else happens. */
  pollMs?: number;
  backoff?: { baseMs: number; maxMs: number };
}

/**
 * The device side of DESIGN.md section 5 around the storage-agnostic engine: Dexie storage, the
 * device's client id, one pusher per device (Web Locks), and the moments the device pushes.
 */
export interface SyncRuntime {
  /** The admin this runtime works for, or null for the device's own id. */
  readonly admin: SyncAdmin | null;
  readonly client: SyncClient;
  /** Edits other admins left queued on this device; they push when those admins sign in here. */
  waitingForOthers(): Promise<OtherAdminWaiting[]>;
  readonly store: SyncStore;
  /** Queues an edit (one Dexie transaction) and starts a push. */
  mutate<N extends MutationName>(name: N, args: MutationArgs<N>): Promise<PendingMutation>;
  /** Queues several edits in one Dexie transaction: all of them, or none if one is invalid. */
  mutateAll(edits: readonly Edit[]): Promise<PendingMutation[]>;
  push(): Promise<PushOutcome>;
  pull(scope: string): Promise<PullOutcome>;
  /** Push then pull every watched event. */
  syncNow(): Promise<void>;
  /** An event the admin has open: it is pulled on every trigger until the returned function runs. */
  watch(scope: string): () => void;
  resolve(mutationId: number, resolution: Resolution): Promise<void>;
  /** After the admin signed in again. */
  resume(): Promise<void>;
  /** After the server lost this device's earlier edits and the admin agreed: re-sends them under a new id. */
  startOver(): Promise<void>;
  start(): void;
  /**
   * Stops every trigger, then resolves once the work already started (a push, a pull, the start-up
   * push) has finished, so nothing writes to the database after its owner closed it.
   */
  stop(): Promise<void>;
}

export async function createSyncRuntime(opts: SyncRuntimeOptions = {}): Promise<SyncRuntime> {
  const database = opts.database ?? defaultDb;
  const admin = opts.admin ?? null;
  const clientId = admin ? await adminClientId(database, admin) : await deviceClientId(database);
  const store = createDexieStore(database, clientId);
  const exclusive = opts.exclusive ?? createPushLock();
  const win = opts.win ?? window;
  const doc = opts.doc ?? document;
  const isOnline = opts.isOnline ?? (() => navigator.onLine);
  const pollMs = opts.pollMs ?? POLL_INTERVAL_MS;

  const t = syncTables(database);
  // Every push the engine starts, its retries and its pulls run under the device-wide lock.
  const client: SyncClient = createSyncClient({
    clientId,
    // The server then refuses these edits while another admin is signed in, instead of crediting them.
    ...(admin ? { userId: admin.id } : {}),
    store,
    // Through the app's one door, so an expired session found by a push signs the device out as any
    // call does; the transport keeps its own, longer time limit for a big push.
    transport:
      opts.transport ?? createFetchTransport({ timeoutMs: SYNC_TIMEOUT_MS, fetch: (url, init) => apiFetch(url, init, SYNC_TIMEOUT_MS) }),
    runExclusive: exclusive,
    transaction: (work) => database.transaction('rw', [t.outbox, t.attention, t.meta, t.rows], work),
    backoff: opts.backoff ?? { baseMs: 2_000, maxMs: 5 * 60_000 },
  });

  const scopes = new Map<string, number>();

  const syncOnce = async () => {
    const pushed = await client.push();
    if (pushed.kind === 'offline' || pushed.kind === 'signInRequired') return;
    for (const scope of scopes.keys()) {
      const pulled = await client.pull(scope);
      if (pulled.kind === 'offline' || pulled.kind === 'signInRequired') return;
    }
  };
  // Triggers often come together (online event, engine reconnect, timer): one more round at most.
  let syncing: Promise<void> | null = null;
  let again = false;
  const syncNow = (): Promise<void> => {
    if (syncing) {
      again = true;
      return syncing;
    }
    syncing = (async () => {
      do {
        again = false;
        await syncOnce();
      } while (again);
    })().finally(() => {
      syncing = null;
    });
    return syncing;
  };

  // The moments of DESIGN.md section 5.
  const onOnline = () => {
    // 1. Coming online: the engine is told (which clears its back-off and pushes), then pull.
    client.setOnline(true);
    void syncNow();
  };
  const onOffline = () => client.setOnline(false);
  const onVisible = () => {
    // 2. Becoming visible: a phone that slept in a pocket may have missed the online event.
    if (doc.visibilityState === 'visible') void syncNow();
  };

  let timer: ReturnType<typeof setInterval> | undefined;
  let unwatchTables: (() => void) | undefined;
  let started = false;
  let startup: Promise<unknown> = Promise.resolve();

  return {
    admin,
    client,
    store,
    // The client id changes if the outbox starts over: always ask the engine.
    waitingForOthers: () => waitingForOtherAdmins(database, client.clientId),
    mutate: (name, args) => client.mutate(name, args),
    mutateAll: (edits) => client.mutateAll(edits),
    push: () => client.push(),
    pull: (scope) => client.pull(scope),
    syncNow,
    watch(scope) {
      scopes.set(scope, (scopes.get(scope) ?? 0) + 1);
      return () => {
        const n = (scopes.get(scope) ?? 1) - 1;
        if (n <= 0) scopes.delete(scope);
        else scopes.set(scope, n);
      };
    },
    async resolve(mutationId, resolution) {
      await client.resolve(mutationId, resolution);
      // The screen must show the value the admin settled on: the device may never have pulled theirs.
      void syncNow();
    },
    async resume() {
      await client.resume();
      await syncNow();
    },
    async startOver() {
      await client.startOver();
      await syncNow();
    },
    start() {
      if (started) return;
      started = true;
      win.addEventListener('online', onOnline);
      win.addEventListener('offline', onOffline);
      doc.addEventListener('visibilitychange', onVisible);
      if (!isOnline()) client.setOnline(false);
      // 3. Another tab's push or edit changes the shared tables: re-read the counts shown here.
      const sub = liveQuery(() => Promise.all([store.listPending(), store.listAttention(), store.getMeta()])).subscribe({
        next: () => void client.refresh(),
        error: () => undefined,
      });
      // 6. The engine got an answer again after failures (a retry, not an online event, may be what
      // reached the server first): pull now, so conflicts answered on the way show the other value.
      let engineOnline = client.status().online;
      const unsubscribe = client.subscribe((s) => {
        if (s.online && !engineOnline) void syncNow();
        engineOnline = s.online;
      });
      unwatchTables = () => {
        sub.unsubscribe();
        unsubscribe();
      };
      // 4. A timer, for the admin who keeps the page open: the engine adds back-off after failures.
      timer = setInterval(() => {
        if (doc.visibilityState === 'visible' && isOnline() && !client.status().signInRequired) void syncNow();
      }, pollMs);
      // 5. Start-up: whatever a closed tab left in the outbox goes now.
      startup = client.refresh().then(() => client.push());
      void startup;
    },
    async stop() {
      started = false;
      win.removeEventListener('online', onOnline);
      win.removeEventListener('offline', onOffline);
      doc.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
      unwatchTables?.();
      unwatchTables = undefined;
      client.dispose();
      const settle = (p: Promise<unknown> | null) =>
        p?.then(
          () => undefined,
          () => undefined,
        );
      await settle(startup);
      await settle(syncing);
      // The engine's own pushes and pulls (one started by an edit, a retry) run under the lock:
      // taking it once more waits for them.
      await settle(exclusive(async () => undefined));
    },
  };
}

let shared: { key: string; runtime: Promise<SyncRuntime> } | null = null;

/**
 * The tab's runtime for this admin, started on first use and kept while the app is open. One runtime
 * per (tab, admin): when another admin signs in on the device, the previous admin's runtime stops
 * (their edits stay queued under their client id) and this admin's starts. Pushes of every runtime
 * of every tab still take the device-wide lock, one at a time.
 */
export function getSyncRuntime(admin: SyncAdmin | null = null): Promise<SyncRuntime> {
  const key = admin ? `admin:${admin.id}` : 'device';
  if (shared?.key === key) return shared.runtime;
  const previous = shared;
  if (previous)
    void previous.runtime.then(
      (rt) => rt.stop(),
      () => undefined,
    );
  const entry = {
    key,
    runtime: createSyncRuntime({ admin }).then((rt) => {
      rt.start();
      return rt;
    }),
  };
  shared = entry;
  entry.runtime.catch(() => {
    if (shared === entry) shared = null;
  });
  return entry.runtime;
}

/** Asks the browser not to evict the outbox under storage pressure; a refusal changes nothing else. */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
    if (!storage?.persist) return false;
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
