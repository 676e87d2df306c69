import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';

import { events } from './events';
import { games } from './games';
import { users } from './people';

/** One row per device: the last mutation id applied for it, advanced in the same transaction as the effects. */
export const syncClients = pgTable('sync_clients', {
  clientId: text('client_id').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  lastMutationId: integer('last_mutation_id').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Every processed mutation and its result, so a duplicate is answered from the log. */
export const syncMutations = pgTable(
  'sync_mutations',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => syncClients.clientId, { onDelete: 'cascade' }),
    mutationId: integer('mutation_id').notNull(),
    name: text('name').notNull(),
    args: jsonb('args').notNull(),
    /** 'applied' | 'rejected' | 'conflict', with reason or current value. */
    result: jsonb('result').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    processedAt: ts('processed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.mutationId] })],
);

/** Deleted synced rows (games, fixtures...) so pulls can send deletes; goals use their own tombstones. */
export const syncTombstones = pgTable(
  'sync_tombstones',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    deletedAt: ts('deleted_at').notNull().defaultNow(),
  },
  (t) => [index('sync_tombstones_event_version_idx').on(t.eventId, t.version)],
);

/**
 * What an admin's device must be told about an edit of another admin's that the server held: two
 * devices recorded one knockout game with results that disagree, and the second one's edit came back
 * as a `result` conflict. The admins whose goals or status made the standing result see it on their
 * next pull (sync/PROTOCOL.md).
 */
export const syncNotices = pgTable(
  'sync_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** Who is told. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `{ by: {id, name}, theirs: {home, away, penalties}, current: {home, away, penalties} }`. */
    detail: jsonb('detail').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sync_notices_event_version_idx').on(t.eventId, t.version)],
);
