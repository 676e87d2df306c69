import { z } from 'zod';
import { coded } from '../i18n/codes';
import { trimmed, uuidParam } from './common';

const SUSPENSION_ACTIONS = ['lift', 'extend'] as const;
/** The most games one extension adds. */
const MAX_SUSPENSION_EXTENSION = 10;

const games = coded('settingWholeBetween', { label: 'Games', min: 1, max: MAX_SUSPENSION_EXTENSION });

/**
 * PUT /api/events/:id/suspensions/:playerId: an organiser's decision on a player's suspension.
 * `lift` lets him play in `gameId` (absent: every game he is suspended for now); `extend` keeps him
 * out of his team's next `games` games after `gameId` (absent: the last game he is suspended for).
 */
export const suspensionDecisionSchema = z
  .object({
    gameId: uuidParam.optional(),
    action: z.enum(SUSPENSION_ACTIONS, { message: coded('mustBeOneOf', { label: 'Action', values: SUSPENSION_ACTIONS.join(', ') }) }),
    games: z.number({ message: games }).int(games).min(1, games).max(MAX_SUSPENSION_EXTENSION, games).optional(),
    reason: trimmed('Reason', 500),
  })
  .strict()
  .superRefine((d, ctx) => {
    if (d.action === 'extend' && d.games === undefined)
      ctx.addIssue({ code: 'custom', path: ['games'], message: coded('fieldRequired', { label: 'Games' }) });
    if (d.action === 'lift' && d.games !== undefined) ctx.addIssue({ code: 'custom', path: ['games'], message: coded('liftTakesNoGames') });
  });

const suspensionRowSchema = z.object({
  playerId: z.string(),
  playerName: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  gameId: z.string(),
  /** The game's kick-off, ISO; null while it has no time. */
  startTime: z.string().nullable(),
  reason: z.enum(['redCard', 'yellowCards']),
  /** For `yellowCards`: the age group's number of yellows that suspends. */
  yellowCards: z.number().optional(),
  /** Games he still sits out, this one included. */
  gamesRemaining: z.number(),
  /** An organiser added this game to the suspension. */
  extended: z.boolean(),
});

/** GET /api/events/:id/suspensions[?ageGroup]: suspensions for games not played yet, in playing order. */
export const suspensionsResponseSchema = z.object({ suspensions: z.array(suspensionRowSchema) });
export type SuspensionsResponse = z.infer<typeof suspensionsResponseSchema>;
