import type { MessageCode } from './codes';

/** What an answer without a more specific message is about, by HTTP status. */
const BY_STATUS: Record<number, MessageCode> = {
  400: 'badRequest',
  401: 'signInRequired',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'tooLarge',
  429: 'tooManyRequests',
  503: 'unavailable',
};

/** The message code for a bare HTTP status; needs no catalogue, so clients can use it anywhere. */
export function statusCode(status: number): MessageCode {
  return BY_STATUS[status] ?? (status >= 500 ? 'serverError' : 'badRequest');
}
