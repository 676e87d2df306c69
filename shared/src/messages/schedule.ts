/** Venues, pitches and scheduling texts (issue 19). Templated ones carry their values as `params`. */
export const SCHEDULE_MSG = {
  scheduleDoesNotFit: '{count} games do not fit on {day} ({ageGroup}): add a day, a pitch, or shorten slots',
  scheduleConflict: 'This time and pitch clash with other games. Confirm to save anyway.',
  gameMoved: 'Game moved',
  noPitches: 'Add a venue with its pitches first',
  pitchUnknown: 'This pitch is not one of the event’s pitches',
  venueUnknown: 'This venue is not one of the event’s venues',
  pitchCodeDuplicate: 'Two pitches have the same code',
  scheduleInvalid: 'The days, times or slot lengths of this schedule cannot be read',
  slotMinutesMissing: 'Give a slot length for every age group to schedule',
  pitchDelayed: 'Later games moved',
  teamWithdrawn: 'Team withdrawn: its remaining games are forfeits',
  teamAlreadyWithdrawn: 'This team has no game left to forfeit',
  forfeitRecorded: 'Forfeit recorded',
  forfeitPlayed: 'This game already has goals: remove them before recording a forfeit',
} as const;
