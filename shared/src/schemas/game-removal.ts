import { z } from 'zod';
import { GAME_STATUSES } from '../constants';
import { removalSummarySchema } from './admin/events';
import { coded } from '../i18n/codes';

/**
 * A game a change would remove, as listed in the 409 `confirmRemoval` answer of a re-draw
 * (PUT /api/events/:id with a changed `groupStage`) or of DELETE /api/events/:eventId/games/:gameId.
 * `played`: under way, over, or with a goal or shoot-out; such a game is removed only when its `_id`
 * is sent back in `confirmPlayed`. `reason`: `apart` when its two teams are no longer in one group,
 * `redrawn` when its group's teams changed and the group's unplayed games are drawn again, `deleted`
 * for a game deleted by itself.
 */
export const removedGameSchema = z.object({
  _id: z.string(),
  round: z.string(),
  group: z.string().nullable(),
  homeTeam: z.object({ _id: z.string(), name: z.string() }),
  awayTeam: z.object({ _id: z.string(), name: z.string() }),
  status: z.enum(GAME_STATUSES),
  startTime: z.string().nullable(),
  homeGoals: z.number().int(),
  awayGoals: z.number().int(),
  played: z.boolean(),
  reason: z.enum(['apart', 'redrawn', 'deleted']),
});
export type RemovedGame = z.infer<typeof removedGameSchema>;

/**
 * The 409 answer before games are removed. `confirmRemoval`: send the same request again with
 * `confirm: true`; `confirmPlayedRemoval`: `confirm` was sent but a played game in `games` was not
 * named in `confirmPlayed`. `regenerates`: games a re-draw generates afresh once confirmed.
 */
export const gameRemovalConflictSchema = z.object({
  success: z.literal(false),
  code: z.enum(['confirmRemoval', 'confirmPlayedRemoval']),
  message: z.string(),
  removes: removalSummarySchema,
  games: z.array(removedGameSchema),
  regenerates: z.number().int(),
});
export type GameRemovalConflict = z.infer<typeof gameRemovalConflictSchema>;

/** What confirms a removal: `confirm`, and the ids of played games the organiser agreed to lose. */
export const removalConfirmSchema = z.object({
  confirm: z.boolean({ message: coded('mustBeBoolean', { label: 'confirm' }) }).optional(),
  confirmPlayed: z.array(z.string().trim().min(1)).max(1000).optional(),
});
export type RemovalConfirm = z.infer<typeof removalConfirmSchema>;

/** DELETE /api/events/:eventId/games/:gameId: a body is needed only to confirm (a game with goals or a result). */
export const deleteGameSchema = z.object({
  confirm: z.boolean({ message: coded('mustBeBoolean', { label: 'confirm' }) }).optional(),
});
export type DeleteGameBody = z.infer<typeof deleteGameSchema>;

export const deleteGameResponseSchema = z.object({ success: z.literal(true), message: z.string(), deleted: z.string() });

/** POST /api/events/:id/games/publish: the age group's Not Scheduled games become Upcoming. */
export const publishGamesSchema = z.object({ ageGroup: z.string().trim().max(100).optional() });
export type PublishGamesBody = z.infer<typeof publishGamesSchema>;

export const publishGamesResponseSchema = z.object({ success: z.literal(true), published: z.number().int() });
export type PublishGamesResponse = z.infer<typeof publishGamesResponseSchema>;
