import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRemovalConflictSchema, MSG } from '@pitchside/shared';
import { adminAudit, syncTombstones } from '../db/schema';
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

async function cup(slug: string, n: number) {
  const event = await f.event({ slug, name: slug });
  const ag = await f.ageGroup(event.id, { slug: 'open', name: 'Open' });
  const ids: string[] = [];
  for (let i = 1; i <= n; i++) ids.push((await f.team(event.id, { name: `T${i}`, ageGroupId: ag.id })).id);
  return { event, ids };
}

type Draw = { groupName: string; teams: string[] }[];
const save = (eventId: string, groupStage: Draw, extra: Record<string, unknown> = {}) =>
  kit.call('PUT', `/api/events/${eventId}`, { ageGroups: [{ slug: 'open', groupStage }], ...extra });
const generate = (eventId: string) => kit.ok('POST', `/api/events/${eventId}/games/generate-fixtures`, { ageGroup: 'open' });

/** Every game is between two teams of its own group, and each pair of a group meets exactly once. */
async function expectClean(eventId: string, draw: Draw) {
  const games = await kit.games(eventId);
  const expected = draw.reduce((n, g) => n + (g.teams.length * (g.teams.length - 1)) / 2, 0);
  expect(games).toHaveLength(expected);
  const pairs = new Set<string>();
  for (const g of games) {
    const group = draw.find((d) => d.groupName === g.group?.name)!;
    expect(group.teams).toContain(g.homeTeam._id);
    expect(group.teams).toContain(g.awayTeam._id);
    pairs.add([g.homeTeam._id, g.awayTeam._id].sort().join('|'));
  }
  expect(pairs.size).toBe(games.length);
  return games;
}

