import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { goalArgs, makeFixture, type Fixture } from '../sync/test-factory';
import { changesSharedReads, isSharedPublicRead } from './response-cache';

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
    const zipped = await t.app.request(gamePath(), { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString())).toEqual(first.body);

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

  it.each([
    ['/events/slug/schools-futsal-cup', true],
    ['/events/abc/games', true],
    ['/teams/abc', true],
    ['/rankings/event/abc', true],
    ['/stats/counts', true],
    ['/rankings', false],
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

  it('is not emptied by writes that change no shared read', () => {
    expect(changesSharedReads('/auth/logout')).toBe(false);
    expect(changesSharedReads('/contact')).toBe(false);
    expect(changesSharedReads('/membership/redeem-code')).toBe(false);
    expect(changesSharedReads('/sync/push')).toBe(true);
    expect(changesSharedReads('/events/abc/games/def/goals')).toBe(true);
  });
});
