import { z } from 'zod';
import { AGE_GROUP_LIMITS, STAGE_TYPES } from '../../constants';
import { slugify } from '../../format';
import { intField, optionalText } from './fields';
import { venuesInputSchema } from './schedule';
import { coded } from '../../i18n/codes';

const PHONE_RE = /^\+?[0-9 ()./-]{6,20}$/;

/** Event contact info: both optional, each checked when given. */
export const contactInfoSchema = z.object(
  {
    email: optionalText(254, coded('contactEmailInvalid')).pipe(z.email({ message: coded('contactEmailInvalid') }).optional()),
    phone: optionalText(20, coded('contactPhoneInvalid')).pipe(z.string().regex(PHONE_RE, coded('contactPhoneInvalid')).optional()),
  },
  { message: coded('contactInfoInvalid') },
);
export type ContactInfoInput = z.infer<typeof contactInfoSchema>;

/** `contact_info` arrives as JSON text in the multipart create form (spec section 7), or as an object. */
const contactInfoField = z
  .union([z.string(), z.record(z.string(), z.unknown())], { message: coded('contactInfoInvalid') })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || (typeof v === 'string' && v.trim() === '')) return {};
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: coded('contactInfoInvalid') });
      return z.NEVER;
    }
  })
  .pipe(contactInfoSchema);

/**
 * POST /api/events (multipart fields; the logo file is checked apart). `event` names the series: an
 * existing series gets its next edition unless `event_edition` says which.
 */
export const eventCreateSchema = z.object({
  event: z
    .string({ message: coded('selectEvent') })
    .trim()
    .min(1, coded('selectEvent'))
    .max(120, coded('fieldTooLong', { label: 'Event name', max: 120 })),
  contact_info: contactInfoField,
  event_edition: intField({ min: 1, max: 1000, message: coded('wholeNumberRange', { label: 'Edition', min: 1, max: 1000 }) }).optional(),
});
export type EventCreateInput = z.infer<typeof eventCreateSchema>;

const L = AGE_GROUP_LIMITS;

/** One age group as the edit form sends it (spec sections 3, 5 and 9: fields, ranges, defaults). */
export const ageGroupInputSchema = z.object({
  /** Absent for a new age group. */
  _id: z.uuid({ message: coded('ageGroupUnknown') }).optional(),
  name: z
    .string({ message: coded('ageGroupNameRequired') })
    .trim()
    .min(1, coded('ageGroupNameRequired'))
    .max(60, coded('fieldTooLong', { label: 'Age group name', max: 60 })),
  label: optionalText(60, 'Age group label must be at most 60 characters'),
  stageType: z
    .enum(STAGE_TYPES, { message: coded('mustBeOneOf', { label: 'Stage type', values: STAGE_TYPES.join(', ') }) })
    .default('Group Stage'),
  groupsCount: intField({ ...L.groupsCount, fallback: L.groupsCount.default, message: coded('groupsCountRange') }),
  teamsPerGroup: intField({ ...L.teamsPerGroup, fallback: L.teamsPerGroup.default, message: coded('teamsPerGroupRange') }),
  advancingTeams: intField({ ...L.advancingTeams, fallback: L.advancingTeams.default, message: coded('advancingTeamsRange') }),
  knockoutTeams: intField({ min: 2, max: 64, fallback: L.knockoutTeams.default, message: coded('knockoutTeamsAllowed') }).refine(
    (n) => (L.knockoutTeams.allowed as readonly number[]).includes(n),
    coded('knockoutTeamsAllowed'),
  ),
  leagueTeams: intField({ ...L.leagueTeams, fallback: L.leagueTeams.default, message: coded('leagueTeamsRange') }),
  /** [winner, loser] goals of a forfeit (issue 19); unchanged when absent. */
  forfeitScore: z
    .tuple([z.number().int().min(0).max(99), z.number().int().min(0).max(99)], { message: coded('forfeitScoreInvalid') })
    .refine(([winner, loser]) => winner > loser, { message: coded('forfeitScoreNotAWin') })
    .optional(),
});
export type AgeGroupInput = z.infer<typeof ageGroupInputSchema>;

/**
 * PUT /api/events/{id}: the edited event. Contact info and age groups are Event Management's; the
 * stage keys belong to the Standings Manager and pass through untouched to its hook.
 */
export const eventUpdateSchema = z.object({
  contact_info: contactInfoSchema.optional(),
  /** The event's full list of age groups, in display order: those left out are removed. */
  ageGroups: z
    .array(ageGroupInputSchema)
    .max(20, coded('eventMaxAgeGroups', { max: 20 }))
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      for (const [i, ag] of list.entries()) {
        const slug = slugify(ag.name);
        if (seen.has(slug)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: coded('ageGroupDuplicate') });
        seen.add(slug);
      }
    })
    .optional(),
  /** The edition's venues with their pitches (issue 19), in order: those left out are removed. */
  venues: venuesInputSchema.optional(),
  /** Sent again after the admin has read what the change removes (409 `confirmRemoval`). */
  confirm: z.boolean().optional(),
  groupStage: z.unknown().optional(),
  knockoutStage: z.unknown().optional(),
  tiebreakers: z.unknown().optional(),
  pointsAdjustments: z.unknown().optional(),
  thirdPlaceMatch: z.unknown().optional(),
  drawingOfLots: z.unknown().optional(),
  match: z.unknown().optional(),
  discipline: z.unknown().optional(),
  review: z.unknown().optional(),
});
export type EventUpdateInput = z.infer<typeof eventUpdateSchema>;

/** What an edit or a delete takes with it, shown in the confirmation before anything is removed. */
export const removalSummarySchema = z.object({
  ageGroups: z.number().int(),
  groups: z.number().int(),
  fixtures: z.number().int(),
  teams: z.number().int(),
  players: z.number().int(),
  games: z.number().int(),
  goals: z.number().int(),
  /** Pitches removed with games on them: those games lose their pitch (kept, unscheduled). */
  pitches: z.number().int().optional(),
  unscheduledGames: z.number().int().optional(),
});
export type RemovalSummary = z.infer<typeof removalSummarySchema>;
