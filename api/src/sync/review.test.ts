import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careerResponseSchema, eventPageResponseSchema, eventRankingsResponseSchema } from '@pitchside/shared';
import { eventTotals, gameAudit, games, staffRoles, teamTotals } from '../db/schema';
import { stagesKit } from '../stages/test-kit';
import { createTestContext, type TestContext } from '../test/harness';
import { factories, type Factories } from '../test-support/factories';
import { rowsOf } from './set-queries';
import { syncTestKit } from './test-kit';

/**
 * Review of scorers' results (issue 21): in an age group that asks for it, a result a scorer records
 * counts in no table, total or players' ranking until an organiser confirms it; an organiser's own
 * result counts at once.
 */
let t: TestContext;
let f: Factories;
let kit: ReturnType<typeof stagesKit>;
let sync: ReturnType<typeof syncTestKit>;
let scorer: { token: string; id: string };
let organiser: { token: string; id: string };
let n = 0;

beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
  kit = stagesKit(t, () => t.adminToken());
  sync = syncTestKit(
    () => t,
    () => scorer.token,
  );
  scorer = await t.member({ fullName: 'Rania Volunteer' });
  organiser = await t.member({ fullName: 'Omar Organiser' });
});
afterAll(() => t.close());

/** A league age group of four teams with its fixtures, a scorer and an organiser of the event, review on or off. */
async function league(review: boolean) {
  const slug = `review-cup-${++n}`;
  const event = await f.event({ slug, name: slug });
  const ag = await f.ageGroup(event.id, { slug: 'open', name: 'Open', stageType: 'League' });
  const ids: string[] = [];
  for (let i = 1; i <= 4; i++) ids.push((await f.team(event.id, { name: `T${i}`, ageGroupId: ag.id })).id);
  await kit.ok('PUT', `/api/events/${event.id}`, { ageGroups: [{ slug: 'open', review: { scorerResults: review } }] });
  await kit.ok('POST', `/api/events/${event.id}/games/generate-fixtures`, { ageGroup: 'open' });
  const db = t.deps.database.db;
  for (const [who, role] of [
    [scorer, 'scorer'],
    [organiser, 'organiser'],
  ] as const)
    await db.insert(staffRoles).values({ userId: who.id, eventSlug: slug, editionId: event.id, role, scope: {} });
  const game = (await kit.games(event.id))[0]!;
  return { event, slug, ids, game };
}

/** Goals for the home side and the whole time, pushed from one device of `token`. */
async function finish(gameId: string, status: string, homeGoals: number, token: string) {
  const mutations = Array.from({ length: homeGoals }, (_, i) => ({
    id: i + 1,
    name: 'goal.add',
    args: { gameId, goalId: crypto.randomUUID(), side: 'home', minute: 5 + i, scorerName: `Scorer ${i + 1}` },
  }));
  mutations.push({ id: homeGoals + 1, name: 'game.setStatus', args: { gameId, expected: status, status: 'completed' } as never });
  const res = await sync.push({ clientId: sync.clientId(), mutations }, token);
  expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(mutations.map(() => 'applied'));
}

const confirm = (gameId: string, token: string) =>
  sync.push({ clientId: sync.clientId(), mutations: [{ id: 1, name: 'game.confirm', args: { gameId } }] }, token);

async function state(slug: string, gameId: string, teamId: string) {
  const page = eventPageResponseSchema.parse((await t.request('GET', `/api/events/slug/${slug}?ageGroup=open`)).body);
  const row = page.leagueTable!.find((r) => r._id === teamId)!;
  const game = (await t.request('GET', `/api/events/${page.event._id}/games/${gameId}`)).body.game;
  const [totals] = await t.deps.database.db.select().from(teamTotals).where(eq(teamTotals.teamId, teamId));
  return {
    points: row.groupStagePts,
    played: row.groupStageGamesPlayed,
    awaiting: !!game.awaitingConfirmation,
    totalsPlayed: totals!.played,
  };
}

/** Fans' answers are cached and refreshed after each change: read them until the change shows. */
const POLL = { timeout: 10_000 };

const totalsDisagree = async () =>
  rowsOf<{ differing: number }>(await t.deps.database.db.execute(sql`select differing from totals_check()`)).reduce(
    (s, r) => s + r.differing,
    0,
  );

