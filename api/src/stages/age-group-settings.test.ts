import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const U12 = { name: 'U12', stageType: 'Group Stage', groupsCount: 2, teamsPerGroup: 4, knockoutTeams: 4 };
const forfeitOf = async (eventId: string) =>
  ((await kit.ok('GET', `/api/events/${eventId}`)).event.ageGroups as { forfeitScore: [number, number] }[])[0]!.forfeitScore;

describe('an age group’s forfeit score', () => {
  it('is 3-0 unless the organiser saves another, which an edit without it keeps', async () => {
    const event = await f.event({ slug: 'forfeit-score-cup', name: 'Forfeit score cup' });
    await kit.ok('PUT', `/api/events/${event.id}`, { ageGroups: [U12] });
    expect(await forfeitOf(event.id)).toEqual([3, 0]);
    const [ag] = (await kit.ok('GET', `/api/events/${event.id}`)).event.ageGroups as { _id: string }[];

    await kit.ok('PUT', `/api/events/${event.id}`, { ageGroups: [{ ...U12, _id: ag!._id, forfeitScore: [5, 0] }] });
    expect(await forfeitOf(event.id)).toEqual([5, 0]);
    await kit.ok('PUT', `/api/events/${event.id}`, { ageGroups: [{ ...U12, _id: ag!._id, groupsCount: 3 }] });
    expect(await forfeitOf(event.id)).toEqual([5, 0]);

    const refused = await kit.call('PUT', `/api/events/${event.id}`, { ageGroups: [{ ...U12, _id: ag!._id, forfeitScore: [-1, 0] }] });
    expect(refused.status).toBe(400);
    expect(await forfeitOf(event.id)).toEqual([5, 0]);
  });
});
