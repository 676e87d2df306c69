import { z } from 'zod';
import { TEAM_SIZE } from '../../constants';
import { parsePhone } from '../../import/check';
import { emailSchema } from '../auth';
import { intField, optionalId, optionalText, requiredId } from './fields';
import { coded } from '../../i18n/codes';

const teamName = optionalText(80, coded('fieldTooLong', { label: 'Team name', max: 80 }));

/** A coach without an account: the name the team shows until the coach signs up and is linked. */
const coachNameText = z.string().max(100, coded('coachNameTooLong'));
/** The coach's phone as typed, checked to be 7 to 15 digits. */
const coachPhoneText = z
  .string()
  .max(30, coded('importPhoneInvalid'))
  .transform((v, ctx) => {
    const phone = parsePhone(v);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: coded('importPhoneInvalid') });
      return z.NEVER;
    }
    return phone;
  });

/**
 * POST /api/events/{eventId}/teams (multipart: name, teamSize, coach, location, logo, ageGroup,
 * teamId). With `teamId` an existing club is linked: its name, logo and location are kept unless given.
 */
export const teamCreateSchema = z
  .object({
    name: teamName,
    teamSize: intField({ ...TEAM_SIZE, fallback: TEAM_SIZE.default, message: coded('teamSizeRange') }),
    coach: optionalId(coded('coachInvalid')),
    /** Instead of `coach`: a coach who has no account yet. */
    coachName: optionalText(100, coded('coachNameTooLong')),
    coachPhone: optionalText(30, coded('importPhoneInvalid')).pipe(coachPhoneText.optional()),
    location: optionalText(120, coded('fieldTooLong', { label: 'Location', max: 120 })),
    /** Age group id or slug within the event. */
    ageGroup: optionalText(80, coded('ageGroupUnknown')),
    teamId: optionalId(coded('selectTeamToLink')),
    /** 'link' makes a missing teamId the spec's link-mode message rather than a missing name. */
    mode: z.enum(['new', 'link']).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.coach && v.coachName) ctx.addIssue({ code: 'custom', path: ['coachName'], message: coded('coachOrName') });
    if (v.coachPhone && !v.coachName) ctx.addIssue({ code: 'custom', path: ['coachName'], message: coded('importCoachNameRequired') });
    if (v.mode === 'link' && !v.teamId) ctx.addIssue({ code: 'custom', path: ['teamId'], message: coded('selectTeamToLink') });
    else if (!v.teamId && !v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: coded('teamNameRequired') });
  });
export type TeamCreateInput = z.infer<typeof teamCreateSchema>;

/** Blank clears an optional link (coach, captain, age group); absent leaves it as it is. */
const clearable = <T extends z.ZodType<string, string>>(inner: T) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim()))
    .pipe(z.union([z.null(), inner]).optional());

/** PUT /api/teams/{id} (JSON or multipart with an optional new logo): only the fields sent change. */
export const teamUpdateSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, coded('teamNameRequired'))
      .max(80, coded('fieldTooLong', { label: 'Team name', max: 80 }))
      .optional(),
    teamSize: intField({ ...TEAM_SIZE, message: coded('teamSizeRange') }).optional(),
    coach: clearable(z.uuid({ message: coded('coachInvalid') })),
    /** A coach without an account; a name replaces a member coach, and a member coach clears the name. */
    coachName: clearable(coachNameText),
    coachPhone: clearable(coachPhoneText),
    captain: clearable(z.uuid({ message: coded('captainNotInSquad') })),
    location: clearable(z.string().max(120, coded('fieldTooLong', { label: 'Location', max: 120 }))),
    ageGroup: clearable(z.string().max(80, coded('ageGroupUnknown'))),
  })
  .superRefine((v, ctx) => {
    if (v.coach && v.coachName) ctx.addIssue({ code: 'custom', path: ['coachName'], message: coded('coachOrName') });
  });
export type TeamUpdateInput = z.infer<typeof teamUpdateSchema>;

/** POST /api/teams/{id}/players: an existing player joins the squad. */
export const squadAddSchema = z.object({
  userId: requiredId(coded('choosePlayer')),
  shirtNumber: intField({ min: 0, max: 99, message: coded('shirtNumberRange') }).optional(),
});
export type SquadAddInput = z.infer<typeof squadAddSchema>;

/** POST /api/teams/{id}/coach-invite: the coach without an account is asked to sign up, by e-mail or by a text. */
export const coachInviteSchema = z
  .object({
    email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), emailSchema.optional()),
    phone: optionalText(30, coded('importPhoneInvalid')).pipe(coachPhoneText.optional()),
  })
  .refine((v) => v.email || v.phone, { message: coded('coachInviteContact'), path: ['email'] });
export type CoachInviteInput = z.infer<typeof coachInviteSchema>;

/** POST /api/teams/{id}/players/{userId}/move: to another team of the same event. */
export const squadMoveSchema = z.object({ toTeam: requiredId(coded('selectTeam')) });
export type SquadMoveInput = z.infer<typeof squadMoveSchema>;

/** POST /api/users/old-player (spec section 7): a player profile without an account, in a squad. */
export const oldPlayerCreateSchema = z.object({
  name: z
    .string({ message: coded('playerNameRequired') })
    .trim()
    .min(1, coded('playerNameRequired'))
    .max(100, coded('fieldTooLong', { label: 'Player name', max: 100 })),
  team: requiredId(coded('selectTeam')),
  event: requiredId(coded('selectEvent')),
});
export type OldPlayerCreateInput = z.infer<typeof oldPlayerCreateSchema>;

export const OLD_PLAYERS_BATCH_MAX = 50;

/** POST /api/users/old-players: a whole squad pasted one name per line (blank lines skipped). */
export const oldPlayersBatchSchema = z.object({
  names: z
    .union([z.string(), z.array(z.string())], { message: coded('playerNameRequired') })
    .transform((v) => (Array.isArray(v) ? v : v.split(/\r?\n/)).map((n) => n.trim().replace(/\s+/g, ' ')).filter((n) => n !== ''))
    .pipe(
      z
        .array(z.string().max(100, coded('fieldTooLong', { label: 'Player name', max: 100 })))
        .min(1, coded('playerNameRequired'))
        .max(OLD_PLAYERS_BATCH_MAX, coded('tooManyNames')),
    ),
  team: requiredId(coded('selectTeam')),
  event: requiredId(coded('selectEvent')),
});
export type OldPlayersBatchInput = z.infer<typeof oldPlayersBatchSchema>;
