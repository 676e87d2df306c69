/** Accounts, languages, membership, events and teams: answers beyond the spec's error catalogue. */
export const ACCOUNT_MSG = {
  resendSent: 'If that account is waiting for verification, a new link is on its way.',
  localeInvalid: 'Language must be one of en, ar, fr',
  localeSaved: 'Language saved',
  giftRedeemed: 'Gift code redeemed successfully!',
  giftCodesGenerated: 'Successfully generated {n} gift codes!',
  unknownAgeGroup: 'Unknown age group "{ageGroup}" for this event',
  editionInvalid: 'edition must be a whole number from 1',
  eventIdInvalid: 'eventId must be an event id',
  ageGroupNeedsEvent: 'ageGroup needs an eventId',
  teamFound: 'Team found',
  coachOnly: 'Only the coach of this team can do this',
  noData: 'No data available yet',
} as const;
