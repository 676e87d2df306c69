import { OVERSIZED_ARGS, fitsEditLimits, isOversizedMarker } from './edit-size';

/**
 * How a pushed mutation is kept in the log (sync_mutations), so a repeated id is answered from it:
 * what the device sent, made storable and never stored whole when it is over the size limits.
 */

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * What the device sent, made storable: Postgres text and jsonb refuse NUL and unpaired surrogates,
 * and a log row that cannot be written would stop the client's queue at that mutation for good.
 */
export function loggable(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\ufffd');
  if (Array.isArray(value)) return value.map(loggable);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [loggable(k), loggable(v)]));
  return value ?? null;
}

/** The longest name logged as sent: real names are a dozen characters. */
const NAME_MAX = 64;
/** What the log keeps for a name that is not a short string: never the name itself. */
export const MALFORMED_NAME = '$malformed';

/** The name as logged: storable, and only a marker when it is not text or is too long. */
export function loggedName(name: unknown): string {
  return typeof name === 'string' && name.length <= NAME_MAX ? (loggable(name) as string) : MALFORMED_NAME;
}

/** The args as logged: storable, or only a marker when they are over the limits (checked first). */
export function loggedArgs(args: unknown): unknown {
  return fitsEditLimits(args) ? loggable(args) : OVERSIZED_ARGS;
}

/** JSON with object keys sorted, as jsonb keeps them: two encodings of one edit compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Whether a mutation sent again is the one logged under its id (compared as it was logged). An edit
 * over the limits was logged as a marker: sent again over the limits, it is taken as the same one.
 */
export function sameEdit(logged: { name: string; args: unknown }, sent: { name?: unknown; args?: unknown }): boolean {
  if (logged.name !== loggedName(sent.name)) return false;
  const fits = fitsEditLimits(sent.args);
  if (isOversizedMarker(logged.args)) return !fits;
  return fits && canonical(logged.args) === canonical(loggable(sent.args));
}
