export { scheduleGames } from './engine';
export { cupScheduleGames, type CupShape } from './cup';
export { zonedWallClockToEpochMs, zoneOffsetMinutes } from './time';
export * from './types';
