import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { events } from './events';
import { users } from './people';

/** What a scorer may touch; both lists absent means every game of the edition. */
export interface StaffScope {
  pitches?: string[];
  games?: string[];
}

/**
 * Roles given for one event (auth/policy.ts decides what they allow). An event is a series of
 * editions sharing a slug: an organiser is given the series (editionId null) or one edition; a
 * scorer is always given one edition.
 */
export const staffRoles = pgTable(
  'staff_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventSlug: text('event_slug').notNull(),
    editionId: uuid('edition_id').references(() => events.id, { onDelete: 'cascade' }),
    /** 'organiser' | 'scorer' | 'registration.review' (an extra grant beside organiser). */
    role: text('role').notNull(),
    scope: jsonb('scope').$type<StaffScope>().notNull().default({}),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: createdAt(),
  },
  (t) => [index('staff_roles_user_idx').on(t.userId), index('staff_roles_event_idx').on(t.eventSlug)],
);

/**
 * Score-entry links: a volunteer opening one is signed in as a scorer of its scope until it ends.
 * Only the SHA-256 of the token is kept; the token itself is shown once, in the link's address.
 */
export const scoreLinks = pgTable(
  'score_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    label: text('label').notNull(),
    editionId: uuid('edition_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    scope: jsonb('scope').$type<StaffScope>().notNull().default({}),
    validFrom: ts('valid_from').notNull(),
    validUntil: ts('valid_until').notNull(),
    tokenHash: text('token_hash').notNull(),
    revokedAt: ts('revoked_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('score_links_token_hash_unique').on(t.tokenHash), index('score_links_edition_idx').on(t.editionId)],
);

/**
 * The account made for a volunteer who opened a score-entry link (a name, no e-mail or password):
 * their sessions are limited to the link's scope, and end when it is revoked or expires.
 */
export const scoreLinkVolunteers = pgTable('score_link_volunteers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  linkId: uuid('link_id')
    .notNull()
    .references(() => scoreLinks.id, { onDelete: 'cascade' }),
});

/**
 * A role offered by e-mail to someone without an account: it becomes a staff role when a member
 * verifies this address before `expiresAt` (auth/service.ts verifyEmail). The address is kept
 * lower-cased; `acceptedBy` marks an invitation taken up.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    eventSlug: text('event_slug').notNull(),
    editionId: uuid('edition_id').references(() => events.id, { onDelete: 'cascade' }),
    /** The edition the invitation was made from (its staff list shows it). */
    fromEditionId: uuid('from_edition_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    scope: jsonb('scope').$type<StaffScope>().notNull().default({}),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('staff_invitations_email_idx').on(t.email), index('staff_invitations_edition_idx').on(t.fromEditionId)],
);
