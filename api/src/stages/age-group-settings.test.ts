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
const ageGroupOf = async (eventId: string) =>
  ((await kit.ok('GET', `/api/events/${eventId}`)).event.ageGroups as Record<string, unknown>[])[0]!;
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
    // A forfeit is a win for the opponent: a draw or a win for the side that forfeits is refused.
    for (const score of [
      [2, 2],
      [0, 3],
    ]) {
      const notAWin = await kit.call('PUT', `/api/events/${event.id}`, { ageGroups: [{ ...U12, _id: ag!._id, forfeitScore: score }] });
      expect(notAWin.status).toBe(400);
      expect(notAWin.body).toMatchObject({ code: 'forfeitScoreNotAWin' });
    }
    expect(await forfeitOf(event.id)).toEqual([5, 0]);
  });

  it('carries the slot length and rest the last Schedule all used, so the next one starts from them', async () => {
    const event = await f.event({ slug: 'slot-memory-cup', name: 'Slot memory cup' });
    await kit.ok('PUT', `/api/events/${event.id}`, {
      ageGroups: [{ ...U12, stageType: 'League', leagueTeams: 4 }],
      venues: [{ name: 'Sports City', pitches: [{ name: 'Pitch 1', code: 'P1' }] }],
    });
    const ag = await ageGroupOf(event.id);
    expect(ag).not.toHaveProperty('slotMinutes');
    for (let i = 1; i <= 4; i++) await f.team(event.id, { name: `T${i}`, ageGroupId: ag._id as string });
    await kit.ok('POST', `/api/events/${event.id}/games/generate-fixtures`, { ageGroup: ag.slug });
    await kit.ok('POST', `/api/events/${event.id}/games/schedule`, {
      days: [{ date: '2026-05-16', start: '09:00', end: '18:00' }],
      slotMinutes: { [ag.slug as string]: 35 },
      minRestMinutes: 35,
    });
    expect(await ageGroupOf(event.id)).toMatchObject({ slotMinutes: 35, minRestMinutes: 35 });
  });
});
