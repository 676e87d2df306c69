/**
 * Bulk entry of teams and players (issue 26): reading CSV files and pasted spreadsheet cells, and
 * checking each row, the same on the device (preview) and on the server (save). A subpath of the
 * package (`@pitchside/shared/import`) so the CSV parser stays out of the fans' pages.
 */
export * from './columns';
export * from './table';
export * from './check';
export * from './schema';
