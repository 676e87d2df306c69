import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameResponseSchema } from '@pitchside/shared';
import { createTestContext, type TestContext } from '../test/harness';
import { factories, type Factories } from '../test-support/factories';

let t: TestContext;
let f: Factories;
beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('GET /api/events/:slug/games/:id across editions', () => {
  it("opens a game of any edition of the series the slug names, with that edition's event", async () => {
    const first = await f.event({ name: 'Saida Cup', slug: 'saida-cup', edition: 1 });
    const second = await f.event({ name: 'Saida Cup', slug: 'saida-cup', edition: 2 });
    const [a, b, c, d] = await Promise.all([f.team(first.id), f.team(first.id), f.team(second.id), f.team(second.id)]);
    const old = await f.game({ eventId: first.id, homeTeamId: a!.id, awayTeamId: b!.id, score: [2, 1] });
    const current = await f.game({ eventId: second.id, homeTeamId: c!.id, awayTeamId: d!.id, score: [0, 0] });

    for (const [game, edition] of [
      [old, 1],
      [current, 2],
    ] as const) {
      const res = await t.request('GET', `/api/events/saida-cup/games/${game.id}`);
      expect(res.status, `edition ${edition}`).toBe(200);
      gameResponseSchema.parse(res.body);
      expect(res.body.game).toMatchObject({ _id: game.id, event: { slug: 'saida-cup', event_edition: edition } });
    }
  });

  it("still answers 404 for another series' game, an unknown game and an unknown series", async () => {
    const mine = await f.event({ name: 'Tyre Cup', slug: 'tyre-cup', edition: 1 });
    const other = await f.event({ name: 'Zahle Cup', slug: 'zahle-cup', edition: 1 });
    const [a, b] = await Promise.all([f.team(other.id), f.team(other.id)]);
    const theirs = await f.game({ eventId: other.id, homeTeamId: a!.id, awayTeamId: b!.id });
    expect(mine.slug).toBe('tyre-cup');
    for (const [path, code] of [
      [`/api/events/tyre-cup/games/${theirs.id}`, 'gameNotFound'],
      [`/api/events/tyre-cup/games/${UNKNOWN}`, 'gameNotFound'],
      [`/api/events/no-such-cup/games/${theirs.id}`, 'eventNotFound'],
    ] as const) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.code, path).toBe(code);
    }
  });
});
