import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  eventNowResponseSchema,
  eventPagePath,
  eventPageResponseSchema,
  MSG,
  publicGameSchema,
  scheduleAllResponseSchema,
  scheduleViolations,
  type ScheduleResult,
} from '@pitchside/shared';
import { ageGroups, teamTotals, users } from '../db/schema';
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

const DAY = '2026-05-16';
const SAT = { days: [{ date: DAY, start: '09:00', end: '14:00' }], slotMinutes: 30, minRestMinutes: 0 };

type Game = ReturnType<typeof publicGameSchema.parse>;

/** The summary totals that disagree with a recount from the games and goals (none when the triggers kept up). */
async function totalsDiffer() {
  const res = await t.deps.database.db.execute(sql`select summary, differing from totals_check() where differing <> 0`);
  return Array.isArray(res) ? res : (res as { rows: unknown[] }).rows;
}

/** An 8-team cup (two groups of four, then semi-finals and a final) at one venue with two pitches. */
async function cup(slug: string) {
  const event = await f.event({ slug, name: slug });
  await kit.ok('PUT', `/api/events/${event.id}`, {
    ageGroups: [{ name: 'U12', stageType: 'Group Stage', groupsCount: 2, teamsPerGroup: 4, knockoutTeams: 4 }],
    venues: [
      {
        name: 'Sports City',
        address: 'https://maps.example/sports-city',
        pitches: [
          { name: 'Pitch 1', code: 'P1' },
          { name: 'Pitch 2', code: 'P2' },
        ],
      },
    ],
  });
  const [ag] = await t.deps.database.db.select().from(ageGroups).where(eq(ageGroups.eventId, event.id));
  const teams: string[] = [];
  for (let i = 1; i <= 8; i++) teams.push((await f.team(event.id, { name: `T${i}`, ageGroupId: ag!.id })).id);
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
  const venues = (await kit.ok('GET', `/api/events/${event.id}`)).event.venues;
  const [p1, p2] = venues[0].pitches as { _id: string; code: string }[];
  return { event, slug: ag!.slug, teams, venue: venues[0], p1: p1!, p2: p2! };
}

async function games(eventId: string): Promise<Game[]> {
  const body = await kit.ok('GET', `/api/events/${eventId}/games?limit=1000`);
  return (body.games as unknown[]).map((g) => publicGameSchema.parse(g));
}

const at = (g: Game) => Date.parse(g.startTime!);
const teamsOf = (g: Game) => [g.homeTeam._id, g.awayTeam._id];

/** Asserts with the engine's own checker that no pitch or team plays twice at once. */
function expectNoClash(list: Game[], slot = 30) {
  const placements = list.map((g) => ({
    gameId: g._id,
    pitchId: g.pitch!._id,
    start: g.startTime!,
    end: new Date(at(g) + slot * 60_000).toISOString(),
  }));
  const result: ScheduleResult = { ok: true, placements, finishesAt: null, lowerBound: null, overLowerBoundMinutes: 0 };
  const req = {
    games: list.map((g) => ({ id: g._id, ageGroup: 'x', homeTeamId: g.homeTeam._id, awayTeamId: g.awayTeam._id })),
    days: [{ date: DAY, start: '00:00', end: '24:00' }],
    slotMinutes: slot,
    minRestMinutes: 0,
    pitches: [...new Set(list.map((g) => g.pitch!._id))],
  };
  expect(scheduleViolations(req, result)).toEqual([]);
}

