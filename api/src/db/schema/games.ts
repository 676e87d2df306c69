import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { ClockState } from '@pitchside/shared';
import { createdAt, ts } from './columns';
import { gameStage, gameStatus, side } from './enums';
import { ageGroups, events } from './events';
import { users } from './people';
import { groups } from './stages';
import { teams } from './teams';
import { pitches } from './venues';

export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ageGroupId: uuid('age_group_id').references(() => ageGroups.id, { onDelete: 'set null' }),
    /** The stage the game counts in: a group game counts only in its group's table (groupId). */
    stage: gameStage('stage').notNull().default('friendly'),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    homeTeamId: uuid('home_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    awayTeamId: uuid('away_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    status: gameStatus('status').notNull().default('Not Scheduled'),
    startTime: ts('start_time'),
    /** The display name of the pitch with its venue while pitchId is set (kept in step on a rename). */
    location: text('location'),
    pitchId: uuid('pitch_id').references(() => pitches.id, { onDelete: 'set null' }),
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
    scheduleSetBy: uuid('schedule_set_by').references(() => users.id, { onDelete: 'set null' }),
    scheduleSetAt: ts('schedule_set_at'),
    /** The match clock, a synced value so it survives a reload or a dead phone; null before kick-off. */
    clock: jsonb('clock').$type<ClockState>(),
    clockSetBy: uuid('clock_set_by').references(() => users.id, { onDelete: 'set null' }),
    clockSetAt: ts('clock_set_at'),
    /**
     * The side that forfeited (or did not show): the game counts as won by the other side with the
     * age group's forfeit score, without goal rows, so scorer statistics stay true.
     */
    forfeit: side('forfeit'),
    /**
     * A result a scorer recorded in an age group that asks for review: it counts in no table, bracket
     * or total until an organiser or site admin confirms it (confirmed_by, confirmed_at).
     */
    awaitingConfirmation: boolean('awaiting_confirmation').notNull().default(false),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: ts('confirmed_at'),
    /** Sync version: the sequence value of the latest change (DESIGN.md section 5). */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('games_event_idx').on(t.eventId, t.ageGroupId, t.status),
    index('games_event_version_idx').on(t.eventId, t.version),
    index('games_event_stage_idx').on(t.eventId, t.ageGroupId, t.stage, t.groupId),
    index('games_home_idx').on(t.homeTeamId),
    index('games_away_idx').on(t.awayTeamId),
    index('games_pitch_idx').on(t.pitchId, t.startTime),
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
    /**
     * An own goal counts for `side`; the player who put it in his own net (of the other side) is
     * `ownGoalBy`, never `scorerId`, so it is in nobody's scoring record (the totals read scorer_id).
     */
    ownGoal: boolean('own_goal').notNull().default(false),
    ownGoalBy: uuid('own_goal_by').references(() => users.id, { onDelete: 'set null' }),
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
    check('goals_own_goal_scorer', sql`not ${t.ownGoal} or (${t.scorerId} is null and ${t.assistId} is null)`),
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
    // A player's career reads their saves game by game.
    index('saves_player_idx').on(t.playerId),
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
