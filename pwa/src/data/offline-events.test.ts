import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock';
import { PitchsideDb } from './db';
import { evictSavedEvents, refreshFollowedEvents, saveEventOffline, setFollow } from './offline-events';
import { forgetPersonalResponses } from './store';

let database: PitchsideDb;
let n = 0;

beforeEach(() => {
  database = new PitchsideDb(`offline-events-test-${++n}`);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await database.delete();
});

const bundle = (eventId: string, games: string[]) => ({
  success: true,
  eventId,
  slug: `cup-${eventId}`,
  edition: 2,
  generatedAt: new Date().toISOString(),
  responses: Object.fromEntries([
    [`/api/events/slug/cup-${eventId}`, { success: true, event: { _id: eventId } }],
    ...games.map((g) => [`/api/events/cup-${eventId}/games/${g}`, { success: true, game: { _id: g, score: 'x'.repeat(200) } }]),
    ['/api/users/shared-player', { success: true, user: { fullName: 'Karim' } }],
  ]),
});

describe('saving a whole edition for offline reading', () => {
  it('stores every page of the bundle under its own path, in one request', async () => {
    const fetch = mockFetch(() => json(bundle('e1', ['g1', 'g2']), 200, { ETag: 'W/"b1"' }));
    const saved = await saveEventOffline('e1', 'Cup 2nd Edition', database);
    expect(fetch).toHaveBeenCalledOnce();
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/events/e1/offline-bundle');
    expect((await database.responses.get('/api/events/cup-e1/games/g2'))?.body).toMatchObject({ game: { _id: 'g2' } });
    expect(saved).toMatchObject({ eventId: 'e1', slug: 'cup-e1', edition: 2, name: 'Cup 2nd Edition', etag: 'W/"b1"' });
    expect(saved!.paths).toHaveLength(4);
    expect(saved!.bytes).toBeGreaterThan(400);
  });

  it("saves the squads' player pages under the paths the player page asks for", async () => {
    const team = { _id: 't1', teamId: 'c1', name: 'Cedars', slug: 'cedars', logo: null, event: { _id: 'e1' }, ageGroup: null };
    const players = {
      teams: [team],
      users: [
        { _id: 'u1', id: 'u1', fullName: 'Karim Haddad', type: 'player', team: [0] },
        { _id: 'u2', id: 'u2', fullName: 'Nour Fan', type: 'user', team: [0] },
      ],
      careers: { u1: { events: [], totalGoals: 4 } },
    };
    mockFetch(() => json({ ...bundle('e1', ['g1']), players }, 200, { ETag: 'W/"p1"' }));
    const saved = await saveEventOffline('e1', 'Cup', database);
    expect((await database.responses.get('/api/users/u1'))?.body).toEqual({
      success: true,
      user: { _id: 'u1', id: 'u1', fullName: 'Karim Haddad', type: 'player', team: [team] },
    });
    expect((await database.responses.get('/api/player-stats/player/u1/career'))?.body).toMatchObject({ careerStats: { totalGoals: 4 } });
    expect(await database.responses.get('/api/users/u2')).toBeDefined();
    expect(await database.responses.get('/api/player-stats/player/u2/career')).toBeUndefined();
    expect(saved!.paths).toContain('/api/users/u2');
    // Another person signing in on the device forgets profiles; the next save brings them back whole.
    await forgetPersonalResponses(database);
    expect(await database.responses.get('/api/users/u1')).toBeUndefined();
    expect((await database.savedEvents.get('e1'))?.etag).toBeUndefined();
  });

  it('an unchanged edition costs a 304 and only renews the age of what is saved', async () => {
    mockFetch(() => json(bundle('e1', ['g1']), 200, { ETag: 'W/"b1"' }));
    await saveEventOffline('e1', 'Cup', database);
    await database.responses.update('/api/events/cup-e1/games/g1', { fetchedAt: 5 });
    await database.savedEvents.update('e1', { savedAt: 5 });
    const fetch = mockFetch((_url, init) => {
      expect((init.headers as Record<string, string>)['If-None-Match']).toBe('W/"b1"');
      return new Response(null, { status: 304 });
    });
    await saveEventOffline('e1', 'Cup', database);
    expect(fetch).toHaveBeenCalledOnce();
    expect((await database.savedEvents.get('e1'))!.savedAt).toBeGreaterThan(5);
    expect((await database.responses.get('/api/events/cup-e1/games/g1'))!.fetchedAt).toBeGreaterThan(5);
  });

  it('keeps a page that was refreshed on its own after the bundle was made', async () => {
    mockFetch(() => json(bundle('e1', ['g1'])));
    const later = Date.now() + 60_000;
    await database.responses.put({ path: '/api/events/cup-e1/games/g1', body: { newer: true }, fetchedAt: later });
    await saveEventOffline('e1', 'Cup', database);
    expect((await database.responses.get('/api/events/cup-e1/games/g1'))?.body).toEqual({ newer: true });
  });
});

