import { z } from 'zod';
import { gameStatusSchema, penaltiesSchema, sideSchema } from './mutations';

/**
 * A game's history as the admin reads it (GET /api/events/:eventId/games/:gameId/audit): each change
 * with who made it, when (server time) and how it arrived, names already resolved by the server so
 * a line still reads right after a player leaves a roster or a goal is removed.
 */

export const historyChangeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('goalAdded'),
    side: sideSchema,
    minute: z.number(),
    scorerName: z.string(),
    assistName: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('goalRemoved'),
    /** Unknown once removed goals are pruned. */
    side: sideSchema.nullable(),
    minute: z.number().nullable(),
    scorerName: z.string().nullable(),
  }),
  z.object({ kind: z.literal('status'), value: gameStatusSchema }),
  z.object({ kind: z.literal('mvp'), playerId: z.string().nullable(), playerName: z.string().nullable() }),
  z.object({ kind: z.literal('penalties'), value: penaltiesSchema.nullable() }),
  z.object({ kind: z.literal('saves'), playerId: z.string(), playerName: z.string().nullable(), value: z.number() }),
  z.object({
    kind: z.literal('created'),
    home: z.string().nullable(),
    away: z.string().nullable(),
    round: z.string().nullable(),
    status: gameStatusSchema.nullable(),
  }),
  /** A move (issue 19): the new start (ISO) and the pitch's code, either unset. */
  z.object({ kind: z.literal('schedule'), startTime: z.string().nullable(), pitch: z.string().nullable() }),
  /** The side that forfeited (or did not show). */
  z.object({ kind: z.literal('forfeit'), side: sideSchema }),
  /** An organiser confirmed a scorer's result, which then counts in tables (issue 21). */
  z.object({ kind: z.literal('confirmed') }),
  /** An action this version does not describe: shown by its name rather than hidden. */
  z.object({ kind: z.literal('other'), action: z.string() }),
]);
export type HistoryChange = z.infer<typeof historyChangeSchema>;

export const historySourceSchema = z.enum(['sync', 'rest']);
export type HistorySource = z.infer<typeof historySourceSchema>;

export const historyEntrySchema = z.object({
  id: z.number(),
  /** Server time, ISO. */
  at: z.string(),
  action: z.string(),
  source: historySourceSchema,
  /**
   * Who, by the name they gave; `link` is the label of the score-entry link a volunteer signed in with;
   * `role` what they are for this event now (a role taken away since shows none).
   */
  user: z
    .object({
      id: z.string(),
      name: z.string().nullable(),
      link: z.string().nullable().optional(),
      role: z.enum(['admin', 'organiser', 'scorer']).nullable().optional(),
    })
    .nullable(),
  change: historyChangeSchema,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Newest first. */
export const historyResponseSchema = z.object({ success: z.literal(true), audit: z.array(historyEntrySchema) });
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/**
 * GET /api/events/{id}/history, newest first: a game's change as its own history describes it, or a
 * change to the event, a team, a squad or a player's profile (`entity`).
 */
export const eventHistoryResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(
    historyEntrySchema.pick({ at: true, action: true, user: true }).extend({
      id: z.string(),
      game: z.object({ _id: z.string(), home: z.string().nullable(), away: z.string().nullable(), change: historyChangeSchema }).optional(),
      entity: z.string().optional(),
    }),
  ),
});

const goalText = (minute: number, scorer: string, assist: string | null) => `${minute}' ${scorer}${assist ? ` (assist ${assist})` : ''}`;

/** The change in words, e.g. "Goal added: 37' Karim Haddad (assist Ali Saad)". */
export function describeHistoryChange(change: HistoryChange): string {
  switch (change.kind) {
    case 'goalAdded':
      return `Goal added: ${goalText(change.minute, change.scorerName, change.assistName)}`;
    case 'goalRemoved':
      return change.minute !== null && change.scorerName
        ? `Goal removed: ${goalText(change.minute, change.scorerName, null)}`
        : 'Goal removed';
    case 'status':
      return `Status set to ${change.value}`;
    case 'mvp':
      return change.playerId ? `MVP set to ${change.playerName ?? 'a player no longer listed'}` : 'MVP cleared';
    case 'penalties':
      return change.value ? `Penalties set to ${change.value.home}-${change.value.away}` : 'Penalties cleared';
    case 'saves':
      return `Saves set to ${change.value} for ${change.playerName ?? 'a goalkeeper no longer listed'}`;
    case 'created': {
      const teams = change.home && change.away ? `: ${change.home} vs ${change.away}` : '';
      return `Game created${teams}${change.round ? ` (${change.round})` : ''}`;
    }
    case 'schedule':
      return change.startTime ? `Moved to ${change.startTime}${change.pitch ? ` on ${change.pitch}` : ''}` : 'Taken off the schedule';
    case 'forfeit':
      return `Forfeited by the ${change.side} team`;
    case 'confirmed':
      return 'Result confirmed';
    case 'other':
      return `Changed (${change.action})`;
  }
}

export function describeHistorySource(source: HistorySource): string {
  return source === 'sync' ? 'via device sync' : 'via web form';
}
