import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsCountsResponseSchema } from '@pitchside/shared';
import { createTestContext, type TestContext } from '../test/harness';
import { factories } from '../test-support/factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('GET /api/stats/counts', () => {
  it('counts completed games by kind, live goals, players, editions and clubs', async () => {
    const f = factories(t.deps.database.db);
    const futsal1 = await f.event({ slug: 'f', edition: 1 });
    const futsal2 = await f.event({ slug: 'f', edition: 2 });
    const street = await f.event({ slug: 's', kind: 'street' });
    const club = randomUUID();
    const a1 = await f.team(futsal1.id, { teamId: club });
    const a2 = await f.team(futsal2.id, { teamId: club });
    const b = await f.team(futsal2.id);
    const s1 = await f.team(street.id);
    const s2 = await f.team(street.id);
    const opponent = await f.team(futsal1.id);
    await f.game({ eventId: futsal1.id, homeTeamId: a1.id, awayTeamId: opponent.id, score: [2, 1] });
    await f.game({ eventId: futsal2.id, homeTeamId: a2.id, awayTeamId: b.id, status: 'Upcoming' });
    const g = await f.game({ eventId: street.id, homeTeamId: s1.id, awayTeamId: s2.id, score: [1, 0] });
    await f.goal(g, 'away', { deletedAt: new Date() });
    await f.user({ type: 'player' });
    await f.user({ type: 'old-player', playerId: null });

    const res = await t.request('GET', '/api/stats/counts');
    expect(res.status).toBe(200);
    expect(statsCountsResponseSchema.parse(res.body).counts).toEqual({
      futsalGames: 1,
      streetGames: 1,
      goalsScored: 4,
      players: 1,
      tournaments: 3,
      // a1 and a2 are one club; b, s1, s2 and futsal1's opponent are four more.
      teams: 5,
    });
  });
});
