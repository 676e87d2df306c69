import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { json, mockFetch, networkDown } from '../test/fetch-mock';
import { ApiError, apiFetch, apiPost, apiRequest, NETWORK_STATUS, onUnauthorized, type ApiAnswer } from './api';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A server that never answers, until the caller gives up. */
function hangs(_url: string, init: RequestInit): Promise<Response> {
  return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
}

describe('the API client', () => {
  it('gives up on a server that does not answer and reports it as no network', async () => {
    vi.useFakeTimers();
    mockFetch(hangs);
    const call = apiRequest('/api/events').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(15_000);
    const err = await call;
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).isNetwork).toBe(true);
    expect((err as ApiError).code).toBe('network');
  });

  it('lets a long job wait longer than a screen', async () => {
    vi.useFakeTimers();
    let answer: (r: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const call = apiRequest('/api/events/1/import', { method: 'POST', body: {}, timeoutMs: 120_000 });
    await vi.advanceTimersByTimeAsync(60_000);
    answer(json({ ok: true }));
    expect((await call).data).toEqual({ ok: true });
  });

  it('a caller that cancels gets its own abort, not a network failure', async () => {
    mockFetch(hangs);
    const ctl = new AbortController();
    const call = apiRequest('/api/events', { signal: ctl.signal }).catch((e: unknown) => e);
    ctl.abort();
    const err = await call;
    expect(err).not.toBeInstanceOf(ApiError);
    expect((err as Error).name).toBe('AbortError');
  });

  it('signs the device out on a 401 from any call, the raw door included', async () => {
    const heard = vi.fn();
    const stop = onUnauthorized(heard);
    mockFetch(() => json({ success: false, code: 'signInRequired', message: 'Please sign in' }, 401));
    const err = await apiPost('/api/auth/me/locale', { locale: 'ar' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401, code: 'signInRequired' });
    await apiFetch('/api/sync/push', { method: 'POST' });
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });

  it('gives every refusal one shape: status, code, params, issues and the whole answer', async () => {
    const answer = {
      success: false,
      code: 'passwordTooShort',
      message: 'Password must be at least 8 characters',
      params: { min: '8' },
      issues: [{ path: 'password', message: 'Password must be at least 8 characters', code: 'passwordTooShort', params: { min: '8' } }],
      removes: { goals: 3 },
    };
    mockFetch(() => json(answer, 400));
    const err = (await apiPost('/api/auth/signup', {}).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(400);
    expect(err.code).toBe('passwordTooShort');
    expect(err.params).toEqual({ min: '8' });
    expect(err.issues?.[0]?.path).toBe('password');
    expect(err.body.removes).toEqual({ goals: 3 });
    expect(err.message).toBe(answer.message);
  });

  it('reads a 200 that says success false as a refusal', async () => {
    mockFetch(() => json({ success: false, code: 'giftCodeUsed', message: 'This code was already used' }));
    await expect(apiPost('/api/gift-codes/redeem', { code: 'X' })).rejects.toMatchObject({ status: 400, code: 'giftCodeUsed' });
  });

  it('names a failure without JSON (a proxy page) by its status', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/api/events')).rejects.toMatchObject({ status: 502, code: expect.any(String) });
  });

  it('reports a dropped connection as status 0', async () => {
    mockFetch(networkDown);
    await expect(apiRequest('/api/events')).rejects.toMatchObject({ status: NETWORK_STATUS, code: 'network' });
  });

  it('sends JSON with the session cookie and answers the parsed body', async () => {
    const fetch = mockFetch(() => json({ success: true, id: 'g1' }, 201));
    const res = await apiRequest('/api/teams', { method: 'POST', body: { name: 'Cedars' } });
    expect(res.data).toEqual({ success: true, id: 'g1' });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe(JSON.stringify({ name: 'Cedars' }));
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});

// Checked by the type checker (npm run typecheck): each call's answer type is read from its path.
describe("the client's answer types", () => {
  it('come from the most literal route that matches the path, its query left out', () => {
    expectTypeOf<ApiAnswer<`/api/events/${string}`>>().toHaveProperty('event');
    expectTypeOf<ApiAnswer<`/api/events/${string}/games?limit=${number}`>>().toHaveProperty('games');
    expectTypeOf<ApiAnswer<`/api/events/slug/${string}`>>().toHaveProperty('editions');
    // `/teams/search` is not the team `/teams/{id}` (whose answer has `team`).
    expectTypeOf<ApiAnswer<'/api/teams/search?name=Cedars'>>().toHaveProperty('teams');
    expectTypeOf<ApiAnswer<'/api/teams/search'>>().not.toHaveProperty('team');
    expectTypeOf<ApiAnswer<`/api/events/${string}/games/generate-fixtures`, 'POST'>>().toHaveProperty('created');
    expectTypeOf<ApiAnswer<'/api/auth/me'>>().toHaveProperty('user');
  });

  it('are unknown for a path built elsewhere or a route the API does not have', () => {
    expectTypeOf<ApiAnswer<string>>().toBeUnknown();
    expectTypeOf<ApiAnswer<'/api/no-such-route'>>().toBeUnknown();
    expectTypeOf<ApiAnswer<'/api/auth/me', 'DELETE'>>().toBeUnknown();
  });
});
