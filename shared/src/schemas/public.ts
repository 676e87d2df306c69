/**
 * Response bodies of the public (read side) API, spec public-and-member section 7. The PWA parses
 * these; the API builds them. Field names follow the spec exactly (including `goals_conceided` and
 * `groupStageGoalsConceided`). Images are URLs (or null), dates are ISO strings.
 * Stable contract: fields may be added, never renamed.
 */
import { z } from 'zod';
import {
  ADMIN_GAMES_PAGE_SIZE,
  EVENTS_LIST_LIMIT,
  GAME_STATUSES,
  GIFT_DURATIONS,
  MAX_GAMES_LIMIT,
  SEARCH_MIN_CHARS,
  SIDES,
  STAGE_TYPES,
  USER_ROLES,
  USER_TYPES,
} from '../constants';
import { paginationSchema, queryInt } from './common';

const id = z.string();
const url = z.string().nullable();
const isoDate = z.string();

// ---------------------------------------------------------------- references

export const personRefSchema = z.object({ _id: id, fullName: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

export const eventRefSchema = z.object({
  _id: id,
  event: z.string(),
  slug: z.string(),
  event_edition: z.number().int(),
});
export type EventRef = z.infer<typeof eventRefSchema>;

export const ageGroupRefSchema = z.object({ _id: id, name: z.string(), label: z.string().nullable(), slug: z.string() });
export type AgeGroupRef = z.infer<typeof ageGroupRefSchema>;

export const teamRefSchema = z.object({ _id: id, name: z.string(), logo: url, slug: z.string() });
export type TeamRef = z.infer<typeof teamRefSchema>;

/** A player as listed in squads and lineups. */
export const playerRefSchema = z.object({
  _id: id,
  fullName: z.string(),
  playerId: z.number().int().nullable(),
  portraitImage: url,
  shirtNumber: z.number().int().nullable().optional(),
});
export type PlayerRef = z.infer<typeof playerRefSchema>;

// ---------------------------------------------------------------- events

export const publicAgeGroupSchema = z.object({
  _id: id,
  name: z.string(),
  label: z.string().nullable(),
  slug: z.string(),
  stageType: z.enum(STAGE_TYPES),
  groupsCount: z.number().int(),
  teamsPerGroup: z.number().int(),
  advancingTeams: z.number().int(),
  knockoutTeams: z.number().int(),
  leagueTeams: z.number().int(),
  position: z.number().int(),
});
export type PublicAgeGroup = z.infer<typeof publicAgeGroupSchema>;

export const publicEventSchema = z.object({
  _id: id,
  event: z.string(),
  slug: z.string(),
  event_edition: z.number().int(),
  kind: z.enum(['futsal', 'street']),
  event_logo: url,
  contact_info: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  /** Stage used when the event has no age groups. */
  stageType: z.enum(STAGE_TYPES),
  startsOn: z.string().nullable(),
  ageGroups: z.array(publicAgeGroupSchema),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const eventsListResponseSchema = z.object({ success: z.literal(true), events: z.array(publicEventSchema) });
export type EventsListResponse = z.infer<typeof eventsListResponseSchema>;

export const eventResponseSchema = z.object({ success: z.literal(true), event: publicEventSchema });
export type EventResponse = z.infer<typeof eventResponseSchema>;

export const editionOptionSchema = z.object({ _id: id, event_edition: z.number().int(), label: z.string() });
export type EditionOption = z.infer<typeof editionOptionSchema>;

/** One row of a group or league table (computed from completed games, never stored). */
export const standingTeamSchema = z.object({
  _id: id,
  name: z.string(),
  logo: url,
  slug: z.string(),
  groupStageGoalsScored: z.number().int(),
  groupStageGoalsConceided: z.number().int(),
  groupStagePts: z.number().int(),
  groupStageGamesPlayed: z.number().int(),
  groupStageWins: z.number().int(),
  groupStageDraws: z.number().int(),
  groupStageLosses: z.number().int(),
  goalDifference: z.number().int(),
  position: z.number().int(),
});
export type StandingTeam = z.infer<typeof standingTeamSchema>;

export const groupStandingSchema = z.object({ _id: id, groupName: z.string(), teams: z.array(standingTeamSchema) });
export type GroupStanding = z.infer<typeof groupStandingSchema>;

export const groupStageSchema = z.object({ groups: z.array(groupStandingSchema) });
export type GroupStage = z.infer<typeof groupStageSchema>;

export const knockoutFixtureSchema = z.object({
  _id: id,
  roundSize: z.number().int(),
  position: z.number().int(),
  homeTeam: teamRefSchema.nullable(),
  awayTeam: teamRefSchema.nullable(),
  winner: teamRefSchema.nullable(),
  gameId: z.string().nullable(),
});
export type KnockoutFixture = z.infer<typeof knockoutFixtureSchema>;

const bracketTeamSchema = z.object({ id: z.string(), name: z.string(), logo: url });
const bracketSlotSchema = z.object({
  team: bracketTeamSchema.nullable(),
  score: z.number().int().nullable(),
  penalties: z.number().int().nullable(),
  isWinner: z.boolean(),
});
const bracketMatchSchema = z.object({
  roundSize: z.number().int(),
  position: z.number().int(),
  gameId: z.string().nullable(),
  home: bracketSlotSchema,
  away: bracketSlotSchema,
  winnerId: z.string().nullable(),
});
/** Mirrors `BracketView` from shared/src/bracket/types.ts. */
export const bracketViewSchema = z.object({
  rounds: z.array(
    z.object({
      roundSize: z.number().int(),
      label: z.string(),
      left: z.array(bracketMatchSchema),
      right: z.array(bracketMatchSchema),
    }),
  ),
  champion: bracketTeamSchema.nullable(),
});

export const knockoutStageSchema = z.object({
  rounds: z.array(z.object({ roundName: z.string(), roundSize: z.number().int(), fixtures: z.array(knockoutFixtureSchema) })),
  bracket: bracketViewSchema,
});
export type KnockoutStage = z.infer<typeof knockoutStageSchema>;

export const eventPageResponseSchema = z.object({
  success: z.literal(true),
  event: publicEventSchema,
  editions: z.array(editionOptionSchema),
  ageGroups: z.array(publicAgeGroupSchema),
  /** The age group the stages below belong to (null when the event has none). */
  activeAgeGroup: publicAgeGroupSchema.nullable(),
  activeGroupStage: groupStageSchema.nullable(),
  activeKnockoutStage: knockoutStageSchema.nullable(),
  leagueTable: z.array(standingTeamSchema).nullable(),
});
export type EventPageResponse = z.infer<typeof eventPageResponseSchema>;

// ---------------------------------------------------------------- teams

export const teamStatsFieldsSchema = z.object({
  games_played: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  goals_scored: z.number().int(),
  goals_conceided: z.number().int(),
});
export type TeamStatsFields = z.infer<typeof teamStatsFieldsSchema>;

export const publicTeamSchema = z.object({
  _id: id,
  teamId: id,
  slug: z.string(),
  name: z.string(),
  logo: url,
  location: z.string().nullable(),
  coach: personRefSchema.nullable(),
  captain: personRefSchema.nullable(),
  teamSize: z.number().int(),
  ageGroup: ageGroupRefSchema.nullable(),
  event: eventRefSchema,
  players: z.array(playerRefSchema),
  playersCount: z.number().int(),
  ...teamStatsFieldsSchema.shape,
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

// ---------------------------------------------------------------- games

export const goalEntrySchema = z.object({
  _id: id,
  scorer: personRefSchema.nullable(),
  scorerName: z.string(),
  assist: personRefSchema.nullable(),
  assistName: z.string().nullable(),
  minute: z.number().int(),
  side: z.enum(SIDES),
});
export type GoalEntry = z.infer<typeof goalEntrySchema>;

/** One per penalty scored in the shoot-out: scorerName 'Penalty', minute 120 + index. */
export const penaltyEntrySchema = z.object({
  _id: id,
  scorer: z.null(),
  scorerName: z.literal('Penalty'),
  assist: z.null(),
  assistName: z.null(),
  minute: z.number().int(),
  side: z.enum(SIDES),
  isPenalty: z.literal(true),
});
export type PenaltyEntry = z.infer<typeof penaltyEntrySchema>;

export const mvpSchema = z.object({
  _id: id,
  fullName: z.string(),
  portraitImage: url,
  /** The side the MVP played for in this game, when known. */
  team: teamRefSchema.nullable(),
});
export type Mvp = z.infer<typeof mvpSchema>;

export const publicGameSchema = z.object({
  _id: id,
  status: z.enum(GAME_STATUSES),
  startTime: isoDate.nullable(),
  location: z.string().nullable(),
  round: z.string(),
  event: eventRefSchema,
  ageGroup: ageGroupRefSchema.nullable(),
  group: z.object({ _id: id, name: z.string() }).nullable(),
  homeTeam: teamRefSchema,
  awayTeam: teamRefSchema,
  homeGoals: z.array(goalEntrySchema),
  awayGoals: z.array(goalEntrySchema),
  homePenaltyGoals: z.array(penaltyEntrySchema),
  awayPenaltyGoals: z.array(penaltyEntrySchema),
  /** Goals only; the shoot-out is in homePenalties/awayPenalties. */
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  homePenalties: z.number().int().nullable(),
  awayPenalties: z.number().int().nullable(),
  mvp: mvpSchema.nullable(),
  version: z.number().int(),
});
export type PublicGame = z.infer<typeof publicGameSchema>;

export const gamesListResponseSchema = z.object({
  success: z.literal(true),
  games: z.array(publicGameSchema),
  pagination: paginationSchema,
});
export type GamesListResponse = z.infer<typeof gamesListResponseSchema>;

export const goalkeeperSaveSchema = z.object({
  player: personRefSchema,
  playerId: z.number().int().nullable(),
  saves: z.number().int(),
  side: z.enum(SIDES).nullable(),
});
export type GoalkeeperSave = z.infer<typeof goalkeeperSaveSchema>;

export const gameDetailSchema = publicGameSchema.extend({
  homeTeam: teamRefSchema.extend({ players: z.array(playerRefSchema) }),
  awayTeam: teamRefSchema.extend({ players: z.array(playerRefSchema) }),
  saves: z.array(goalkeeperSaveSchema),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

export const gameResponseSchema = z.object({ success: z.literal(true), game: gameDetailSchema });
export type GameResponse = z.infer<typeof gameResponseSchema>;

// ---------------------------------------------------------------- users

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
 * A profile. `email`, `phoneNumber` and `dateOfBirth` are present only when the caller is that user
 * or an admin; the public profile never carries them (players include minors).
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
});
export type CareerStats = z.infer<typeof careerStatsSchema>;
export const careerResponseSchema = z.object({ success: z.literal(true), careerStats: careerStatsSchema });
export type CareerResponse = z.infer<typeof careerResponseSchema>;

// ---------------------------------------------------------------- rankings

/** Event rankings entry: a player (goals) or a team (wins). */
export const rankingEntrySchema = z.object({
  _id: id,
  rank: z.number().int(),
  name: z.string(),
  value: z.number().int(),
  portrait: url,
  logo: url,
  avatar: url,
  team: z.string().nullable(),
  teamLogo: url,
  location: z.string().nullable(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

export const eventRankingsResponseSchema = z.object({
  success: z.literal(true),
  rankings: z.object({ goals: z.array(rankingEntrySchema), wins: z.array(rankingEntrySchema) }),
  message: z.string().optional(),
});
export type EventRankingsResponse = z.infer<typeof eventRankingsResponseSchema>;

/** Leaderboard item: `logo` is the display name text (spec), `avatar` the image URL. */
export const leaderboardEntrySchema = z.object({
  _id: id,
  rank: z.number().int(),
  name: z.string(),
  logo: z.string(),
  avatar: url,
  team: z.string().nullable(),
  teamLogo: url,
  value: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardResponseSchema = z.object({
  success: z.literal(true),
  rankings: z.object({
    goals: z.array(leaderboardEntrySchema),
    assists: z.array(leaderboardEntrySchema),
    wins: z.array(leaderboardEntrySchema),
    goalkeeperSaves: z.array(leaderboardEntrySchema),
  }),
  /** True when the caller has no active Gold membership: each list is cut to the preview rows. */
  locked: z.boolean(),
  message: z.string(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

// ---------------------------------------------------------------- membership, contact, stats, live

export const membershipStatusResponseSchema = z.object({
  success: z.literal(true),
  isGold: z.boolean(),
  goldUntil: isoDate.nullable(),
});
export type MembershipStatusResponse = z.infer<typeof membershipStatusResponseSchema>;

export const redeemCodeSchema = z.object({
  userId: z.string({ message: 'userId is required' }),
  giftCode: z.string({ message: 'Please enter a gift code' }),
});
export type RedeemCodeInput = z.infer<typeof redeemCodeSchema>;

export const redeemCodeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  isGold: z.literal(true),
  goldUntil: isoDate,
  duration: z.enum(GIFT_DURATIONS),
});
export type RedeemCodeResponse = z.infer<typeof redeemCodeResponseSchema>;

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const statsCountsSchema = z.object({
  futsalGames: z.number().int(),
  goalsScored: z.number().int(),
  streetGames: z.number().int(),
  players: z.number().int(),
  tournaments: z.number().int(),
  teams: z.number().int(),
});
export type StatsCounts = z.infer<typeof statsCountsSchema>;
export const statsCountsResponseSchema = z.object({ success: z.literal(true), counts: statsCountsSchema });
export type StatsCountsResponse = z.infer<typeof statsCountsResponseSchema>;

/** Data of an SSE `event: game` message on GET /api/live/events/{eventId}. */
export const liveGameChangeSchema = z.object({ eventId: id, gameId: id, version: z.number().int() });
export type LiveGameChange = z.infer<typeof liveGameChangeSchema>;

// ---------------------------------------------------------------- query strings

const optionalText = (label: string) =>
  z
    .string()
    .max(200, `${label} is too long`)
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** GET /api/events/{slugOrId}/games: 20 a page by default, up to 1000 (the admin rounds list). */
export const gamesQuerySchema = z.object({
  page: queryInt({ min: 1, max: 100_000, fallback: 1, label: 'page' }),
  limit: queryInt({ min: 1, max: MAX_GAMES_LIMIT, fallback: ADMIN_GAMES_PAGE_SIZE, label: 'limit' }),
  team: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(z.uuid({ message: 'team must be a team id' }).optional()),
  round: optionalText('round'),
  status: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(z.enum(GAME_STATUSES, { message: `status must be one of ${GAME_STATUSES.join(', ')}` }).optional()),
  /** Age group slug or id. */
  ageGroup: optionalText('ageGroup'),
});
export type GamesQuery = z.infer<typeof gamesQuerySchema>;

export const eventsListQuerySchema = z.object({
  limit: queryInt({ min: 1, max: EVENTS_LIST_LIMIT, fallback: EVENTS_LIST_LIMIT, label: 'limit' }),
});

const searchText = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(SEARCH_MIN_CHARS, `Type at least ${SEARCH_MIN_CHARS} characters to search`)
    .max(100, `${label} is too long`);

/** GET /api/teams/search?name= (admin type-ahead). */
export const teamSearchQuerySchema = z.object({ name: searchText('name') });

/** GET /api/users/search?role=Coach&name= (admin type-ahead). */
export const userSearchQuerySchema = z.object({
  name: searchText('name'),
  role: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(z.enum(USER_ROLES, { message: `role must be one of ${USER_ROLES.join(', ')}` }).optional()),
});

/** GET /api/users/old-players?search= (registration type-ahead); shorter text simply finds nothing. */
export const oldPlayersQuerySchema = z.object({ search: z.string().max(100, 'search is too long').optional() });

/** GET /api/teams/by-teamId/{teamId}/games and GET /api/rankings/event/{id}. */
export const teamGamesQuerySchema = z.object({ eventId: z.string().optional(), ageGroup: z.string().optional() });
