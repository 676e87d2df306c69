import { z } from 'zod';
import { id } from './fields';

/** A pitch as a game carries it: its short code ("P1") is what fans read on a card, the venue says where. */
export const gamePitchSchema = z.object({
  _id: id,
  name: z.string(),
  code: z.string(),
  venue: z.object({ _id: id, name: z.string() }),
});
export type GamePitch = z.infer<typeof gamePitchSchema>;

export const publicPitchSchema = z.object({ _id: id, name: z.string(), code: z.string() });
export type PublicPitch = z.infer<typeof publicPitchSchema>;

/** A venue of an edition with its pitches in their order; `address` is a street address or a map link. */
export const publicVenueSchema = z.object({
  _id: id,
  name: z.string(),
  address: z.string().nullable().optional(),
  pitches: z.array(publicPitchSchema),
});
export type PublicVenue = z.infer<typeof publicVenueSchema>;
