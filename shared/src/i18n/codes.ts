import { MSG } from '../messages';

export type MessageCode = keyof typeof MSG;

/** What an answer without a more specific message is about, by HTTP status. */
const BY_STATUS: Record<number, string> = {
  400: 'badRequest',
  401: 'signInRequired',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'tooLarge',
  429: 'tooManyRequests',
  503: 'unavailable',
};

let byText: Map<string, string> | undefined;

/**
 * The stable code sent beside an English message: the MSG key whose text it is, else a code for
 * the status. Clients translate the code; the English text stays for clients written to the spec.
 */
export function messageCode(message: string, status: number): string {
  byText ??= new Map(Object.entries(MSG).map(([code, text]) => [text as string, code]));
  return byText.get(message) ?? BY_STATUS[status] ?? (status >= 500 ? 'serverError' : 'badRequest');
}
