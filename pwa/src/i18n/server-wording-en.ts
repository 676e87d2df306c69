/**
 * Where the app words a server message in English differently from the server's text (a plural the
 * server's plain text cannot make, a screen's yes/no for the API's true/false). Every other English
 * text of a message code is MSG's own, taken at build time (i18n-catalogs.ts), never copied here.
 */
export const EN_WORDING: Readonly<Record<string, string>> = {
  scheduleDoesNotFit:
    '{count, plural, one {# game does not fit} other {# games do not fit}} on {day} ({ageGroup}): add a day, a pitch, or shorten slots',
  showInstagramInvalid: 'Choose whether to show your Instagram: yes or no',
};
