/** Texts of the protections against abuse: stronger passwords, cross-site requests, malformed text. */
export const SECURITY_MSG = {
  passwordTooCommon: 'This password is one of the most common ones and easy to guess. Please choose another.',
  crossSiteRefused: 'This request came from another website and was refused.',
  malformedText: 'Text contains a broken character. Please retype it.',
  offlineScopeInvalid: 'scope must be live, or left out for the whole edition',
  squadPlayerIdInvalid: 'userId must be a player id',
  invalidForm: 'The form could not be read. Please send it again.',
} as const;
