import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, publishGamesResponseSchema } from '@pitchside/shared';
import type { GameChange } from '../live/hub';
import { stagesKit } from '../stages/test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { factories, type Factories } from '../test-support/factories';

let t: TestContext;
let f: Factories;
let kit: ReturnType<typeof stagesKit>;
beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
  kit = stagesKit(t, () => t.adminToken());
});
afterAll(() => t.close());

/** An event with two age groups, each drawn in one group of four with its fixtures generated. */
async function twoAgeGroups(slug: string) {
  const event = await f.event({ slug, name: slug });
  for (const name of ['U12', 'U16']) {
    const ag = await f.ageGroup(event.id, { slug: name.toLowerCase(), name });
    const ids: string[] = [];
    for (let i = 1; i <= 4; i++) ids.push((await f.team(event.id, { name: `${name} T${i}`, ageGroupId: ag.id })).id);
    await kit.ok('PUT', `/api/events/${event.id}`, { ageGroups: [{ slug: ag.slug, groupStage: [{ groupName: 'Group A', teams: ids }] }] });
    await kit.ok('POST', `/api/events/${event.id}/games/generate-fixtures`, { ageGroup: ag.slug });
  }
  return event;
}

describe('POST /api/events/:id/games/publish', () => {
  it("makes the age group's Not Scheduled games Upcoming at once, with or without a time, and only those", async () => {
    const event = await twoAgeGroups('publish-cup');
    const u12 = await kit.games(event.id, 'u12');
    // A game already under way is not touched; a hidden game with a time is published like the rest.
    await kit.ok('PUT', `/api/events/${event.id}/games/${u12[0]!._id}`, { status: 'live' });
    await kit.ok('POST', `/api/events/${event.id}/games`, {
      homeTeam: u12[0]!.homeTeam._id,
      awayTeam: u12[0]!.awayTeam._id,
      ageGroup: 'u12',
      stage: 'friendly',
      startTime: '2026-12-05T10:00',
    });
    const heard: GameChange[] = [];
    const stop = t.deps.live.subscribe((c) => heard.push(c));

    const res = await kit.call('POST', `/api/events/${event.id}/games/publish`, { ageGroup: 'u12' });
    expect(res.status).toBe(200);
    expect(publishGamesResponseSchema.parse(res.body)).toEqual({ success: true, published: 6 });
    const after = await kit.games(event.id, 'u12');
    expect(after.map((g) => g.status).sort()).toEqual(['Upcoming', 'Upcoming', 'Upcoming', 'Upcoming', 'Upcoming', 'Upcoming', 'live']);
    expect((await kit.games(event.id, 'u16')).every((g) => g.status === 'Not Scheduled')).toBe(true);
    // Each published game is in its history and announced to fans' pages.
    const history = await kit.ok('GET', `/api/events/${event.id}/games/${u12[1]!._id}/audit`);
    expect(history.audit[0]).toMatchObject({ action: 'game.setStatus' });
    await expect.poll(() => heard.length).toBeGreaterThanOrEqual(6);
    stop();

    expect(await kit.ok('POST', `/api/events/${event.id}/games/publish`, { ageGroup: 'u12' })).toEqual({ success: true, published: 0 });
  });

  it('names the age group, and is for admins only', async () => {
    const event = await twoAgeGroups('publish-checks');
    expect((await kit.call('POST', `/api/events/${event.id}/games/publish`, {})).body.message).toBe(MSG.ageGroupRequired);
    const member = await t.member();
    const res = await t.request('POST', `/api/events/${event.id}/games/publish`, { body: { ageGroup: 'u12' }, token: member.token });
    expect(res.status).toBe(403);
    expect((await kit.games(event.id, 'u12')).every((g) => g.status === 'Not Scheduled')).toBe(true);
  });
});
