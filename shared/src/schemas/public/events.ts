import { z } from 'zod';
import { STAGE_TYPES } from '../../constants';
import { TIEBREAK_CRITERIA } from '../../standings/types';
import { disciplineSettingsSchema, matchSettingsSchema, reviewSettingsSchema } from '../stages';
import { id, url } from './fields';
import { teamRefSchema } from './refs';
import { gamePitchSchema, publicVenueSchema } from './venues';
import { paginationSchema } from '../common';

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
  /** Ordered table rules of this age group (issue 8); on the event page only. */
  tiebreakers: z.array(z.enum(TIEBREAK_CRITERIA)).optional(),
  pointsAdjustments: z.array(z.object({ teamId: id, points: z.number().int(), reason: z.string() })).optional(),
  thirdPlaceMatch: z.boolean().optional(),
  drawingOfLots: z.array(id).optional(),
  /** The games' periods and clock, and the suspension rules (the futsal match report); on the event page only. */
  match: matchSettingsSchema.optional(),
  discipline: disciplineSettingsSchema.optional(),
  /** Whether scorers' results wait for an organiser's confirmation before they count (issue 21). */
  review: reviewSettingsSchema.optional(),
  /** [winner, loser] goals a forfeit counts as (issue 19). */
  forfeitScore: z.tuple([z.number().int(), z.number().int()]).optional(),
  /** The slot length and minimum rest (minutes) the last "Schedule all" of this age group used (issue 19). */
  slotMinutes: z.number().int().optional(),
  minRestMinutes: z.number().int().optional(),
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
  /** The edition's venues with their pitches, in order (issue 19). */
  venues: z.array(publicVenueSchema).optional(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const eventsListResponseSchema = z.object({
  success: z.literal(true),
  events: z.array(publicEventSchema),
  pagination: paginationSchema,
});
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
  /** The rule that placed the team against one level on points ('headToHead', 'drawingOfLots'...). */
  tiebreak: z.enum(['goalDifference', 'goalsFor', 'headToHead', 'wins', 'awayGoals', 'fairPlay', 'drawingOfLots']).optional(),
  /** Points given or taken off the pitch, already in groupStagePts, with the reasons. */
  pointsAdjustment: z.number().int().optional(),
  adjustmentReasons: z.array(z.string()).optional(),
  /** FIFA fair-play points from the cards of the games counted (0 or less). */
  fairPlayPoints: z.number().int().optional(),
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
  /** Where and when the slot is played, placed while its teams may still be "TBD" (issue 19); its game takes them. */
  startTime: z.string().nullable().optional(),
  pitch: gamePitchSchema.nullable().optional(),
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
  thirdPlace: bracketMatchSchema.nullable().optional(),
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
  /** The age group's final ranking as an admin saved it (Custom Rankings Manager), best first. */
  customRanking: z.array(z.object({ team: teamRefSchema, position: z.number().int(), points: z.number().int() })).optional(),
  /** For an event without age groups: its table rules (with age groups they sit on each age group). */
  tiebreakers: z.array(z.enum(TIEBREAK_CRITERIA)).optional(),
  pointsAdjustments: z.array(z.object({ teamId: id, points: z.number().int(), reason: z.string() })).optional(),
});
export type EventPageResponse = z.infer<typeof eventPageResponseSchema>;
