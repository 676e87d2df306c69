import { z } from 'zod';
import { GAME_STATUSES } from '../../constants';
import { id, url, isoDate } from './fields';
import { ageGroupRefSchema, eventRefSchema, personRefSchema, playerRefSchema } from './refs';

export const teamStatsFieldsSchema = z.object({
  games_played: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  goals_scored: z.number().int(),
  goals_conceided: z.number().int(),
});
export type TeamStatsFields = z.infer<typeof teamStatsFieldsSchema>;

/**
 * A team's coach: a member (`_id`, `fullName`), or a coach without an account yet, by name, with
 * `phone` only in answers to admins, until they sign up and are linked.
 */
export const teamCoachSchema = z.union([personRefSchema, z.object({ fullName: z.string(), phone: z.string().optional() })]);
export type TeamCoach = z.infer<typeof teamCoachSchema>;

/**
 * Cards shown to a team's players in its games (removed cards left out): `yellowCards` counts every
 * yellow shown, a second yellow included; `redCards` every sending-off, a second yellow included.
 */
const cardCountsShape = { yellowCards: z.number().int(), redCards: z.number().int() };

/** A squad member's cards for this team (only players with at least one). */
export const playerCardsSchema = z.object({ _id: id, ...cardCountsShape });
export type PlayerCards = z.infer<typeof playerCardsSchema>;

/**
 * A player who may not play in one of the team's games not played yet (the team page; public, as in
 * football: the name, the game and why, never an organiser's words).
 */
export const teamSuspensionSchema = z.object({
  playerId: id,
  playerName: z.string(),
  gameId: id,
  startTime: isoDate.nullable(),
  opponent: z.string().nullable(),
  reason: z.enum(['redCard', 'yellowCards']),
});
export type TeamSuspension = z.infer<typeof teamSuspensionSchema>;

export const publicTeamSchema = z.object({
  _id: id,
  teamId: id,
  slug: z.string(),
  name: z.string(),
  logo: url,
  location: z.string().nullable(),
  coach: teamCoachSchema.nullable(),
  captain: personRefSchema.nullable(),
  teamSize: z.number().int(),
  ageGroup: ageGroupRefSchema.nullable(),
  event: eventRefSchema,
  players: z.array(playerRefSchema),
  playersCount: z.number().int(),
  ...teamStatsFieldsSchema.shape,
  ...cardCountsShape,
  playerCards: z.array(playerCardsSchema),
  /** Only in GET /api/teams/:id (the team page). */
  suspensions: z.array(teamSuspensionSchema).optional(),
});
export type PublicTeam = z.infer<typeof publicTeamSchema>;

export const eventTeamsResponseSchema = z.object({ success: z.literal(true), teams: z.array(publicTeamSchema) });
export type EventTeamsResponse = z.infer<typeof eventTeamsResponseSchema>;

export const teamResponseSchema = z.object({ success: z.literal(true), team: publicTeamSchema });
export type TeamResponse = z.infer<typeof teamResponseSchema>;

/** An edition a club played in, for the team page's selectors (admin listings also read eventId/eventName/eventEdition). */
export const teamEventOptionSchema = eventRefSchema.extend({
  eventId: id,
  eventName: z.string(),
  eventEdition: z.number().int(),
  ageGroups: z.array(ageGroupRefSchema),
});
export type TeamEventOption = z.infer<typeof teamEventOptionSchema>;

export const teamsByTeamIdResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  teams: z.array(publicTeamSchema),
  events: z.array(teamEventOptionSchema),
});
export type TeamsByTeamIdResponse = z.infer<typeof teamsByTeamIdResponseSchema>;

/** One completed game from a club's side (team page's 'Last 10 Games' strip). */
export const teamGameResultSchema = z.object({
  _id: id,
  id: id,
  result: z.enum(['W', 'D', 'L']),
  opponent: z.string(),
  opponentId: id,
  opponentLogo: url,
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  penaltiesFor: z.number().int().nullable(),
  penaltiesAgainst: z.number().int().nullable(),
  isHome: z.boolean(),
  status: z.enum(GAME_STATUSES),
  startTime: isoDate.nullable(),
  round: z.string(),
  event: eventRefSchema,
  ageGroup: ageGroupRefSchema.nullable(),
  teamId: id,
});
export type TeamGameResult = z.infer<typeof teamGameResultSchema>;

export const teamGamesResponseSchema = z.object({ success: z.literal(true), games: z.array(teamGameResultSchema) });
export type TeamGamesResponse = z.infer<typeof teamGamesResponseSchema>;

export const teamSearchItemSchema = z.object({
  _id: id,
  teamId: id,
  name: z.string(),
  slug: z.string(),
  logo: url,
  location: z.string().nullable(),
  event: eventRefSchema,
  ageGroup: ageGroupRefSchema.nullable(),
});
export const teamSearchResponseSchema = z.object({ success: z.literal(true), teams: z.array(teamSearchItemSchema) });
export type TeamSearchResponse = z.infer<typeof teamSearchResponseSchema>;
