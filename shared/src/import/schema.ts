import { z } from 'zod';
import { IMPORT_FIELDS, IMPORT_KINDS, IMPORT_MAX_ROWS, type ImportRow } from './columns';
import type { ImportCode, ImportProblem } from './check';
import { MSG } from '../messages';
import { coded } from '../i18n/codes';

const cell = z.union([z.string(), z.number(), z.null()]).transform((v) => (v === null ? '' : String(v)));
const ALL_FIELDS = new Set<string>([...IMPORT_FIELDS.teams, ...IMPORT_FIELDS.players]);

/** One row: the known columns as text (numbers a spreadsheet sends as numbers included); other keys are left out. */
const rowSchema = z.record(z.string(), cell.optional()).transform((r) => {
  const row: Record<string, string> = {};
  for (const [k, v] of Object.entries(r)) if (ALL_FIELDS.has(k) && v !== undefined && v.trim() !== '') row[k] = v;
  return row as ImportRow;
});

const flag = z
  .union([z.boolean(), z.literal('true'), z.literal('false'), z.literal('1'), z.literal('0')])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

/** POST /api/events/{id}/import as JSON (the rows) or multipart (a CSV `file`, or `rows` as JSON, with `logos`). */
export const importRequestSchema = z.object({
  kind: z.enum(IMPORT_KINDS, { message: coded('importKindInvalid') }),
  ageGroup: z
    .string()
    .max(80, coded('ageGroupUnknown'))
    .nullish()
    .transform((v) => v?.trim() || null),
  rows: z
    .array(rowSchema)
    .min(1, coded('importEmpty'))
    .max(IMPORT_MAX_ROWS, coded('importTooManyRows', { max: IMPORT_MAX_ROWS })),
  dryRun: flag,
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

/** POST /api/events/{id}/import: each row's problems (none when it was saved or would be) and how many were made. */
export const importResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      problems: z.array(
        z.object({
          field: z.enum([...new Set([...IMPORT_FIELDS.teams, ...IMPORT_FIELDS.players, 'row'] as const)]),
          code: z.enum(Object.keys(MSG) as [ImportCode, ...ImportCode[]]),
          message: z.string(),
          params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
        }),
      ),
    }),
  ),
  created: z.number().int(),
});
export interface ImportRowReport {
  row: number;
  problems: ImportProblem[];
}
export type ImportResponse = z.infer<typeof importResponseSchema>;
