import { DEVICE_MSG, statusCode } from '@pitchside/shared';
import type { paths } from './api-paths.gen';

/** Status used for failures where no HTTP answer arrived (offline, DNS, timeout). */
export const NETWORK_STATUS = 0;
const TIMEOUT_MS = 15_000;

export interface ApiIssue {
  path: string;
  message: string;
  code?: string;
  /** Values of a templated message ('at least {min} characters') for its translation. */
  params?: Record<string, string | number>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly issues: ApiIssue[] | undefined;
  /** The server's stable message code (a key of MSG), translated on screen; absent for network failures. */
  readonly code: string | undefined;
  /** Values of a templated message ('Created {n} games'), for its translation. */
  readonly params: Record<string, string | number> | undefined;
  /** The whole failure answer: some refusals carry more than a message (a 409 lists what a change would remove). */
  readonly body: Record<string, unknown>;
  constructor(
    status: number,
    message: string,
    issues?: ApiIssue[],
    code?: string,
    params?: Record<string, string | number>,
    body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues;
    this.code = code ?? (status === NETWORK_STATUS ? 'network' : undefined);
    this.params = params;
    this.body = body;
  }
  /** True when the request never got an answer: the caller may retry or fall back to stored data. */
  get isNetwork(): boolean {
    return this.status === NETWORK_STATUS;
  }
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Tells the session that the server holds no session for this device (as a 401 does). */
export function signalUnauthorized(): void {
  for (const l of unauthorizedListeners) l();
}

/** The session subscribes here so that a 401 from any call signs the device out. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest<M extends Method = Method> {
  method?: M;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** How long to wait for an answer; background work (saving a whole event) may wait longer. */
  timeoutMs?: number;
}

/*
 * Answer types by path, read from the API's own document (api-paths.gen.ts, `npm run api:types`):
 * types only, nothing of it reaches the bundle. A call's path, `/api/events/${id}/games?limit=9`, is
 * matched segment by segment against the document's `/events/{id}/games`; where several routes match
 * (`/teams/search` and `/teams/{id}`), the one with the more literal segments wins.
 */
type Segments<S extends string> = S extends `${infer A}/${infer B}` ? [A, ...Segments<B>] : [S];
type Template<S extends string> = S extends `${infer A}{${string}}${infer B}` ? `${A}${string}${Template<B>}` : S;
type Pattern<S extends string> = S extends `${infer A}/${infer B}` ? [Template<A>, ...Pattern<B>] : [Template<S>];
type WithoutQuery<P extends string> = P extends `${infer A}?${string}` ? A : P;
type CallSegments<P extends string> = WithoutQuery<P> extends `/api${infer R}` ? Segments<R> : never;
type Matches<P extends string, M extends Method> = {
  [K in keyof paths & string]: CallSegments<P> extends Pattern<K> ? (paths[K][Lowercase<M>] extends undefined ? never : K) : never;
}[keyof paths & string];
/** Of the matching routes, those no other match is more literal than (`/teams/search` beats `/teams/{id}`). */
type MostLiteral<K extends string, All extends string = K> = K extends unknown
  ? true extends {
      [O in Exclude<All, K>]: Pattern<O> extends Pattern<K> ? (Pattern<K> extends Pattern<O> ? false : true) : false;
    }[Exclude<All, K>]
    ? never
    : K
  : never;
type Json<R> = R extends { content: { 'application/json': infer J } } ? J : unknown;
type Success<Op> = Op extends { responses: infer R }
  ? R extends { 200: infer A }
    ? Json<A>
    : R extends { 201: infer A }
      ? Json<A>
      : undefined
  : unknown;

/**
 * What the API answers to `method path`, from its document; `unknown` for a path built elsewhere (a
 * plain string), which its caller must check.
 */
