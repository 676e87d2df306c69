import { z } from 'zod';
import { USER_ROLES, USER_TYPES } from '../../constants';
import { id, url } from './fields';
import { ageGroupRefSchema, eventRefSchema, teamRefSchema } from './refs';
import { contactPrivacySchema } from '../../privacy/settings';

export const userTeamSchema = z.object({
  _id: id,
  teamId: id,
  name: z.string(),
  slug: z.string(),
  logo: url,
  event: eventRefSchema,
  ageGroup: ageGroupRefSchema.nullable(),
});
export type UserTeam = z.infer<typeof userTeamSchema>;

/**
 * A profile. `email`, `phoneNumber`, `dateOfBirth` and `contactPrivacy` are present only when the
 * caller is that user or an admin; the public profile never carries them (players include minors).
 * `instagramUsername` follows the contact rule (shared/src/privacy): to everyone else it is null
 * unless the player is 18 or older and chose to show it.
 */
export const publicUserSchema = z.object({
  _id: id,
  id: id,
  fullName: z.string(),
  userRole: z.enum(USER_ROLES),
  type: z.enum(USER_TYPES),
  playerId: z.number().int().nullable(),
  portraitImage: url,
  instagramUsername: z.string().nullable(),
  primaryShirtNumber: z.number().int().nullable(),
  secondaryShirtNumber: z.number().int().nullable(),
  team: z.array(userTeamSchema),
  email: z.string().nullable().optional(),
  phoneNumber: z.string().nullable().optional(),
  dateOfBirth: z.string().nullable().optional(),
  contactPrivacy: contactPrivacySchema.optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userResponseSchema = z.object({ success: z.literal(true), user: publicUserSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const oldPlayerSchema = z.object({ _id: id, fullName: z.string(), team: z.array(z.object({ name: z.string() })) });
export type OldPlayer = z.infer<typeof oldPlayerSchema>;
export const oldPlayersResponseSchema = z.object({ success: z.literal(true), oldPlayers: z.array(oldPlayerSchema) });
export type OldPlayersResponse = z.infer<typeof oldPlayersResponseSchema>;

export const userSearchItemSchema = z.object({
  _id: id,
  fullName: z.string(),
  userRole: z.enum(USER_ROLES),
  type: z.enum(USER_TYPES),
  playerId: z.number().int().nullable(),
  portraitImage: url,
});
export const userSearchResponseSchema = z.object({ success: z.literal(true), users: z.array(userSearchItemSchema) });
export type UserSearchResponse = z.infer<typeof userSearchResponseSchema>;

export const careerEventSchema = z.object({
  event: eventRefSchema,
  team: teamRefSchema,
  ageGroup: ageGroupRefSchema.nullable(),
  goalsScored: z.number().int(),
  assists: z.number().int(),
  gamesPlayed: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int(),
  saves: z.number().int(),
  /** Yellows shown, a second yellow included. */
  yellowCards: z.number().int(),
  /** Sendings-off, a second yellow included. */
  redCards: z.number().int(),
});
export type CareerEvent = z.infer<typeof careerEventSchema>;

export const careerStatsSchema = z.object({
  events: z.array(careerEventSchema),
  totalGoals: z.number().int(),
  totalAssists: z.number().int(),
  totalGames: z.number().int(),
  totalWins: z.number().int(),
  totalLosses: z.number().int(),
  totalDraws: z.number().int(),
  totalSaves: z.number().int(),
  totalYellowCards: z.number().int(),
  totalRedCards: z.number().int(),
});
export type CareerStats = z.infer<typeof careerStatsSchema>;
export const careerResponseSchema = z.object({ success: z.literal(true), careerStats: careerStatsSchema });
export type CareerResponse = z.infer<typeof careerResponseSchema>;
