import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPageResponseSchema } from '@pitchside/shared';
import { createTestContext, type TestContext } from '../test/harness';
import { factories, type Factories } from '../test-support/factories';
import { stagesKit } from './test-kit';

let t: TestContext;
let f: Factories;
let kit: ReturnType<typeof stagesKit>;
beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
  kit = stagesKit(t, () => t.adminToken());
});
afterAll(() => t.close());

const page = async (slug: string) =>
  eventPageResponseSchema.parse((await t.request('GET', `/api/events/slug/${slug}?ageGroup=u12`)).body).activeAgeGroup!;

describe('an age group’s match and discipline settings', () => {
  it('are futsal’s 2 x 20 minutes on a stopped clock and a one-game ban for a red card until the organiser saves others', async () => {
    const event = await f.event({ slug: 'match-settings-cup', name: 'Match settings cup' });
    await f.ageGroup(event.id, { slug: 'u12', name: 'U12', groupsCount: 1, teamsPerGroup: 4 });
    expect(await page('match-settings-cup')).toMatchObject({
      match: { periods: 2, periodMinutes: 20, clock: 'stopped' },
      discipline: { redCardGames: 1, yellowCardsForSuspension: 0 },
    });
    await kit.ok('PUT', `/api/events/${event.id}`, {
      ageGroups: [
        {
          slug: 'u12',
          match: { periods: 2, periodMinutes: 10, clock: 'running' },
          discipline: { redCardGames: 2, yellowCardsForSuspension: 3 },
          tiebreakers: ['points', 'goalDifference', 'fairPlay'],
        },
      ],
    });
    expect(await page('match-settings-cup')).toMatchObject({
      match: { periods: 2, periodMinutes: 10, clock: 'running' },
      discipline: { redCardGames: 2, yellowCardsForSuspension: 3 },
      tiebreakers: ['points', 'goalDifference', 'fairPlay'],
    });
  });

  it.each([
    [{ match: { periods: 3, periodMinutes: 20, clock: 'stopped' } }, 'settingWholeBetween'],
    [{ match: { periods: 2, periodMinutes: 0, clock: 'stopped' } }, 'settingWholeBetween'],
    [{ match: { periods: 2, periodMinutes: 20, clock: 'sundial' } }, 'mustBeOneOf'],
    [{ discipline: { redCardGames: -1, yellowCardsForSuspension: 0 } }, 'settingWholeBetween'],
    [{ discipline: { redCardGames: 1, yellowCardsForSuspension: 2.5 } }, 'settingWholeBetween'],
  ])('refuses %o with %s and keeps what was saved', async (keys, code) => {
    const slug = `bad-settings-${code}-${Math.random().toString(36).slice(2, 8)}`;
    const event = await f.event({ slug, name: 'Bad settings cup' });
    await f.ageGroup(event.id, { slug: 'u12', name: 'U12', groupsCount: 1, teamsPerGroup: 4 });
    const res = await kit.call('PUT', `/api/events/${event.id}`, { ageGroups: [{ slug: 'u12', ...keys }] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code });
    expect((await page(slug)).match).toEqual({ periods: 2, periodMinutes: 20, clock: 'stopped' });
  });
});