export type ApiAnswer<P extends string, M extends Method = 'GET'> = string extends P
  ? unknown
  : P extends unknown
    ? [MostLiteral<Matches<P, M>>] extends [never]
      ? unknown
      : { [K in MostLiteral<Matches<P, M>>]: Success<NonNullable<paths[K][Lowercase<M>]>> }[MostLiteral<Matches<P, M>>]
    : never;

export interface ApiResult<T> {
  status: number;
  data: T | undefined;
  etag: string | null;
}

/**
 * The one door to our API, for callers that read the answer themselves (the sync transport): the
 * session cookie, one time limit, and a 401 signs the device out. Throws ApiError (status 0) when no
 * answer came. Every other call goes through apiRequest, which reads the answer into one error shape.
 */
export async function apiFetch(path: string, init: RequestInit = {}, timeoutMs = TIMEOUT_MS): Promise<Response> {
  // A phone on one bar of signal can hang a request for minutes; give up and use stored data.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signal = init.signal ? anySignal([init.signal, timeout.signal]) : timeout.signal;
  let res: Response;
  try {
    res = await fetch(path, { ...init, credentials: 'same-origin', signal });
  } catch (err) {
    if (init.signal?.aborted) throw err;
    throw new ApiError(NETWORK_STATUS, DEVICE_MSG.network);
  } finally {
    clearTimeout(timer);
  }
  if (res.status === 401) signalUnauthorized();
  return res;
}

/**
 * Same-origin JSON call. Resolves for 2xx and 304 (data undefined on 304); throws ApiError with the
 * server's code, params, issues and whole answer otherwise, or with status 0 when the network failed.
 */
export async function apiRequest<P extends string, M extends Method = 'GET'>(
  path: P,
  req: ApiRequest<M> = {},
): Promise<ApiResult<ApiAnswer<P, M>>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
  let body: BodyInit | undefined;
  if (req.body instanceof FormData) body = req.body;
  else if (req.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(req.body);
  }
  const res = await apiFetch(path, { method: req.method ?? 'GET', headers, body, signal: req.signal }, req.timeoutMs);

  if (res.status === 304) return { status: 304, data: undefined, etag: res.headers.get('ETag') };

  let json: unknown;
  try {
    json = res.status === 204 ? undefined : await res.json();
  } catch {
    // No JSON (a proxy's error page): the status still says what happened, in the reader's language.
    if (res.ok) throw new ApiError(res.status, 'Unexpected response from the server', undefined, 'serverError');
    throw new ApiError(res.status, `HTTP error! status: ${res.status}`, undefined, statusCode(res.status));
  }

  const failed = !res.ok || (isRecord(json) && json.success === false);
  if (failed) {
    const answer = isRecord(json) ? json : {};
    const message = typeof answer.message === 'string' ? answer.message : `HTTP error! status: ${res.status}`;
    const issues = Array.isArray(answer.issues) ? (answer.issues as ApiIssue[]) : undefined;
    const code = typeof answer.code === 'string' ? answer.code : undefined;
    const params = isRecord(answer.params) ? (answer.params as Record<string, string | number>) : undefined;
    throw new ApiError(res.ok ? 400 : res.status, message, issues, code, params, answer);
  }
  return { status: res.status, data: json as ApiAnswer<P, M>, etag: res.headers.get('ETag') };
}

export async function apiGet<P extends string>(path: P, signal?: AbortSignal): Promise<ApiAnswer<P>> {
  return (await apiRequest(path, { signal })).data as ApiAnswer<P>;
}

export async function apiPost<P extends string>(path: P, body?: unknown): Promise<ApiAnswer<P, 'POST'>> {
  return (await apiRequest(path, { method: 'POST', body })).data as ApiAnswer<P, 'POST'>;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function anySignal(signals: AbortSignal[]): AbortSignal {
  if ('any' in AbortSignal) return AbortSignal.any(signals);
  const c = new AbortController();
  for (const s of signals) s.addEventListener('abort', () => c.abort(), { once: true });
  return c.signal;
}