describe('venues and pitches', () => {
  it('are saved with the event, carried with their ids, and a pitch with games goes only when confirmed', async () => {
    const c = await cup('venues-cup');
    expect(c.venue).toMatchObject({ name: 'Sports City', address: 'https://maps.example/sports-city' });
    expect(c.venue.pitches.map((p: { code: string }) => p.code)).toEqual(['P1', 'P2']);
    const page = await kit.ok('GET', `/api/events/slug/venues-cup`);
    expect(page.event.venues[0]._id).toBe(c.venue._id);

    await kit.ok('POST', `/api/events/${c.event.id}/games/schedule`, SAT);
    const onP2 = (await games(c.event.id)).filter((g) => g.pitch?._id === c.p2._id).length;
    expect(onP2).toBeGreaterThan(0);
    const keepP1 = { venues: [{ _id: c.venue._id, name: 'Sports City', pitches: [{ _id: c.p1._id, name: 'Main pitch', code: 'P1' }] }] };
    const refused = await kit.call('PUT', `/api/events/${c.event.id}`, keepP1);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'confirmRemoval', removes: { pitches: 1, unscheduledGames: onP2 } });
    expect((await games(c.event.id)).filter((g) => g.pitch?._id === c.p2._id)).toHaveLength(onP2);

    await kit.ok('PUT', `/api/events/${c.event.id}`, { ...keepP1, confirm: true });
    const after = await games(c.event.id);
    expect(after.filter((g) => g.pitch?._id === c.p2._id)).toHaveLength(0);
    // The rename reaches the games' location, the spec's field.
    const onP1 = after.filter((g) => g.pitch?._id === c.p1._id);
    expect(onP1.every((g) => g.location === 'Main pitch · Sports City' && g.pitch!.name === 'Main pitch')).toBe(true);

    // A pitch moved to a new venue while its old venue goes keeps its games, under the new name.
    await kit.ok('PUT', `/api/events/${c.event.id}`, {
      venues: [{ name: 'Town Hall', pitches: [{ _id: c.p1._id, name: 'Main pitch', code: 'P1' }] }],
    });
    const moved = (await kit.ok('GET', `/api/events/${c.event.id}`)).event.venues;
    expect(moved).toMatchObject([{ name: 'Town Hall', pitches: [{ _id: c.p1._id }] }]);
    const games3 = (await games(c.event.id)).filter((g) => g.pitch?._id === c.p1._id);
    expect(games3).toHaveLength(onP1.length);
    expect(games3.every((g) => g.location === 'Main pitch · Town Hall' && g.pitch!.venue.name === 'Town Hall')).toBe(true);
  });
});

