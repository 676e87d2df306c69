import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isMessageCode, messageText, paramStrings, readCoded, statusCode, type MessageCode, type MessageParams } from '@pitchside/shared';
import type { ZodError } from 'zod';

export interface IssueOut {
  path: string;
  message: string;
  code?: MessageCode;
  /** Values of a templated message ('at least {min} characters'), so its translation keeps them. */
  params?: Record<string, string>;
}

export interface AppErrorOptions {
  /** Values of a templated message ('Unknown goal id {id}'). */
  params?: MessageParams;
  issues?: IssueOut[];
  /** More fields of the answer ({ removes }, { conflict }). */
  extra?: Record<string, unknown>;
}

/**
 * The one error type services throw, with the code of its message; the English text comes from MSG
 * by that code, and the app answers `{ success: false, code, message, params?, issues? }`.
 */
export class AppError extends Error {
  readonly params?: Record<string, string>;
  readonly issues?: IssueOut[];
  readonly extra?: Record<string, unknown>;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: MessageCode,
    options: AppErrorOptions = {},
  ) {
    super(messageText(code, options.params));
    if (options.params) this.params = paramStrings(options.params);
    this.issues = options.issues;
    this.extra = options.extra;
  }
}

/**
 * The one JSON shape of a failure: `{ success: false, code, message, params?, issues? }`; `message` is
 * the English text (the spec's contract), `code` and `params` are what clients translate.
 */
export function errorBody(status: number, code: MessageCode = statusCode(status), extra?: Record<string, unknown>) {
  return { success: false as const, code, message: messageText(code), ...extra };
}

/** The answer for a thrown AppError. */
export function appErrorBody(err: AppError) {
  return {
    success: false as const,
    code: err.code,
    message: err.message,
    ...(err.params ? { params: err.params } : {}),
    ...(err.issues ? { issues: err.issues } : {}),
    ...err.extra,
  };
}

/** A refusal of the request (400) with the code of its reason and the values its text needs. */
export const appError = (code: MessageCode, params?: MessageParams, issues?: IssueOut[]) => new AppError(400, code, { params, issues });
/** `appError` by the name of its status, like the helpers below. */
export const badRequest = (code: MessageCode, params?: MessageParams, issues?: IssueOut[]) => appError(code, params, issues);
export const unauthorized = (code: MessageCode = 'signInRequired') => new AppError(401, code);
export const forbidden = (code: MessageCode = 'forbidden', extra?: Record<string, unknown>) => new AppError(403, code, { extra });
export const notFound = (code: MessageCode = 'notFound', params?: MessageParams) => new AppError(404, code, { params });
export const conflict = (code: MessageCode, extra?: Record<string, unknown>, params?: MessageParams) =>
  new AppError(409, code, { extra, params });
export const tooManyRequests = (code: MessageCode = 'tooManyRequests') => new AppError(429, code);

/** A refused edit (a sync decision, a parsed mutation) as the error a REST request answers. */
export function refusal(r: { code?: string; params?: Record<string, string> }, status: ContentfulStatusCode = 400): AppError {
  return new AppError(status, r.code && isMessageCode(r.code) ? r.code : 'badRequest', { params: r.params });
}

/** A zod failure: every schema message is a code (see `coded`), answered with its English text. */
export function fromZodError(error: ZodError): AppError {
  const issues = error.issues.map((i): IssueOut => {
    const read = readCoded(i.message);
    const path = i.path.map(String).join('.');
    // A message zod wrote itself (a schema without its own message): the generic code, zod's words.
    if (!read) return { path, message: i.message, code: 'badRequest' };
    return { path, message: messageText(read.code, read.params), code: read.code, ...(read.params ? { params: read.params } : {}) };
  });
  const first = issues[0];
  return first
    ? new AppError(400, first.code ?? 'badRequest', { params: first.params, issues })
    : new AppError(400, 'badRequest', { issues });
}
