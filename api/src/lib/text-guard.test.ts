import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@pitchside/shared';
import { contactMessages, games } from '../db/schema';
import { makeFixture } from '../sync/test-factory';
import { createTestContext, type TestContext } from '../test/harness';
import { CONTROL_CHARACTER_MESSAGE } from './text-guard';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the NUL character', () => {
  it('is refused with a clear 400 in bodies, paths and queries, and nothing is stored', async () => {
    const before = await t.deps.database.db.$count(contactMessages);
    const contact = await t.request('POST', '/api/contact', {
      body: { name: 'a\u0000b', email: 'x@example.com', subject: 'Hi', message: 'Hello' },
    });
    expect(contact).toMatchObject({ status: 400, body: { success: false, message: CONTROL_CHARACTER_MESSAGE } });
    expect(await t.deps.database.db.$count(contactMessages)).toBe(before);

    for (const url of ['/api/events/slug/%00', '/api/rankings/event/%00x', '/api/users/old-players?search=a%00b']) {
      const res = await t.request('GET', url);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it('lets ordinary text through', async () => {
    const ok = await t.request('POST', '/api/contact', {
      body: { name: 'Layla Khoury', email: 'layla@example.com', subject: 'Under-12 schedule', message: 'مرحبا! When is the final?' },
    });
    expect(ok.status).toBe(201);
  });
});

describe('broken Unicode', () => {
  it('refuses half a surrogate pair in a new game’s round or location with a clear 400, creating nothing', async () => {
    const token = await t.adminToken();
    const f = await makeFixture(t);
    const game = {
      homeTeam: f.home.id,
      awayTeam: f.away.id,
      startTime: '2025-07-01T18:30',
      location: 'Hamra Court',
      round: 'SF',
      status: 'Upcoming',
    };
    const before = await t.deps.database.db.$count(games);
    for (const broken of [{ round: 'SF\ud800' }, { location: '\udc00 Court' }]) {
      const res = await t.request('POST', `/api/events/${f.eventId}/games`, { body: { ...game, ...broken }, token });
      expect(res).toMatchObject({ status: 400, body: { success: false, code: 'malformedText', message: MSG.malformedText } });
    }
    expect(await t.deps.database.db.$count(games)).toBe(before);
    // A whole pair (an emoji) is ordinary text.
    const ok = await t.request('POST', `/api/events/${f.eventId}/games`, { body: { ...game, location: 'Court ⚽ 😀' }, token });
    expect(ok.status).toBe(201);
  });
});
