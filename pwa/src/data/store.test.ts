import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, networkDown } from '../test/fetch-mock';
import { ApiError, apiPost } from './api';
import { PitchsideDb } from './db';
import { forgetPersonalResponses, prefetch, readStored, refreshPath, storeBody } from './store';

let database: PitchsideDb;
let n = 0;

beforeEach(() => {
  database = new PitchsideDb(`store-test-${++n}`);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await database.delete();
});

describe('refreshPath', () => {
  it('stores the answer under its path with the time it was fetched', async () => {
    mockFetch(() => json({ success: true, events: [{ slug: 'summer-cup' }] }, 200, { ETag: '"v1"' }));
    const before = Date.now();
    await refreshPath('/api/events', database);
    const row = await database.responses.get('/api/events');
    expect(row?.body).toEqual({ success: true, events: [{ slug: 'summer-cup' }] });
    expect(row?.etag).toBe('"v1"');
    expect(row!.fetchedAt).toBeGreaterThanOrEqual(before);
  });

  it('keeps the stored body and marks it fresh when the server answers 304', async () => {
    await database.responses.put({ path: '/api/events', body: { events: ['kept'] }, fetchedAt: 1, etag: '"v1"' });
    const fetch = mockFetch((_url, init) => {
      expect((init.headers as Record<string, string>)['If-None-Match']).toBe('"v1"');
      return new Response(null, { status: 304 });
    });
    await refreshPath('/api/events', database);
    const row = await database.responses.get('/api/events');
    expect(fetch).toHaveBeenCalledOnce();
    expect(row?.body).toEqual({ events: ['kept'] });
    expect(row!.fetchedAt).toBeGreaterThan(1);
  });

  it('leaves the stored copy alone when the network fails, and says it was the network', async () => {
    await database.responses.put({ path: '/api/rankings', body: { rankings: 'old' }, fetchedAt: 5 });
    mockFetch(networkDown);
    const err = await refreshPath('/api/rankings', database).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).isNetwork).toBe(true);
    expect(await database.responses.get('/api/rankings')).toMatchObject({ body: { rankings: 'old' }, fetchedAt: 5 });
  });

  it('forgets a stored copy the server now says does not exist', async () => {
    await database.responses.put({ path: '/api/users/gone', body: { user: {} }, fetchedAt: 5 });
    mockFetch(() => json({ success: false, message: 'User not found' }, 404));
    const err = await refreshPath('/api/users/gone', database).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 404, message: 'User not found' });
    expect(await database.responses.get('/api/users/gone')).toBeUndefined();
  });

  it('shares one request between screens asking for the same path at once', async () => {
    const fetch = mockFetch(() => json({ success: true, counts: {} }));
    await Promise.all([refreshPath('/api/stats/counts', database), refreshPath('/api/stats/counts', database)]);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('prefetch never throws', async () => {
    mockFetch(networkDown);
    await expect(prefetch('/api/events', database)).resolves.toBeUndefined();
  });
});

describe('api errors', () => {
  it('turns the server error shape into an error with its status and message', async () => {
    mockFetch(() => json({ success: false, message: 'Please verify your email before logging in' }, 403));
    await expect(apiPost('/api/auth/login', {})).rejects.toMatchObject({
      status: 403,
      message: 'Please verify your email before logging in',
    });
  });

  it('treats a non-JSON failure as an HTTP error with its status', async () => {
    mockFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiPost('/api/contact', {})).rejects.toMatchObject({ status: 502, message: 'HTTP error! status: 502' });
  });
});

describe('personal answers', () => {
  it('are forgotten when the person on the device changes; shared public pages stay', async () => {
    const database = new PitchsideDb(`personal-${Math.random()}`);
    for (const p of ['/api/rankings', '/api/membership/status/u1', '/api/users/u1', '/api/rankings/event/e1', '/api/events/slug/cup'])
      await storeBody(p, { success: true }, database);
    await forgetPersonalResponses(database);
    expect(await readStored('/api/rankings', database)).toBeUndefined();
    expect(await readStored('/api/membership/status/u1', database)).toBeUndefined();
    expect(await readStored('/api/users/u1', database)).toBeUndefined();
    expect(await readStored('/api/rankings/event/e1', database)).toEqual({ success: true });
    expect(await readStored('/api/events/slug/cup', database)).toEqual({ success: true });
  });
});
