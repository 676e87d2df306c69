import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPageResponseSchema, fillMessage, MSG } from '@pitchside/shared';
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

/** An event with one Group Stage age group and n teams named T1..Tn. */
async function cup(slug: string, n: number, over: { advancingTeams?: number; stageType?: 'Group Stage' | 'League' | 'Knockout' } = {}) {
  const event = await f.event({ slug, name: slug });
  const ag = await f.ageGroup(event.id, { slug: 'open', name: 'Open', ...over });
  const teams = [];
  for (let i = 1; i <= n; i++) teams.push(await f.team(event.id, { name: `T${i}`, ageGroupId: ag.id }));
  return { event, ag, teams, ids: teams.map((x) => x.id) };
}

const page = async (slug: string) => {
  const res = await t.request('GET', `/api/events/slug/${slug}?ageGroup=open`);
  expect(res.status).toBe(200);
  return eventPageResponseSchema.parse(res.body);
};

describe('Standings Manager: groups and fixtures', () => {
  it('only admins save stages and generate', async () => {
    const { event } = await cup('guarded', 2);
    const member = await t.member();
    expect((await t.request('PUT', `/api/events/${event.id}`, { body: { ageGroups: [] } })).status).toBe(401);
    const res = await t.request('POST', `/api/events/${event.id}/games/generate-fixtures`, {
      body: { ageGroup: 'open' },
      token: member.token,
    });
    expect(res.status).toBe(403);
  });

  it('saves the draw, refuses a team in two slots, generates each group once, and never duplicates', async () => {
    const { event, ids } = await cup('draw-cup', 8);
    const groupStage = [
      { groupName: 'Group A', teams: ids.slice(0, 4) },
      { groupName: 'Group B', teams: ids.slice(4, 8) },
    ];
    const twice = await kit.call('PUT', `/api/events/${event.id}`, {
      ageGroups: [
        {
          slug: 'open',
          groupStage: [
            { groupName: 'Group A', teams: [ids[0], ids[1]] },
            { groupName: 'Group B', teams: [ids[1]] },
          ],
        },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(MSG.teamInTwoSlots);

    expect(await kit.ok('PUT', `/api/events/${event.id}`, { ageGroups: [{ slug: 'open', groupStage }] })).toMatchObject({
      success: true,
      message: 'Saved successfully!',
    });
    const first = await kit.ok('POST', `/api/events/${event.id}/games/generate-fixtures`, { ageGroup: 'open' });
    expect(first).toEqual({ success: true, created: 12, message: 'Created 12 games' });
    const again = await kit.ok('POST', `/api/events/${event.id}/games/generate-fixtures`, { ageGroup: 'open' });
    expect(again).toMatchObject({ created: 0, message: 'Created 0 games' });

    const games = await kit.games(event.id);
    expect(games).toHaveLength(12);
    for (const g of games) {
      expect(g.stage).toBe('group');
      expect(g.round).toMatch(/^Group [AB] - Matchday [123]$/);
      const group = groupStage.find((x) => x.groupName === g.group?.name)!;
      expect(group.teams).toContain(g.homeTeam._id);
      expect(group.teams).toContain(g.awayTeam._id);
    }
    // No team twice on a matchday.
    const byRound = new Map<string, string[]>();
    for (const g of games) byRound.set(g.round, [...(byRound.get(g.round) ?? []), g.homeTeam._id, g.awayTeam._id]);
    for (const teams of byRound.values()) expect(new Set(teams).size).toBe(teams.length);

    // Two legs: the return games only, matchday names unique across both legs.
    const second = await kit.ok('POST', `/api/events/${event.id}/games/generate-fixtures`, { ageGroup: 'open', legs: 2 });
    expect(second.created).toBe(12);
    const all = await kit.games(event.id);
    expect(new Set(all.map((g) => g.round)).size).toBe(12);
    expect(new Set(all.map((g) => `${g.homeTeam._id}>${g.awayTeam._id}`)).size).toBe(24);
  });

  it('names the age group and checks the body', async () => {
    const { event } = await cup('checks-cup', 2);
    expect((await kit.call('POST', `/api/events/${event.id}/games/generate-fixtures`, {})).body.message).toBe(MSG.ageGroupRequired);
    expect((await kit.call('POST', `/api/events/${event.id}/games/generate-fixtures`, { ageGroup: 'nope' })).body.message).toBe(
      fillMessage(MSG.unknownAgeGroup, { ageGroup: 'nope' }),
    );
    expect((await kit.call('POST', `/api/events/${event.id}/games/generate-fixtures`, { ageGroup: 'open', legs: 3 })).body.message).toBe(
      'legs must be 1 or 2',
    );
    expect((await kit.call('POST', `/api/events/${event.id}/games/generate-fixtures`, { ageGroup: 'open' })).body.message).toBe(
      MSG.noGroupsDrawn,
    );
    const bad = await kit.call('PUT', `/api/events/${event.id}`, { ageGroups: [{ slug: 'open', tiebreakers: ['points', 'coinToss'] }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Tiebreakers are chosen from points, goalDifference/);
    const noReason = await kit.call('PUT', `/api/events/${event.id}`, {
      ageGroups: [{ slug: 'open', pointsAdjustments: [{ teamId: event.id, points: -3, reason: ' ' }] }],
    });
    expect(noReason.body.message).toBe(MSG.adjustmentReasonRequired);
  });
});

describe('an event without age groups', () => {
  it('takes the stage keys at the top level, alone or inside an Event Management edit', async () => {
    const event = await f.event({ slug: 'flat-cup', name: 'Flat Cup' });
    const ids: string[] = [];
    for (let i = 1; i <= 4; i++) ids.push((await f.team(event.id, { name: `F${i}` })).id);
    await kit.ok('PUT', `/api/events/${event.id}`, { tiebreakers: ['points', 'headToHead', 'goalDifference', 'goalsFor'] });
    const mixed = await kit.call('PUT', `/api/events/${event.id}`, {
      contact_info: { email: 'flat@example.com', phone: '' },
      groupStage: [{ groupName: 'Group A', teams: ids }],
    });
    expect(mixed.status).toBe(200);
    expect((await kit.ok('POST', `/api/events/${event.id}/games/generate-fixtures`, {})).created).toBe(6);
    const body = eventPageResponseSchema.parse((await t.request('GET', '/api/events/slug/flat-cup')).body);
    expect(body.activeGroupStage!.groups[0]!.teams).toHaveLength(4);
    expect(body.tiebreakers).toEqual(['points', 'headToHead', 'goalDifference', 'goalsFor']);
  });
});

describe('tables count only their own stage', () => {
  it('a friendly and a knockout game between group mates never count; head-to-head and a deduction apply', async () => {
    const { event, ag, ids } = await cup('stage-cup', 4);
    const [a, b, c, d] = ids as [string, string, string, string];
    await kit.ok('PUT', `/api/events/${event.id}`, {
      ageGroups: [
        {
          slug: 'open',
          groupStage: [{ groupName: 'Group A', teams: ids }],
          tiebreakers: ['points', 'headToHead', 'goalDifference', 'goalsFor'],
          pointsAdjustments: [{ teamId: d, points: -1, reason: 'Fielded an ineligible player' }],
        },
      ],
    });
    await kit.ok('POST', `/api/events/${event.id}/games/generate-fixtures`, { ageGroup: 'open' });
    const games = await kit.games(event.id);
    const find = (x: string, y: string) => games.find((g) => [g.homeTeam._id, g.awayTeam._id].sort().join() === [x, y].sort().join())!;
    const result = async (x: string, gx: number, gy: number, y: string) => {
      const g = find(x, y);
      await kit.play(event.id, g._id, g.homeTeam._id === x ? [gx, gy] : [gy, gx]);
    };
    // b and c finish on 6 points; b has the far better goal difference but c won their meeting.
    await result(a, 0, 1, b);
    await result(a, 1, 0, c);
    await result(a, 0, 0, d);
    await result(b, 5, 0, d);
    await result(c, 1, 0, b);
    await result(c, 1, 0, d);
    // A friendly between group mates, entered in the Games Manager: counts nowhere.
    const friendly = await kit.ok('POST', `/api/events/${event.id}/games`, {
      homeTeam: a,
      awayTeam: b,
      stage: 'friendly',
      ageGroup: 'open',
      round: 'Friendly',
      status: 'Not Scheduled',
    });
    expect(friendly.game).toBeTruthy();
    const friendlyId = (await kit.games(event.id)).find((g) => g.stage === 'friendly')!._id;
    await kit.play(event.id, friendlyId, [9, 0]);
    // A group game must name a group holding both teams.
    const wrong = await kit.call('POST', `/api/events/${event.id}/games`, { homeTeam: a, awayTeam: b, stage: 'group', ageGroup: 'open' });
    expect(wrong.body.message).toBe(MSG.groupRequired);

    const body = await page('stage-cup');
    const rows = body.activeGroupStage!.groups[0]!.teams;
    expect(rows.map((r) => [r.name, r.groupStagePts, r.groupStageGamesPlayed, r.tiebreak ?? null])).toEqual([
      ['T3', 6, 3, 'headToHead'],
      ['T2', 6, 3, 'headToHead'],
      ['T1', 4, 3, null],
      ['T4', 0, 3, null],
    ]);
    expect(rows[3]).toMatchObject({ pointsAdjustment: -1, adjustmentReasons: ['Fielded an ineligible player'] });
    const entry = body.ageGroups.find((x) => x._id === ag.id)!;
    expect(entry.tiebreakers).toEqual(['points', 'headToHead', 'goalDifference', 'goalsFor']);
    expect(entry.pointsAdjustments).toEqual([{ teamId: d, points: -1, reason: 'Fielded an ineligible player' }]);
  });

  it('a league age group: fixtures for the whole league and its table', async () => {
    const { event, ids } = await cup('league-cup', 4, { stageType: 'League' });
    expect((await kit.ok('POST', `/api/events/${event.id}/games/generate-fixtures`, { ageGroup: 'open', legs: 2 })).created).toBe(12);
    const games = await kit.games(event.id);
    expect(new Set(games.map((g) => g.round))).toEqual(new Set([1, 2, 3, 4, 5, 6].map((m) => `Matchday ${m}`)));
    const first = games.find((g) => g.homeTeam._id === ids[0])!;
    await kit.play(event.id, first._id, [2, 1]);
    const body = await page('league-cup');
    expect(body.leagueTable![0]).toMatchObject({ _id: ids[0], groupStagePts: 3, position: 1 });
    expect(body.leagueTable).toHaveLength(4);
  });
});

describe('knockout', () => {
  async function groupsPlayed(slug: string) {
    const c = await cup(slug, 8);
    await kit.ok('PUT', `/api/events/${c.event.id}`, {
      ageGroups: [
        {
          slug: 'open',
          thirdPlaceMatch: true,
          groupStage: [
            { groupName: 'Group A', teams: c.ids.slice(0, 4) },
            { groupName: 'Group B', teams: c.ids.slice(4, 8) },
          ],
        },
      ],
    });
    await kit.ok('POST', `/api/events/${c.event.id}/games/generate-fixtures`, { ageGroup: 'open' });
    // Lower-numbered team always wins by the difference in numbers: T1 and T5 top, T2 and T6 second.
    const num = (name: string) => Number(name.slice(1));
    for (const g of await kit.games(c.event.id)) {
      const [h, a] = [num(g.homeTeam.name), num(g.awayTeam.name)];
      await kit.play(c.event.id, g._id, h < a ? [a - h, 0] : [0, h - a]);
    }
    return c;
  }

  it('refuses until the group games are over, then crosses 1A-2B, moves winners on by team, shoot-outs included, to a champion', async () => {
    const c = await cup('early-cup', 4);
    await kit.ok('PUT', `/api/events/${c.event.id}`, {
      ageGroups: [{ slug: 'open', groupStage: [{ groupName: 'Group A', teams: c.ids }] }],
    });
    await kit.ok('POST', `/api/events/${c.event.id}/games/generate-fixtures`, { ageGroup: 'open' });
    const early = await kit.call('POST', `/api/events/${c.event.id}/games/generate-knockout-fixtures`, { ageGroup: 'open' });
    expect(early.body.message).toBe(MSG.groupGamesPending);

    const { event, ids } = await groupsPlayed('ko-cup');
    const gen = await kit.ok('POST', `/api/events/${event.id}/games/generate-knockout-fixtures`, { ageGroup: 'open' });
    expect(gen).toMatchObject({ created: 2, message: 'Created 2 games' });
    expect((await kit.call('POST', `/api/events/${event.id}/games/generate-knockout-fixtures`, { ageGroup: 'open' })).body.message).toBe(
      MSG.knockoutExists,
    );
    const semis = (await kit.games(event.id)).filter((g) => g.stage === 'knockout');
    expect(semis.map((g) => [g.round, g.homeTeam.name, g.awayTeam.name])).toEqual(
      expect.arrayContaining([
        ['Semi Finals', 'T1', 'T6'],
        ['Semi Finals', 'T5', 'T2'],
      ]),
    );
    // The knockout meeting of group mates T1 and T2 later never touches Group A's table.
    const before = (await page('ko-cup')).activeGroupStage!.groups[0]!.teams.map((r) => r.groupStagePts);

    const t1t6 = semis.find((g) => g.homeTeam.name === 'T1')!;
    const t5t2 = semis.find((g) => g.homeTeam.name === 'T5')!;
    await kit.play(event.id, t1t6._id, [1, 1], [4, 3]);
    // Nothing past the semis until both are decided.
    expect((await kit.games(event.id)).filter((g) => g.round === 'Final')).toHaveLength(0);
    await kit.play(event.id, t5t2._id, [0, 2]);

    const after = await kit.games(event.id);
    const final = after.find((g) => g.round === 'Final')!;
    expect([final.homeTeam.name, final.awayTeam.name]).toEqual(['T1', 'T2']);
    expect(final.status).toBe('Not Scheduled');
    const third = after.find((g) => g.round === 'Third Place')!;
    expect([third.homeTeam.name, third.awayTeam.name]).toEqual(['T6', 'T5']);

    // Regenerating now would discard played games: refused.
    expect((await kit.call('POST', `/api/events/${event.id}/games/regenerate-knockout-fixtures`, { ageGroup: 'open' })).body.message).toBe(
      MSG.knockoutPlayed,
    );

    // The Final is won 4-2 by T2, who is the away side: the champion is T2, read by team.
    await kit.play(event.id, final._id, [2, 4]);
    const body = await page('ko-cup');
    expect(body.activeKnockoutStage!.bracket.champion?.name).toBe('T2');
    expect(body.activeGroupStage!.groups[0]!.teams.map((r) => r.groupStagePts)).toEqual(before);
    expect(ids).toHaveLength(8);
  });

  it('a game entered the other way round from its slot still moves the right winner on', async () => {
    const { event, ids } = await groupsPlayed('reverse-cup');
    // Save the semis by hand instead, with no games yet.
    await kit.ok('PUT', `/api/events/${event.id}`, {
      ageGroups: [
        {
          slug: 'open',
          knockoutStage: [
            {
              roundName: 'Semi Finals',
              fixtures: [
                { homeTeam: ids[0], awayTeam: ids[5] },
                { homeTeam: ids[4], awayTeam: ids[1] },
              ],
            },
            { roundName: 'Final', fixtures: [{ homeTeam: null, awayTeam: null, winner: null }] },
          ],
        },
      ],
    });
    // Saving created the two semi-final games; an admin enters another one the other way round: refused, no open slot.
    const dup = await kit.call('POST', `/api/events/${event.id}/games`, {
      homeTeam: ids[5],
      awayTeam: ids[0],
      stage: 'knockout',
      ageGroup: 'open',
    });
    expect(dup.body.message).toBe(MSG.noOpenKnockoutSlot);
    const semis = (await kit.games(event.id)).filter((g) => g.stage === 'knockout');
    // "T6 2-4 T1" style: record T1's slot game as its away team winning.
    const s1 = semis.find((g) => [g.homeTeam._id, g.awayTeam._id].includes(ids[0]!))!;
    await kit.play(event.id, s1._id, s1.homeTeam._id === ids[0] ? [4, 2] : [2, 4]);
    const s2 = semis.find((g) => [g.homeTeam._id, g.awayTeam._id].includes(ids[4]!))!;
    await kit.play(event.id, s2._id, s2.homeTeam._id === ids[1] ? [3, 0] : [0, 3]);
    const final = (await kit.games(event.id)).find((g) => g.round === 'Final')!;
    expect([final.homeTeam._id, final.awayTeam._id]).toEqual([ids[0], ids[1]]);

    // A walkover: the champion by hand, only one of the two finalists.
    const wrong = await kit.call('PUT', `/api/events/${event.id}`, {
      ageGroups: [
        {
          slug: 'open',
          knockoutStage: [{ roundName: 'Final', fixtures: [{ homeTeam: ids[0], awayTeam: ids[1], winner: ids[4] }] }],
        },
      ],
    });
    expect(wrong.body.message).toBe(MSG.championNotFinalist);
  });

  it('regenerates an unplayed knockout from the current tables without duplicating games', async () => {
    const { event } = await groupsPlayed('regen-cup');
    await kit.ok('POST', `/api/events/${event.id}/games/generate-knockout-fixtures`, { ageGroup: 'open' });
    const again = await kit.ok('POST', `/api/events/${event.id}/games/regenerate-knockout-fixtures`, { ageGroup: 'open' });
    expect(again.created).toBe(2);
    expect((await kit.games(event.id)).filter((g) => g.stage === 'knockout')).toHaveLength(2);
  });
});

describe('Custom Rankings Manager', () => {
  it('saves positions with a team, points blank as 0, reads them back and shows them on the event page', async () => {
    const { event, ids } = await cup('rank-cup', 3);
    expect(await kit.ok('GET', `/api/custom-rankings/${event.id}?ageGroup=open`)).toEqual({ success: true, rankings: [] });
    const twice = await kit.call('POST', `/api/custom-rankings/${event.id}`, {
      ageGroup: 'open',
      rankings: [
        { teamId: ids[0], position: 1, points: 10 },
        { teamId: ids[0], position: 2, points: 5 },
      ],
    });
    expect(twice.body.message).toBe(MSG.teamInTwoPositions);
    const saved = await kit.ok('POST', `/api/custom-rankings/${event.id}`, {
      ageGroup: 'open',
      rankings: [
        { teamId: ids[2], position: 1, points: 12 },
        { teamId: ids[0], position: 2, points: '' },
      ],
    });
    expect(saved).toEqual({ success: true, message: 'Saved!' });
    const read = await t.request('GET', `/api/custom-rankings/${event.id}?ageGroup=open`);
    expect(
      read.body.rankings.map((r: { team: { name: string }; position: number; points: number }) => [r.team.name, r.position, r.points]),
    ).toEqual([
      ['T3', 1, 12],
      ['T1', 2, 0],
    ]);
    expect((await page('rank-cup')).customRanking!.map((r) => r.team.name)).toEqual(['T3', 'T1']);
    const negative = await kit.call('POST', `/api/custom-rankings/${event.id}`, {
      ageGroup: 'open',
      rankings: [{ teamId: ids[1], position: 1, points: -2 }],
    });
    expect(negative.status).toBe(400);
  });
});
