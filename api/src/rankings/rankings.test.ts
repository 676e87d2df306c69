import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRankingsResponseSchema, leaderboardResponseSchema, MSG } from '@pitchside/shared';
import { users } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { factories, type Factories } from '../test-support/factories';

let t: TestContext;
let f: Factories;
let eventId = '';
beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
  const e = await f.event({ slug: 'ranked' });
  eventId = e.id;
  const ag = await f.ageGroup(e.id, { slug: 'u13' });
  const teams = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((name) => f.team(e.id, { name, ageGroupId: ag.id, location: 'Tyre' })));
  const players = await Promise.all([1, 2, 3, 4, 5].map((n) => f.user({ fullName: `Scorer ${n}` })));
  // Player n scores n goals for team n-1, each assisted by the next player; each team beats the next one.
  for (let n = 0; n < 5; n++) {
    await f.roster(teams[n]!.id, players[n]!.id);
    const game = await f.game({ eventId: e.id, ageGroupId: ag.id, homeTeamId: teams[n]!.id, awayTeamId: teams[(n + 1) % 5]!.id });
    for (let k = 0; k <= n; k++) {
      const helper = players[(n + 1) % 5]!;
      await f.goal(game, 'home', {
        scorerId: players[n]!.id,
        scorerName: `Scorer ${n + 1}`,
        assistId: helper.id,
        assistName: helper.fullName,
        minute: k,
      });
    }
    await f.saves(game, players[(n + 1) % 5]!.id, n + 1);
  }
  // A removed goal counts for nobody.
  const extra = await f.game({ eventId: e.id, ageGroupId: ag.id, homeTeamId: teams[0]!.id, awayTeamId: teams[2]!.id, status: 'live' });
  await f.goal(extra, 'home', { scorerId: players[0]!.id, scorerName: 'Scorer 1', minute: 80, deletedAt: new Date() });
});
afterAll(() => t.close());

describe('GET /api/rankings/event/{id}', () => {
  it('ranks top scorers and best teams of the event', async () => {
    const res = await t.request('GET', `/api/rankings/event/${eventId}?ageGroup=u13`);
    expect(res.status).toBe(200);
    eventRankingsResponseSchema.parse(res.body);
    const goals = res.body.rankings.goals;
    expect(goals.map((g: { name: string; value: number; rank: number }) => [g.rank, g.name, g.value])).toEqual([
      [1, 'Scorer 5', 5],
      [2, 'Scorer 4', 4],
      [3, 'Scorer 3', 3],
      [4, 'Scorer 2', 2],
      [5, 'Scorer 1', 1],
    ]);
    expect(goals[0]).toMatchObject({ team: 'E', location: 'Tyre', teamLogo: null, portrait: null, avatar: null });
    expect(res.body.rankings.wins).toHaveLength(5);
    expect(res.body.rankings.wins.every((w: { value: number; rank: number }) => w.value === 1 && w.rank === 1)).toBe(true);
  });

  it('answers empty lists for an event with no data, and 404 for an unknown event', async () => {
    const empty = await f.event();
    const res = await t.request('GET', `/api/rankings/event/${empty.id}`);
    expect(res.body).toMatchObject({ success: true, rankings: { goals: [], wins: [] }, message: 'No data available yet' });
    expect((await t.request('GET', '/api/rankings/event/00000000-0000-4000-8000-000000000000')).body).toEqual({
      success: false,
      code: 'eventNotFound',
      message: MSG.eventNotFound,
    });
  });
});

describe('GET /api/rankings (Gold gate)', () => {
  const lengths = (body: { rankings: Record<string, unknown[]> }) =>
    Object.fromEntries(Object.entries(body.rankings).map(([k, v]) => [k, v.length]));

  it('gives anonymous callers the top 3 rows of each list, locked', async () => {
    const res = await t.request('GET', '/api/rankings');
    expect(res.status).toBe(200);
    leaderboardResponseSchema.parse(res.body);
    expect(res.body).toMatchObject({ locked: true, message: 'Gold membership required for full access' });
    expect(lengths(res.body)).toEqual({ goals: 3, assists: 3, wins: 3, goalkeeperSaves: 3 });
    expect(res.body.rankings.goals[0]).toMatchObject({ rank: 1, name: 'Scorer 5', logo: 'Scorer 5', team: 'E', value: 5 });
  });

  it('gives a member without Gold (or with expired Gold) the same preview', async () => {
    const member = await t.member();
    await t.deps.database.db
      .update(users)
      .set({ goldUntil: new Date(Date.now() - 60_000) })
      .where(eq(users.id, member.id));
    const res = await t.request('GET', '/api/rankings', { token: member.token });
    expect(res.body.locked).toBe(true);
    expect(lengths(res.body)).toEqual({ goals: 3, assists: 3, wins: 3, goalkeeperSaves: 3 });
  });

  it('gives a Gold member the full lists, unlocked', async () => {
    const member = await t.member();
    await t.deps.database.db
      .update(users)
      .set({ goldUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, member.id));
    const res = await t.request('GET', '/api/rankings', { token: member.token });
    leaderboardResponseSchema.parse(res.body);
    expect(res.body.locked).toBe(false);
    expect(lengths(res.body)).toEqual({ goals: 5, assists: 5, wins: 5, goalkeeperSaves: 5 });
    expect(res.body.rankings.goalkeeperSaves[0]).toMatchObject({ name: 'Scorer 1', value: 5 });
    // Most Saves names each keeper's team: the side of the game whose squad the keeper is in.
    const saves = res.body.rankings.goalkeeperSaves as { name: string; team: string | null; value: number }[];
    expect(saves.map((s) => [s.name, s.team, s.value])).toEqual([
      ['Scorer 1', 'A', 5],
      ['Scorer 5', 'E', 4],
      ['Scorer 4', 'D', 3],
      ['Scorer 3', 'C', 2],
      ['Scorer 2', 'B', 1],
    ]);
    expect(res.body.rankings.assists[0]).toMatchObject({ name: 'Scorer 1', value: 5 });
  });
});
