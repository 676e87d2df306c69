import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { eventKind } from './enums';

/**
 * Totals for the leaderboards, the home counts and team and player statistics, kept current by
 * database triggers (migration `totals-triggers`) in the same transaction as every goal, status,
 * save, team, event or user change, whatever path made it. A read then costs the same at 1,000 or
 * 100,000 games. They are a summary, never the truth: `npm run stats:rebuild -w @pitchside/api`
 * recounts them from the goals and games and reports any difference.
 *
 * No foreign keys: rows follow their subject through the triggers, and a deletion must be able to
 * subtract from a row whose subject is already gone.
 */

/** One row per team row (club per edition and age group): completed games only. */
export const teamTotals = pgTable(
  'team_totals',
  {
    teamId: uuid('team_id').primaryKey(),
    /** The club (teams.team_id), kept here so a club's wins follow even while its team row is deleted. */
    clubId: uuid('club_id'),
    played: integer('played').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    draws: integer('draws').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    goalsFor: integer('goals_for').notNull().default(0),
    goalsAgainst: integer('goals_against').notNull().default(0),
  },
  (t) => [index('team_totals_club_idx').on(t.clubId)],
);

/** One row per club (teams.team_id): how many team rows it has and its wins across editions. */
export const clubTotals = pgTable(
  'club_totals',
  {
    clubId: uuid('club_id').primaryKey(),
    teamRows: integer('team_rows').notNull().default(0),
    wins: integer('wins').notNull().default(0),
  },
  (t) => [index('club_totals_wins_idx').on(t.wins.desc(), t.clubId)],
);

/** Per player, every game whatever its status: goals and assists of goals not removed, and saves. */
export const playerTotals = pgTable(
  'player_totals',
  {
    userId: uuid('user_id').primaryKey(),
    goals: integer('goals').notNull().default(0),
    assists: integer('assists').notNull().default(0),
    saves: integer('saves').notNull().default(0),
  },
  (t) => [
    index('player_totals_goals_idx').on(t.goals.desc(), t.userId),
    index('player_totals_assists_idx').on(t.assists.desc(), t.userId),
    index('player_totals_saves_idx').on(t.saves.desc(), t.userId),
  ],
);

/** Goals and assists per player and the team row they were credited to (the side's team). */
export const playerTeamTotals = pgTable(
  'player_team_totals',
  {
    userId: uuid('user_id').notNull(),
    teamId: uuid('team_id').notNull(),
    goals: integer('goals').notNull().default(0),
    assists: integer('assists').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId] }), index('player_team_totals_team_idx').on(t.teamId)],
);

/**
 * Per event: completed games and goals. Per event rather than one site-wide row, so goals in two
 * events played at once never wait on each other; the home counts add up one row per event.
 */
export const eventTotals = pgTable('event_totals', {
  eventId: uuid('event_id').primaryKey(),
  kind: eventKind('kind').notNull().default('futsal'),
  completedGames: integer('completed_games').notNull().default(0),
  goals: integer('goals').notNull().default(0),
});

/** Site-wide counters that change rarely: 'players', 'tournaments', 'clubs'. */
export const siteTotals = pgTable('site_totals', {
  name: text('name').primaryKey(),
  n: integer('n').notNull().default(0),
});
