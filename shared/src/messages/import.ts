/**
 * Bulk entry (issue 26): each problem a row can have, by its stable code, and the answers of
 * POST /api/events/{id}/import. Templated texts carry their values in `params`.
 */
export const IMPORT_MSG = {
  importKindInvalid: 'Choose teams or players to import',
  importEmpty: 'There is nothing to import: add at least one row',
  importTooManyRows: 'At most {max} rows can be imported at once',
  importFileUnreadable: 'This file could not be read: save it as CSV in UTF-8',
  importHasProblems: 'Nothing was saved: correct the rows with problems first',
  importReady: 'No problems found: the rows are ready to save',
  importSaved: 'The rows were imported',
  importTooLong: 'This value is too long (at most {max} characters)',
  importAgeGroupRequired: 'Give an age group: this event has age groups',
  importTeamRequired: 'Give the team of this player',
  importTeamUnknown: 'No team of this event has this name',
  importTeamAmbiguous: 'Several teams of this event have this name: give the age group too',
  importDuplicateInFile: 'This name is already on an earlier row',
  importTeamExists: 'A team with this name is already in this event and age group',
  importPlayerExists: 'A player with this name is already in this team',
  importShirtTaken: 'This shirt number is already taken in this team',
  importDateInvalid: 'Date of birth must be a real date, like 2012-03-25 or 25/03/2012',
  importDateOutOfRange: 'Date of birth must be in the past and after 1900',
  importPhoneInvalid: 'A phone number has 7 to 15 digits',
  importCoachNameRequired: 'Give the name of the coach with the phone number',
  importLogoNotFound: 'No chosen logo file has this name',
  importSquadFull: 'This team has no room left for this player: raise its team size first',
} as const;

/** Coaches given by name and phone, and their invitation to sign up (issue 26). */
export const COACHES_MSG = {
  coachOrName: 'Choose a member as coach or type a name, not both',
  coachNameTooLong: 'Coach name must be at most 100 characters',
  coachInviteContact: 'Give an e-mail address or a phone number to invite the coach',
  coachInviteNoName: 'This team has no coach name to invite',
  coachAlreadyLinked: 'The coach of this team already has an account',
  coachInviteSent: 'The coach was invited',
} as const;
