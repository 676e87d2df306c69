import type { MutationName } from './mutations';
import type { ConflictOutcome, EntityName, EntityRows, GoalRow, PatchOp, SyncNotice } from './protocol';

/** A mutation waiting in the device's outbox. Its id is fixed when it is enqueued and never reused. */
export interface PendingMutation {
  id: number;
  name: MutationName;
  args: unknown;
  /** Device time, for display only; the server never reads it. */
  createdAt: string;
  /**
   * The server applied it, but no pull has brought its effect yet: it is still replayed on the
   * screen (harmlessly, the rules being idempotent) so the edit does not blink out until the pull.
   */
  confirmed?: boolean;
  /**
   * The event of the mutation's game when it was queued (from the stored game row), so only a pull of
   * that event drops it once confirmed. Absent when the device held no row for the game.
   */
  eventId?: string;
}

/** A conflict or rejection the admin must look at: the server's answer with what to show. */
export interface AttentionItem {
  mutationId: number;
  name: MutationName;
  args: unknown;
  /**
   * `duplicate`: applied, but another goal looks like the same real goal (see likelyDuplicates).
   * `notice`: not this admin's edit: another admin's edit of a game whose result this admin made was
   * held as a `result` conflict (mutationId is the notice's id, negated, and name a placeholder).
   */
  kind: 'conflict' | 'rejected' | 'duplicate' | 'notice';
  reason?: string;
  /** A rejected edit's reason as its code (and values), translated on screen; absent from older answers. */
  code?: string;
  params?: Record<string, string>;
  conflict?: Omit<ConflictOutcome, 'status'>;
  /** For a notice: what the other admin's device had and what stands. */
  notice?: SyncNotice;
  /** For a duplicate: the other goal, as pulled. */
  duplicateOf?: GoalRow;
  /** Device time the answer arrived. */
  receivedAt: string;
}

/** An edit another admin left queued on this device: it goes when that admin signs in here. */
export interface OtherAdminEdit {
  name: MutationName;
  args: unknown;
  /** That admin's name, when the device knows it. */
  admin: string | null;
}

/** What is appended to the outbox; the store adds the id. */
export interface NewMutation {
  name: MutationName;
  args: unknown;
  createdAt: string;
  eventId?: string | undefined;
}

export interface StoreMeta {
  lastSyncAt: string | null;
}

/**
 * Where the device keeps its outbox and pulled state. The PWA implements it over Dexie (each method
 * one Dexie transaction); tests use createMemoryStore. Entity rows carry `eventId`, the pull scope.
 */
export interface SyncStore {
  /** Allocates the next mutation id (never reused, even after rows are dropped) and appends. */
  appendMutation(m: NewMutation): Promise<PendingMutation>;
  /** Outbox rows (unsent and confirmed), lowest id first. */
  listPending(): Promise<PendingMutation[]>;
  /** In one transaction: drops settled rows, marks applied ones confirmed, records those that need attention. */
  settle(input: { drop: readonly number[]; confirm?: readonly number[]; attention: readonly AttentionItem[] }): Promise<void>;
  /** Makes sure no id at or below `id` is issued again (the server has seen them). */
  ensureMutationIdAbove(id: number): Promise<void>;
  listAttention(): Promise<AttentionItem[]>;
  /** In one transaction: removes an attention item and, for "keep mine", enqueues its replacement. */
  resolveAttention(mutationId: number, replacement?: NewMutation): Promise<PendingMutation | null>;
  getCookie(scope: string): Promise<string | null>;
  /** In one transaction: applies a pull (on reset, first drops every row of the scope) and stores its cookie. */
  applyPull(scope: string, pull: { cookie: string; patch: readonly PatchOp[]; reset?: boolean | undefined }): Promise<void>;
  listRows<E extends EntityName>(entity: E, scope: string): Promise<EntityRows[E][]>;
  getRow<E extends EntityName>(entity: E, id: string): Promise<EntityRows[E] | undefined>;
  getMeta(): Promise<StoreMeta>;
  setMeta(meta: Partial<StoreMeta>): Promise<void>;
  /**
   * Edits other admins queued on this device (a shared tablet), oldest first. Their goals are shown,
   * labelled, so this admin does not enter them again. Optional: a store with one outbox has none.
   */
  listOtherAdminsEdits?(): Promise<OtherAdminEdit[]>;
  /**
   * Starts the outbox over under a new client id, for a device whose ids the server no longer knows
   * (its database was restored from a backup): in one transaction, the edits the server may not
   * have (see editsToResend) move to `newClientId` numbered 1, 2, 3... in their order, attention
   * items follow, and the store works under the new id from then on. Returns how many edits moved.
   */
  startOver?(fromId: number, newClientId: string): Promise<number>;
}

