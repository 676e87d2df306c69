import { z } from 'zod';
import { SIDES } from '../../constants';
import { publicGameSchema } from '../public/games';
import { publicVenueSchema } from '../public/venues';
import { coded } from '../../i18n/codes';

/** Venues, pitches and scheduling bodies and answers (issue 19). Times are Asia/Beirut wall clock. */

const text = (max: number, message: string) => z.string({ message }).trim().min(1, message).max(max, message);

export const pitchInputSchema = z.object({
  _id: z.uuid({ message: coded('pitchUnknown') }).optional(),
  name: text(60, 'Pitch name is required (at most 60 characters)'),
  code: text(10, 'Pitch code is required (at most 10 characters)'),
});

export const venueInputSchema = z.object({
  _id: z.uuid({ message: coded('venueUnknown') }).optional(),
  name: text(120, 'Venue name is required (at most 120 characters)'),
  address: z
    .string()
    .trim()
    .max(500, coded('fieldTooLong', { label: 'Address', max: 500 }))
    .nullish(),
  pitches: z.array(pitchInputSchema).max(30, coded('venueMaxPitches', { max: 30 })),
});
export type VenueInput = z.infer<typeof venueInputSchema>;

/** `venues` of PUT /api/events/:id: the edition's full list in order; those left out are removed. */
export const venuesInputSchema = z
  .array(venueInputSchema)
  .max(20, coded('eventMaxVenues', { max: 20 }))
  .superRefine((list, ctx) => {
    const codes = new Set<string>();
    for (const [i, v] of list.entries())
      for (const [j, p] of v.pitches.entries()) {
        const code = p.code.toLowerCase();
        if (codes.has(code)) ctx.addIssue({ code: 'custom', path: [i, 'pitches', j, 'code'], message: coded('pitchCodeDuplicate') });
        codes.add(code);
      }
  });

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Times are HH:MM');
const slot = z
  .number()
  .int()
  .min(5, coded('slotMinutes', { min: 5, max: 300 }))
  .max(300, coded('slotMinutes', { min: 5, max: 300 }));

/** POST /api/events/:id/games/schedule */
export const scheduleAllSchema = z.object({
  /** Age group slugs; all when absent. */
  ageGroups: z.array(z.string().trim().min(1)).max(20).optional(),
  days: z
    .array(
      z.object({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, coded('datesFormat')),
        start: clock,
        end: clock,
        breaks: z
          .array(z.object({ start: clock, end: clock }))
          .max(10)
          .optional(),
      }),
    )
    .min(1, coded('dayRequired'))
    .max(31),
  slotMinutes: z.union([slot, z.record(z.string(), slot)]),
  minRestMinutes: z.number().int().min(0).max(600),
  /** Pitch ids to use; all the edition's pitches when absent. */
  pitches: z
    .array(z.uuid({ message: coded('pitchUnknown') }))
    .min(1)
    .optional(),
  ageGroupPitches: z.record(z.string(), z.array(z.uuid({ message: coded('pitchUnknown') })).min(1)).optional(),
});
export type ScheduleAllBody = z.infer<typeof scheduleAllSchema>;

export const scheduleAllResponseSchema = z.object({
  success: z.literal(true),
  /** How many games were given a pitch and a time. */
  scheduled: z.number().int(),
  /** ISO instants; null when there was nothing to place. */
  finishesAt: z.string().nullable(),
  lowerBound: z.string().nullable(),
});
export type ScheduleAllResponse = z.infer<typeof scheduleAllResponseSchema>;

/** The 400 `scheduleDoesNotFit` answer's extra fields (nothing was changed). */
export const scheduleDoesNotFitSchema = z.object({
  success: z.literal(false),
  code: z.literal('scheduleDoesNotFit'),
  message: z.string(),
  unplaced: z.number().int(),
  overflow: z.array(z.object({ ageGroup: z.string(), date: z.string(), unplaced: z.number().int() })),
});

export const CONFLICT_KINDS = ['teamBusy', 'pitchBusy', 'rest', 'dependency'] as const;
export type ScheduleConflictKind = (typeof CONFLICT_KINDS)[number];
export const scheduleConflictSchema = z.object({ kind: z.enum(CONFLICT_KINDS), gameId: z.string() });
export type ScheduleConflict = z.infer<typeof scheduleConflictSchema>;

/** The schedule part of PUT /api/events/:eventId/games/:gameId: a move, or a forfeit. */
export const gameScheduleEditSchema = z.object({
  /** ISO instant, or null to take the game off the schedule. */
  startTime: z.iso
    .datetime({ offset: true, message: coded('startTimeInvalid') })
    .nullable()
    .optional(),
  /** Pitch id, or null. */
  pitch: z
    .uuid({ message: coded('pitchUnknown') })
    .nullable()
    .optional(),
  /** Save although the move clashes (after a 409 `scheduleConflict`). */
  confirm: z.boolean().optional(),
  /** The side that forfeits (or did not show). */
  forfeit: z.enum(SIDES).optional(),
});
export type GameScheduleEdit = z.infer<typeof gameScheduleEditSchema>;

/** POST /api/events/:id/pitches/:pitchId/delay */
export const pitchDelaySchema = z.object({
  minutes: z
    .number({ message: coded('wholeNumberRange', { label: 'Minutes', min: 1, max: 240 }) })
    .int(coded('wholeNumberRange', { label: 'Minutes', min: 1, max: 240 }))
    .min(1)
    .max(240),
  /** The day (YYYY-MM-DD, Beirut): today when absent. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, coded('datesFormat'))
    .optional(),
});
export const pitchDelayResponseSchema = z.object({ success: z.literal(true), moved: z.array(z.string()) });

/** POST /api/events/:id/teams/:teamId/withdraw */
export const withdrawTeamSchema = z.object({ keepPlayed: z.boolean({ message: coded('mustBeBoolean', { label: 'keepPlayed' }) }) });
export const withdrawTeamResponseSchema = z.object({ success: z.literal(true), forfeited: z.number().int(), removed: z.number().int() });

export const eventVenuesSchema = z.array(publicVenueSchema);
export const nowGameSchema = publicGameSchema;
