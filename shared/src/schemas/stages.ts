import { z } from 'zod';
import { GAME_STAGES, MAX_TEAMS_IN_GROUPS } from '../constants';
import { CLOCK_KINDS } from '../match/clock';
import { TIEBREAK_CRITERIA } from '../standings/types';
import { removalConfirmSchema } from './game-removal';
import { coded } from '../i18n/codes';

/**
 * Request bodies of the Standings Manager and Custom Rankings Manager (issue 8 shapes). Team
 * references are the team's own id (`_id`); objects read back from the API are accepted too.
 */
const teamId = z.uuid({ message: coded('validId', { label: 'Team' }) });
const teamRef = z.union([teamId, z.object({ _id: teamId }).transform((t) => t._id)]);
const optionalTeamRef = z
  .union([teamRef, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

export const groupStageInputSchema = z
  .array(
    z.object({
      groupName: z
        .string()
        .trim()
        .min(1, coded('fieldRequired', { label: 'Group name' }))
        .max(40),
      teams: z.array(teamRef).max(16, coded('groupMaxTeams', { max: 16 })),
    }),
  )
  .max(16, coded('tooManyGroups'))
  .superRefine((groups, ctx) => {
    const all = groups.flatMap((g) => g.teams);
    if (all.length > MAX_TEAMS_IN_GROUPS) ctx.addIssue({ code: 'custom', message: coded('tooManyTeams') });
    if (new Set(all).size !== all.length) ctx.addIssue({ code: 'custom', message: coded('teamInTwoSlots') });
    const names = groups.map((g) => g.groupName.toLowerCase());
    if (new Set(names).size !== names.length) ctx.addIssue({ code: 'custom', message: coded('groupNamesDiffer') });
  });
export type GroupStageInput = z.infer<typeof groupStageInputSchema>;

export const knockoutStageInputSchema = z
  .array(
    z.object({
      roundName: z
        .string()
        .trim()
        .min(1, coded('fieldRequired', { label: 'Round name' }))
        .max(40),
      fixtures: z.array(z.object({ homeTeam: optionalTeamRef, awayTeam: optionalTeamRef, winner: optionalTeamRef })).max(32),
    }),
  )
  .max(8);
export type KnockoutStageInput = z.infer<typeof knockoutStageInputSchema>;

export const tiebreakersSchema = z
  .array(z.enum(TIEBREAK_CRITERIA, { message: coded('tiebreakersFrom', { values: TIEBREAK_CRITERIA.join(', ') }) }))
  .min(1, coded('tiebreakerRequired'))
  .refine((list) => new Set(list).size === list.length, coded('duplicateTiebreaker'));

export const pointsAdjustmentsSchema = z
  .array(
    z.object({
      teamId,
      points: z
        .number({ message: coded('pointsWhole') })
        .int(coded('pointsWhole'))
        .min(-999)
        .max(999)
        .refine((n) => n !== 0, 'An adjustment of 0 points changes nothing'),
      reason: z
        .string({ message: coded('adjustmentReasonRequired') })
        .trim()
        .min(1, coded('adjustmentReasonRequired'))
        .max(200),
    }),
  )
  .max(200);

export const drawingOfLotsSchema = z
  .array(teamId)
  .max(MAX_TEAMS_IN_GROUPS)
  .refine((ids) => new Set(ids).size === ids.length, 'A team is listed twice in the drawing of lots');

const wholeIn = (label: string, min: number, max: number) =>
  z
    .number({ message: coded('settingWholeBetween', { label, min, max }) })
    .int(coded('settingWholeBetween', { label, min, max }))
    .min(min, coded('settingWholeBetween', { label, min, max }))
    .max(max, coded('settingWholeBetween', { label, min, max }));

/** Periods, their length and the clock of the age group's games (futsal: 2 x 20 minutes, stopped clock). */
export const matchSettingsSchema = z.object({
  periods: z.union([z.literal(1), z.literal(2)], { message: coded('settingWholeBetween', { label: 'periods', min: 1, max: 2 }) }),
  periodMinutes: wholeIn('periodMinutes', 1, 60),
  clock: z.enum(CLOCK_KINDS, { message: coded('mustBeOneOf', { label: 'clock', values: CLOCK_KINDS.join(', ') }) }),
});

/** Suspensions: games a sending-off costs, and yellow cards over a stage that cost one game (0 = off). */
export const disciplineSettingsSchema = z.object({
  redCardGames: wholeIn('redCardGames', 0, 10),
  yellowCardsForSuspension: wholeIn('yellowCardsForSuspension', 0, 20),
});

/**
 * Review (issue 21): when `scorerResults` is on, a result a scorer records (not an organiser or a site
 * admin) waits for an organiser's confirmation before it counts in tables, brackets and leaderboards.
 */
export const reviewSettingsSchema = z.object({
  scorerResults: z.boolean({ message: coded('mustBeBoolean', { label: 'review.scorerResults' }) }),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

/** The stage keys one age group (or an event without age groups) takes in PUT /api/events/:id. */
export const stageSettingsInputSchema = z.object({
  groupStage: groupStageInputSchema.optional(),
  knockoutStage: knockoutStageInputSchema.optional(),
  tiebreakers: tiebreakersSchema.optional(),
  pointsAdjustments: pointsAdjustmentsSchema.optional(),
  thirdPlaceMatch: z.boolean({ message: coded('mustBeBoolean', { label: 'thirdPlaceMatch' }) }).optional(),
  drawingOfLots: drawingOfLotsSchema.optional(),
  match: matchSettingsSchema.optional(),
  discipline: disciplineSettingsSchema.optional(),
  review: reviewSettingsSchema.optional(),
});
export type StageSettingsInput = z.infer<typeof stageSettingsInputSchema>;
export const STAGE_KEYS = [
  'groupStage',
  'knockoutStage',
  'tiebreakers',
  'pointsAdjustments',
  'thirdPlaceMatch',
  'drawingOfLots',
  'match',
  'discipline',
  'review',
] as const;

/** PUT /api/events/:id as far as stages go: other keys (name, contact_info...) belong to event editing. */
export const eventStagesUpdateSchema = stageSettingsInputSchema.extend({
  ageGroups: z.array(stageSettingsInputSchema.extend({ slug: z.string().trim().min(1) }).loose()).optional(),
  /**
   * A re-draw after fixtures exist removes games: refused with 409 `confirmRemoval` (the games listed)
   * until sent again with `confirm: true`, and a played game among them also needs its id in `confirmPlayed`.
   */
  ...removalConfirmSchema.shape,
});
export type EventStagesUpdate = z.infer<typeof eventStagesUpdateSchema>;

const ageGroupField = z.string().trim().max(100).optional();
export const generateFixturesSchema = z.object({
  ageGroup: ageGroupField,
  legs: z.union([z.literal(1), z.literal(2)], { message: coded('legsOneOrTwo') }).optional(),
});
export const generateKnockoutSchema = z.object({ ageGroup: ageGroupField });

/** POST /api/events/:id/teams/:teamId/group: the group (its name or id) the team moves to. */
export const moveTeamGroupSchema = z.object({
  ageGroup: ageGroupField,
  group: z
    .string({ message: coded('groupRequired') })
    .trim()
    .min(1, coded('groupRequired'))
    .max(100),
});
export type MoveTeamGroup = z.infer<typeof moveTeamGroupSchema>;
export const moveTeamGroupResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The moved team's unplayed games of its old group, removed. */
  removed: z.number().int(),
  /** Its games in the new group, created Not Scheduled. */
  created: z.number().int(),
});

export const customRankingsSaveSchema = z.object({
  ageGroup: ageGroupField.nullable(),
  rankings: z
    .array(
      z.object({
        teamId,
        position: z.number().int().min(1).max(200),
        points: z
          .union([z.number(), z.literal(''), z.null()])
          .optional()
          .transform((v) => (typeof v === 'number' ? v : 0))
          .pipe(z.number().int('Points must be whole numbers').min(0, coded('pointsZeroOrMore'))),
      }),
    )
    .max(200)
    .refine((r) => new Set(r.map((x) => x.teamId)).size === r.length, coded('teamInTwoPositions')),
});
export type CustomRankingsSave = z.infer<typeof customRankingsSaveSchema>;

export const gameStageSchema = z.enum(GAME_STAGES, { message: coded('mustBeOneOf', { label: 'Stage', values: GAME_STAGES.join(', ') }) });

/** POST /api/events/{id}/games/generate-fixtures (and the knockout ones): how many games were made. */
export const gamesCreatedResponseSchema = z.object({ success: z.literal(true), message: z.string(), created: z.number().int() });
