import { z } from 'zod';
import { DEFAULT_USER_ROLE, PASSWORD_MIN_LENGTH, USER_ROLES } from '../constants';
import { MSG } from '../messages';
import { trimmed } from './common';

export const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ message: 'Please enter a valid email address' }));

const newPasswordSchema = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort)
  .max(200, 'Password is too long');

export const signupSchema = z
  .object({
    fullName: trimmed('Full name', 100),
    email: emailSchema,
    phoneNumber: z
      .string({ message: 'Phone number is required' })
      .trim()
      .regex(/^\+?[0-9 ()-]{6,20}$/, 'Please enter a valid phone number'),
    password: newPasswordSchema,
    confirmPassword: z.string({ message: 'Please confirm your password' }),
    userRole: z.enum(USER_ROLES, { message: `Role must be one of ${USER_ROLES.join(', ')}` }).default(DEFAULT_USER_ROLE),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordsDoNotMatch, path: ['confirmPassword'] });
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const verifyEmailSchema = z.object({ token: z.string().min(10, 'Verification token is missing').max(200) });

export const resendVerificationSchema = z.object({ email: emailSchema });

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string({ message: MSG.resetInvalid }).min(10, MSG.resetInvalid).max(200, MSG.resetInvalid),
    password: newPasswordSchema,
    confirmPassword: z.string({ message: 'Please confirm your password' }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordsDoNotMatch, path: ['confirmPassword'] });
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
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
