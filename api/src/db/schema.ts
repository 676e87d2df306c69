/**
 * The database schema, one file per area; drizzle-kit generates the migrations from it.
 */
export * from './schema/enums';
export * from './schema/people';
export * from './schema/events';
export * from './schema/teams';
export * from './schema/stages';
export * from './schema/venues';
export * from './schema/games';
export * from './schema/community';
export * from './schema/sync';
export * from './schema/rate-limits';
export * from './schema/admin-audit';
export * from './schema/totals';
export * from './schema/uploads';
export * from './schema/push';
export * from './schema/match-report';
export * from './schema/staff';
