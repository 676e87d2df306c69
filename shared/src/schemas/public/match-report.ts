import { z } from 'zod';
import { SIDES } from '../../constants';
import { CARD_KINDS } from '../../match/discipline';
import { CLOCK_KINDS, CLOCK_PERIODS } from '../../match/clock';
import { id, isoDate } from './fields';

/**
 * The futsal match report as every game answer carries it (public games, the game page, the Now
 * board, the Games Manager's answers): one shape, so the admin and public answers cannot drift apart.
 */
const half = z.union([z.literal(1), z.literal(2)]);
/** Accumulated fouls in the first and the second half (extra time counts with the second). */
const perHalf = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
const lineup = z.array(z.object({ playerId: id, shirt: z.number().int().nullish(), goalkeeper: z.boolean().optional() }));

export const gameMatchReportSchema = z.object({
  cards: z.array(
    z.object({
      _id: id,
      side: z.enum(SIDES),
      playerId: id,
      kind: z.enum(CARD_KINDS),
      minute: z.number(),
      reason: z.string().nullable(),
    }),
  ),
  fouls: z.object({ home: perHalf, away: perHalf }),
  timeouts: z.array(z.object({ _id: id, side: z.enum(SIDES), half, minute: z.number().nullable() })),
  /** null until someone starts the clock. */
  clock: z.object({ period: z.enum(CLOCK_PERIODS), runningSince: isoDate.nullable(), elapsedSeconds: z.number().int().min(0) }).nullable(),
  lineups: z.object({ home: lineup, away: lineup }),
  /** The age group's periods and clock, for the running minute. */
  matchSettings: z.object({ periods: half, periodMinutes: z.number().int(), clock: z.enum(CLOCK_KINDS) }),
});

/** A player who may not play in the game (sent off, or over the yellow-card limit, in an earlier one). */
export const suspendedPlayerSchema = z.object({ playerId: id, reason: z.enum(['redCard', 'yellowCards']) });
