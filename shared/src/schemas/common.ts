import { z } from 'zod';
import { coded } from '../i18n/codes';

/** The one error shape every API failure uses. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const idSchema = z.uuid({ message: coded('invalidId') });

/**
 * Any 8-4-4-4-12 hex id, the spelling the database accepts (looser than RFC 9562, so ids written by
 * hand in fixtures and imports pass as the database would take them).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A path or query id: anything else is refused with `invalidId` before any lookup. */
export const uuidParam = z.string().regex(UUID_PATTERN, { message: coded('invalidId') });

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Query-string integers: blank means "use the default". */
export function queryInt(opts: { min: number; max: number; fallback: number; label: string }) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return opts.fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < opts.min || n > opts.max) {
        ctx.addIssue({ code: 'custom', message: coded('wholeNumberRange', { label: opts.label, min: opts.min, max: opts.max }) });
        return z.NEVER;
      }
      return n;
    });
}

export const trimmed = (label: string, max = 200) =>
  z
    .string({ message: coded('fieldRequired', { label }) })
    .trim()
    .min(1, coded('fieldRequired', { label }))
    .max(max, coded('fieldTooLong', { label, max }));
