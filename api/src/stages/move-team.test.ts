import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillMessage, moveTeamGroupResponseSchema, MSG, publicGameSchema } from '@pitchside/shared';
import { adminAudit, ageGroups, syncTombstones } from '../db/schema';
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

/** Two groups: A of four teams, B of three, at a venue with two pitches; fixtures generated and scheduled. */
async function cup(slug: string) {
  const event = await f.event({ slug, name: slug });
  await kit.ok('PUT', `/api/events/${event.id}`, {
    ageGroups: [{ name: 'U12', stageType: 'Group Stage', groupsCount: 2, teamsPerGroup: 4, knockoutTeams: 4 }],
    venues: [
      {
        name: 'Sports City',
        pitches: [
          { name: 'Pitch 1', code: 'P1' },
          { name: 'Pitch 2', code: 'P2' },
        ],
      },
    ],
  });
  const [ag] = await t.deps.database.db.select().from(ageGroups).where(eq(ageGroups.eventId, event.id));
  const teams: string[] = [];
  for (let i = 1; i <= 7; i++) teams.push((await f.team(event.id, { name: `T${i}`, ageGroupId: ag!.id })).id);
  await kit.ok('PUT', `/api/events/${event.id}`, {
    ageGroups: [
      {
        slug: ag!.slug,
        groupStage: [
          { groupName: 'Group A', teams: teams.slice(0, 4) },
          { groupName: 'Group B', teams: teams.slice(4) },
        ],
      },
    ],
  });
  await kit.ok('POST', `/api/events/${event.id}/games/generate-fixtures`, { ageGroup: ag!.slug });
  await kit.ok('POST', `/api/events/${event.id}/games/schedule`, {
    days: [{ date: '2026-05-16', start: '09:00', end: '14:00' }],
    slotMinutes: 30,
    minRestMinutes: 0,
  });
  return { event, slug: ag!.slug, teams };
}

async function games(eventId: string) {
  const body = await kit.ok('GET', `/api/events/${eventId}/games?limit=1000`);
  return (body.games as unknown[]).map((g) => publicGameSchema.parse(g));
}

const has = (g: { homeTeam: { _id: string }; awayTeam: { _id: string } }, team: string) =>
  g.homeTeam._id === team || g.awayTeam._id === team;
const move = (eventId: string, teamId: string, body: Record<string, unknown>) =>
  kit.call('POST', `/api/events/${eventId}/teams/${teamId}/group`, body);

