/** Texts of the contact-details rule (shared/src/privacy). */
export const PRIVACY_MSG = {
  contactMinor: 'Players under 18 cannot show their contact details publicly',
  showInstagramInvalid: 'Choose whether to show your Instagram: true or false',
} as const;
