export { scheduleGames } from './engine';
export { cupScheduleGames, type CupShape } from './cup';
export { scheduleViolations } from './check';
export { zonedWallClockToEpochMs, zoneOffsetMinutes } from './time';
export * from './types';
