import Papa from 'papaparse';
import type { Locale } from '../i18n/locales';
import { IMPORT_FIELDS, fieldOfHeader, templateHeaders, type ImportField, type ImportKind, type ImportRow } from './columns';

/**
 * Cells from a CSV file or from a spreadsheet's copied cells: comma, semicolon (spreadsheets set to
 * French or Arabic write those) or tab (what a copy from a spreadsheet pastes) separated, quoted
 * fields with separators or line breaks inside, UTF-8 with or without its byte-order mark.
 */
export function parseCells(text: string): string[][] {
  const input = text.replace(/^\uFEFF/, '');
  const result = Papa.parse<string[]>(input, {
    delimitersToGuess: ['\t', ';', ','],
    skipEmptyLines: 'greedy',
  });
  // A single column has no separator to find: papaparse then reads it as one field per line, which is right.
  return result.data.map((cells) => cells.map((c) => c.trim()));
}

/** Column positions: from a header row when the first row names at least one known column, else the template's order. */
function columnsOf(kind: ImportKind, first: string[]): { fields: (ImportField | null)[]; header: boolean } {
  const named = first.map((cell) => fieldOfHeader(kind, cell));
  if (named.some((f) => f !== null)) return { fields: named, header: true };
  return { fields: [...IMPORT_FIELDS[kind]], header: false };
}

/** Rows to send to the import, keyed by field; rows with only blank cells are left out. */
export function cellsToRows(kind: ImportKind, cells: string[][]): ImportRow[] {
  if (cells.length === 0) return [];
  const { fields, header } = columnsOf(kind, cells[0]!);
  const rows: ImportRow[] = [];
  for (const line of header ? cells.slice(1) : cells) {
    const row: ImportRow = {};
    fields.forEach((field, i) => {
      const value = line[i]?.trim();
      if (field && value && row[field] === undefined) row[field] = value;
    });
    if (Object.keys(row).length > 0) rows.push(row);
  }
  return rows;
}

/** A CSV file's text or pasted cells, as rows. */
export function tableToRows(kind: ImportKind, text: string): ImportRow[] {
  return cellsToRows(kind, parseCells(text));
}

/**
 * The downloadable template: the header row in the reader's language, with a byte-order mark so
 * spreadsheet programs open Arabic names as UTF-8.
 */
export function importTemplate(kind: ImportKind, locale: Locale): string {
  return `\uFEFF${Papa.unparse([templateHeaders(kind, locale)], { newline: '\r\n' })}\r\n`;
}
