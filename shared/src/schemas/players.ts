import { z } from 'zod';
import { FLAGGABLE_FIELDS, INVITATION_STATUSES, REQUEST_STATUSES, USER_ROLES } from '../constants';
import { coded } from '../i18n/codes';

const uuid = z.uuid({ message: coded('invalidId') });
/** Multipart fields arrive as strings; a blank one means "not given". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const OLDEST_YEARS = 100;

/** A birth date as YYYY-MM-DD: a real calendar day, in the past, and not more than a century ago. */
export const dateOfBirthSchema = z
  .string({ message: coded('dobRequired') })
  .trim()
  .min(1, coded('dobRequired'))
  .refine((v) => {
    if (!ISO_DATE.test(v)) return false;
    const d = new Date(`${v}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) return false;
    const now = new Date();
    return d < now && d.getUTCFullYear() > now.getUTCFullYear() - OLDEST_YEARS;
  }, coded('dobInvalid'));

/** Instagram handles: letters, digits, dots and underscores, at most 30; a leading @ is dropped. */
export const instagramSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().replace(/^@/, '') : v),
  z.union([z.literal(''), z.string().regex(/^[A-Za-z0-9._]{1,30}$/, coded('instagramInvalid'))]).transform((v) => v || null),
);

const shirtNumber = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ message: coded('shirtNumberInvalid') })
    .int(coded('shirtNumberInvalid'))
    .min(0, coded('shirtNumberInvalid'))
    .max(99, coded('shirtNumberInvalid'))
    .optional(),
);

/**
 * The text fields of POST /api/users/player-registration (multipart; the three images travel beside
 * them). `userId`, when sent, must be the caller; `requestId` marks an update of a declined request.
 */
export const playerRegistrationFieldsSchema = z
  .object({
    userId: z.preprocess(blankToUndefined, uuid.optional()),
    dateOfBirth: z.preprocess((v) => (v === undefined || v === null ? '' : v), dateOfBirthSchema),
    registrationType: z.preprocess(blankToUndefined, z.enum(['new', 'old'], { message: coded('registrationTypeInvalid') }).default('new')),
    instagramUsername: z.preprocess((v) => (v === undefined || v === null ? '' : v), instagramSchema),
    selectedOldPlayerId: z.preprocess(blankToUndefined, uuid.optional()),
    requestId: z.preprocess(blankToUndefined, uuid.optional()),
    primaryShirtNumber: shirtNumber,
    secondaryShirtNumber: shirtNumber,
  })
  .refine((v) => v.registrationType !== 'old' || !!v.selectedOldPlayerId, {
    message: coded('oldPlayerRequired'),
    path: ['selectedOldPlayerId'],
  });
export type PlayerRegistrationFields = z.infer<typeof playerRegistrationFieldsSchema>;

/** POST /api/admin/requests/:id/decline. */
export const declineRequestSchema = z.object({
  reason: z
    .string({ message: coded('declineReasonRequired') })
    .trim()
    .min(1, coded('declineReasonRequired'))
    .max(500, coded('fieldTooLong', { label: 'The reason', max: 500 })),
  flaggedFields: z
    .array(z.enum(FLAGGABLE_FIELDS, { message: coded('flaggedFieldsAmong', { values: FLAGGABLE_FIELDS.join(', ') }) }))
    .max(FLAGGABLE_FIELDS.length)
    .default([])
    .transform((list) => [...new Set(list)]),
});
export type DeclineRequestInput = z.input<typeof declineRequestSchema>;
export type DeclineRequest = z.output<typeof declineRequestSchema>;

/** A member's own view of a request: never the ID photos. */
export const registrationRequestSchema = z.object({
  _id: z.string(),
  status: z.enum(REQUEST_STATUSES),
  registrationType: z.enum(['new', 'old']),
  createdAt: z.string(),
  updatedAt: z.string(),
  dateOfBirth: z.string(),
  instagramUsername: z.string().nullable(),
  declineReason: z.string().nullable(),
  flaggedFields: z.array(z.enum(FLAGGABLE_FIELDS)),
  selectedOldPlayerId: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;
export const registrationRequestsResponseSchema = z.object({ success: z.literal(true), requests: z.array(registrationRequestSchema) });
export type RegistrationRequestsResponse = z.infer<typeof registrationRequestsResponseSchema>;

/** A pending request as the admin reviews it (admin section 3); image URLs are admin-only for ID photos. */
export const adminRequestSchema = registrationRequestSchema.extend({
  userId: z.object({
    _id: z.string(),
    fullName: z.string(),
    userRole: z.enum(USER_ROLES),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
  }),
  primaryShirtNumber: z.number().int().nullable(),
  secondaryShirtNumber: z.number().int().nullable(),
  portraitImage: z.string().nullable(),
  idFrontPicture: z.string().nullable(),
  idBackPicture: z.string().nullable(),
  selectedOldPlayerId: z.object({ _id: z.string(), fullName: z.string(), team: z.array(z.object({ name: z.string() })) }).nullable(),
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;
export const adminRequestsResponseSchema = z.object({ success: z.literal(true), requests: z.array(adminRequestSchema) });
export type AdminRequestsResponse = z.infer<typeof adminRequestsResponseSchema>;

export const requestStatsSchema = z.object({ pending: z.number(), approved: z.number(), rejected: z.number(), total: z.number() });
export type RequestStats = z.infer<typeof requestStatsSchema>;

/** POST /api/invitations/send. The caller must coach the team; `coachId`, when sent, must be the caller. */
export const sendInvitationSchema = z.object({
  teamId: uuid,
  playerId: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: coded('playerIdRequired') })
      .int(coded('playerIdInvalid'))
      .positive(coded('playerIdInvalid'))
      .max(2_147_483_647, coded('playerIdInvalid')),
  ),
  coachId: z.preprocess(blankToUndefined, uuid.optional()),
});
export type SendInvitationInput = z.input<typeof sendInvitationSchema>;
export type SendInvitation = z.output<typeof sendInvitationSchema>;

/** The optional `{ userId }` of accept and decline, and the `?userId=` of the reads: always the caller. */
export const invitationUserSchema = z.object({ userId: z.preprocess(blankToUndefined, uuid.optional()) });

export const invitationSchema = z.object({
  _id: z.string(),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
  team: z.object({ _id: z.string(), name: z.string(), logo: z.string().nullable() }),
  invitedBy: z.object({ fullName: z.string() }),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationsResponseSchema = z.object({ success: z.literal(true), invitations: z.array(invitationSchema) });
export type InvitationsResponse = z.infer<typeof invitationsResponseSchema>;
/** GET /api/invitations/count: the member's invitations waiting for an answer. */
export const invitationCountResponseSchema = z.object({ success: z.literal(true), count: z.number().int() });
/** POST /api/invitations/send: the player invited, named in the message. */
export const invitationSentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  player: z.object({ fullName: z.string() }),
});
