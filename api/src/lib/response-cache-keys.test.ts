import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { factories } from '../test-support/factories';
import { AppError } from './errors';
import { sharedRead } from './response-cache-routes';

const key = (path: string, query = '') => sharedRead(path, new URLSearchParams(query), false)?.key;
const refusal = (path: string, query: string) => {
  try {
    sharedRead(path, new URLSearchParams(query), false);
  } catch (e) {
    return e instanceof AppError ? { status: e.status, code: e.code } : e;
  }
  return null;
};

describe('cache keys', () => {
  const event = '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5';

  it('are made of the parameters the route reads and nothing else', () => {
    expect(key(`/events/${event}/offline-bundle`, 'utm=1&scope=live&x=2')).toBe(`/events/${event}/offline-bundle?scope=live`);
    expect(key(`/events/${event}/offline-bundle`, 'cachebust=123')).toBe(`/events/${event}/offline-bundle`);
    expect(key(`/events/${event}/games/abc`, 'a=1&b=2')).toBe(`/events/${event}/games/abc`);
  });

  it('write each value in one spelling, so two spellings of one page share its entry', () => {
    expect(key('/events', 'page=01&limit=0100')).toBe(key('/events', ''));
    expect(key(`/events/slug/cup`, 'edition=002&ageGroup=%20u14%20')).toBe('/events/slug/cup?edition=2&ageGroup=u14');
  });

  it.each([
    [`/events/${event}/offline-bundle`, 'scope=all', 'offlineScopeInvalid'],
    [`/events/${event}/offline-bundle`, 'scope=', 'offlineScopeInvalid'],
    [`/events/${event}/offline-bundle`, `scope=${'x'.repeat(300)}`, 'offlineScopeInvalid'],
    ['/events/slug/cup', 'edition=two', 'editionInvalid'],
    [`/events/${event}/teams`, `ageGroup=${'u'.repeat(201)}`, undefined],
    [`/events/${event}/games`, 'page=0', undefined],
    [`/events/${event}/games`, 'status=Maybe', undefined],
    ['/teams/by-teamId/club/games', 'eventId=not-an-id', 'eventIdInvalid'],
  ])('refuse %s?%s with a 400 and its code, instead of computing (or skipping the cache for) it', (path, query, code) => {
    const refused = refusal(path, query) as { status: number; code: string };
    expect(refused?.status).toBe(400);
    if (code) expect(refused.code).toBe(code);
  });
});

describe('costly builds', () => {
  let t: TestContext;
  let eventId: string;
  const bundle = (query = '', headers: Record<string, string> = {}) =>
    t.request('GET', `/api/events/${eventId}/offline-bundle${query}`, { headers });
  const buildsCounted = async () => {
    const [row] = await t.deps.database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'build:local'));
    return row?.hits ?? 0;
  };
  // What a write on any instance announces: a game of the event changed, or anything did.
  const changed = async (all: boolean) => {
    await t.deps.database.notify('pitchside_cache_changes', JSON.stringify({ eventId, all }));
    await new Promise((r) => setTimeout(r, 50));
  };

  beforeAll(async () => {
    t = await createTestContext({ rateLimits: { builds: { limit: 3, windowMs: 60_000 } } });
    const f = factories(t.deps.database.db);
    const event = await f.event({ name: 'Harbour Cup', slug: 'harbour-cup' });
    const home = await f.team(event.id, { name: 'Harbour' });
    const away = await f.team(event.id, { name: 'Hills' });
    await f.game({ eventId: event.id, homeTeamId: home.id, awayTeamId: away.id, score: [1, 0] });
    eventId = event.id;
  });
  afterAll(() => t.close());

  it('an unknown scope is a 400 with its code, and builds nothing', async () => {
    const res = await bundle('?scope=everything');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('offlineScopeInvalid');
    expect(await buildsCounted()).toBe(0);
  });

  it('stray query strings are served the cached edition: they neither build it again nor skip the cache', async () => {
    const first = await bundle();
    expect(first.status).toBe(200);
    expect(await buildsCounted()).toBe(1);
    for (const stray of ['?utm_source=x', '?v=1', '?v=2', `?pad=${'a'.repeat(500)}`]) {
      const res = await bundle(stray);
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBe(first.headers.get('etag'));
    }
    expect(await buildsCounted()).toBe(1);
  });

  it('callers asking at once share one build, counted once', async () => {
    await changed(true);
    const answers = await Promise.all(Array.from({ length: 8 }, () => bundle()));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.headers.get('etag'))).size).toBe(1);
    expect(await buildsCounted()).toBe(2);
  });

  it('past the limit an address gets the previous answer if there is one, else 429', async () => {
    await changed(true);
    const third = await bundle();
    expect(third.status).toBe(200);
    expect(await buildsCounted()).toBe(3);
    // A goal: the answer is outdated; a fourth build is refused, the previous answer served.
    await changed(false);
    const stale = await bundle();
    expect(stale.status).toBe(200);
    expect(stale.headers.get('etag')).toBe(third.headers.get('etag'));
    // Everything dropped: nothing to fall back on.
    await changed(true);
    const refused = await bundle();
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('tooManyRequests');
  });
});
