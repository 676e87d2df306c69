import { MSG, fillMessage } from '../messages';

/** A server message's stable code: a key of MSG, so a mistyped code fails the typecheck. */
export type MessageCode = keyof typeof MSG;
/** The values of a templated message ('Unknown goal id {id}'), sent beside its code. */
export type MessageParams = Record<string, string | number>;

export function isMessageCode(value: string): value is MessageCode {
  return Object.prototype.hasOwnProperty.call(MSG, value);
}

/** The English text of a code with its values filled: the `message` answered beside the code. */
export function messageText(code: MessageCode, params?: MessageParams): string {
  return params ? fillMessage(MSG[code], params) : MSG[code];
}

/** Values as they travel in an answer: every value a string. */
export function paramStrings(params: MessageParams): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
}

/**
 * A zod message given as its code (and values): `z.string().max(80, coded('fieldTooLong', { label, max: 80 }))`.
 * zod carries only a string, so the code travels as `code` or `code?name=value`; `readCoded` takes it back.
 */
export function coded(code: MessageCode, params?: MessageParams): string {
  return params ? `${code}?${new URLSearchParams(paramStrings(params)).toString()}` : code;
}

/** The code and values of a `coded` zod message; null for any other string. */
export function readCoded(message: string): { code: MessageCode; params?: Record<string, string> } | null {
  const at = message.indexOf('?');
  const code = at < 0 ? message : message.slice(0, at);
  if (!isMessageCode(code)) return null;
  return at < 0 ? { code } : { code, params: Object.fromEntries(new URLSearchParams(message.slice(at + 1))) };
}

/** The English text of a zod issue's message (its code and values filled in), for answers written as text. */
export function codedText(message: string): string {
  const read = readCoded(message);
  return read ? messageText(read.code, read.params) : message;
}

/** A refusal given as text elsewhere (a sync edit's `reason`), with the code and values it is translated by. */
export interface CodedReason {
  reason: string;
  code: MessageCode;
  params?: Record<string, string>;
}

export function codedReason(code: MessageCode, params?: MessageParams): CodedReason {
  return { reason: messageText(code, params), code, ...(params ? { params: paramStrings(params) } : {}) };
}

/** The reason of a zod failure (its first issue), for answers written as a reason. */
export function zodReason(message: string | undefined, fallback: MessageCode): CodedReason {
  const read = message === undefined ? null : readCoded(message);
  return read ? codedReason(read.code, read.params) : codedReason(fallback);
}
