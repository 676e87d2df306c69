import { z } from 'zod';
import { GAME_STATUSES, gameScheduleEditSchema, coded } from '@pitchside/shared';
import { gameStatusSchema, minuteSchema, penaltiesSchema, sideSchema } from '@pitchside/sync';

/** Request bodies of the Games Manager (spec admin.md sections 5 and 7), with the spec's messages. */

/** Create Game's body is shared: the app checks the form with the same schema before sending. */
export { createGameSchema, type CreateGameBody } from '@pitchside/shared';

/** A player reference as sent (an id) or read back (an object with _id and fullName). */
const playerRef = z
  .union([z.string(), z.object({ _id: z.string().optional(), id: z.string().optional(), fullName: z.string().optional() })])
  .nullish();

export const goalEntrySchema = z.object({
  _id: z.string().optional(),
  id: z.string().optional(),
  minute: z.union([z.number(), z.string()], { message: coded('sideAndMinute') }),
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
  version: z
    .number({ message: coded('versionNumber') })
    .int(coded('versionWhole'))
    .min(0)
    .optional(),
  status: gameStatusSchema.optional(),
  homeGoals: z.array(goalEntrySchema, { message: coded('goalsList', { label: 'homeGoals' }) }).optional(),
  awayGoals: z.array(goalEntrySchema, { message: coded('goalsList', { label: 'awayGoals' }) }).optional(),
  homePenaltyGoals: z.array(penaltyEntry, { message: coded('penaltiesInvalid') }).optional(),
  awayPenaltyGoals: z.array(penaltyEntry, { message: coded('penaltiesInvalid') }).optional(),
  /** Issue 19: a move (`startTime`, `pitch`, `confirm`) or a forfeit, handled by the schedule feature. */
  ...gameScheduleEditSchema.shape,
});
export type UpdateGameBody = z.infer<typeof updateGameSchema>;

export const GOAL_ID_REQUIRED = coded('goalIdRequired');

/** `expected` is the value the caller saw: without it a change could silently overwrite another admin's. */
const expectedRequired = (what: string, invalid: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? coded('expectedRequired', { what }) : invalid),
});

export const addGoalSchema = z.object({
  goalId: z.uuid({ error: (issue) => (issue.input === undefined ? GOAL_ID_REQUIRED : coded('validId', { label: 'Goal' })) }),
  side: sideSchema,
  minute: minuteSchema,
  scorerId: z.uuid({ message: coded('validId', { label: 'Scorer' }) }).nullish(),
  scorerName: z
    .string({ message: coded('selectScorer') })
    .trim()
    .min(1, coded('selectScorer')),
  assistId: z.uuid({ message: coded('validId', { label: 'Assist' }) }).nullish(),
  assistName: z.string().trim().nullish(),
});

export const setStatusSchema = z.object({
  status: gameStatusSchema,
  expected: z.enum(GAME_STATUSES, expectedRequired('status', coded('mustBeOneOf', { label: 'Status', values: GAME_STATUSES.join(', ') }))),
});
export const setMvpSchema = z.object({
  value: z.uuid({ message: coded('validPlayerId', { label: 'MVP' }) }).nullable(),
  expected: z.uuid(expectedRequired('MVP', coded('validPlayerId', { label: 'MVP' }))).nullable(),
});
export const setPenaltiesSchema = z.object({
  value: penaltiesSchema.nullable(),
  expected: z.union([penaltiesSchema, z.null()], expectedRequired('penalty scores', coded('penaltiesBoth'))),
});
export const setSavesSchema = z.object({
  playerId: z.uuid({ message: coded('validPlayerId', { label: 'Goalkeeper' }) }),
  value: z
    .number({ message: coded('savesNumber') })
    .int(coded('savesWhole'))
    .min(0, coded('savesMin')),
  expected: z
    .number(expectedRequired('saves', coded('savesNumber')))
    .int(coded('savesWhole'))
    .min(0, coded('savesMin')),
});
