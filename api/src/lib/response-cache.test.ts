import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { goalArgs, makeFixture, type Fixture } from '../sync/test-factory';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { teams } from '../db/schema';
import { changesSharedReads, isSharedPublicRead, pickEncoding } from './response-cache';

let t: TestContext;
let f: Fixture;
beforeAll(async () => {
  t = await createTestContext();
  f = await makeFixture(t);
});
afterAll(() => t.close());

const gamePath = () => `/api/events/${f.eventId}/games/${f.gameId}`;

describe('shared public reads', () => {
  it('answers a phone that already holds the page with 304, and a goal shows at once on the next read', async () => {
    const first = await t.request('GET', gamePath());
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.request('GET', gamePath(), { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const zipped = await t.app.request(gamePath(), { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString())).toEqual(first.body);
    const brotli = await t.app.request(gamePath(), { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString())).toEqual(first.body);

    const goal = await t.request('POST', `/api/events/${f.eventId}/games/${f.gameId}/goals`, {
      body: goalArgs(f, { minute: 12, scorerName: 'Karim Fresh' }),
      token: await t.adminToken(),
    });
    expect(goal.status).toBe(201);

    const after = await t.request('GET', gamePath(), { headers: { 'if-none-match': etag! } });
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body)).toContain('Karim Fresh');
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('sends a cached answer with the same security headers and request id as any other answer', async () => {
    const uncached = await t.app.request('/api/auth/me');
    await t.app.request(gamePath());
    const cached = await t.app.request(gamePath(), { headers: { 'x-request-id': 'phone-123' } });
    expect(cached.status).toBe(200);
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'strict-transport-security',
    ]) {
      expect(cached.headers.get(name), name).toBe(uncached.headers.get(name));
    }
    expect(cached.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(cached.headers.get('x-request-id')).toBe('phone-123');
    const fresh = await t.app.request(gamePath(), { headers: { 'x-request-id': 'not a token!' } });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['/events/slug/schools-futsal-cup', true],
    ['/events/abc/games', true],
    ['/teams/abc', true],
    ['/rankings/event/abc', true],
    ['/stats/counts', true],
    ['/rankings', true],
    ['/users/abc', false],
    ['/teams/search', false],
    ['/events/abc/games/def/audit', false],
    ['/events/abc/games/def', true],
    ['/player-stats/player/abc/career', true],
    ['/admin/uploads/private-id/x.png', false],
    ['/live/events/abc', false],
    ['/membership/status/abc', false],
  ])('%s is shared between callers: %s', (path, shared) => {
    expect(isSharedPublicRead(path)).toBe(shared);
  });

  it('never hands an admin-only answer to someone else, however the path is spelled', async () => {
    const admin = await t.adminToken();
    for (const spelled of [`${gamePath()}/%61udit`, `${gamePath()}/audit`, '/api/teams/%73earch?name=ce', '/api/teams/search?name=ce']) {
      const asAdmin = await t.request('GET', spelled, { token: admin });
      expect(asAdmin.status).toBe(200);
      const anonymous = await t.request('GET', spelled);
      expect(anonymous.status).toBe(401);
    }
  });

  it('keeps other events cached when a goal is scored in one, and compresses misses too', async () => {
    const other = await makeFixture(t);
    const otherPath = `/api/events/${other.eventId}/games/${other.gameId}`;
    // A miss is compressed like a hit.
    const miss = await t.app.request(otherPath, { headers: { 'accept-encoding': 'br' } });
    expect(miss.headers.get('content-encoding')).toBe('br');
    const before = JSON.parse(brotliDecompressSync(Buffer.from(await miss.arrayBuffer())).toString());
    await t.request('GET', gamePath());
    // Renamed behind the cache's back: whoever reads the other event's cached answer still sees the old name.
    await t.deps.database.db.update(teams).set({ name: 'Renamed Quietly' }).where(eq(teams.id, other.home.id));

    const goal = await t.request('POST', `/api/events/${f.eventId}/games/${f.gameId}/goals`, {
      body: goalArgs(f, { minute: 20, scorerName: 'Nour Again' }),
      token: await t.adminToken(),
    });
    expect(goal.status).toBe(201);
    expect(JSON.stringify((await t.request('GET', gamePath())).body)).toContain('Nour Again');
    const kept = await t.request('GET', otherPath);
    expect(kept.body).toEqual(before);
    expect(JSON.stringify(kept.body)).not.toContain('Renamed Quietly');
    // Query strings the route does not read share the same answer instead of recomputing it.
    expect((await t.request('GET', `${otherPath}?utm=${Math.random()}`)).body).toEqual(before);
  });

  it('hears a pushed goal through NOTIFY with its event, and refreshes only that event', async () => {
    const path = `/api/events/${f.eventId}/games`;
    const first = await t.request('GET', path);
    expect(first.status).toBe(200);
    const admin = await t.adminToken();
    const push = await t.request('POST', '/api/sync/push', {
      body: { clientId: `cache-${Date.now()}`, mutations: [{ id: 1, name: 'goal.add', args: goalArgs(f, { minute: 30 }) }] },
      token: admin,
    });
    expect(push.status).toBe(200);
    const scoreOf = (b: { games: { _id: string; homeScore: number }[] }) => b.games.find((g) => g._id === f.gameId)!.homeScore;
    let after = first;
    for (let i = 0; i < 50 && scoreOf(after.body) === scoreOf(first.body); i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      after = await t.request('GET', path);
    }
    expect(scoreOf(after.body)).toBe(scoreOf(first.body) + 1);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    [undefined, null],
  ])('picks an encoding for Accept-Encoding %s: %s', (header, enc) => {
    expect(pickEncoding(header)).toBe(enc);
  });

  it('is emptied by an accepted invitation, which changes a squad', () => {
    expect(changesSharedReads('/invitations/0b7c0d6e-1111-4222-8333-9a8b7c6d5e4f/accept')).toBe(true);
  });

  it('is not emptied by writes that change no shared read', () => {
    expect(changesSharedReads('/auth/logout')).toBe(false);
    expect(changesSharedReads('/contact')).toBe(false);
    expect(changesSharedReads('/membership/redeem-code')).toBe(false);
    expect(changesSharedReads('/sync/push')).toBe(true);
    expect(changesSharedReads('/events/abc/games/def/goals')).toBe(true);
  });
});
