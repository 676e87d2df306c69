import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRowSchema } from '@pitchside/sync';
import { createTestContext, type TestContext } from '../test/harness';
import { factories } from '../test-support/factories';
import { stagesKit } from '../stages/test-kit';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('pull: games carry their stage', () => {
  it('a group game its group, a knockout game its slot, a friendly neither', async () => {
    const f = factories(t.deps.database.db);
    const kit = stagesKit(t, () => t.adminToken());
    const event = await f.event({ slug: 'pull-stages', name: 'Pull Stages' });
    const ag = await f.ageGroup(event.id, { slug: 'open', name: 'Open', advancingTeams: 1, knockoutTeams: 2 });
    const ids: string[] = [];
    for (const name of ['North', 'South', 'East', 'West']) ids.push((await f.team(event.id, { name, ageGroupId: ag.id })).id);
    await kit.ok('PUT', `/api/events/${event.id}`, {
      ageGroups: [
        {
          slug: 'open',
          groupStage: [
            { groupName: 'Group A', teams: ids.slice(0, 2) },
            { groupName: 'Group B', teams: ids.slice(2, 4) },
          ],
        },
      ],
    });
    await kit.ok('POST', `/api/events/${event.id}/games/generate-fixtures`, { ageGroup: 'open' });
    for (const g of await kit.games(event.id)) await kit.play(event.id, g._id, [1, 0]);
    await kit.ok('POST', `/api/events/${event.id}/games/generate-knockout-fixtures`, { ageGroup: 'open' });
    await kit.ok('POST', `/api/events/${event.id}/games`, { homeTeam: ids[0], awayTeam: ids[3], stage: 'friendly', ageGroup: 'open' });

    const res = await t.request('GET', `/api/sync/pull?scope=${event.id}&clientId=dev-pull-stages`, { token: await t.adminToken() });
    expect(res.status).toBe(200);
    const rows = (res.body.patch as { entity: string; value: unknown }[])
      .filter((p) => p.entity === 'game')
      .map((p) => gameRowSchema.parse(p.value));
    const page = (await t.request('GET', '/api/events/slug/pull-stages?ageGroup=open')).body;
    const groupIds = new Set((page.activeGroupStage.groups as { _id: string }[]).map((g) => g._id));
    const finalSlot = page.activeKnockoutStage.rounds[0].fixtures[0]._id as string;

    const group = rows.filter((r) => r.stage === 'group');
    expect(group).toHaveLength(2);
    for (const r of group) expect(groupIds.has(r.groupId!)).toBe(true);
    expect(rows.filter((r) => r.stage === 'knockout').map((r) => r.fixtureId)).toEqual([finalSlot]);
    expect(rows.filter((r) => r.stage === 'friendly').map((r) => [r.groupId, r.fixtureId])).toEqual([[null, null]]);
  });
});