describe('an age group that reviews scorers’ results', () => {
  it('keeps a scorer’s result out of the table and totals until an organiser confirms it, and refuses the scorer’s own confirmation', async () => {
    const { slug, game } = await league(true);
    const home = game.homeTeam._id;
    await finish(game._id, game.status, 2, scorer.token);
    await expect.poll(() => state(slug, game._id, home), POLL).toEqual({ points: 0, played: 0, awaiting: true, totalsPlayed: 0 });

    const refused = await confirm(game._id, scorer.token);
    expect(refused.body.results[0]).toMatchObject({ status: 'rejected', code: 'notAllowed' });
    await expect.poll(async () => (await state(slug, game._id, home)).awaiting, POLL).toBe(true);

    expect((await confirm(game._id, organiser.token)).body.results[0].status).toBe('applied');
    await expect.poll(() => state(slug, game._id, home), POLL).toEqual({ points: 3, played: 1, awaiting: false, totalsPlayed: 1 });
    const [row] = await t.deps.database.db.select().from(games).where(eq(games.id, game._id));
    expect(row!.confirmedBy).toBe(organiser.id);
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    const audit = await t.deps.database.db.select().from(gameAudit).where(eq(gameAudit.gameId, game._id));
    expect(audit.filter((a) => a.action === 'game.confirm').map((a) => a.userId)).toEqual([organiser.id]);

    // The scorer's pull carries the wait; after confirming, it is gone.
    const pulled = await sync.pull(row!.eventId, sync.clientId());
    const pulledGame = pulled.body.patch.find((p: { entity: string; id: string }) => p.entity === 'game' && p.id === game._id);
    expect(pulledGame.value.awaitingConfirmation).toBeUndefined();
    expect(await totalsDisagree()).toBe(0);
  });

  it('puts a confirmed game back to awaiting when a scorer edits it again, and counts an organiser’s own result at once', async () => {
    const { slug, game, event } = await league(true);
    const home = game.homeTeam._id;
    await finish(game._id, game.status, 1, scorer.token);
    await confirm(game._id, organiser.token);
    const goal = { gameId: game._id, goalId: crypto.randomUUID(), side: 'away', minute: 30, scorerName: 'Late Equaliser' };
    await sync.push({ clientId: sync.clientId(), mutations: [{ id: 1, name: 'goal.add', args: goal }] }, scorer.token);
    await expect.poll(() => state(slug, game._id, home), POLL).toEqual({ points: 0, played: 0, awaiting: true, totalsPlayed: 0 });
    const pulled = await sync.pull(event.id, sync.clientId());
    const pulledGame = pulled.body.patch.find((p: { entity: string; id: string }) => p.entity === 'game' && p.id === game._id);
    expect(pulledGame.value.awaitingConfirmation).toBe(true);

    const other = (await kit.games(event.id)).find((g) => g._id !== game._id && g.status !== 'completed')!;
    await finish(other._id, other.status, 1, organiser.token);
    await expect.poll(async () => (await state(slug, other._id, other.homeTeam._id)).played, POLL).toBeGreaterThan(0);
    expect((await state(slug, other._id, other.homeTeam._id)).awaiting).toBe(false);
    expect(await totalsDisagree()).toBe(0);
  });
});

describe('players’ goals and saves in an age group that reviews scorers’ results', () => {
  /** The striker's line in the event's top scorers and both players' careers, as fans read them. */
  async function credits(slug: string, striker: string, keeper: string) {
    const rankings = eventRankingsResponseSchema.parse((await t.request('GET', `/api/rankings/event/${slug}?ageGroup=open`)).body);
    const career = async (id: string) =>
      careerResponseSchema.parse((await t.request('GET', `/api/player-stats/player/${id}/career`)).body).careerStats;
    return {
      topScorer: rankings.rankings.goals.find((r) => r._id === striker)?.value ?? 0,
      careerGoals: (await career(striker)).totalGoals,
      careerSaves: (await career(keeper)).totalSaves,
    };
  }

  it('leaves a scorer’s goals and saves out of the top scorers and careers until confirmed, and out again after the scorer’s later edit', async () => {
    const { slug, game, event } = await league(true);
    const db = t.deps.database.db;
    const striker = await f.user({ fullName: 'Karim Striker' });
    const keeper = await f.user({ fullName: 'Samir Keeper' });
    await f.roster(game.homeTeam._id, striker.id);
    await f.roster(game.awayTeam._id, keeper.id);
    const goal = (minute: number) => ({
      name: 'goal.add',
      args: { gameId: game._id, goalId: crypto.randomUUID(), side: 'home', minute, scorerId: striker.id, scorerName: 'Karim Striker' },
    });
    // Each push from a new device, its edits numbered from 1.
    const push = async (token: string, edits: { name: string; args: unknown }[]) => {
      const mutations = edits.map((m, i) => ({ id: i + 1, ...m }));
      const res = await sync.push({ clientId: sync.clientId(), mutations: mutations as never }, token);
      expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(mutations.map(() => 'applied'));
    };
    const eventGoals = async () => (await db.select().from(eventTotals).where(eq(eventTotals.eventId, event.id)))[0]!.goals;

    await push(scorer.token, [
      goal(10),
      goal(20),
      { name: 'game.setSaves', args: { gameId: game._id, playerId: keeper.id, expected: 0, value: 4 } },
      { name: 'game.setStatus', args: { gameId: game._id, expected: game.status, status: 'completed' } },
    ]);
    await expect.poll(() => credits(slug, striker.id, keeper.id), POLL).toEqual({ topScorer: 0, careerGoals: 0, careerSaves: 0 });
    // The event's own goal count is not a ranking of players: it counts them as they are recorded.
    expect(await eventGoals()).toBe(2);
    expect(await totalsDisagree()).toBe(0);

    expect((await confirm(game._id, organiser.token)).body.results[0].status).toBe('applied');
    await expect.poll(() => credits(slug, striker.id, keeper.id), POLL).toEqual({ topScorer: 2, careerGoals: 2, careerSaves: 4 });
    expect(await totalsDisagree()).toBe(0);

    // The scorer adds a late goal: the game awaits confirmation again, and all its credits wait with it.
    await push(scorer.token, [goal(35)]);
    await expect.poll(() => credits(slug, striker.id, keeper.id), POLL).toEqual({ topScorer: 0, careerGoals: 0, careerSaves: 0 });
    expect(await eventGoals()).toBe(3);
    expect(await totalsDisagree()).toBe(0);

    expect((await confirm(game._id, organiser.token)).body.results[0].status).toBe('applied');
    await expect.poll(() => credits(slug, striker.id, keeper.id), POLL).toEqual({ topScorer: 3, careerGoals: 3, careerSaves: 4 });
    expect(await totalsDisagree()).toBe(0);
  });
});

describe('an age group without review (the default)', () => {
  it('counts a scorer’s result at once, as before', async () => {
    const { slug, game } = await league(false);
    await finish(game._id, game.status, 3, scorer.token);
    await expect
      .poll(() => state(slug, game._id, game.homeTeam._id), POLL)
      .toEqual({ points: 3, played: 1, awaiting: false, totalsPlayed: 1 });
  });
});
