import type { Table } from 'dexie';
import type { AttentionItem, EntityName, EntityRows, MutationName, PendingMutation, StoreMeta, SyncStore } from '@pitchside/sync';
import { db as defaultDb, type PitchsideDb } from '../data/db';

/** A pulled row as kept on the device: the compound key lets one event's reset drop only its rows. */
export interface SyncRow {
  entity: EntityName;
  id: string;
  eventId: string;
  value: unknown;
}

export interface SyncMetaRow {
  key: string;
  value: unknown;
}

export const META_NEXT_ID = 'nextMutationId';
export const META_LAST_SYNC = 'lastSyncAt';
export const META_CLIENT_ID = 'clientId';
const cookieKey = (scope: string) => `cookie:${scope}`;

/** The version-2 tables, typed. They are declared in data/db.ts. */
export function syncTables(database: PitchsideDb) {
  return {
    outbox: database.table<PendingMutation, number>('outbox'),
    attention: database.table<AttentionItem, number>('attention'),
    rows: database.table<SyncRow, [string, string]>('syncRows'),
    meta: database.table<SyncMetaRow, string>('syncMeta'),
  };
}

async function readNumber(meta: Table<SyncMetaRow, string>, key: string): Promise<number | null> {
  const row = await meta.get(key);
  return typeof row?.value === 'number' ? row.value : null;
}

/**
 * The device's client id: made once, in a transaction, so two tabs opening together agree on it.
 * It lives in Dexie with the outbox it numbers; a new id with an old outbox would look like a gap.
 */
export async function deviceClientId(database: PitchsideDb = defaultDb): Promise<string> {
  const { meta } = syncTables(database);
  return database.transaction('rw', meta, async () => {
    const row = await meta.get(META_CLIENT_ID);
    if (typeof row?.value === 'string') return row.value;
    const id = crypto.randomUUID();
    await meta.put({ key: META_CLIENT_ID, value: id });
    return id;
  });
}

/**
 * SyncStore over Dexie. Every write is one read-write transaction, so an edit and its place in the
 * outbox (which is its optimistic change: screens replay the outbox over pulled rows) land together
 * or not at all, and the ids two tabs allocate never collide. Reads are plain queries so they can run
 * inside Dexie live queries, which then re-run when any tab changes these tables.
 */
export function createDexieStore(database: PitchsideDb = defaultDb): SyncStore {
  const t = syncTables(database);

  const append = async (m: { name: MutationName; args: unknown; createdAt: string }): Promise<PendingMutation> => {
    const id = (await readNumber(t.meta, META_NEXT_ID)) ?? 1;
    const row: PendingMutation = { id, name: m.name, args: m.args, createdAt: m.createdAt };
    await t.outbox.add(row);
    await t.meta.put({ key: META_NEXT_ID, value: id + 1 });
    return row;
  };

  return {
    appendMutation(m) {
      return database.transaction('rw', t.outbox, t.meta, () => append(m));
    },

    listPending() {
      return t.outbox.orderBy('id').toArray();
    },

    settle({ drop, confirm = [], attention }) {
      return database.transaction('rw', t.outbox, t.attention, async () => {
        if (drop.length) await t.outbox.bulkDelete([...drop]);
        for (const id of confirm) await t.outbox.update(id, { confirmed: true });
        if (attention.length) await t.attention.bulkPut([...attention]);
      });
    },

    ensureMutationIdAbove(id) {
      return database.transaction('rw', t.meta, async () => {
        const next = (await readNumber(t.meta, META_NEXT_ID)) ?? 1;
        if (next <= id) await t.meta.put({ key: META_NEXT_ID, value: id + 1 });
      });
    },

    listAttention() {
      return t.attention.orderBy('mutationId').toArray();
    },

    resolveAttention(mutationId, replacement) {
      return database.transaction('rw', t.attention, t.outbox, t.meta, async () => {
        await t.attention.delete(mutationId);
        return replacement ? append(replacement) : null;
      });
    },

    async getCookie(scope) {
      const row = await t.meta.get(cookieKey(scope));
      return typeof row?.value === 'string' ? row.value : null;
    },

    applyPull(scope, pull) {
      // The outbox is not touched: a reset replaces the pulled rows, never the pending edits.
      return database.transaction('rw', t.rows, t.meta, async () => {
        if (pull.reset) await t.rows.where('eventId').equals(scope).delete();
        // The last op on a row decides its state, exactly as applying the patch in order would.
        const last = new Map<string, (typeof pull.patch)[number]>();
        for (const op of pull.patch) last.set(`${op.entity}\u0000${op.id}`, op);
        const puts: SyncRow[] = [];
        const dels: [string, string][] = [];
        for (const op of last.values()) {
          if (op.op === 'put') puts.push({ entity: op.entity, id: op.id, eventId: op.value.eventId, value: op.value });
          else dels.push([op.entity, op.id]);
        }
        if (dels.length) await t.rows.bulkDelete(dels);
        if (puts.length) await t.rows.bulkPut(puts);
        await t.meta.put({ key: cookieKey(scope), value: pull.cookie });
      });
    },

    async listRows<E extends EntityName>(entity: E, scope: string) {
      const rows = await t.rows.where('[entity+eventId]').equals([entity, scope]).toArray();
      return rows.map((r) => r.value as EntityRows[E]);
    },

    async getRow<E extends EntityName>(entity: E, id: string) {
      const row = await t.rows.get([entity, id]);
      return row?.value as EntityRows[E] | undefined;
    },

    async getMeta(): Promise<StoreMeta> {
      const row = await t.meta.get(META_LAST_SYNC);
      return { lastSyncAt: typeof row?.value === 'string' ? row.value : null };
    },

    async setMeta(meta) {
      if (meta.lastSyncAt !== undefined) await t.meta.put({ key: META_LAST_SYNC, value: meta.lastSyncAt });
    },
  };
}
