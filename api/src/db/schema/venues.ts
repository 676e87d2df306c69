import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { events } from './events';

/** A place an edition plays at (issue 19): a sports hall or a school with one or more pitches. */
export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A street address or a map link. */
    address: text('address'),
    position: integer('position').notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('venues_event_idx').on(t.eventId, t.position)],
);

export const pitches = pgTable(
  'pitches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** Denormalised: the scheduler and the Now view read an edition's pitches without the venues. */
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Short code shown on schedules, e.g. "P1". */
    code: text('code').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('pitches_event_idx').on(t.eventId, t.position), index('pitches_venue_idx').on(t.venueId, t.position)],
);