describe('moving a team to another group', () => {
  it('moves it before its groups have played: its old games go, its new ones appear, the rest keep time and pitch', async () => {
    const c = await cup('move-team-cup');
    const moved = c.teams[3]!;
    const before = await games(c.event.id);
    expect(before).toHaveLength(6 + 3);
    const staying = before.filter((g) => !has(g, moved));

    const res = await move(c.event.id, moved, { ageGroup: c.slug, group: 'group b' });
    expect(res.status).toBe(200);
    expect(moveTeamGroupResponseSchema.parse(res.body)).toEqual({
      success: true,
      message: fillMessage(MSG.teamMovedToGroup, { group: 'Group B' }),
      removed: 3,
      created: 3,
    });

    const after = await games(c.event.id);
    // Group A is three teams (3 games), Group B four (6 games).
    expect(after).toHaveLength(3 + 6);
    const mine = after.filter((g) => has(g, moved));
    expect(mine).toHaveLength(3);
    expect(mine.every((g) => g.group?.name === 'Group B' && g.status === 'Not Scheduled' && g.startTime === null)).toBe(true);
    expect(
      mine
        .flatMap((g) => [g.homeTeam._id, g.awayTeam._id])
        .filter((id) => id !== moved)
        .sort(),
    ).toEqual(c.teams.slice(4).sort());
    // Every other game is untouched, with its time and pitch.
    const kept = (g: (typeof after)[number]) => [g._id, g.group?.name, g.startTime, g.pitch?._id];
    expect(after.filter((g) => !has(g, moved)).map(kept)).toEqual(staying.map(kept));

    // The table reads the new draw.
    const page = await kit.ok('GET', `/api/events/slug/move-team-cup?ageGroup=${c.slug}`);
    const groups = page.activeGroupStage.groups as { groupName: string; teams: { _id: string }[] }[];
    expect(groups.find((g) => g.groupName === 'Group B')!.teams.map((x) => x._id)).toContain(moved);
    expect(groups.find((g) => g.groupName === 'Group A')!.teams.map((x) => x._id)).not.toContain(moved);

    // Devices drop the removed games, and the trail says who moved whom.
    const removedIds = before.filter((g) => has(g, moved)).map((g) => g._id);
    const tombstones = await t.deps.database.db
      .select()
      .from(syncTombstones)
      .where(and(eq(syncTombstones.eventId, c.event.id), eq(syncTombstones.entity, 'game')));
    expect(tombstones.map((x) => x.entityId).sort()).toEqual(removedIds.sort());
    const trail = await t.deps.database.db.select().from(adminAudit).where(eq(adminAudit.entityId, moved));
    expect(trail).toMatchObject([
      { action: 'team.moveGroup', entity: 'team', detail: { from: { name: 'Group A' }, to: { name: 'Group B' }, created: 3 } },
    ]);

    // Generating fixtures again finds nothing missing.
    expect((await kit.ok('POST', `/api/events/${c.event.id}/games/generate-fixtures`, { ageGroup: c.slug })).created).toBe(0);
  });

  it('is refused once either group has played, and then nothing changes', async () => {
    const c = await cup('move-played-cup');
    const list = await games(c.event.id);
    const inB = list.find((g) => g.group?.name === 'Group B')!;
    await kit.play(c.event.id, inB._id, [1, 0]);

    const res = await move(c.event.id, c.teams[0]!, { ageGroup: c.slug, group: 'Group B' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'groupAlreadyPlayed',
      params: { group: 'Group B' },
      message: fillMessage(MSG.groupAlreadyPlayed, { group: 'Group B' }),
    });
    expect((await games(c.event.id)).map((g) => g._id).sort()).toEqual(list.map((g) => g._id).sort());

    // From the played group to the other one: refused too.
    const back = await move(c.event.id, c.teams[4]!, { ageGroup: c.slug, group: 'Group A' });
    expect(back.body).toMatchObject({ code: 'groupAlreadyPlayed', params: { group: 'Group B' } });
  });

  it('answers an unknown group, the same group, a team of another age group, and a non-admin clearly', async () => {
    const c = await cup('move-refusals-cup');
    expect((await move(c.event.id, c.teams[0]!, { ageGroup: c.slug, group: 'Group Z' })).body).toMatchObject({
      code: 'groupNotFound',
      params: { group: 'Group Z' },
    });
    expect((await move(c.event.id, c.teams[0]!, { ageGroup: c.slug, group: 'Group A' })).body).toMatchObject({
      code: 'teamAlreadyInGroup',
      params: { group: 'Group A' },
    });
    expect((await move(c.event.id, c.teams[0]!, { ageGroup: c.slug })).body).toMatchObject({ code: 'groupRequired' });
    const other = await f.event({ slug: 'move-other-cup', name: 'Other' });
    const stranger = await f.team(other.id, { name: 'Stranger' });
    expect((await move(c.event.id, stranger.id, { ageGroup: c.slug, group: 'Group B' })).body).toMatchObject({ code: 'teamNotInAgeGroup' });

    const member = await t.member();
    const denied = await t.request('POST', `/api/events/${c.event.id}/teams/${c.teams[0]}/group`, {
      body: { ageGroup: c.slug, group: 'Group B' },
      token: member.token,
    });
    expect(denied.status).toBe(403);
    expect(denied.body).not.toHaveProperty('removed');
    expect((await games(c.event.id)).filter((g) => has(g, c.teams[0]!)).every((g) => g.group?.name === 'Group A')).toBe(true);
  });
});