/**
 * What a device re-sends under a new client id when the server says its ids have a gap at `fromId`:
 * every edit the server never confirmed, and confirmed ones from `fromId` on (the restored server
 * lost them), renumbered from 1 in their order. Confirmed edits below `fromId` are on the server.
 */
export function editsToResend(outbox: readonly PendingMutation[], fromId: number): PendingMutation[] {
  return [...outbox]
    .sort((a, b) => a.id - b.id)
    .filter((m) => !m.confirmed || m.id >= fromId)
    .map((m, i) => {
      const { confirmed: _c, ...rest } = m;
      return { ...rest, id: i + 1 };
    });
}

interface MemoryData {
  nextId: number;
  outbox: PendingMutation[];
  attention: AttentionItem[];
  cookies: Record<string, string>;
  rows: { [E in EntityName]: Record<string, EntityRows[E]> };
  meta: StoreMeta;
}

export interface MemoryStore extends SyncStore {
  /** A deep copy of everything held, as a persisted database would keep it across a closed tab. */
  snapshot(): MemoryData;
}

const clone = <T>(v: T): T => structuredClone(v);

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}
/**
 * Stored values are copied once, when written, and frozen: reads hand out the stored objects
 * themselves (a caller changing one throws instead of changing the store behind its back). Copying
 * on every read made a long outbox quadratic: each push batch re-read all of it.
 */
const own = <T>(v: T): T => deepFreeze(clone(v));

/** An in-memory SyncStore; pass a snapshot to start from "what the closed tab left behind". */
export function createMemoryStore(initial?: MemoryData): MemoryStore {
  const d: MemoryData = initial
    ? clone(initial)
    : { nextId: 1, outbox: [], attention: [], cookies: {}, rows: { game: {}, goal: {}, save: {}, team: {} }, meta: { lastSyncAt: null } };
  for (const held of [d.outbox, d.attention, ...Object.values(d.rows).map((t) => Object.values(t))]) held.forEach(deepFreeze);
  const append = (m: NewMutation) => {
    const row: PendingMutation = { id: d.nextId, name: m.name, args: m.args, createdAt: m.createdAt };
    if (m.eventId) row.eventId = m.eventId;
    const stored = own(row);
    d.nextId += 1;
    d.outbox.push(stored);
    return stored;
  };
  return {
    async appendMutation(m) {
      return append(m);
    },
    async listPending() {
      return [...d.outbox].sort((a, b) => a.id - b.id);
    },
    async settle({ drop, confirm = [], attention }) {
      const gone = new Set(drop);
      const confirmed = new Set(confirm);
      d.outbox = d.outbox.filter((m) => !gone.has(m.id)).map((m) => (confirmed.has(m.id) ? own({ ...m, confirmed: true }) : m));
      for (const a of attention) {
        d.attention = d.attention.filter((x) => x.mutationId !== a.mutationId);
        d.attention.push(own(a));
      }
    },
    async ensureMutationIdAbove(id) {
      if (d.nextId <= id) d.nextId = id + 1;
    },
    async listAttention() {
      return [...d.attention];
    },
    async resolveAttention(mutationId, replacement) {
      d.attention = d.attention.filter((a) => a.mutationId !== mutationId);
      return replacement ? append(replacement) : null;
    },
    async getCookie(scope) {
      return d.cookies[scope] ?? null;
    },
    async applyPull(scope, pull) {
      if (pull.reset) {
        for (const table of Object.values(d.rows) as Record<string, { eventId: string }>[]) {
          for (const [id, row] of Object.entries(table)) if (row.eventId === scope) delete table[id];
        }
      }
      for (const op of pull.patch) {
        const table = d.rows[op.entity] as Record<string, unknown>;
        if (op.op === 'put') table[op.id] = own(op.value);
        else delete table[op.id];
      }
      d.cookies[scope] = pull.cookie;
    },
    async listRows(entity, scope) {
      return Object.values(d.rows[entity]).filter((r) => r.eventId === scope);
    },
    async getRow(entity, id) {
      return d.rows[entity][id];
    },
    async getMeta() {
      return { ...d.meta };
    },
    async setMeta(meta) {
      d.meta = { ...d.meta, ...meta };
    },
    async startOver(fromId) {
      d.outbox = editsToResend(d.outbox, fromId).map(own);
      d.nextId = d.outbox.length + 1;
      return d.outbox.length;
    },
    snapshot() {
      return clone(d);
    },
  };
}
