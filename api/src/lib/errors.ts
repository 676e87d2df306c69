import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MSG, messageCode, messageCodeOf } from '@pitchside/shared';
import type { ZodError } from 'zod';

export interface IssueOut {
  path: string;
  message: string;
  code?: string;
  /** Values of a templated message ('at least {min} characters'), so its translation keeps them. */
  params?: Record<string, string>;
}

/** The one error type services throw; the app turns it into `{ success: false, message, issues? }`. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: IssueOut[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  /** The stable code clients translate; the English message stays for clients written to the spec. */
  get code(): string {
    return messageCode(this.message, this.status);
  }
}

/**
 * The one JSON shape of a failure: `{ success: false, code, message, params?, issues? }`; `params`
 * carries the values of a templated message ('Unknown goal id {id}') for its translation.
 */
export function errorBody(status: number, message: string, extra?: Record<string, unknown>) {
  const { code, params } = messageCodeOf(message, status);
  return { success: false as const, code, message, ...(params ? { params } : {}), ...extra };
}

export const badRequest = (message: string, issues?: IssueOut[]) => new AppError(400, message, issues);
export const unauthorized = (message: string = MSG.signInRequired) => new AppError(401, message);
export const forbidden = (message: string = MSG.forbidden, extra?: Record<string, unknown>) => new AppError(403, message, undefined, extra);
export const notFound = (message: string = MSG.notFound) => new AppError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new AppError(409, message, undefined, extra);
export const tooManyRequests = (message: string = MSG.tooManyRequests) => new AppError(429, message);

export function fromZodError(error: ZodError): AppError {
  const issues = error.issues.map((i): IssueOut => {
    const { code, params } = messageCodeOf(i.message, 400);
    return { path: i.path.map(String).join('.'), message: i.message, code, ...(params ? { params } : {}) };
  });
  const first = issues[0];
  return badRequest(first ? first.message : MSG.badRequest, issues);
}
