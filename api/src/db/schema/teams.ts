import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { invitationStatus } from './enums';
import { ageGroups, events } from './events';
import { users } from './people';

export const teams = pgTable(
  'teams',
  {
    /** One row per club per edition and age group. */
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable id linking one club across editions ("Link Existing Team"). */
    teamId: uuid('team_id').notNull().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    logo: text('logo'),
    location: text('location'),
    coachId: uuid('coach_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A coach without an account yet: a name and phone the organiser typed. The team reads this name
     * until the coach signs up through an invitation and `coach_id` is set.
     */
    coachName: text('coach_name'),
    coachPhone: text('coach_phone'),
    /** The address the coach was invited at: the account verified at it becomes the coach. */
    coachInviteEmail: text('coach_invite_email'),
    /** SHA-256 of the sign-up link's token sent to the coach's phone (the organiser texts the link). */
    coachInviteTokenHash: text('coach_invite_token_hash'),
    /** Signed up through that link with the invited phone number: becomes the coach once the e-mail is verified. */
    coachClaimedBy: uuid('coach_claimed_by').references(() => users.id, { onDelete: 'set null' }),
    coachInvitedAt: ts('coach_invited_at'),
    captainId: uuid('captain_id').references(() => users.id, { onDelete: 'set null' }),
    teamSize: integer('team_size').notNull().default(20),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ageGroupId: uuid('age_group_id').references(() => ageGroups.id, { onDelete: 'set null' }),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('teams_event_idx').on(t.eventId, t.ageGroupId),
    index('teams_team_id_idx').on(t.teamId),
    index('teams_name_idx').on(t.name),
    index('teams_coach_invite_email_idx')
      .on(t.coachInviteEmail)
      .where(sql`${t.coachInviteEmail} is not null`),
    uniqueIndex('teams_coach_invite_token_unique').on(t.coachInviteTokenHash),
    check('teams_size_range', sql`${t.teamSize} between 1 and 50`),
  ],
);

export const teamPlayers = pgTable(
  'team_players',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shirtNumber: integer('shirt_number'),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_players_user_idx').on(t.userId)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedById: uuid('invited_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: invitationStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    respondedAt: ts('responded_at'),
  },
  (t) => [
    index('invitations_user_idx').on(t.userId, t.status),
    // One open invitation per player and team.
    uniqueIndex('invitations_pending_unique')
      .on(t.teamId, t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
