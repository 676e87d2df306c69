import { z } from 'zod';

/**
 * Field shapes for admin forms sent as multipart (every value a string) or JSON (numbers, null): the
 * same schema reads both, so the API and the screens validate with one definition.
 */

/** Blank or absent becomes undefined; text is trimmed. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? undefined : v.trim()))
    .pipe(z.string().max(max, tooLong).optional());

/** Blank or absent becomes undefined; otherwise an id. */
export const optionalId = (message: string) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? undefined : v.trim()))
    .pipe(z.uuid({ message }).optional());

/** A required id, with the spec's message when missing or malformed ('Please select a team'). */
export const requiredId = (message: string) => z.string({ message }).trim().min(1, message).pipe(z.uuid({ message }));

/** A whole number from a number or a numeric string; blank or absent takes the default. */
export const intField = (opts: { min: number; max: number; message: string; fallback?: number }) =>
  z
    .union([z.number(), z.string(), z.null()], { message: opts.message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
        if (opts.fallback !== undefined) return opts.fallback;
        ctx.addIssue({ code: 'custom', message: opts.message });
        return z.NEVER;
      }
      const n = typeof v === 'number' ? v : Number(v.trim());
      if (!Number.isInteger(n) || n < opts.min || n > opts.max) {
        ctx.addIssue({ code: 'custom', message: opts.message });
        return z.NEVER;
      }
      return n;
    });
