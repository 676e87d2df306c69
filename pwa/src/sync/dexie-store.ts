import Dexie, { type Table } from 'dexie';
import {
  editsToResend,
  type AttentionItem,
  type EntityName,
  type EntityRows,
  type NewMutation,
  type OtherAdminEdit,
  type PendingMutation,
  type StoreMeta,
  type SyncStore,
} from '@pitchside/sync';
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

/** An outbox row, tagged with the client id (one per admin on the device) whose outbox it is in. */
export type PendingEditRow = PendingMutation & { clientId: string };
export type AttentionRow = AttentionItem & { clientId: string };

/** An admin who uses the device: their name is kept so other admins see whose edits wait, offline. */
export interface SyncAdmin {
  id: string;
  name: string;
}

/** The value kept under `clientId:<userId>`. */
export interface AdminClient {
  clientId: string;
  userId: string;
  name: string;
}

/** The device's id from before version 3; the first admin to open the manager after the upgrade adopts it. */
export const META_LEGACY_CLIENT_ID = 'clientId';
export const META_LEGACY_ADOPTED = 'clientIdAdoptedBy';
/** The last admin who used the device: their outbox is shown while their session has lapsed. */
export const META_LAST_ADMIN = 'lastAdminId';
export const adminClientKey = (userId: string) => `clientId:${userId}`;
export const nextIdKey = (clientId: string) => `nextMutationId:${clientId}`;
export const lastSyncKey = (clientId: string) => `lastSyncAt:${clientId}`;
const cookieKey = (scope: string) => `cookie:${scope}`;

/** The sync tables, typed. They are declared in data/db.ts. */
export function syncTables(database: PitchsideDb) {
  return {
    outbox: database.table<PendingEditRow, [string, number]>('pendingEdits'),
    attention: database.table<AttentionRow, [string, number]>('attentionItems'),
    rows: database.table<SyncRow, [string, string]>('syncRows'),
    meta: database.table<SyncMetaRow, string>('syncMeta'),
  };
}

async function readNumber(meta: Table<SyncMetaRow, string>, key: string): Promise<number | null> {
  const row = await meta.get(key);
  return typeof row?.value === 'number' ? row.value : null;
}

function asAdminClient(value: unknown): AdminClient | null {
  const v = value as Partial<AdminClient> | undefined;
  return v && typeof v.clientId === 'string' && typeof v.userId === 'string' && typeof v.name === 'string'
    ? { clientId: v.clientId, userId: v.userId, name: v.name }
    : null;
}

/**
 * The device's own client id, for a runtime with no admin named (tests, or an expired session on a
 * device no admin has opened since the upgrade). Made once, in a transaction, so two tabs agree on it.
 */
export async function deviceClientId(database: PitchsideDb = defaultDb): Promise<string> {
  const { meta } = syncTables(database);
  return database.transaction('rw', meta, async () => {
    const row = await meta.get(META_LEGACY_CLIENT_ID);
    if (typeof row?.value === 'string') return row.value;
    const id = crypto.randomUUID();
    await meta.put({ key: META_LEGACY_CLIENT_ID, value: id });
    return id;
  });
}

/**
 * This admin's client id on this device, made once in a transaction so two tabs agree on it. The
 * server binds a client id to the first admin who pushes with it, so each admin has their own. The
 * device's id from before version 3 goes to the first admin who asks (if its edits were another
 * admin's, the server refuses them and they wait, as before). Also records this admin as the last
 * one to use the device, and keeps their name current.
 */
export async function adminClientId(database: PitchsideDb, admin: SyncAdmin): Promise<string> {
  const { meta } = syncTables(database);
  return database.transaction('rw', meta, async () => {
    await meta.put({ key: META_LAST_ADMIN, value: admin.id });
    const known = asAdminClient((await meta.get(adminClientKey(admin.id)))?.value);
    if (known) {
      if (known.name !== admin.name) await meta.put({ key: adminClientKey(admin.id), value: { ...known, name: admin.name } });
      return known.clientId;
    }
    const legacy = (await meta.get(META_LEGACY_CLIENT_ID))?.value;
    const adopted = (await meta.get(META_LEGACY_ADOPTED))?.value;
    let clientId: string;
    if (typeof legacy === 'string' && adopted === undefined) {
      clientId = legacy;
      await meta.put({ key: META_LEGACY_ADOPTED, value: admin.id });
    } else {
      clientId = crypto.randomUUID();
    }
    const value: AdminClient = { clientId, userId: admin.id, name: admin.name };
    await meta.put({ key: adminClientKey(admin.id), value });
    return clientId;
  });
}

/** The last admin who used the device, to keep their outbox on screen while their session has lapsed. */
export async function lastAdmin(database: PitchsideDb = defaultDb): Promise<SyncAdmin | null> {
  const { meta } = syncTables(database);
  const id = (await meta.get(META_LAST_ADMIN))?.value;
  if (typeof id !== 'string') return null;
  const known = asAdminClient((await meta.get(adminClientKey(id)))?.value);
  return known ? { id: known.userId, name: known.name } : null;
}

/** Edits queued on the device by another client id (another admin), with the admin's name when known. */
export interface OtherAdminWaiting {
  clientId: string;
  name: string | null;
  pending: number;
}

/** Each known admin's name by their client id on this device. */
async function adminNames(database: PitchsideDb): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  await syncTables(database)
    .meta.where('key')
    .startsWith('clientId:')
    .each((row) => {
      const a = asAdminClient(row.value);
      if (a) names.set(a.clientId, a.name);
    });
  return names;
}

