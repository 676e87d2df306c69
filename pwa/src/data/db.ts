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

/**
 * The device database. Version 1 is the fans' read cache. The admin sync work adds its tables
 * (outbox, pulled entities, client id) as `this.version(2).stores({...})` below the first
 * declaration; Dexie keeps tables not named in a later version, so v1 data survives the upgrade.
 */
export class PitchsideDb extends Dexie {
  responses!: EntityTable<StoredResponse, 'path'>;
  meta!: EntityTable<MetaRow, 'key'>;

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
  }
}

export const db = new PitchsideDb();

/** The newest time any stored answer was confirmed by the server, or null when nothing is stored. */
export async function newestFetchedAt(database: PitchsideDb = db): Promise<number | null> {
  const row = await database.responses.orderBy('fetchedAt').last();
  return row?.fetchedAt ?? null;
}
