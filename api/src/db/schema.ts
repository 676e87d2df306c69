import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CONTACT_STATUSES,
  GAME_STATUSES,
  GIFT_DURATIONS,
  INVITATION_STATUSES,
  REQUEST_STATUSES,
  SIDES,
  STAGE_TYPES,
  USER_ROLES,
  USER_TYPES,
} from '@pitchside/shared';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();

export const userRole = pgEnum('user_role', USER_ROLES);
export const userType = pgEnum('user_type', USER_TYPES);
export const gameStatus = pgEnum('game_status', GAME_STATUSES);
export const stageType = pgEnum('stage_type', STAGE_TYPES);
export const side = pgEnum('side', SIDES);
export const giftDuration = pgEnum('gift_duration', GIFT_DURATIONS);
export const contactStatus = pgEnum('contact_status', CONTACT_STATUSES);
export const requestStatus = pgEnum('request_status', REQUEST_STATUSES);
export const invitationStatus = pgEnum('invitation_status', INVITATION_STATUSES);
export const registrationType = pgEnum('registration_type', ['new', 'old']);
/** Futsal and street football are counted apart on the home page. */
export const eventKind = pgEnum('event_kind', ['futsal', 'street']);

/** Public numeric player ids (spec: playerId), handed out when a user becomes a player. */
export const playerIdSeq = pgSequence('player_id_seq', { startWith: 1001 });

/**
 * Sync versions (DESIGN.md section 5): every change to a synced row takes the next value, inside a
 * transaction that holds its event's advisory lock, so versions within an event follow commit order.
 */
export const syncVersionSeq = pgSequence('sync_version_seq', { startWith: 1 });

// ---------------------------------------------------------------- people

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
    portraitImage: text('portrait_image'),
    primaryShirtNumber: integer('primary_shirt_number'),
    secondaryShirtNumber: integer('secondary_shirt_number'),
    /** Bumped to invalidate every session of the user (logout everywhere, password change). */
    sessionVersion: integer('session_version').notNull().default(0),
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
    /** Storage keys; ID photos are private and only served to admins. */
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
  (t) => [index('registration_requests_user_idx').on(t.userId, t.createdAt), index('registration_requests_status_idx').on(t.status)],
);

// ---------------------------------------------------------------- events

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Display name of the series, e.g. "Beirut Schools Futsal Cup". */
    name: text('name').notNull(),
    /** Shared by every edition of a series: /events/{slug}. */
    slug: text('slug').notNull(),
    edition: integer('edition').notNull().default(1),
    kind: eventKind('kind').notNull().default('futsal'),
    logo: text('logo'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** Stage used when the event has no age groups. */
    stageType: stageType('stage_type').notNull().default('Group Stage'),
    startsOn: date('starts_on', { mode: 'string' }),
    /** Sync version of the event's own row (DESIGN.md section 5). */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('events_slug_edition_unique').on(t.slug, t.edition), check('events_edition_positive', sql`${t.edition} >= 1`)],
);

export const ageGroups = pgTable(
  'age_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    label: text('label'),
    slug: text('slug').notNull(),
    stageType: stageType('stage_type').notNull().default('Group Stage'),
    groupsCount: integer('groups_count').notNull().default(4),
    teamsPerGroup: integer('teams_per_group').notNull().default(4),
    advancingTeams: integer('advancing_teams').notNull().default(2),
    knockoutTeams: integer('knockout_teams').notNull().default(4),
    leagueTeams: integer('league_teams').notNull().default(10),
    position: integer('position').notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('age_groups_event_slug_unique').on(t.eventId, t.slug)],
);

// ---------------------------------------------------------------- teams

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

// ---------------------------------------------------------------- stages

export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ageGroupId: uuid('age_group_id').references(() => ageGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('groups_event_idx').on(t.eventId, t.ageGroupId, t.position)],
);

export const groupTeams = pgTable(
  'group_teams',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.teamId] }),
    uniqueIndex('group_teams_slot_unique').on(t.groupId, t.slot),
    index('group_teams_team_idx').on(t.teamId),
  ],
);

