/**
 * The shared schemas of the forms fans and members open (sign-in, sign-up, a new verification link, contact, password reset,
 * gift code, a coach's invitation, player registration), loaded only when such a form opens
 * (`schema: () => import('./form-schemas').then(...)` in useSubmit): a static import would put zod
 * into the fans' first load and precache (docs/decisions/0006). The build keeps this chunk, and zod
 * with it, out of the precache (pwa/scripts/admin-only-files.ts).
 */
export {
  contactSchema,
  forgotPasswordSchema,
  loginSchema,
  playerRegistrationFieldsSchema,
  redeemCodeSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  sendInvitationSchema,
  signupSchema,
} from '@pitchside/shared';
