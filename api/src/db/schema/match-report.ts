import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { CardKind } from '@pitchside/shared';
import { createdAt, ts } from './columns';
import { side } from './enums';
import { events } from './events';
import { games } from './games';
import { users } from './people';

/**
 * The futsal match report beside the goals: cards, accumulated fouls, timeouts and who played. Ids of
 * cards, fouls and timeouts are made on the device (like goals), so a retried push never adds one twice;
 * removed rows stay as tombstones so a late re-add of the same id stays a no-op.
 */

export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    side: side('side').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CardKind>().notNull(),
    minute: integer('minute').notNull(),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deletedAt: ts('deleted_at'),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('cards_game_idx').on(t.gameId),
    // Careers and suspensions read a player's cards.
    index('cards_player_idx').on(t.playerId),
    check('cards_kind', sql`${t.kind} in ('yellow', 'secondYellow', 'red')`),
    check('cards_minute_nonneg', sql`${t.minute} >= 0`),
  ],
);

export const fouls = pgTable(
  'fouls',
  {
    id: uuid('id').primaryKey(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    side: side('side').notNull(),
    /** Extra time counts with the second half. */
    half: integer('half').notNull(),
    minute: integer('minute'),
    playerId: uuid('player_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deletedAt: ts('deleted_at'),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('fouls_game_idx').on(t.gameId),
    check('fouls_half', sql`${t.half} in (1, 2)`),
    check('fouls_minute_nonneg', sql`${t.minute} is null or ${t.minute} >= 0`),
  ],
);

export const timeouts = pgTable(
  'timeouts',
  {
    id: uuid('id').primaryKey(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    side: side('side').notNull(),
    half: integer('half').notNull(),
    minute: integer('minute'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('timeouts_game_idx').on(t.gameId),
    check('timeouts_half', sql`${t.half} in (1, 2)`),
    check('timeouts_minute_nonneg', sql`${t.minute} is null or ${t.minute} >= 0`),
  ],
);

/** One game side's lineup: who played, shirt numbers, goalkeepers. Set as a whole (compare-and-set). */
export interface LineupEntry {
  playerId: string;
  shirt?: number | null;
  goalkeeper?: boolean;
}

export const gameLineups = pgTable(
  'game_lineups',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    side: side('side').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    players: jsonb('players').$type<LineupEntry[]>().notNull().default([]),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    setAt: ts('set_at'),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.side] })],
);

/**
 * An organiser's decision on a computed suspension: `lift` lets the player play in the game,
 * `extend` keeps him out of his team's next `games` games after it. Kept apart from the cards so
 * the computation stays the rule's, and a decision whose suspension vanishes (its card removed)
 * has nothing left to act on.
 */
export const suspensionOverrides = pgTable(
  'suspension_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    action: text('action').$type<'lift' | 'extend'>().notNull(),
    games: integer('games'),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('suspension_overrides_event_idx').on(t.eventId, t.createdAt),
    check('suspension_overrides_action', sql`${t.action} in ('lift', 'extend')`),
    check('suspension_overrides_games', sql`(${t.action} = 'lift') = (${t.games} is null) and coalesce(${t.games}, 1) between 1 and 10`),
  ],
);
