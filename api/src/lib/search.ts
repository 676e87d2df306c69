import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FOLD_FROM, FOLD_STRIP_CLASS, FOLD_TO, foldForSearch } from '@pitchside/shared';

/** The stored name folded exactly as `foldForSearch` folds typed text (hamza, taa marbuta, harakat, accents). */
export function foldedSql(column: AnyPgColumn): SQL<string> {
  return sql<string>`regexp_replace(regexp_replace(translate(lower(${column}), ${FOLD_FROM}, ${FOLD_TO}), ${FOLD_STRIP_CLASS}, '', 'g'), '\\s+', ' ', 'g')`;
}

/** Name contains the typed text, in any of its spellings; LIKE wildcards typed by the user match themselves. */
export function nameMatches(column: AnyPgColumn, typed: string): SQL {
  const folded = foldForSearch(typed).replace(/[\\%_]/g, (m) => `\\${m}`);
  return sql`${foldedSql(column)} like ${`%${folded}%`}`;
}