describe('the size cap', () => {
  async function saveThree() {
    for (const id of ['old', 'mid', 'new']) {
      mockFetch(() => json(bundle(id, ['g1', 'g2'])));
      await saveEventOffline(id, id, database);
      await database.savedEvents.update(id, { savedAt: { old: 1, mid: 2, new: 3 }[id]! });
    }
  }

  it('evicts editions nobody follows, oldest first, keeping answers another edition still uses', async () => {
    await saveThree();
    const one = (await database.savedEvents.get('new'))!.bytes;
    const evicted = await evictSavedEvents(database, one * 2);
    expect(evicted).toEqual(['old']);
    expect(await database.responses.get('/api/events/cup-old/games/g1')).toBeUndefined();
    expect(await database.responses.get('/api/events/cup-mid/games/g1')).toBeDefined();
    expect(await database.responses.get('/api/users/shared-player')).toBeDefined();
  });

  it('never evicts a followed event, nor the event of a followed team', async () => {
    await saveThree();
    await setFollow({ key: 'event:old', kind: 'event', eventId: 'old', label: 'Old' }, true, database);
    await setFollow({ key: 'team:t1', kind: 'team', eventId: 'mid', label: 'Cedars' }, true, database);
    const one = (await database.savedEvents.get('new'))!.bytes;
    const evicted = await evictSavedEvents(database, one);
    expect(evicted).toEqual(['new']);
    expect((await database.savedEvents.toCollection().primaryKeys()).sort()).toEqual(['mid', 'old']);
  });

  it('unfollowing lets the edition go again', async () => {
    await saveThree();
    await setFollow({ key: 'event:old', kind: 'event', eventId: 'old', label: 'Old' }, true, database);
    await setFollow({ key: 'event:old', kind: 'event', eventId: 'old', label: 'Old' }, false, database);
    const one = (await database.savedEvents.get('new'))!.bytes;
    expect(await evictSavedEvents(database, one)).toEqual(['old', 'mid']);
  });
});

describe('followed editions at start-up', () => {
  it('are refreshed; a failure is left for next time', async () => {
    await setFollow({ key: 'event:e1', kind: 'event', eventId: 'e1', label: 'Cup' }, true, database);
    await setFollow({ key: 'team:t9', kind: 'team', eventId: 'e2', label: 'Titans' }, true, database);
    const asked: string[] = [];
    mockFetch((url) => {
      asked.push(url);
      if (url.includes('e2')) throw new TypeError('Failed to fetch');
      return json(bundle('e1', ['g1']));
    });
    await refreshFollowedEvents(database);
    expect(asked.sort()).toEqual(['/api/events/e1/offline-bundle', '/api/events/e2/offline-bundle']);
    expect(await database.savedEvents.get('e1')).toBeDefined();
    expect(await database.savedEvents.get('e2')).toBeUndefined();
  });
});

describe('after a live change', () => {
  it('asks only for what a game change alters, and keeps the rest of the saved edition', async () => {
    mockFetch(() => json(bundle('e1', ['g1', 'g2']), 200, { ETag: 'W/"b1"' }));
    await saveEventOffline('e1', 'Cup', database);
    const asked: string[] = [];
    mockFetch((url, init) => {
      asked.push(url);
      expect((init.headers as Record<string, string>)['If-None-Match']).toBeUndefined();
      return json({
        ...bundle('e1', ['g1']),
        scope: 'live',
        responses: { '/api/events/cup-e1/games/g1': { success: true, game: { _id: 'g1', goals: 3 } } },
      });
    });
    const row = await saveEventOffline('e1', 'Cup', database, { scope: 'live' });
    expect(asked).toEqual(['/api/events/e1/offline-bundle?scope=live']);
    expect((await database.responses.get('/api/events/cup-e1/games/g1'))?.body).toMatchObject({ game: { goals: 3 } });
    expect(row!.paths).toHaveLength(4);
    expect(row!.etag).toBe('W/"b1"');
  });
});
