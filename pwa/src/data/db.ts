import Dexie, { type EntityTable } from 'dexie';

/** One API answer as the device keeps it, keyed by the request path (query string included). */
export interface StoredResponse {
  path: string;
  body: unknown;
  /** Epoch milliseconds of the last time the server confirmed this body (a 200 or a 304). */
  fetchedAt: number;
  etag?: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export const DB_NAME = 'pitchside';

/** An edition saved whole for offline reading (GET /api/events/:id/offline-bundle). */
export interface SavedEvent {
  eventId: string;
  slug: string;
  name: string;
  edition: number;
  /** Epoch milliseconds of the last time the server confirmed the saved copy. */
  savedAt: number;
  /** Size of the saved answers, for the storage cap. */
  bytes: number;
  /** The stored answers (responses rows) that belong to this edition. */
  paths: string[];
  etag?: string;
}

/**
 * A star on an event or a team page, or the bell on a game page: its edition stays saved, whatever
 * the size cap says, and a browser with notifications on is told of its games.
 */
export interface Follow {
  /** `kind:id`, e.g. `team:…`. */
  key: string;
  kind: 'event' | 'team' | 'game';
  eventId: string;
  label: string;
  createdAt: number;
}

/**
 * The device database. Version 1 is the fans' read cache. The admin sync work adds its tables
 * (outbox, pulled entities, client id) as `this.version(2).stores({...})` below the first
 * declaration; Dexie keeps tables not named in a later version, so v1 data survives the upgrade.
 * Version 3 gives each admin on the device their own client id and outbox.
 */
export class PitchsideDb extends Dexie {
  responses!: EntityTable<StoredResponse, 'path'>;
  meta!: EntityTable<MetaRow, 'key'>;
  savedEvents!: EntityTable<SavedEvent, 'eventId'>;
  follows!: EntityTable<Follow, 'key'>;

  constructor(name: string = DB_NAME) {
    super(name);
    this.version(1).stores({
      responses: 'path, fetchedAt',
      meta: 'key',
    });
    // Admin sync (DESIGN.md section 5): the outbox, answers needing attention, pulled rows of each
    // event keyed by entity and id, and small keyed values (client id, mutation counter, cookies).
    this.version(2).stores({
      outbox: 'id',
      attention: 'mutationId',
      syncRows: '[entity+id], [entity+eventId], eventId',
      syncMeta: 'key',
    });
    // One outbox per (device, admin): a shared courtside tablet is used by whichever admin is on duty,
    // and the server binds a client id to one admin. A primary key cannot change in place, so the
    // rows move to new tables keyed by client id, tagged with the device's existing id: edits queued
    // before the upgrade stay queued under the id the server knows them by.
    this.version(3)
      .stores({
        outbox: null,
        attention: null,
        pendingEdits: '[clientId+id], clientId',
        attentionItems: '[clientId+mutationId], clientId',
      })
      .upgrade(async (tx) => {
        const meta = tx.table<MetaRow, string>('syncMeta');
        const outbox = await tx.table<{ id: number }, number>('outbox').toArray();
        const attention = await tx.table<{ mutationId: number }, number>('attention').toArray();
        const next = await meta.get('nextMutationId');
        const lastSync = await meta.get('lastSyncAt');
        let legacy = (await meta.get('clientId'))?.value;
        if (typeof legacy !== 'string') {
          // Nothing was ever queued without an id; a device that never synced needs no legacy id.
          if (!outbox.length && !attention.length) return;
          legacy = crypto.randomUUID();
          await meta.put({ key: 'clientId', value: legacy });
        }
        const clientId = legacy as string;
        if (outbox.length) await tx.table('pendingEdits').bulkPut(outbox.map((m) => ({ ...m, clientId })));
        if (attention.length) await tx.table('attentionItems').bulkPut(attention.map((a) => ({ ...a, clientId })));
        if (next) await meta.put({ key: `nextMutationId:${clientId}`, value: next.value });
        if (lastSync) await meta.put({ key: `lastSyncAt:${clientId}`, value: lastSync.value });
        await meta.bulkDelete(['nextMutationId', 'lastSyncAt']);
      });
    // Fans' whole editions saved for offline reading, and the events and teams they follow.
    this.version(4).stores({
      savedEvents: 'eventId, savedAt',
      follows: 'key, eventId',
    });
  }
}

export const db = new PitchsideDb();

/** The newest time any stored answer was confirmed by the server, or null when nothing is stored. */
export async function newestFetchedAt(database: PitchsideDb = db): Promise<number | null> {
  const row = await database.responses.orderBy('fetchedAt').last();
  return row?.fetchedAt ?? null;
}
