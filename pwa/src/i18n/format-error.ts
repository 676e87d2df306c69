import type { MessageCode } from '@pitchside/shared';
import { ApiError, type ApiIssue } from '../data/api';
import { hasTranslation, translate, type TranslateValues } from './use-t';

/**
 * An error as the reader should see it: the server's message code in the reader's language when
 * the catalog knows it, else the server's own text, else the screen's fallback key.
 */
export function formatError(err: unknown, fallbackKey = 'api.serverError'): string {
  if (err instanceof ApiError || isCoded(err)) {
    if (err.code && hasTranslation(`api.${err.code}`)) return translate(`api.${err.code}`, err.params);
    if (err.message) return err.message;
  }
  return translate(fallbackKey);
}

/** A stored failure ({ status, message, code }) as useApi keeps it. */
function isCoded(err: unknown): err is { code?: string; message?: string; params?: TranslateValues } {
  return typeof err === 'object' && err !== null && 'message' in err && 'status' in err;
}

/** One of the server's (or shared) messages, by its code, in the reader's language. */
export function apiText(code: MessageCode, values?: TranslateValues): string {
  return translate(`api.${code}`, values);
}

/**
 * A server message by its code (and values) in the reader's language; the text as it came when the
 * code is missing or unknown (an answer stored by an older version). No text is ever looked up.
 */
export function serverMessage(code: string | null | undefined, params: TranslateValues | null | undefined, text: string): string {
  return code && hasTranslation(`api.${code}`) ? translate(`api.${code}`, params ?? undefined) : text;
}

/** A field's validation message in the reader's language (the server sends each issue's code). */
export function issueText(issue: ApiIssue): string {
  return issue.code && hasTranslation(`api.${issue.code}`) ? translate(`api.${issue.code}`, issue.params) : issue.message;
}
