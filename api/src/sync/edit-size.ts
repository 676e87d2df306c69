import { codedReason } from '@pitchside/shared';

/**
 * Limits on one edit's args, checked before anything else looks at them. A device (or anyone with an
 * admin session) can send args of any shape: a 10 MB string would be stored whole in the log, and
 * args nested thousands deep overflow the stack of every recursive walk after this one (schema
 * checks, storing, comparing). Both become a `rejected` edit, so they never block the queue.
 */

/** The largest edit accepted, in JSON characters: a real edit is a few hundred. */
export const EDIT_MAX_CHARS = 64 * 1024;
/** The deepest nesting accepted: real edits are two levels deep. */
export const EDIT_MAX_DEPTH = 16;

/** The refusal of an edit over the limits, with its code. */
export const editTooLarge = () => codedReason('editTooLarge', { kb: EDIT_MAX_CHARS / 1024 });
export const EDIT_TOO_LARGE = editTooLarge().reason;

/** What the log keeps instead of args over the limits: a marker, never the args themselves. */
export const OVERSIZED_ARGS = { $oversized: true } as const;

/**
 * Whether args fit the limits, measured without recursion and without building the JSON, stopping
 * as soon as a limit is passed.
 */
export function fitsEditLimits(args: unknown): boolean {
  let chars = 0;
  const stack: { value: unknown; depth: number }[] = [{ value: args, depth: 0 }];
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (depth > EDIT_MAX_DEPTH) return false;
    if (typeof value === 'string') chars += value.length + 2;
    else if (value === null || typeof value !== 'object') chars += 8;
    else if (Array.isArray(value)) {
      chars += 2 + value.length;
      for (const v of value) stack.push({ value: v, depth: depth + 1 });
    } else {
      for (const [k, v] of Object.entries(value)) {
        chars += k.length + 4;
        stack.push({ value: v, depth: depth + 1 });
      }
      chars += 2;
    }
    if (chars > EDIT_MAX_CHARS) return false;
  }
  return true;
}

/** Whether logged args are the marker of an edit that was over the limits. */
export function isOversizedMarker(args: unknown): boolean {
  return !!args && typeof args === 'object' && (args as { $oversized?: unknown }).$oversized === true;
}
