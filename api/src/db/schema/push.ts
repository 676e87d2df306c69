import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { users } from './people';

/** What a follow names: a team, one game, or a whole edition (event). */
const followKind = (name: string) => text(name).notNull();
const followKindCheck = (column: unknown) => sql`${column} in ('team', 'game', 'event')`;

/** A browser's Web Push subscription (one per device and site), with the language its texts are in. */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  locale: text('locale').notNull().default('en'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** What each subscription follows: the whole list is replaced each time the device sends it. */
export const pushFollows = pgTable(
  'push_follows',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    kind: followKind('kind'),
    targetId: uuid('target_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.kind, t.targetId] }),
    // The outbox triggers ask "does anyone follow this game, its teams or its event?" on every change.
    index('push_follows_target_idx').on(t.kind, t.targetId),
    check('push_follows_kind', followKindCheck(t.kind)),
  ],
);

/** A member's follows, kept on the account so every device they sign in on has them. */
export const accountFollows = pgTable(
  'account_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: followKind('kind'),
    targetId: uuid('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.targetId] }), check('account_follows_kind', followKindCheck(t.kind))],
);

/**
 * Changes to followed games, written by triggers (drizzle/…_push-outbox-triggers.sql) in the same
 * transaction as the change itself, whichever write path made it; a worker turns them into jobs.
 */
export const pushOutbox = pgTable('push_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  gameId: uuid('game_id').notNull(),
  /** 'game' (status, time or pitch changed) or 'goal' (a goal was added). */
  source: text('source').notNull(),
  before: jsonb('before'),
  after: jsonb('after').notNull(),
  createdAt: createdAt(),
});

/** One notification to one subscription: claimed with FOR UPDATE SKIP LOCKED, so it goes out once. */
export const pushJobs = pgTable(
  'push_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    /** Push-service topic: a newer message of the same game replaces one still waiting there. */
    topic: text('topic'),
    attempts: integer('attempts').notNull().default(0),
    /** Due time; while a job is being sent, its lease (another instance takes it over after that). */
    runAt: ts('run_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('push_jobs_due_idx').on(t.runAt, t.id), index('push_jobs_subscription_idx').on(t.subscriptionId)],
);
