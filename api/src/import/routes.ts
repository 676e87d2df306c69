import { Hono, type Context } from 'hono';
import { IMPORT_KINDS, importRequestSchema, tableToRows, type ImportKind } from '@pitchside/shared/import';
import type { AppEnv, Deps } from '../context';
import { handle } from '../lib/declare-route';
import { badRequest, fromZodError } from '../lib/errors';
import { importEndpoints } from './endpoints';
import { runImport } from './service';

const CSV_MAX_BYTES = 2 * 1024 * 1024;

/** A CSV file's text: UTF-8 with or without its byte-order mark; anything else is refused with a code. */
async function csvText(file: File): Promise<string> {
  if (file.size > CSV_MAX_BYTES) throw badRequest('importFileUnreadable');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw badRequest('importFileUnreadable');
  }
}

const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/**
 * The import's request from JSON `{kind, ageGroup?, rows, dryRun}`, or from multipart with a CSV
 * `file` (or `rows` as JSON text) and any `logos` the rows name.
 */
async function readRequest(c: Context<AppEnv>): Promise<{ body: unknown; logos: File[] }> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('multipart/form-data')) return { body: await c.req.json(), logos: [] };
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('invalidForm');
  }
  const kind = one(form.kind);
  if (!IMPORT_KINDS.includes(kind as ImportKind)) throw badRequest('importKindInvalid');
  const file = one(form.file);
  let rows: unknown = [];
  if (file instanceof File) rows = tableToRows(kind as ImportKind, await csvText(file));
  else if (typeof one(form.rows) === 'string') {
    try {
      rows = JSON.parse(one(form.rows) as string);
    } catch {
      throw badRequest('invalidJson');
    }
  }
  const logos = [form.logos].flat().filter((f): f is File => f instanceof File && f.size > 0);
  return { body: { kind, ageGroup: one(form.ageGroup), dryRun: one(form.dryRun), rows }, logos };
}

/** Bulk entry of teams and players; the permission guard runs first (endpoints.ts). */
export function importRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  handle(r, importEndpoints.run, async (c) => {
    const { body, logos } = await readRequest(c);
    const parsed = importRequestSchema.safeParse(body);
    if (!parsed.success) throw fromZodError(parsed.error);
    return c.json(await runImport(deps, c.var.user, c.req.param('id'), parsed.data, logos));
  });
  return r;
}