/** What other admins left queued on this device. A plain query, so it can run in a live query. */
export async function waitingForOtherAdmins(database: PitchsideDb, clientId: string): Promise<OtherAdminWaiting[]> {
  const t = syncTables(database);
  const counts = new Map<string, number>();
  await t.outbox.each((m) => {
    if (m.clientId !== clientId && !m.confirmed) counts.set(m.clientId, (counts.get(m.clientId) ?? 0) + 1);
  });
  if (!counts.size) return [];
  const names = await adminNames(database);
  return [...counts].map(([id, pending]) => ({ clientId: id, name: names.get(id) ?? null, pending }));
}

const strip = <T extends { clientId: string }>({ clientId: _, ...rest }: T): Omit<T, 'clientId'> => rest;

/**
 * SyncStore over Dexie for one client id (one admin on this device): their outbox, attention list,
 * mutation counter and last sync. Pulled rows and cookies are shared by every admin on the device.
 * Every write is one read-write transaction, so an edit and its place in the outbox (which is its
 * optimistic change: screens replay the outbox over pulled rows) land together or not at all, and the
 * ids two tabs allocate never collide. Reads are plain queries so they can run inside Dexie live
 * queries, which then re-run when any tab changes these tables.
 */
export function createDexieStore(database: PitchsideDb, initialClientId: string): SyncStore {
  const t = syncTables(database);
  // Changes only when the outbox starts over under a new id (see startOver).
  let clientId = initialClientId;
  let NEXT = nextIdKey(clientId);
  let LAST_SYNC = lastSyncKey(clientId);
  const mine = <T>(table: Table<T, [string, number]>, index: string) =>
    table.where(index).between([clientId, Dexie.minKey], [clientId, Dexie.maxKey]);

  const append = async (m: NewMutation): Promise<PendingMutation> => {
    const id = (await readNumber(t.meta, NEXT)) ?? 1;
    const row: PendingMutation = { id, name: m.name, args: m.args, createdAt: m.createdAt };
    if (m.eventId) row.eventId = m.eventId;
    await t.outbox.add({ ...row, clientId });
    await t.meta.put({ key: NEXT, value: id + 1 });
    return row;
  };

  return {
    appendMutation(m) {
      return database.transaction('rw', t.outbox, t.meta, () => append(m));
    },

    async listPending() {
      return (await mine(t.outbox, '[clientId+id]').toArray()).map(strip);
    },

    settle({ drop, confirm = [], attention }) {
      return database.transaction('rw', t.outbox, t.attention, async () => {
        if (drop.length) await t.outbox.bulkDelete(drop.map((id): [string, number] => [clientId, id]));
        for (const id of confirm) await t.outbox.update([clientId, id], { confirmed: true });
        if (attention.length) await t.attention.bulkPut(attention.map((a) => ({ ...a, clientId })));
      });
    },

    ensureMutationIdAbove(id) {
      return database.transaction('rw', t.meta, async () => {
        const next = (await readNumber(t.meta, NEXT)) ?? 1;
        if (next <= id) await t.meta.put({ key: NEXT, value: id + 1 });
      });
    },

    async listAttention() {
      return (await mine(t.attention, '[clientId+mutationId]').toArray()).map(strip);
    },

    resolveAttention(mutationId, replacement) {
      return database.transaction('rw', t.attention, t.outbox, t.meta, async () => {
        await t.attention.delete([clientId, mutationId]);
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

    async listOtherAdminsEdits(): Promise<OtherAdminEdit[]> {
      const others = await t.outbox.filter((m) => m.clientId !== clientId).toArray();
      if (!others.length) return [];
      const names = await adminNames(database);
      return others
        .sort((a, b) => (a.clientId === b.clientId ? a.id - b.id : a.createdAt.localeCompare(b.createdAt)))
        .map((m) => ({ name: m.name, args: m.args, admin: names.get(m.clientId) ?? null }));
    },

    startOver(fromId, newClientId) {
      return database.transaction('rw', t.outbox, t.attention, t.meta, async () => {
        const old = clientId;
        const moved = editsToResend((await mine(t.outbox, '[clientId+id]').toArray()).map(strip), fromId);
        const attention = await mine(t.attention, '[clientId+mutationId]').toArray();
        await mine(t.outbox, '[clientId+id]').delete();
        await mine(t.attention, '[clientId+mutationId]').delete();
        await t.outbox.bulkAdd(moved.map((m) => ({ ...m, clientId: newClientId })));
        await t.attention.bulkPut(attention.map((a) => ({ ...a, clientId: newClientId })));
        await t.meta.put({ key: nextIdKey(newClientId), value: moved.length + 1 });
        const lastSync = await t.meta.get(lastSyncKey(old));
        if (lastSync) await t.meta.put({ key: lastSyncKey(newClientId), value: lastSync.value });
        // Whoever used the old id (an admin, or the device itself) uses the new one from now on.
        for (const row of await t.meta.where('key').startsWith('clientId:').toArray()) {
          const a = asAdminClient(row.value);
          if (a?.clientId === old) await t.meta.put({ key: row.key, value: { ...a, clientId: newClientId } });
        }
        if ((await t.meta.get(META_LEGACY_CLIENT_ID))?.value === old) await t.meta.put({ key: META_LEGACY_CLIENT_ID, value: newClientId });
        clientId = newClientId;
        NEXT = nextIdKey(clientId);
        LAST_SYNC = lastSyncKey(clientId);
        return moved.length;
      });
    },

    async getMeta(): Promise<StoreMeta> {
      const row = await t.meta.get(LAST_SYNC);
      return { lastSyncAt: typeof row?.value === 'string' ? row.value : null };
    },

    async setMeta(meta) {
      if (meta.lastSyncAt !== undefined) await t.meta.put({ key: LAST_SYNC, value: meta.lastSyncAt });
    },
  };
}
