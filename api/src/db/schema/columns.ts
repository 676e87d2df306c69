import { timestamp } from 'drizzle-orm/pg-core';

/** Column helpers: every timestamp is timezone-aware and read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();
