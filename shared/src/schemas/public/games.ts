import { z } from 'zod';
import { GAME_STAGES, GAME_STATUSES, SIDES } from '../../constants';
import { paginationSchema } from '../common';
import { id, url, isoDate } from './fields';
import { gamePitchSchema } from './venues';
import { gameMatchReportSchema, suspendedPlayerSchema } from './match-report';
import { ageGroupRefSchema, eventRefSchema, personRefSchema, playerRefSchema, teamRefSchema } from './refs';

export const goalEntrySchema = z.object({
  _id: id,
  scorer: personRefSchema.nullable(),
  scorerName: z.string(),
  assist: personRefSchema.nullable(),
  assistName: z.string().nullable(),
  minute: z.number().int(),
  side: z.enum(SIDES),
  /** An own goal: counted for `side`, put in by a player of the other side (named in scorerName), in nobody's scoring record. */
  ownGoal: z.literal(true).optional(),
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
  /** Where it is played (issue 19); null until scheduled on a pitch. */
  pitch: gamePitchSchema.nullable().optional(),
  round: z.string(),
  /** group (of `group`), knockout (of a bracket slot), league or friendly: a table counts only its own. */
  stage: z.enum(GAME_STAGES).optional(),
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
  /** Finished, recorded by a scorer and not yet confirmed by an organiser: it counts in no table yet (issue 21). */
  awaitingConfirmation: z.literal(true).optional(),
  // Optional to readers: answers saved on a device before games carried the match report have none.
  ...gameMatchReportSchema.partial().shape,
});
export type PublicGame = z.infer<typeof publicGameSchema>;

export const gamesListResponseSchema = z.object({
  success: z.literal(true),
  games: z.array(publicGameSchema),
  pagination: paginationSchema,
});
export type GamesListResponse = z.infer<typeof gamesListResponseSchema>;

/** `GET /api/events/:id/now[?ageGroup]`: for every pitch, the game on it now and the next one. */
export const eventNowResponseSchema = z.object({
  success: z.literal(true),
  pitches: z.array(
    z.object({
      pitch: gamePitchSchema,
      current: publicGameSchema.nullable(),
      next: publicGameSchema.nullable(),
    }),
  ),
});
export type EventNowResponse = z.infer<typeof eventNowResponseSchema>;

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
  suspended: z.array(suspendedPlayerSchema).optional(),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

export const gameResponseSchema = z.object({ success: z.literal(true), game: gameDetailSchema });
export type GameResponse = z.infer<typeof gameResponseSchema>;
