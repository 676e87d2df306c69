import { DEVICE_MSG, statusCode } from '@pitchside/shared';

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
  constructor(status: number, message: string, issues?: ApiIssue[], code?: string, params?: Record<string, string | number>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues;
    this.code = code ?? (status === NETWORK_STATUS ? 'network' : undefined);
    this.params = params;
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

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** How long to wait for an answer; background work (saving a whole event) may wait longer. */
  timeoutMs?: number;
}

export interface ApiResult<T> {
  status: number;
  data: T | undefined;
  etag: string | null;
}

/**
 * Same-origin JSON call. Resolves for 2xx and 304 (data undefined on 304); throws ApiError with the
 * server's message otherwise, or with status 0 when the network failed.
 */
export async function apiRequest<T>(path: string, req: ApiRequest = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
  let body: BodyInit | undefined;
  if (req.body instanceof FormData) body = req.body;
  else if (req.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(req.body);
  }
  // A phone on one bar of signal can hang a request for minutes; give up and use stored data.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), req.timeoutMs ?? TIMEOUT_MS);
  const signal = req.signal ? anySignal([req.signal, timeout.signal]) : timeout.signal;

  let res: Response;
  try {
    res = await fetch(path, { method: req.method ?? 'GET', headers, body, credentials: 'same-origin', signal });
  } catch (err) {
    if (req.signal?.aborted) throw err;
    throw new ApiError(NETWORK_STATUS, DEVICE_MSG.network);
  } finally {
    clearTimeout(timer);
  }

  if (res.status === 304) return { status: 304, data: undefined, etag: res.headers.get('ETag') };

  let json: unknown;
  try {
    json = res.status === 204 ? undefined : await res.json();
  } catch {
    // No JSON (a proxy's error page): the status still says what happened, in the reader's language.
    if (res.ok) throw new ApiError(res.status, 'Unexpected response from the server', undefined, 'serverError');
    throw new ApiError(res.status, `HTTP error! status: ${res.status}`, undefined, statusCode(res.status));
  }

  if (res.status === 401) signalUnauthorized();

  const failed = !res.ok || (isRecord(json) && json.success === false);
  if (failed) {
    const message = isRecord(json) && typeof json.message === 'string' ? json.message : `HTTP error! status: ${res.status}`;
    const issues = isRecord(json) && Array.isArray(json.issues) ? (json.issues as ApiIssue[]) : undefined;
    const code = isRecord(json) && typeof json.code === 'string' ? json.code : undefined;
    const params = isRecord(json) && isRecord(json.params) ? (json.params as Record<string, string | number>) : undefined;
    throw new ApiError(res.ok ? 400 : res.status, message, issues, code, params);
  }
  return { status: res.status, data: json as T, etag: res.headers.get('ETag') };
}

export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return (await apiRequest<T>(path, { signal })).data as T;
}

export async function apiPost<T>(path: string, body?: unknown): Promise<T> {
  return (await apiRequest<T>(path, { method: 'POST', body })).data as T;
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
