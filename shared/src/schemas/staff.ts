import { z } from 'zod';
import { coded } from '../i18n/codes';
import { emailSchema } from './auth';
import { uuidParam } from './common';

/** What a scorer may touch: games on these pitches, or these games; neither means the whole edition. */
export const staffScopeSchema = z
  .object({
    pitches: z.array(uuidParam).max(50).optional(),
    games: z.array(uuidParam).max(500).optional(),
  })
  .strict();
export type StaffScopeInput = z.infer<typeof staffScopeSchema>;

export const STAFF_ROLE_NAMES = ['organiser', 'scorer'] as const;

export const staffEntrySchema = z
  .object({
    userId: uuidParam,
    role: z.enum(STAFF_ROLE_NAMES, { message: coded('mustBeOneOf', { label: 'Role', values: STAFF_ROLE_NAMES.join(', ') }) }),
    scope: staffScopeSchema.optional(),
    /** An organiser of every edition of the event (the default) or of this edition only. */
    editions: z.enum(['all', 'this'], { message: coded('mustBeOneOf', { label: 'Editions', values: 'all, this' }) }).optional(),
    /** An organiser who also reviews player registrations (and so sees ID photos); organisers only. */
    reviewRegistrations: z.boolean().optional(),
  })
  .strict()
  .refine((s) => !s.reviewRegistrations || s.role === 'organiser', {
    path: ['reviewRegistrations'],
    message: coded('mustBeOneOf', { label: 'Role', values: 'organiser' }),
  });

/** PUT /api/events/:id/staff: the whole list, as the spec's PUTs. */
export const staffListSchema = z.object({ staff: z.array(staffEntrySchema).max(200) }).strict();
export type StaffListInput = z.infer<typeof staffListSchema>;

/**
 * POST /api/events/:id/staff/invitations: a role for whoever has this address. A member who has it
 * gets the role at once; otherwise an e-mail invites them to sign up, and the role is theirs once
 * they verify this address.
 */
export const staffInviteSchema = z
  .object({
    email: emailSchema,
    role: z.enum(STAFF_ROLE_NAMES, { message: coded('mustBeOneOf', { label: 'Role', values: STAFF_ROLE_NAMES.join(', ') }) }),
    scope: staffScopeSchema.optional(),
    editions: z.enum(['all', 'this'], { message: coded('mustBeOneOf', { label: 'Editions', values: 'all, this' }) }).optional(),
  })
  .strict();
export type StaffInviteInput = z.infer<typeof staffInviteSchema>;

const when = z.iso.datetime({ offset: true, message: coded('scoreLinkTime') });

/** POST /api/events/:id/score-links. */
export const scoreLinkCreateSchema = z
  .object({
    label: z.string().trim().min(1, coded('nameRequired')).max(100, coded('nameTooLong')),
    pitches: z.array(uuidParam).max(50).optional(),
    games: z.array(uuidParam).max(500).optional(),
    validFrom: when,
    validUntil: when,
  })
  .strict();
export type ScoreLinkCreateInput = z.infer<typeof scoreLinkCreateSchema>;

/** POST /api/auth/score-link: the token from the link and the volunteer's name, for the trail. */
export const scoreLinkLoginSchema = z
  .object({
    token: z.string().min(1, coded('scoreLinkInvalid')).max(100, coded('scoreLinkInvalid')),
    name: z.string().trim().min(1, coded('nameRequired')).max(100, coded('nameTooLong')),
  })
  .strict();
export type ScoreLinkLoginInput = z.infer<typeof scoreLinkLoginSchema>;

/** GET /api/events/{id}/score-links: the links as listed (never their secret). */
export const scoreLinksResponseSchema = z.object({
  success: z.literal(true),
  links: z.array(
    z.object({
      _id: z.string(),
      label: z.string(),
      pitches: z.array(z.string()),
      games: z.array(z.string()),
      validFrom: z.string(),
      validUntil: z.string(),
      revokedAt: z.string().nullable(),
    }),
  ),
});

/** POST /api/events/{id}/score-links: the secret is only in `url`, shown once. */
export const scoreLinkCreatedResponseSchema = z.object({
  success: z.literal(true),
  link: z.object({ _id: z.string(), url: z.string(), label: z.string(), validUntil: z.string() }),
});
