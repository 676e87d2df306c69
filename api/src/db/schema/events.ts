import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { eventKind, stageType } from './enums';

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
    /** [winner, loser] goals of a forfeited game (issue 19). */
    forfeitScore: jsonb('forfeit_score').$type<[number, number]>().notNull().default([3, 0]),
    /**
     * Game length plus changeover and the minimum rest between two games of a team, as the last
     * Schedule all used them: a move by hand and a delay check clashes with the same rules.
     */
    slotMinutes: integer('slot_minutes'),
    minRestMinutes: integer('min_rest_minutes'),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('age_groups_event_slug_unique').on(t.eventId, t.slug)],
);
