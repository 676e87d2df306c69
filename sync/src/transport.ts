import type { PushRequest } from './protocol';

/** What the engine needs from HTTP: a status and a parsed body. Throwing means "no network". */
export interface TransportResponse {
  status: number;
  body: unknown;
}

export interface SyncTransport {
  push(req: PushRequest): Promise<TransportResponse>;
  /** `userId`: the admin whose outbox this is (see pushRequestSchema). */
  pull(req: { scope: string; clientId: string; cookie: string | null; userId?: string | undefined }): Promise<TransportResponse>;
}

export interface FetchTransportOptions {
  /** Origin and prefix of the API, e.g. '' in the PWA or 'http://localhost:3000'. */
  baseUrl?: string;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Extra headers, e.g. Authorization for API clients; the PWA relies on its session cookie. */
  headers?: () => Record<string, string>;
  /** A stalled request on one bar of signal is given up after this long and counts as offline. */
  timeoutMs?: number;
}

/** The push and pull calls of DESIGN.md section 5 over fetch. */
export function createFetchTransport(opts: FetchTransportOptions = {}): SyncTransport {
  const base = opts.baseUrl ?? '';
  const doFetch = opts.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const call = async (url: string, init: RequestInit): Promise<TransportResponse> => {
    // Without a time limit a stalled request would hold the device's one-pusher lock indefinitely.
    const res = await doFetch(url, {
      credentials: 'include',
      signal: AbortSignal.timeout(timeoutMs),
      ...init,
      headers: { ...(opts.headers?.() ?? {}), ...(init.headers as Record<string, string>) },
    });
    const text = await res.text();
    try {
      return { status: res.status, body: text ? JSON.parse(text) : null };
    } catch {
      return { status: res.status, body: text };
    }
  };
  return {
    push(req) {
      return call(`${base}/api/sync/push`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(req) });
    },
    pull({ scope, clientId, cookie, userId }) {
      const q = new URLSearchParams({ scope, clientId });
      if (cookie) q.set('cookie', cookie);
      if (userId) q.set('userId', userId);
      return call(`${base}/api/sync/pull?${q.toString()}`, { method: 'GET' });
    },
  };
}
