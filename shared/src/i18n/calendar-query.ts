import { z } from 'zod';
import { LOCALES } from './locales';
import { coded } from './codes';

/**
 * GET /api/events/:id/calendar.ics?lang=ar (and the team feed): a subscribed calendar app sends no
 * cookie and its own Accept-Language, so the subscription link carries the language the reader chose.
 * Without it the feed follows the cookie, then Accept-Language.
 */
export const calendarQuerySchema = z.object({
  lang: z.enum(LOCALES, { message: coded('localeInvalid') }).optional(),
});
