import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  DEFAULT_DISCIPLINE,
  DEFAULT_MATCH_SETTINGS,
  type DisciplineSettings,
  type MatchSettings,
  type ReviewSettings,
  type TiebreakCriterion,
} from '@pitchside/shared';
import { createdAt, ts } from './columns';
import { ageGroups, events } from './events';
import { teams } from './teams';

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
    /**
     * Where and when the slot's game is played, placed by Schedule all while its teams are still
     * "winner of ..." (issue 19): the game takes them when it is made.
     */
    startTime: ts('start_time'),
    pitchId: uuid('pitch_id'),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('knockout_fixtures_slot_unique').on(t.eventId, t.ageGroupId, t.roundSize, t.position)],
);

/**
 * Per age group (or per event without age groups: age_group_id null) choices for its tables and
 * knockout: the ordered tiebreakers, whether a third-place match is played, and the drawing of lots
 * an admin recorded to settle full ties.
 */
export const stageSettings = pgTable(
  'stage_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ageGroupId: uuid('age_group_id').references(() => ageGroups.id, { onDelete: 'cascade' }),
    tiebreakers: jsonb('tiebreakers').$type<TiebreakCriterion[]>().notNull().default(['points', 'goalDifference', 'goalsFor']),
    thirdPlaceMatch: boolean('third_place_match').notNull().default(false),
    /** Team ids in the order the lots fell. */
    drawingOfLots: jsonb('drawing_of_lots').$type<string[]>().notNull().default([]),
    /** Periods, their length and the kind of clock (futsal: 2 x 20 minutes, stopped clock). */
    match: jsonb('match').$type<MatchSettings>().notNull().default(DEFAULT_MATCH_SETTINGS),
    /** Suspensions: games a sending-off costs, and the yellow cards over a stage that cost one (0 = off). */
    discipline: jsonb('discipline').$type<DisciplineSettings>().notNull().default(DEFAULT_DISCIPLINE),
    /** Whether results recorded by scorers wait for an organiser's confirmation before they count. */
    review: jsonb('review').$type<ReviewSettings>().notNull().default({ scorerResults: false }),
  },
  (t) => [unique('stage_settings_scope_unique').on(t.eventId, t.ageGroupId).nullsNotDistinct()],
);

/** Points given or taken off the pitch (a deduction, a walkover award), shown with their reason. */
export const pointsAdjustments = pgTable(
  'points_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ageGroupId: uuid('age_group_id').references(() => ageGroups.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('points_adjustments_scope_idx').on(t.eventId, t.ageGroupId), check('points_adjustments_nonzero', sql`${t.points} <> 0`)],
);
