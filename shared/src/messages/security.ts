import { PASSWORD_MIN_LENGTH } from '../constants';

/** Texts of the protections against abuse: stronger passwords, cross-site requests, malformed text. */
export const SECURITY_MSG = {
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooCommon: 'This password is one of the most common ones and easy to guess. Please choose another.',
  crossSiteRefused: 'This request came from another website and was refused.',
  malformedText: 'Text contains a broken character. Please retype it.',
} as const;
