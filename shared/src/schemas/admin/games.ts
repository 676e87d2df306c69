import { z } from 'zod';
import { GAME_STATUSES, SIDES } from '../../constants';
import { coded } from '../../i18n/codes';
import { gameStageSchema } from '../stages';
import { gameMatchReportSchema, suspendedPlayerSchema } from '../public/match-report';
import { gamePitchSchema } from '../public/venues';

const optionalText = (label: string, max = 200) => z.string().trim().max(max, coded('fieldTooLong', { label, max })).optional().nullable();

/** POST /api/events/{eventId}/games (spec admin.md section 5): Create Game checks with it before sending. */
export const createGameSchema = z.object({
  homeTeam: z
    .string({ message: coded('selectBothTeams') })
    .trim()
    .min(1, coded('selectBothTeams')),
  awayTeam: z
    .string({ message: coded('selectBothTeams') })
    .trim()
    .min(1, coded('selectBothTeams')),
  startTime: z
    .string()
    .trim()
    .optional()
    .nullable()
    .refine((v) => !v || !Number.isNaN(Date.parse(v)), coded('startTimeValid')),
  location: optionalText('Location'),
  round: optionalText('Round', 100),
  status: z.enum(GAME_STATUSES, { message: coded('mustBeOneOf', { label: 'Status', values: GAME_STATUSES.join(', ') }) }).optional(),
  /** Age group slug, the stage the game counts in, and its group for a group game (issue 8). */
  ageGroup: optionalText('Age group', 100),
  stage: gameStageSchema.optional(),
  groupName: optionalText('Group', 40),
});
export type CreateGameBody = z.infer<typeof createGameSchema>;

const adminGoalSchema = z.object({
  _id: z.string(),
  id: z.string(),
  scorer: z.string().nullable(),
  scorerName: z.string(),
  assist: z.string().nullable(),
  assistName: z.string().nullable(),
  minute: z.number(),
});
const adminTeamSchema = z.object({ _id: z.string(), name: z.string(), logo: z.string().nullable() });

/** A game as the Games Manager's answers give it back (spec admin.md section 3), with the match report of the public answers. */
const adminGameSchema = z.object({
  _id: z.string(),
  id: z.string(),
  event: z.string(),
  status: z.enum(GAME_STATUSES),
  startTime: z.string().nullable(),
  location: z.string().nullable(),
  pitch: gamePitchSchema.nullable(),
  forfeit: z.enum(SIDES).nullable(),
  round: z.string(),
  homeTeam: adminTeamSchema,
  awayTeam: adminTeamSchema,
  homeGoals: z.array(adminGoalSchema),
  awayGoals: z.array(adminGoalSchema),
  homePenaltyGoals: z.array(z.object({ scorerName: z.string(), minute: z.number() })),
  awayPenaltyGoals: z.array(z.object({ scorerName: z.string(), minute: z.number() })),
  mvp: z.string().nullable(),
  saves: z.array(z.object({ playerId: z.string(), name: z.string().nullable(), saves: z.number().int() })),
  version: z.number().int(),
  ...gameMatchReportSchema.shape,
  suspended: z.array(suspendedPlayerSchema),
});
export type AdminGame = z.infer<typeof adminGameSchema>;

/** What every Games Manager write answers: the game as it stands after the change. */
export const adminGameResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  game: adminGameSchema.nullable(),
  /** POST .../goals: the goal's id. */
  goalId: z.string().optional(),
  /** A move (PUT with startTime or pitch): the clashes it made. */
  conflicts: z.array(z.unknown()).optional(),
});
