import { z } from 'zod';
import { id, url } from './fields';

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

/**
 * One team in an age group's Fair Play table: FIFA's deductions (shared/src/match) over its completed
 * group, knockout and league games (friendlies left out); the cards as recorded.
 */
export const fairPlayEntrySchema = z.object({
  _id: id,
  rank: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: url,
  games: z.number().int(),
  yellow: z.number().int(),
  secondYellow: z.number().int(),
  red: z.number().int(),
  /** 0 or less: closer to 0 is fairer. */
  points: z.number().int(),
});
export type FairPlayEntry = z.infer<typeof fairPlayEntrySchema>;

export const eventRankingsResponseSchema = z.object({
  success: z.literal(true),
  rankings: z.object({ goals: z.array(rankingEntrySchema), wins: z.array(rankingEntrySchema), fairPlay: z.array(fairPlayEntrySchema) }),
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
