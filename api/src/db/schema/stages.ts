import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('knockout_fixtures_slot_unique').on(t.eventId, t.ageGroupId, t.roundSize, t.position)],
);
