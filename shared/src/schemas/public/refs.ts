import { z } from 'zod';
import { id, url } from './fields';

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
