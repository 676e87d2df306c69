import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eventPageResponseSchema } from '@pitchside/shared';
import { stageSettings } from '../db/schema';
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

const CUP = { name: 'Under 14', stageType: 'Group Stage', groupsCount: 2, teamsPerGroup: 2, advancingTeams: 1, knockoutTeams: 2 };

/** An event whose age group was made in Event Management (so with its empty stages), and its teams. */
async function editedCup(slug: string) {
  const event = await f.event({ slug, name: slug });
  const saved = await kit.ok('PUT', `/api/events/${event.id}`, { ageGroups: [CUP] });
  const ag = (saved.event.ageGroups as { _id: string; slug: string }[])[0]!;
  const ids: string[] = [];
  for (const name of ['North', 'South', 'East', 'West']) ids.push((await f.team(event.id, { name, ageGroupId: ag._id })).id);
  return { event, ag, ids };
}

const page = async (slug: string) => {
  const res = await t.request('GET', `/api/events/slug/${slug}?ageGroup=under-14`);
  expect(res.status).toBe(200);
  return eventPageResponseSchema.parse(res.body);
};

describe('an age group made in Event Management', () => {
  it('generates its knockout over the empty bracket it started with', async () => {
    const { event, ag, ids } = await editedCup('shell-cup');
    // The new age group shows its bracket shape before anything is drawn: one Final, both sides TBD.
    expect((await page('shell-cup')).activeKnockoutStage?.rounds.map((r) => r.roundName)).toEqual(['Final']);
    await kit.ok('PUT', `/api/events/${event.id}`, {
      ageGroups: [
        {
          slug: ag.slug,
          groupStage: [
            { groupName: 'Group A', teams: ids.slice(0, 2) },
            { groupName: 'Group B', teams: ids.slice(2, 4) },
          ],
        },
      ],
    });
    await kit.ok('POST', `/api/events/${event.id}/games/generate-fixtures`, { ageGroup: ag.slug });
    for (const g of await kit.games(event.id))
      await kit.play(event.id, g._id, g.homeTeam.name === 'North' || g.homeTeam.name === 'East' ? [2, 0] : [0, 2]);

    const gen = await kit.ok('POST', `/api/events/${event.id}/games/generate-knockout-fixtures`, { ageGroup: ag.slug });
    expect(gen.created).toBe(1);
    const final = (await kit.games(event.id)).find((g) => g.stage === 'knockout')!;
    expect([final.homeTeam.name, final.awayTeam.name].sort()).toEqual(['East', 'North']);
    const bracket = (await page('shell-cup')).activeKnockoutStage!;
    expect(bracket.rounds).toHaveLength(1);
    expect(bracket.rounds[0]!.fixtures).toHaveLength(1);
  });
});

describe('PUT /api/events/:id mixing Event Management fields and stage keys', () => {
  it('applies the stage keys inside each named age group of the edit', async () => {
    const { event, ag, ids } = await editedCup('mixed-cup');
    await kit.ok('PUT', `/api/events/${event.id}`, {
      contact_info: { email: 'cup@mixed.lb' },
      ageGroups: [
        {
          _id: ag._id,
          ...CUP,
          groupStage: [
            { groupName: 'Group A', teams: ids.slice(0, 2) },
            { groupName: 'Group B', teams: ids.slice(2, 4) },
          ],
          tiebreakers: ['points', 'headToHead', 'goalDifference', 'goalsFor'],
          pointsAdjustments: [{ teamId: ids[1], points: -3, reason: 'Fielded an ineligible player' }],
          thirdPlaceMatch: false,
          drawingOfLots: [ids[1], ids[0]],
        },
      ],
    });
    const body = await page('mixed-cup');
    expect(body.activeGroupStage!.groups.map((g) => g.teams.map((r) => r.name).sort())).toEqual([
      ['North', 'South'],
      ['East', 'West'],
    ]);
    expect(body.activeAgeGroup).toMatchObject({
      tiebreakers: ['points', 'headToHead', 'goalDifference', 'goalsFor'],
      pointsAdjustments: [{ teamId: ids[1], points: -3, reason: 'Fielded an ineligible player' }],
      thirdPlaceMatch: false,
      drawingOfLots: [ids[1], ids[0]],
    });
    expect(body.event.contact_info?.email).toBe('cup@mixed.lb');
  });

  it('refuses the whole edit when a stage key inside an age group is wrong', async () => {
    const { event, ag } = await editedCup('mixed-bad');
    const res = await kit.call('PUT', `/api/events/${event.id}`, {
      contact_info: { email: 'changed@mixed.lb' },
      ageGroups: [{ _id: ag._id, ...CUP, tiebreakers: ['points', 'coinToss'] }],
    });
    expect(res.status).toBe(400);
    expect((await page('mixed-bad')).event.contact_info?.email).not.toBe('changed@mixed.lb');
  });

  it('takes thirdPlaceMatch and drawingOfLots at the top level for an event without age groups', async () => {
    const event = await f.event({ slug: 'flat-mixed', name: 'flat-mixed' });
    const a = await f.team(event.id, { name: 'Alpha' });
    const b = await f.team(event.id, { name: 'Beta' });
    await kit.ok('PUT', `/api/events/${event.id}`, {
      contact_info: { email: 'flat@mixed.lb' },
      thirdPlaceMatch: true,
      drawingOfLots: [b.id, a.id],
    });
    const [settings] = await t.deps.database.db.select().from(stageSettings).where(eq(stageSettings.eventId, event.id));
    expect(settings).toMatchObject({ thirdPlaceMatch: true, drawingOfLots: [b.id, a.id] });
  });
});