export const knockoutFixtures = pgTable(
  'knockout_fixtures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ageGroupId: uuid('age_group_id').references(() => ageGroups.id, { onDelete: 'cascade' }),
    /** 'Round of 32', 'Round of 16', 'Quarter Finals', 'Semi Finals', 'Final'. */
    roundName: text('round_name').notNull(),
    /** Teams in the round (32, 16, 8, 4, 2): orders rounds without parsing names. */
    roundSize: integer('round_size').notNull(),
    position: integer('position').notNull(),
    homeTeamId: uuid('home_team_id').references(() => teams.id, { onDelete: 'set null' }),
    awayTeamId: uuid('away_team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** Set by hand by an admin; otherwise derived from the linked game's result. */
    winnerId: uuid('winner_id').references(() => teams.id, { onDelete: 'set null' }),
    gameId: uuid('game_id'),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('knockout_fixtures_slot_unique').on(t.eventId, t.ageGroupId, t.roundSize, t.position)],
);

// ---------------------------------------------------------------- games

export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ageGroupId: uuid('age_group_id').references(() => ageGroups.id, { onDelete: 'set null' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    homeTeamId: uuid('home_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    awayTeamId: uuid('away_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    status: gameStatus('status').notNull().default('Not Scheduled'),
    startTime: ts('start_time'),
    location: text('location'),
    round: text('round').notNull().default(''),
    mvpId: uuid('mvp_id').references(() => users.id, { onDelete: 'set null' }),
    /** Shoot-out score; both null when there was no shoot-out. */
    homePenalties: integer('home_penalties'),
    awayPenalties: integer('away_penalties'),
    // Who set each compare-and-set field and when: returned with a conflict (DESIGN.md section 5).
    statusSetBy: uuid('status_set_by').references(() => users.id, { onDelete: 'set null' }),
    statusSetAt: ts('status_set_at'),
    mvpSetBy: uuid('mvp_set_by').references(() => users.id, { onDelete: 'set null' }),
    mvpSetAt: ts('mvp_set_at'),
    penaltiesSetBy: uuid('penalties_set_by').references(() => users.id, { onDelete: 'set null' }),
    penaltiesSetAt: ts('penalties_set_at'),
    /** Sync version: the sequence value of the latest change (DESIGN.md section 5). */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('games_event_idx').on(t.eventId, t.ageGroupId, t.status),
    index('games_event_version_idx').on(t.eventId, t.version),
    index('games_home_idx').on(t.homeTeamId),
    index('games_away_idx').on(t.awayTeamId),
    check('games_teams_differ', sql`${t.homeTeamId} <> ${t.awayTeamId}`),
    check('games_penalties_pair', sql`(${t.homePenalties} is null) = (${t.awayPenalties} is null)`),
    check('games_penalties_nonneg', sql`coalesce(${t.homePenalties}, 0) >= 0 and coalesce(${t.awayPenalties}, 0) >= 0`),
  ],
);

export const goals = pgTable(
  'goals',
  {
    /** Made on the device, so a retried push never adds the goal twice. */
    id: uuid('id').primaryKey(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** Denormalised for scoped pulls. */
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    side: side('side').notNull(),
    minute: integer('minute').notNull(),
    scorerId: uuid('scorer_id').references(() => users.id, { onDelete: 'set null' }),
    scorerName: text('scorer_name').notNull(),
    assistId: uuid('assist_id').references(() => users.id, { onDelete: 'set null' }),
    assistName: text('assist_name'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Tombstone: removed goals stay so a second removal, or a late pull, sees the delete. */
    deletedAt: ts('deleted_at'),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('goals_game_idx').on(t.gameId),
    index('goals_event_version_idx').on(t.eventId, t.version),
    index('goals_scorer_idx').on(t.scorerId),
    index('goals_assist_idx').on(t.assistId),
    check('goals_minute_nonneg', sql`${t.minute} >= 0`),
  ],
);

export const goalkeeperSaves = pgTable(
  'goalkeeper_saves',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    saves: integer('saves').notNull().default(0),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    setAt: ts('set_at'),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.playerId] }),
    index('saves_event_version_idx').on(t.eventId, t.version),
    check('saves_nonneg', sql`${t.saves} >= 0`),
  ],
);

/** Who changed which game, when and how: readable per game by admins. */
export const gameAudit = pgTable(
  'game_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    detail: jsonb('detail').notNull().default({}),
    /** Where the change came from: 'sync' (with client and mutation id) or 'rest'. */
    source: text('source').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('game_audit_game_idx').on(t.gameId, t.at)],
);

// ---------------------------------------------------------------- rankings, membership, contact

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

// ---------------------------------------------------------------- sync (DESIGN.md section 5)

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