describe('re-drawing groups after fixtures exist', () => {
  it('draw, generate, re-draw, generate: the old games are gone, exactly the new draw is left', async () => {
    const { event, ids } = await cup('redraw-cup', 8);
    const first: Draw = [
      { groupName: 'Group A', teams: ids.slice(0, 4) },
      { groupName: 'Group B', teams: ids.slice(4, 8) },
    ];
    expect((await save(event.id, first)).status).toBe(200);
    expect((await generate(event.id)).created).toBe(12);

    // Another Auto-Assign: three groups, teams spread differently.
    const second: Draw = [
      { groupName: 'Group A', teams: [ids[0]!, ids[4]!, ids[7]!] },
      { groupName: 'Group B', teams: [ids[1]!, ids[5]!, ids[6]!] },
      { groupName: 'Group C', teams: [ids[2]!, ids[3]!] },
    ];
    const asked = await save(event.id, second);
    expect(asked.status).toBe(409);
    const conflict = gameRemovalConflictSchema.parse(asked.body);
    expect(conflict).toMatchObject({
      code: 'confirmRemoval',
      message: MSG.confirmRemoval,
      removes: { games: 12, goals: 0 },
      regenerates: 7,
    });
    expect(conflict.games.every((g) => !g.played)).toBe(true);
    // Asking changed nothing.
    expect(await kit.games(event.id)).toHaveLength(12);

    const done = await save(event.id, second, { confirm: true });
    expect(done.status).toBe(200);
    await expectClean(event.id, second);
    // Generating again adds only what is missing: nothing.
    expect((await generate(event.id)).created).toBe(0);
    await expectClean(event.id, second);

    // The removed games reach devices as deletes, and the trail says who re-drew.
    const tombstones = await t.deps.database.db
      .select()
      .from(syncTombstones)
      .where(and(eq(syncTombstones.eventId, event.id), eq(syncTombstones.entity, 'game')));
    expect(tombstones.map((x) => x.entityId).sort()).toEqual(conflict.games.map((g) => g._id).sort());
    const trail = await t.deps.database.db.select().from(adminAudit).where(eq(adminAudit.entityId, event.id));
    expect(trail).toMatchObject([{ action: 'stages.redraw', entity: 'event', detail: { created: 7 } }]);
  });

  it('saving the same draw again (teams in another order) touches no game', async () => {
    const { event, ids } = await cup('same-draw-cup', 6);
    const draw: Draw = [
      { groupName: 'Group A', teams: ids.slice(0, 3) },
      { groupName: 'Group B', teams: ids.slice(3, 6) },
    ];
    await save(event.id, draw);
    await generate(event.id);
    const before = (await kit.games(event.id)).map((g) => g._id).sort();
    const reordered: Draw = draw.map((g) => ({ ...g, teams: [...g.teams].reverse() }));
    expect((await save(event.id, reordered)).status).toBe(200);
    expect((await kit.games(event.id)).map((g) => g._id).sort()).toEqual(before);
  });

  it('keeps a played game whose teams stay together, and removes one whose teams part only when confirmed by id', async () => {
    const { event, ids } = await cup('played-redraw-cup', 6);
    const [t1, t2, t3, t4, t5, t6] = ids as [string, string, string, string, string, string];
    const draw: Draw = [
      { groupName: 'Group A', teams: [t1, t2, t3] },
      { groupName: 'Group B', teams: [t4, t5, t6] },
    ];
    await save(event.id, draw);
    await generate(event.id);
    const games = await kit.games(event.id);
    const played = games.find((g) => [g.homeTeam._id, g.awayTeam._id].sort().join() === [t1, t2].sort().join())!;
    await kit.play(event.id, played._id, [2, 1]);

    // t3 and t4 swap: t1 v t2 stays (played, same group), the rest of both groups is drawn again.
    const swap: Draw = [
      { groupName: 'Group A', teams: [t1, t2, t4] },
      { groupName: 'Group B', teams: [t3, t5, t6] },
    ];
    const asked = gameRemovalConflictSchema.parse((await save(event.id, swap)).body);
    expect(asked.games.map((g) => g._id)).not.toContain(played._id);
    expect(asked.games).toHaveLength(5);
    expect((await save(event.id, swap, { confirm: true })).status).toBe(200);
    const afterSwap = await expectClean(event.id, swap);
    expect(afterSwap.find((g) => g._id === played._id)?.status).toBe('completed');

    // t2 moves to Group B: the played game's teams part, so it must be named.
    const apart: Draw = [
      { groupName: 'Group A', teams: [t1, t3, t4] },
      { groupName: 'Group B', teams: [t2, t5, t6] },
    ];
    const first = gameRemovalConflictSchema.parse((await save(event.id, apart)).body);
    expect(first.code).toBe('confirmRemoval');
    expect(first.games.find((g) => g._id === played._id)).toMatchObject({
      played: true,
      reason: 'apart',
      homeGoals: 2,
      awayGoals: 1,
      status: 'completed',
    });
    expect(first.removes.goals).toBe(3);
    const unnamed = await save(event.id, apart, { confirm: true });
    expect(unnamed.status).toBe(409);
    expect(gameRemovalConflictSchema.parse(unnamed.body)).toMatchObject({
      code: 'confirmPlayedRemoval',
      message: MSG.confirmPlayedRemoval,
    });
    expect((await kit.games(event.id)).some((g) => g._id === played._id)).toBe(true);

    expect((await save(event.id, apart, { confirm: true, confirmPlayed: [played._id] })).status).toBe(200);
    const afterApart = await expectClean(event.id, apart);
    expect(afterApart.some((g) => g._id === played._id)).toBe(false);
  });

  it("regenerates only the changed group's unplayed games: the other group's games and the played one keep their ids", async () => {
    const { event, ids } = await cup('one-group-redraw-cup', 7);
    const [t1, t2, t3, t4, t5, t6, late] = ids as [string, string, string, string, string, string, string];
    const draw: Draw = [
      { groupName: 'Group A', teams: [t1, t2, t3] },
      { groupName: 'Group B', teams: [t4, t5, t6] },
    ];
    await save(event.id, draw);
    await generate(event.id);
    const before = await kit.games(event.id);
    const inGroup = (name: string) => before.filter((g) => g.group?.name === name).map((g) => g._id);
    const played = before.find((g) => [g.homeTeam._id, g.awayTeam._id].sort().join() === [t1, t2].sort().join())!;
    await kit.play(event.id, played._id, [1, 0]);

    // A late entry joins Group A: its two unplayed games are drawn again with the new team, Group B is untouched.
    const joined: Draw = [
      { groupName: 'Group A', teams: [t1, t2, t3, late] },
      { groupName: 'Group B', teams: [t4, t5, t6] },
    ];
    const asked = gameRemovalConflictSchema.parse((await save(event.id, joined)).body);
    expect(asked.games.map((g) => [g.group, g.reason])).toEqual([
      ['Group A', 'redrawn'],
      ['Group A', 'redrawn'],
    ]);
    expect(asked.regenerates).toBe(5);
    expect((await save(event.id, joined, { confirm: true })).status).toBe(200);
    const after = await expectClean(event.id, joined);
    const ids2 = new Set(after.map((g) => g._id));
    for (const id of inGroup('Group B')) expect(ids2.has(id)).toBe(true);
    expect(after.find((g) => g._id === played._id)?.status).toBe('completed');
    expect(inGroup('Group A').filter((id) => ids2.has(id))).toEqual([played._id]);
  });

  it('removing a group with games asks first, then takes its games with it', async () => {
    const { event, ids } = await cup('drop-group-cup', 6);
    await save(event.id, [
      { groupName: 'Group A', teams: ids.slice(0, 3) },
      { groupName: 'Group B', teams: ids.slice(3, 6) },
    ]);
    await generate(event.id);
    const one: Draw = [{ groupName: 'Group A', teams: ids.slice(0, 3) }];
    const asked = gameRemovalConflictSchema.parse((await save(event.id, one)).body);
    expect(asked.games.map((g) => [g.group, g.reason])).toEqual(Array(3).fill(['Group B', 'apart']));
    expect((await save(event.id, one, { confirm: true })).status).toBe(200);
    await expectClean(event.id, one);
  });
});
