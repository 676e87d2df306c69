import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { registrationType, requestStatus, userRole, userType } from './enums';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    /** Null for old-player profiles, which are created by admins and never log in. */
    email: text('email'),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash'),
    userRole: userRole('user_role').notNull().default('Fan'),
    type: userType('type').notNull().default('user'),
    playerId: integer('player_id'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    goldUntil: ts('gold_until'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    instagramUsername: text('instagram_username'),
    /**
     * The player chose to show their Instagram to everyone. Only counts while they are 18 or over
     * (shared/src/privacy/contact.ts); off for everyone until they turn it on.
     */
    showInstagram: boolean('show_instagram').notNull().default(false),
    portraitImage: text('portrait_image'),
    primaryShirtNumber: integer('primary_shirt_number'),
    secondaryShirtNumber: integer('secondary_shirt_number'),
    /** Bumped to invalidate every session of the user (logout everywhere, password change). */
    sessionVersion: integer('session_version').notNull().default(0),
    /**
     * The member's language (en, ar, fr), null until they choose one (sign-up or the language switcher):
     * the app opens in it after login and e-mails go out in it (English while null).
     */
    locale: text('locale'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_player_id_unique').on(t.playerId),
    index('users_full_name_idx').on(t.fullName),
  ],
);

export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

/** Single-use links to choose a new password; only the SHA-256 of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: requestStatus('status').notNull().default('pending'),
    registrationType: registrationType('registration_type').notNull().default('new'),
    selectedOldPlayerId: uuid('selected_old_player_id').references(() => users.id, { onDelete: 'set null' }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    instagramUsername: text('instagram_username'),
    primaryShirtNumber: integer('primary_shirt_number'),
    secondaryShirtNumber: integer('secondary_shirt_number'),
    /** Storage keys; ID photos are private and only served to the request's reviewers (registration/review.ts). */
    portraitImage: text('portrait_image'),
    idFrontPicture: text('id_front_picture'),
    idBackPicture: text('id_back_picture'),
    declineReason: text('decline_reason'),
    flaggedFields: text('flagged_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('registration_requests_user_idx').on(t.userId, t.createdAt),
    index('registration_requests_status_idx').on(t.status),
    // One open request per member, even when two submissions race.
    uniqueIndex('registration_requests_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Signed-in sessions. The session token names one (`sid`), so logging out on one phone ends that
 * session only, and at once; `users.session_version` still ends them all.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
