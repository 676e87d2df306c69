import { z } from 'zod';
import { publicEventSchema } from '../public/events';
import { publicTeamSchema } from '../public/teams';
import { publicVenueSchema } from '../public/venues';
import { removalSummarySchema } from './events';

// The admin writes' answers, apart from their inputs: they are made of the public shapes.

/** GET /api/events/{id}/delete-summary: what removing the edition would take with it. */
export const removalSummaryResponseSchema = z.object({ success: z.literal(true), removes: removalSummarySchema });

/** GET /api/teams/{id}/delete-summary: what removing the team would take with it. */
export const teamRemovalSummaryResponseSchema = z.object({
  success: z.literal(true),
  removes: z.object({ players: z.number().int(), games: z.number().int(), goals: z.number().int() }),
});

/** POST /api/events: the edition as fans will see it. */
export const eventCreatedResponseSchema = z.object({ success: z.literal(true), message: z.string(), event: publicEventSchema });

/** PUT /api/events/{id}: the edition as saved, with its venues; no edition when only its stages were saved. */
export const eventUpdatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  event: publicEventSchema.extend({ venues: z.array(publicVenueSchema) }).optional(),
});

/** POST /api/events/{eventId}/teams: the team as fans will see it. */
export const teamSavedResponseSchema = z.object({ success: z.literal(true), message: z.string(), team: publicTeamSchema });

/** GET /api/teams/{id}/coach: the coach without an account as the organiser last left them. */
export const coachDetailsResponseSchema = z.object({
  success: z.literal(true),
  coach: z.object({
    linked: z.boolean(),
    coachName: z.string().nullable(),
    coachPhone: z.string().nullable(),
    invitedEmail: z.string().nullable(),
    invitedByPhone: z.boolean(),
    invitedAt: z.string().nullable(),
  }),
});

/** POST /api/teams/{id}/coach-invite: linked at once, or the link (and a text to send) for a coach to sign up. */
export const coachInviteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  linked: z.boolean(),
  team: publicTeamSchema,
  link: z.string().optional(),
  text: z.string().optional(),
});
