import { ACCOUNT_MSG } from './messages/account';
import { SECURITY_MSG } from './messages/security';
import { INVITATIONS_MSG } from './messages/invitations';
import { REGISTRATION_MSG } from './messages/registration';
import { EVENTS_TEAMS_MSG } from './messages/events-teams';
import { STAGES_MSG } from './messages/stages';
import { SCHEDULE_MSG } from './messages/schedule';
import { FORMS_MSG } from './messages/forms';
import { GAMES_MSG } from './messages/games';
import { DEVICE_MSG } from './messages/device';
import { PRIVACY_MSG } from './messages/privacy';
import { COACHES_MSG, IMPORT_MSG } from './messages/import';
import { REQUESTS_MSG } from './messages/requests';
import { MATCH_MSG } from './messages/match';
import { PUSH_MSG } from './messages/push';

/** User-facing texts from the specification's error catalogues; the server and the device use the same words. */
export const MSG = {
  ...STAGES_MSG,
  ...SCHEDULE_MSG,
  ...IMPORT_MSG,
  ...COACHES_MSG,
  ...MATCH_MSG,
  ...PUSH_MSG,
  // auth
  passwordsDoNotMatch: 'Passwords do not match',
  verifyEmailFirst: 'Please verify your email before logging in',
  loginFailed: 'Login failed',
  badCredentials: 'Email or Password is incorrect!',
  signupFailed: 'Sign up failed',
  signupSuccess: 'Account created successfully! Please check your email to verify your account.',
  emailTaken: 'An account with this email already exists',
  loginSuccess: 'Login successful',
  logoutSuccess: 'Logged out successfully',
  emailVerified: 'Email verified successfully! You can now log in.',
  verificationInvalid: 'This verification link is invalid or has expired',
  resetLinkSent: 'If an account uses this e-mail, a link to choose a new password is on its way.',
  resetInvalid: 'This reset link is invalid or has expired',
  passwordChanged: 'Password changed successfully! You can now log in.',
  ...DEVICE_MSG,
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  signInRequired: 'Please log in to continue',
  sessionExpired: 'Your session has expired. Please log in again.',
  adminOnly: 'Administrator access required',
  notAllowed: 'You are not allowed to do this here',
  scoreLinkInvalid: 'This score-entry link is not valid: it was revoked, has expired or is mistyped',
  scoreLinkNotYet: 'This score-entry link opens at {from}',
  staffUserUnknown: 'No member has this id',
  staffScopeOutside: 'A pitch or game in the scope is not part of this event',
  staffInviteSent: 'Invitation sent. The role is theirs once they sign up and verify this e-mail address.',
  staffInviteAdded: 'A member already uses this e-mail address: the role is theirs now.',
  staffInviteVolunteer: 'This address belongs to a score-entry link volunteer, who cannot hold a role',
  scoreLinkTime: 'Give the time as a date and time with its offset',
  scoreLinkWindow: 'The link must end after it starts, at most 31 days later',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  serverError: 'Something went wrong on our side. Please try again.',
  badRequest: 'Invalid request',
  invalidJson: 'Request body is not valid JSON',
  conflict: 'This was changed in the meantime. Reload and try again.',
  tooLarge: 'Request body is too large',
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  // events / public
  eventNotFound: 'Event not found',
  eventNotFoundDetail: "The event you're looking for doesn't exist.",
  teamNotFound: 'No team found.',
  gameNotFound: 'Game not found',
  userNotFound: 'User not found',
  // contact
  contactSuccess: "Message sent successfully! We'll get back to you soon.",
  contactFailed: 'Failed to send message. Please try again.',
  // membership
  enterGiftCode: 'Please enter a gift code',
  invalidGiftCode: 'Invalid or already used gift code',
  goldActive: 'Your Gold Membership is now active!',
  goldRequired: 'Gold membership required for full access',
  ...FORMS_MSG,
  ...ACCOUNT_MSG,
  ...GAMES_MSG,
  ...SECURITY_MSG,
  ...REGISTRATION_MSG,
  ...INVITATIONS_MSG,
  ...EVENTS_TEAMS_MSG,
  ...PRIVACY_MSG,
  ...REQUESTS_MSG,
} as const;

/** A message with its {placeholders} filled: the English text the server sends beside the code and params. */
export function fillMessage(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
