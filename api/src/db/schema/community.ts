import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { contactStatus, giftDuration } from './enums';
import { ageGroups, events } from './events';
import { users } from './people';
import { teams } from './teams';

export const customRankings = pgTable(
  'custom_rankings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ageGroupId: uuid('age_group_id').references(() => ageGroups.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    points: integer('points').notNull().default(0),
  },
  (t) => [index('custom_rankings_event_idx').on(t.eventId, t.ageGroupId), check('custom_rankings_points_nonneg', sql`${t.points} >= 0`)],
);

export const giftCodes = pgTable('gift_codes', {
  code: text('code').primaryKey(),
  duration: giftDuration('duration').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  redeemedBy: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
  redeemedAt: ts('redeemed_at'),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: contactStatus('status').notNull().default('new'),
    adminNotes: text('admin_notes'),
    createdAt: createdAt(),
    repliedAt: ts('replied_at'),
    closedAt: ts('closed_at'),
  },
  (t) => [index('contact_messages_status_idx').on(t.status, t.createdAt)],
);
