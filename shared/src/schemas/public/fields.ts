import { z } from 'zod';

/** Field shapes shared by the public response schemas (ids are strings, images URLs or null, dates ISO strings). */
export const id = z.string();
export const url = z.string().nullable();
export const isoDate = z.string();
