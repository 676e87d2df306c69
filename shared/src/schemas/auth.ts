import { z } from 'zod';
import { DEFAULT_USER_ROLE, PASSWORD_MIN_LENGTH, USER_ROLES } from '../constants';
import { LOCALES } from '../i18n/locales';
import { trimmed } from './common';
import { coded } from '../i18n/codes';

export const emailSchema = z
  .string({ message: coded('emailRequired') })
  .trim()
  .toLowerCase()
  .min(1, coded('emailRequired'))
  .max(254, coded('emailTooLong'))
  .pipe(z.email({ message: coded('emailInvalid') }));

const newPasswordSchema = z
  .string({ message: coded('passwordRequired') })
  .min(PASSWORD_MIN_LENGTH, coded('passwordTooShort', { min: PASSWORD_MIN_LENGTH }))
  .max(200, coded('passwordTooLong'));

export const localeSchema = z.enum(LOCALES, { message: coded('localeInvalid') });

/** PUT /api/auth/me/locale: the member's language, kept on the account for their e-mails. */
export const localeUpdateSchema = z.object({ locale: localeSchema });
export type LocaleUpdateInput = z.infer<typeof localeUpdateSchema>;

export const signupSchema = z
  .object({
    fullName: trimmed('Full name', 100),
    email: emailSchema,
    phoneNumber: z
      .string({ message: coded('phoneRequired') })
      .trim()
      .regex(/^\+?[0-9 ()-]{6,20}$/, coded('phoneInvalid')),
    password: newPasswordSchema,
    confirmPassword: z.string({ message: coded('confirmPassword') }),
    userRole: z.enum(USER_ROLES, { message: coded('roleInvalid') }).default(DEFAULT_USER_ROLE),
    /** The language the member signed up in; their e-mails go out in it. */
    locale: localeSchema.optional(),
    /** The token of a sign-up link texted to a coach without an account (teams' coach invitations). */
    coachInvite: z.string().max(100).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: coded('passwordsDoNotMatch'), path: ['confirmPassword'] });
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ message: coded('passwordRequired') })
    .min(1, coded('passwordRequired'))
    .max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const verifyEmailSchema = z.object({ token: z.string().min(10, coded('tokenMissing')).max(200) });

export const resendVerificationSchema = z.object({ email: emailSchema });

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ message: coded('resetInvalid') })
      .min(10, coded('resetInvalid'))
      .max(200, coded('resetInvalid')),
    password: newPasswordSchema,
    confirmPassword: z.string({ message: coded('confirmPassword') }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: coded('passwordsDoNotMatch'), path: ['confirmPassword'] });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The signed-in user as the device keeps it (spec: loggedInUser). */
export const sessionUserSchema = z.object({
  id: z.string(),
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  userRole: z.enum(USER_ROLES),
  isVerified: z.boolean(),
  isAdmin: z.boolean(),
  isGold: z.boolean(),
  goldUntil: z.string().nullable(),
  type: z.string(),
  playerId: z.number().nullable(),
  coachingTeams: z.array(z.string()),
  /** The account's language; null until the member chooses one (absent from older stored sessions). */
  locale: z.enum(LOCALES).nullable().optional(),
  /**
   * Roles given per event: an organiser (every edition when editionId is null) or a scorer (one
   * edition, optionally some pitches or games); absent from older stored sessions.
   */
  staffRoles: z
    .array(
      z.object({
        role: z.string(),
        eventSlug: z.string(),
        editionId: z.string().nullable(),
        scope: z.object({ pitches: z.array(z.string()).optional(), games: z.array(z.string()).optional() }),
        viaLink: z.boolean(),
      }),
    )
    .optional(),
  /** Signed in through a score-entry link: a scorer of its scope only, until it ends. */
  volunteer: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/auth/login and /api/auth/score-link: the member now signed in on this device. */
export const signInResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: sessionUserSchema });

/** GET /api/auth/me: the signed-in member, or null for a visitor. */
export const meResponseSchema = z.object({ success: z.literal(true), user: sessionUserSchema.nullable() });
