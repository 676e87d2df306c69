import { z } from 'zod';
import { MSG, GAME_STATUSES, gameScheduleEditSchema, gameStageSchema } from '@pitchside/shared';
import { gameStatusSchema, minuteSchema, penaltiesSchema, sideSchema } from '@pitchside/sync';

/** Request bodies of the Games Manager (spec admin.md sections 5 and 7), with the spec's messages. */

const optionalText = (label: string, max = 200) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().nullable();

export const createGameSchema = z.object({
  homeTeam: z.string({ message: MSG.selectBothTeams }).trim().min(1, MSG.selectBothTeams),
  awayTeam: z.string({ message: MSG.selectBothTeams }).trim().min(1, MSG.selectBothTeams),
  startTime: z
    .string()
    .trim()
    .optional()
    .nullable()
    .refine((v) => !v || !Number.isNaN(Date.parse(v)), 'Please enter a valid start time'),
  location: optionalText('Location'),
  round: optionalText('Round', 100),
  status: z.enum(GAME_STATUSES, { message: `Status must be one of ${GAME_STATUSES.join(', ')}` }).optional(),
  /** Age group slug, the stage the game counts in, and its group for a group game (issue 8). */
  ageGroup: optionalText('Age group', 100),
  stage: gameStageSchema.optional(),
  groupName: optionalText('Group', 40),
});
export type CreateGameBody = z.infer<typeof createGameSchema>;

/** A player reference as sent (an id) or read back (an object with _id and fullName). */
const playerRef = z
  .union([z.string(), z.object({ _id: z.string().optional(), id: z.string().optional(), fullName: z.string().optional() })])
  .nullish();

export const goalEntrySchema = z.object({
  _id: z.string().optional(),
  id: z.string().optional(),
  minute: z.union([z.number(), z.string()], { message: MSG.sideAndMinute }),
  scorer: playerRef,
  scorerName: z.string().optional().nullable(),
  assist: playerRef,
  assistName: z.string().optional().nullable(),
});
export type GoalEntry = z.infer<typeof goalEntrySchema>;

const penaltyEntry = z.object({ scorerName: z.string().optional(), minute: z.number().optional() }).loose();

export const updateGameSchema = z.object({
  /**
   * The game's `version` as read (GET /api/events/:e/games/:g). When sent, the update is refused with
   * 409 if the game changed since, so goals another admin added meanwhile are never removed.
   */
  version: z.number({ message: 'version must be a number' }).int('version must be a whole number').min(0).optional(),
  status: gameStatusSchema.optional(),
  homeGoals: z.array(goalEntrySchema, { message: 'homeGoals must be a list of goals' }).optional(),
  awayGoals: z.array(goalEntrySchema, { message: 'awayGoals must be a list of goals' }).optional(),
  homePenaltyGoals: z.array(penaltyEntry, { message: MSG.penaltiesInvalid }).optional(),
  awayPenaltyGoals: z.array(penaltyEntry, { message: MSG.penaltiesInvalid }).optional(),
  /** Issue 19: a move (`startTime`, `pitch`, `confirm`) or a forfeit, handled by the schedule feature. */
  ...gameScheduleEditSchema.shape,
});
export type UpdateGameBody = z.infer<typeof updateGameSchema>;

export const GOAL_ID_REQUIRED = 'Goal id is required (made by the device so a retry never adds the goal twice)';

/** `expected` is the value the caller saw: without it a change could silently overwrite another admin's. */
const expectedRequired = (what: string, invalid: string) => ({
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? `expected (the ${what} you saw) is required, so another admin's change is never overwritten` : invalid,
});

export const addGoalSchema = z.object({
  goalId: z.uuid({ error: (issue) => (issue.input === undefined ? GOAL_ID_REQUIRED : 'Goal must be a valid id') }),
  side: sideSchema,
  minute: minuteSchema,
  scorerId: z.uuid({ message: 'Scorer must be a valid id' }).nullish(),
  scorerName: z.string({ message: MSG.selectScorer }).trim().min(1, MSG.selectScorer),
  assistId: z.uuid({ message: 'Assist must be a valid id' }).nullish(),
  assistName: z.string().trim().nullish(),
});

export const setStatusSchema = z.object({
  status: gameStatusSchema,
  expected: z.enum(GAME_STATUSES, expectedRequired('status', `Status must be one of ${GAME_STATUSES.join(', ')}`)),
});
export const setMvpSchema = z.object({
  value: z.uuid({ message: 'MVP must be a valid player id' }).nullable(),
  expected: z.uuid(expectedRequired('MVP', 'MVP must be a valid player id')).nullable(),
});
export const setPenaltiesSchema = z.object({
  value: penaltiesSchema.nullable(),
  expected: z.union([penaltiesSchema, z.null()], expectedRequired('penalty scores', 'Please enter penalty scores for both teams')),
});
export const setSavesSchema = z.object({
  playerId: z.uuid({ message: 'Goalkeeper must be a valid player id' }),
  value: z.number({ message: MSG.savesNumber }).int(MSG.savesWhole).min(0, MSG.savesMin),
  expected: z
    .number(expectedRequired('saves', 'Saves must be a number'))
    .int('Saves must be a whole number')
    .min(0, 'Saves must be 0 or higher'),
});
