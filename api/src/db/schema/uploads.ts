import { boolean, customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Raw bytes, read back as a Buffer (Postgres bytea). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Uploaded pictures (logos, portraits, ID photos and their size copies), in the database when it is
 * Postgres so every API instance on it serves the same files. A key names its bytes for ever: a
 * row is written once and never changed, only removed.
 */
export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  data: bytea('data').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  /** ID photos: served only to admins, whatever the route asked. */
  private: boolean('private').notNull(),
  createdAt: createdAt(),
});
