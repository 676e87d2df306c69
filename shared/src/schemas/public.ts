/**
 * Response bodies of the public (read side) API, spec public-and-member section 7. The PWA parses
 * these; the API builds them. Field names follow the spec exactly (including `goals_conceided` and
 * `groupStageGoalsConceided`). Images are URLs (or null), dates are ISO strings.
 * Stable contract: fields may be added, never renamed.
 */
export * from './public/refs';
export * from './public/events';
export * from './public/teams';
export * from './public/venues';
export * from './public/games';
export * from './public/users';
export * from './public/rankings';
export * from './public/membership';
export * from './public/queries';
