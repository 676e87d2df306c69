import { z } from 'zod';
import { GIFT_DURATIONS } from '../../constants';
import { id, isoDate } from './fields';
import { coded } from '../../i18n/codes';

export const membershipStatusResponseSchema = z.object({
  success: z.literal(true),
  isGold: z.boolean(),
  goldUntil: isoDate.nullable(),
});
export type MembershipStatusResponse = z.infer<typeof membershipStatusResponseSchema>;

export const redeemCodeSchema = z.object({
  userId: z.string({ message: coded('fieldRequired', { label: 'userId' }) }),
  giftCode: z.string({ message: coded('enterGiftCode') }),
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
