import { z } from 'zod';
import { GAME_STATUSES } from '../../constants';
import { coded } from '../../i18n/codes';
import { gameStageSchema } from '../stages';

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
