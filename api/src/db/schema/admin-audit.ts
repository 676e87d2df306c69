import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './people';

/**
 * Who changed which event, team or squad, when and how (admin setup work; games keep their own trail).
 * No foreign key to the event: the entry of a deleted event stays readable.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'event.create', 'team.link', 'squad.move'. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    eventId: uuid('event_id'),
    detail: jsonb('detail').notNull().default({}),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('admin_audit_entity_idx').on(t.entity, t.entityId, t.at), index('admin_audit_event_idx').on(t.eventId, t.at)],
);