describe('POST /api/events/:id/games/schedule', () => {
  it('places every game without a clash, publishes them, and a second run places nothing', async () => {
    const c = await cup('schedule-cup');
    const heard: GameChange[] = [];
    const stop = t.deps.live.subscribe((ch) => heard.push(ch));
    const res = await kit.call('POST', `/api/events/${c.event.id}/games/schedule`, SAT);
    expect(res.status).toBe(200);
    const body = scheduleAllResponseSchema.parse(res.body);
    // 12 group games, two semi-finals and the final (waiting for their teams).
    expect(body.scheduled).toBe(15);
    expect(Date.parse(body.finishesAt!) - Date.parse(body.lowerBound!)).toBeLessThanOrEqual(30 * 60_000);
    const list = await games(c.event.id);
    expect(list).toHaveLength(12);
    expect(list.every((g) => g.status === 'Upcoming' && g.pitch && g.startTime && g.location?.endsWith(' · Sports City'))).toBe(true);
    expectNoClash(list);
    await expect.poll(() => heard.length).toBeGreaterThanOrEqual(12);
    stop();
    const history = await kit.ok('GET', `/api/events/${c.event.id}/games/${list[0]!._id}/audit`);
    expect(history.audit[0]).toMatchObject({ action: 'game.setSchedule' });

    const again = scheduleAllResponseSchema.parse(await kit.ok('POST', `/api/events/${c.event.id}/games/schedule`, SAT));
    expect(again.scheduled).toBe(0);
    expect((await games(c.event.id)).map((g) => [g._id, g.startTime, g.pitch?._id])).toEqual(
      list.map((g) => [g._id, g.startTime, g.pitch?._id]),
    );
  });

  it('the event page carries every knockout slot with its start and pitch, the final after the semi-finals', async () => {
    const c = await cup('schedule-slots-public');
    await kit.ok('POST', `/api/events/${c.event.id}/games/schedule`, SAT);
    const page = eventPageResponseSchema.parse((await t.request('GET', eventPagePath(c.event.slug, { ageGroup: c.slug }))).body);
    const fixtures = page.activeKnockoutStage!.rounds.flatMap((r) => r.fixtures);
    expect(fixtures).toHaveLength(3);
    const lastGroupEnd = Math.max(...(await games(c.event.id)).map(at)) + 30 * 60_000;
    for (const fx of fixtures) {
      expect(fx.gameId).toBeNull();
      expect(Date.parse(fx.startTime!)).toBeGreaterThanOrEqual(lastGroupEnd);
      expect(fx.pitch).toMatchObject({ code: expect.stringMatching(/^P[12]$/), venue: { _id: c.venue._id, name: 'Sports City' } });
    }
    const [final] = page.activeKnockoutStage!.rounds.at(-1)!.fixtures;
    const semis = page.activeKnockoutStage!.rounds[0]!.fixtures;
    expect(semis.every((s) => Date.parse(s.startTime!) + 30 * 60_000 <= Date.parse(final!.startTime!))).toBe(true);
  });

  it('the semi-finals made after the groups take the time the schedule gave their slot, after every group game', async () => {
    const c = await cup('schedule-knockout');
    await kit.ok('POST', `/api/events/${c.event.id}/games/schedule`, SAT);
    const groupGames = await games(c.event.id);
    const lastGroupEnd = Math.max(...groupGames.map(at)) + 30 * 60_000;
    for (const [i, g] of groupGames.entries()) await kit.play(c.event.id, g._id, [i % 3, (i + 1) % 2]);
    await kit.ok('POST', `/api/events/${c.event.id}/games/generate-knockout-fixtures`, { ageGroup: c.slug });
    const semis = (await games(c.event.id)).filter((g) => g.stage === 'knockout');
    expect(semis).toHaveLength(2);
    expect(semis.every((g) => g.pitch && g.startTime && at(g) >= lastGroupEnd && g.status === 'Upcoming')).toBe(true);
    // Drawn again, the bracket keeps its times and pitches.
    await kit.ok('POST', `/api/events/${c.event.id}/games/regenerate-knockout-fixtures`, { ageGroup: c.slug });
    const redrawn = (await games(c.event.id)).filter((g) => g.stage === 'knockout');
    expect(redrawn.map((g) => [g.startTime, g.pitch?._id]).sort()).toEqual(semis.map((g) => [g.startTime, g.pitch?._id]).sort());
  });

  it('answers what does not fit, naming the day and the age group, and changes nothing', async () => {
    const c = await cup('schedule-short');
    const res = await kit.call('POST', `/api/events/${c.event.id}/games/schedule`, {
      ...SAT,
      days: [{ date: DAY, start: '09:00', end: '11:00' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('scheduleDoesNotFit');
    expect(res.body.unplaced).toBeGreaterThan(0);
    expect(res.body.message).toContain(DAY);
    expect(res.body.message).toContain('U12');
    expect(res.body.params).toMatchObject({ day: DAY, ageGroup: 'U12' });
    expect((await games(c.event.id)).every((g) => g.startTime === null && g.pitch === null && g.status === 'Not Scheduled')).toBe(true);
  });

  it('is for admins only, and refuses a pitch of another event', async () => {
    const c = await cup('schedule-checks');
    const member = await t.member();
    const res = await t.request('POST', `/api/events/${c.event.id}/games/schedule`, { body: SAT, token: member.token });
    expect(res.status).toBe(403);
    const other = await kit.call('POST', `/api/events/${c.event.id}/games/schedule`, {
      ...SAT,
      pitches: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(MSG.pitchUnknown);
  });
});

describe('moving one game', () => {
  it('shows the clashes first and saves only when confirmed', async () => {
    const c = await cup('move-cup');
    await kit.ok('POST', `/api/events/${c.event.id}/games/schedule`, SAT);
    const list = await games(c.event.id);
    const a = list[0]!;
    // Another game at another time with a team of `a`: moving `a` onto it clashes on pitch and team.
    const b = list.find((g) => g._id !== a._id && at(g) !== at(a) && teamsOf(g).some((x) => teamsOf(a).includes(x)))!;
    const move = { startTime: b.startTime, pitch: b.pitch!._id };
    const refused = await kit.call('PUT', `/api/events/${c.event.id}/games/${a._id}`, move);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('scheduleConflict');
    expect(refused.body.conflicts).toEqual(
      expect.arrayContaining([
        { kind: 'pitchBusy', gameId: b._id },
        { kind: 'teamBusy', gameId: b._id },
      ]),
    );
    expect((await games(c.event.id)).find((g) => g._id === a._id)!.startTime).toBe(a.startTime);

    // After the semi-finals' slot, a group game is in their way.
    const late = await kit.call('PUT', `/api/events/${c.event.id}/games/${a._id}`, { startTime: `${DAY}T10:30:00.000Z`, pitch: c.p1._id });
    expect(late.status).toBe(409);
    expect(late.body.conflicts.some((x: { kind: string }) => x.kind === 'dependency')).toBe(true);

    const saved = await kit.ok('PUT', `/api/events/${c.event.id}/games/${a._id}`, { ...move, confirm: true });
    expect(saved.game).toMatchObject({ startTime: b.startTime, pitch: { _id: b.pitch!._id, code: b.pitch!.code } });
    const history = await kit.ok('GET', `/api/events/${c.event.id}/games/${a._id}/audit`);
    expect(history.audit[0]).toMatchObject({
      action: 'game.setSchedule',
      change: { kind: 'schedule', startTime: b.startTime, pitch: b.pitch!.code },
    });
  });

  it('a game moved onto a knockout slot still waiting for its teams clashes with it, named by the slot', async () => {
    const c = await cup('move-onto-slot');
    await kit.ok('POST', `/api/events/${c.event.id}/games/schedule`, SAT);
    const page = eventPageResponseSchema.parse((await t.request('GET', eventPagePath(c.event.slug, { ageGroup: c.slug }))).body);
    const final = page.activeKnockoutStage!.rounds.at(-1)!.fixtures[0]!;
    const a = (await games(c.event.id))[0]!;
    const refused = await kit.call('PUT', `/api/events/${c.event.id}/games/${a._id}`, {
      startTime: final.startTime,
      pitch: final.pitch!._id,
    });
    expect(refused.status).toBe(409);
    // Its pitch holds the final then, and the semi-finals' slots wait for every group game.
    const semis = page.activeKnockoutStage!.rounds[0]!.fixtures.map((fx) => ({ kind: 'dependency', gameId: fx._id }));
    expect(refused.body.conflicts).toEqual(expect.arrayContaining([{ kind: 'pitchBusy', gameId: final._id }, ...semis]));
    expect((await games(c.event.id)).find((g) => g._id === a._id)!.startTime).toBe(a.startTime);
  });

  it('two admins moving the same game offline: the second sync is a conflict, never a silent overwrite', async () => {
    const c = await cup('move-offline');
    await kit.ok('POST', `/api/events/${c.event.id}/games/schedule`, SAT);
    const g = (await games(c.event.id))[0]!;
    const seen = { startTime: g.startTime, pitchId: g.pitch!._id };
    const second = await t.member();
    await t.deps.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, second.id));
    const push = (token: string, clientId: string, value: { startTime: string; pitchId: string }) =>
      t.request('POST', '/api/sync/push', {
        token,
        body: { clientId, mutations: [{ id: 1, name: 'game.setSchedule', args: { gameId: g._id, expected: seen, value } }] },
      });
    const first = await push(await t.adminToken(), 'dev-move-a', { startTime: `${DAY}T12:00:00.000Z`, pitchId: c.p1._id });
    expect(first.body.results).toEqual([{ id: 1, status: 'applied' }]);
    const other = await push(second.token, 'dev-move-b', { startTime: `${DAY}T12:30:00.000Z`, pitchId: c.p2._id });
    expect(other.body.results[0]).toMatchObject({
      status: 'conflict',
      field: 'schedule',
      current: { startTime: `${DAY}T12:00:00.000Z`, pitchId: c.p1._id },
    });
    expect((await games(c.event.id)).find((x) => x._id === g._id)!.startTime).toBe(`${DAY}T12:00:00.000Z`);
    // A pitch of another edition is refused, not written.
    const elsewhere = await cup('move-offline-other');
    const stray = await t.request('POST', '/api/sync/push', {
      token: second.token,
      body: {
        clientId: 'dev-move-b',
        mutations: [
          {
            id: 2,
            name: 'game.setSchedule',
            args: {
              gameId: g._id,
              expected: { startTime: `${DAY}T12:00:00.000Z`, pitchId: c.p1._id },
              value: { startTime: `${DAY}T12:00:00.000Z`, pitchId: elsewhere.p1._id },
            },
          },
        ],
      },
    });
    expect(stray.body.results[0]).toMatchObject({ status: 'rejected', reason: MSG.pitchUnknown });
    // Devices pull the place with the game.
    const pulled = await t.request('GET', `/api/sync/pull?scope=${c.event.id}&clientId=dev-move-b`, { token: second.token });
    const row = pulled.body.patch.find((op: { entity: string; id: string }) => op.entity === 'game' && op.id === g._id).value;
    expect(row).toMatchObject({
      startTime: `${DAY}T12:00:00.000Z`,
      pitchId: c.p1._id,
      pitch: { code: 'P1', venue: { name: 'Sports City' } },
    });
  });
});

describe('running late', () => {
  it("moves the pitch's later games and only the games elsewhere that must follow", async () => {
    const c = await cup('late-cup');
    await kit.ok('POST', `/api/events/${c.event.id}/games/schedule`, SAT);
    const before = await games(c.event.id);
    const heard: GameChange[] = [];
    const stop = t.deps.live.subscribe((ch) => heard.push(ch));
    const res = await kit.ok('POST', `/api/events/${c.event.id}/pitches/${c.p2._id}/delay`, { minutes: 15, date: DAY });
    const after = await games(c.event.id);
    const was = new Map(before.map((g) => [g._id, at(g)]));
    for (const g of after.filter((x) => x.pitch!._id === c.p2._id)) expect(at(g) - was.get(g._id)!).toBe(15 * 60_000);
    const movedElsewhere = after.filter((g) => g.pitch!._id === c.p1._id && at(g) !== was.get(g._id));
    // Each game moved on pitch 1 shares a team with a game that moved before it.
    for (const g of movedElsewhere) {
      const cause = after.find(
        (x) => x._id !== g._id && at(x) < at(g) && teamsOf(x).some((tm) => teamsOf(g).includes(tm)) && at(x) !== was.get(x._id),
      );
      expect(cause).toBeDefined();
    }
    expect(after.filter((g) => g.pitch!._id === c.p1._id && at(g) === was.get(g._id)).length).toBeGreaterThan(0);
    // The knockout slots still waiting for their teams move with them.
    expect(res.moved.length).toBeGreaterThanOrEqual(after.filter((g) => at(g) !== was.get(g._id)).length);
    expectNoClash(after);
    await expect.poll(() => heard.length).toBeGreaterThan(0);
    stop();
  });
});

describe('GET /api/events/:id/now', () => {
  it('lists every pitch with its game under way and the next one, and follows a game change', async () => {
    const c = await cup('now-cup');
    await kit.ok('POST', `/api/events/${c.event.id}/games/schedule`, SAT);
    const list = (await games(c.event.id)).sort((a, b) => at(a) - at(b));
    const empty = eventNowResponseSchema.parse(await kit.ok('GET', `/api/events/${c.event.id}/now`));
    expect(empty.pitches.map((p) => p.pitch.code)).toEqual(['P1', 'P2']);
    expect(empty.pitches.every((p) => p.current === null && p.next !== null)).toBe(true);
    const first = list.find((g) => g.pitch!._id === c.p1._id)!;
    await kit.ok('PUT', `/api/events/${c.event.id}/games/${first._id}`, { status: 'live' });
    const now = eventNowResponseSchema.parse((await t.request('GET', `/api/events/${c.event.id}/now?ageGroup=${c.slug}`)).body);
    const p1 = now.pitches[0]!;
    expect(p1.current?._id).toBe(first._id);
    expect(p1.next && at(p1.next as Game) > at(first)).toBe(true);
    // The anonymous (cached) read follows the change too.
    const anon = eventNowResponseSchema.parse((await t.request('GET', `/api/events/${c.event.id}/now`)).body);
    expect(anon.pitches[0]!.current?._id).toBe(first._id);
    // Saved with the edition for reading offline, per age group too.
    const bundle = await kit.ok('GET', `/api/events/${c.event.id}/offline-bundle`);
    const saved = eventNowResponseSchema.parse(bundle.responses[`/api/events/${c.event.id}/now?ageGroup=${c.slug}`]);
    expect(saved.pitches[0]!.current?._id).toBe(first._id);
  });
});

describe('forfeits and withdrawals', () => {
  it('a forfeit counts as the forfeit score in the tables without goal rows', async () => {
    const c = await cup('forfeit-cup');
    const g = (await games(c.event.id)).find((x) => x.group?.name === 'Group A')!;
    const res = await kit.ok('PUT', `/api/events/${c.event.id}/games/${g._id}`, { forfeit: 'home' });
    expect(res.message).toBe(MSG.forfeitRecorded);
    const history = await kit.ok('GET', `/api/events/${c.event.id}/games/${g._id}/audit`);
    expect(history.audit.map((e: { change: unknown }) => e.change)).toContainEqual({ kind: 'forfeit', side: 'home' });
    const after = (await games(c.event.id)).find((x) => x._id === g._id)!;
    expect(after).toMatchObject({ status: 'completed', homeScore: 0, awayScore: 3, homeGoals: [], awayGoals: [] });
    const page = await kit.ok('GET', `/api/events/slug/forfeit-cup`);
    const rows = page.activeGroupStage.groups.flatMap((gr: { teams: unknown[] }) => gr.teams) as { _id: string; groupStagePts: number }[];
    expect(rows.find((r) => r._id === g.awayTeam._id)!.groupStagePts).toBe(3);
    expect(rows.find((r) => r._id === g.homeTeam._id)!.groupStagePts).toBe(0);
    // The team totals (team pages, club wins) count it the same way, and agree with a full recount.
    const [won] = await t.deps.database.db.select().from(teamTotals).where(eq(teamTotals.teamId, g.awayTeam._id));
    expect(won).toMatchObject({ played: 1, wins: 1, goalsFor: 3, goalsAgainst: 0 });
    expect(await totalsDiffer()).toEqual([]);
  });

  it('a withdrawn team loses its remaining games by forfeit; played games stay or go as asked', async () => {
    const c = await cup('withdraw-cup');
    const team = c.teams[0]!;
    const mine = (await games(c.event.id)).filter((g) => teamsOf(g).includes(team));
    await kit.play(c.event.id, mine[0]!._id, [1, 0]);
    const res = await kit.ok('POST', `/api/events/${c.event.id}/teams/${team}/withdraw`, { keepPlayed: false });
    expect(res).toMatchObject({ success: true, forfeited: 2, removed: 1 });
    const after = (await games(c.event.id)).filter((g) => teamsOf(g).includes(team));
    expect(after).toHaveLength(2);
    for (const g of after) {
      const lost = g.homeTeam._id === team ? [g.homeScore, g.awayScore] : [g.awayScore, g.homeScore];
      expect(g.status).toBe('completed');
      expect(lost).toEqual([0, 3]);
    }
    expect(await totalsDiffer()).toEqual([]);
  });
});

describe('exports', () => {
  it('the schedule and results as CSV with a byte order mark, for admins only', async () => {
    const c = await cup('csv-cup');
    await kit.ok('POST', `/api/events/${c.event.id}/games/schedule`, SAT);
    const g = (await games(c.event.id))[0]!;
    await kit.play(c.event.id, g._id, [2, 1]);
    const res = await t.app.request(`/api/events/${c.event.id}/schedule.csv`, {
      headers: { authorization: `Bearer ${await t.adminToken()}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith('\uFEFFdate,time,venue,pitch,')).toBe(true);
    // The 12 group games, then the two semi-finals and the final waiting for their teams, at their times.
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(16);
    expect(text).toContain('Sports City,P');
    expect(lines.at(-1)).toMatch(/^2026-05-16,\d\d:\d\d,Sports City,P\d,U12,knockout,,Final,TBD,TBD,,$/);
    expect(lines.slice(-3, -1).every((l) => l.includes(',knockout,,Semi Finals,TBD,TBD,,'))).toBe(true);
    const results = await t.app.request(`/api/events/${c.event.id}/results.csv`, {
      headers: { authorization: `Bearer ${await t.adminToken()}` },
    });
    const resultLines = (await results.text()).split('\r\n').filter(Boolean);
    expect(resultLines).toHaveLength(2);
    expect(resultLines[1]).toContain(',2,1,');
    expect((await t.request('GET', `/api/events/${c.event.id}/results.csv`)).status).toBe(401);
  });
});
