import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPageResponseSchema, eventsListResponseSchema, gameResponseSchema, gamesListResponseSchema, MSG } from '@pitchside/shared';
import { createTestContext, type TestContext } from '../test/harness';
import { factories, type Factories } from '../test-support/factories';

let t: TestContext;
let f: Factories;
beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('GET /api/events', () => {
  it('lists editions newest first with age groups, logos as URLs and contact info', async () => {
    const first = await f.event({ name: 'Beirut Cup', slug: 'beirut-cup', edition: 1, contactEmail: 'cup@example.com' });
    const second = await f.event({ name: 'Beirut Cup', slug: 'beirut-cup', edition: 2, logo: 'event-logos/abc.png', kind: 'street' });
    await f.ageGroup(second.id, { name: 'Under 12', slug: 'u12', position: 1 });
    await f.ageGroup(second.id, { name: 'Under 10', slug: 'u10', position: 0 });

    const res = await t.request('GET', '/api/events');
    expect(res.status).toBe(200);
    eventsListResponseSchema.parse(res.body);
    const cup = res.body.events.filter((e: { slug: string }) => e.slug === 'beirut-cup');
    expect(cup.map((e: { event_edition: number }) => e.event_edition)).toEqual([2, 1]);
    expect(cup[0]).toMatchObject({
      _id: second.id,
      event: 'Beirut Cup',
      kind: 'street',
      event_logo: '/api/uploads/event-logos/abc.png',
      contact_info: { email: null, phone: null },
    });
    expect(cup[0].ageGroups.map((a: { slug: string }) => a.slug)).toEqual(['u10', 'u12']);
    expect(cup[1]).toMatchObject({ _id: first.id, contact_info: { email: 'cup@example.com' } });
  });

  it('honours ?limit and refuses limits above 100', async () => {
    expect((await t.request('GET', '/api/events?limit=1')).body.events).toHaveLength(1);
    const bad = await t.request('GET', '/api/events?limit=101');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: 'limit must be a whole number from 1 to 100' });
  });

  it('GET /api/events/{id} answers the event, 404 for unknown or malformed ids', async () => {
    const e = await f.event();
    const res = await t.request('GET', `/api/events/${e.id}`);
    expect(res.body).toMatchObject({ success: true, event: { _id: e.id, event_edition: 1, ageGroups: [] } });
    for (const id of [UNKNOWN, 'not-a-uuid']) {
      const miss = await t.request('GET', `/api/events/${id}`);
      expect(miss.status).toBe(404);
      expect(miss.body).toEqual({ success: false, code: 'eventNotFound', message: MSG.eventNotFound });
    }
  });
});

describe('GET /api/events/slug/{slug}', () => {
  it('404s an unknown slug with the spec message', async () => {
    const res = await t.request('GET', '/api/events/slug/no-such-cup');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'eventNotFound', message: 'Event not found' });
  });

  it('serves the latest edition by default, a chosen edition, and ordinal edition labels', async () => {
    await f.event({ slug: 'hoops', name: 'Hoops', edition: 1 });
    const e2 = await f.event({ slug: 'hoops', name: 'Hoops', edition: 2 });
    const e3 = await f.event({ slug: 'hoops', name: 'Hoops', edition: 3 });
    const latest = await t.request('GET', '/api/events/slug/hoops');
    expect(latest.body.event._id).toBe(e3.id);
    expect(latest.body.editions.map((e: { label: string }) => e.label)).toEqual(['1st Edition', '2nd Edition', '3rd Edition']);
    expect(latest.body).toMatchObject({ activeGroupStage: null, activeKnockoutStage: null, leagueTable: null, ageGroups: [] });
    const chosen = await t.request('GET', '/api/events/slug/hoops?edition=2');
    expect(chosen.body.event._id).toBe(e2.id);
    expect((await t.request('GET', '/api/events/slug/hoops?edition=9')).status).toBe(404);
    expect((await t.request('GET', '/api/events/slug/hoops?edition=two')).status).toBe(400);
  });

  it('orders a group by points, goal difference, goals scored; teams nothing separates share the place', async () => {
    const e = await f.event({ slug: 'group-cup' });
    const ag = await f.ageGroup(e.id, { slug: 'u14', name: 'Under 14' });
    const other = await f.ageGroup(e.id, { slug: 'u16', name: 'Under 16', position: 5 });
    const [a, b, c, d] = await Promise.all(
      ['Zeta', 'Alpha', 'Mid', 'Last'].map((name) => f.team(e.id, { name, ageGroupId: ag.id, logo: 'team-logos/x.png' })),
    );
    const g = await f.group(e.id, 'Group A', [a!.id, b!.id, c!.id, d!.id], { ageGroupId: ag.id });
    const base = { eventId: e.id, ageGroupId: ag.id, groupId: g.id };
    // Zeta and Alpha end level on points (5), goal difference (+1) and goals (3): they share second place, listed by name.
    await f.game({ ...base, homeTeamId: a!.id, awayTeamId: d!.id, score: [2, 1] });
    await f.game({ ...base, homeTeamId: a!.id, awayTeamId: c!.id, score: [1, 1] });
    await f.game({ ...base, homeTeamId: b!.id, awayTeamId: d!.id, score: [2, 1] });
    await f.game({ ...base, homeTeamId: b!.id, awayTeamId: c!.id, score: [1, 1] });
    // Mid: 2 draws + win over Last 3-0 -> 5 pts, top.
    await f.game({ ...base, homeTeamId: c!.id, awayTeamId: d!.id, score: [3, 0] });
    // A live game and a tombstoned goal never count.
    await f.game({ ...base, homeTeamId: d!.id, awayTeamId: a!.id, status: 'live', score: [5, 0] });
    const tomb = await f.game({ ...base, homeTeamId: d!.id, awayTeamId: b!.id, score: [0, 0] });
    await f.goal(tomb, 'home', { minute: 3, deletedAt: new Date() });
    await f.game({ ...base, homeTeamId: d!.id, awayTeamId: a!.id, score: [0, 0] });

    const res = await t.request('GET', '/api/events/slug/group-cup?ageGroup=u14');
    expect(res.status).toBe(200);
    eventPageResponseSchema.parse(res.body);
    expect(res.body.activeAgeGroup.slug).toBe('u14');
    const table = res.body.activeGroupStage.groups[0];
    expect(table.groupName).toBe('Group A');
    expect(table.teams.map((r: { name: string }) => r.name)).toEqual(['Mid', 'Alpha', 'Zeta', 'Last']);
    expect(table.teams[1]).toEqual({
      _id: b!.id,
      name: 'Alpha',
      logo: '/api/uploads/team-logos/x.png',
      slug: b!.slug,
      groupStageGoalsScored: 3,
      groupStageGoalsConceided: 2,
      groupStagePts: 5,
      groupStageGamesPlayed: 3,
      groupStageWins: 1,
      groupStageDraws: 2,
      groupStageLosses: 0,
      goalDifference: 1,
      position: 2,
      // Level on points with Mid, placed below it on goal difference.
      tiebreak: 'goalDifference',
    });
    expect(table.teams[2]).toMatchObject({ name: 'Zeta', position: 2 });
    expect(table.teams[3]).toMatchObject({ name: 'Last', groupStageGamesPlayed: 5, groupStageDraws: 2, groupStageGoalsScored: 2 });

    // The first age group is the default; another age group has no groups.
    const byDefault = await t.request('GET', '/api/events/slug/group-cup');
    expect(byDefault.body.activeAgeGroup.slug).toBe('u14');
    const empty = await t.request('GET', `/api/events/slug/group-cup?ageGroup=${other.slug}`);
    expect(empty.body.activeGroupStage).toBeNull();
    const unknown = await t.request('GET', '/api/events/slug/group-cup?ageGroup=u99');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown age group "u99" for this event');
  });

  it('decides a drawn knockout game by its shoot-out in the rounds and the bracket', async () => {
    const e = await f.event({ slug: 'ko-cup' });
    const ag = await f.ageGroup(e.id, { slug: 'open', stageType: 'Knockout' });
    const [h, a, x, y] = await Promise.all(['Home FC', 'Away FC', 'X FC', 'Y FC'].map((name) => f.team(e.id, { name, ageGroupId: ag.id })));
    const semi1 = await f.game({
      eventId: e.id,
      ageGroupId: ag.id,
      homeTeamId: h!.id,
      awayTeamId: a!.id,
      round: 'Semi Finals',
      score: [1, 1],
      homePenalties: 3,
      awayPenalties: 4,
    });
    const semi2 = await f.game({
      eventId: e.id,
      ageGroupId: ag.id,
      homeTeamId: x!.id,
      awayTeamId: y!.id,
      round: 'Semi Finals',
      score: [2, 0],
    });
    await f.fixture({
      eventId: e.id,
      ageGroupId: ag.id,
      roundName: 'Semi Finals',
      roundSize: 4,
      position: 0,
      homeTeamId: h!.id,
      awayTeamId: a!.id,
      gameId: semi1.id,
    });
    await f.fixture({
      eventId: e.id,
      ageGroupId: ag.id,
      roundName: 'Semi Finals',
      roundSize: 4,
      position: 1,
      homeTeamId: x!.id,
      awayTeamId: y!.id,
      gameId: semi2.id,
    });
    await f.fixture({
      eventId: e.id,
      ageGroupId: ag.id,
      roundName: 'Final',
      roundSize: 2,
      position: 0,
      homeTeamId: null,
      awayTeamId: null,
    });

    const res = await t.request('GET', '/api/events/slug/ko-cup');
    expect(res.status).toBe(200);
    eventPageResponseSchema.parse(res.body);
    const ko = res.body.activeKnockoutStage;
    expect(ko.rounds.map((r: { roundName: string }) => r.roundName)).toEqual(['Semi Finals', 'Final']);
    expect(ko.rounds[0].fixtures[0]).toMatchObject({
      homeTeam: { _id: h!.id },
      awayTeam: { _id: a!.id },
      winner: { _id: a!.id },
      gameId: semi1.id,
    });
    expect(ko.rounds[0].fixtures[1].winner._id).toBe(x!.id);
    expect(ko.rounds[1].fixtures[0]).toMatchObject({ homeTeam: null, awayTeam: null, winner: null });
    const semis = ko.bracket.rounds.find((r: { roundSize: number }) => r.roundSize === 4);
    const match = [...semis.left, ...semis.right].find((m: { position: number }) => m.position === 0);
    expect(match).toMatchObject({
      winnerId: a!.id,
      home: { score: 1, penalties: 3, isWinner: false },
      away: { score: 1, penalties: 4, isWinner: true },
    });
    // Winners fill the Final in the bracket view even before an admin writes its fixture.
    const final = ko.bracket.rounds.find((r: { roundSize: number }) => r.roundSize === 2);
    const finalMatch = [...final.left, ...final.right][0];
    expect([finalMatch.home.team?.id, finalMatch.away.team?.id]).toEqual([a!.id, x!.id]);
    // Knockout games never enter a group table; there are no groups here.
    expect(res.body.activeGroupStage).toBeNull();
  });

  it('builds a league table from all completed games of a League age group', async () => {
    const e = await f.event({ slug: 'league' });
    const ag = await f.ageGroup(e.id, { slug: 'seniors', stageType: 'League' });
    const [p, q, r] = await Promise.all(['P', 'Q', 'R'].map((name) => f.team(e.id, { name, ageGroupId: ag.id })));
    await f.game({ eventId: e.id, ageGroupId: ag.id, stage: 'league', homeTeamId: q!.id, awayTeamId: p!.id, score: [2, 0] });
    await f.game({ eventId: e.id, ageGroupId: ag.id, stage: 'league', homeTeamId: r!.id, awayTeamId: p!.id, status: 'Upcoming' });
    // A friendly between league teams counts in no table.
    await f.game({ eventId: e.id, ageGroupId: ag.id, stage: 'friendly', homeTeamId: p!.id, awayTeamId: r!.id, score: [9, 0] });
    const res = await t.request('GET', '/api/events/slug/league');
    expect(res.body.leagueTable.map((row: { name: string; groupStagePts: number }) => [row.name, row.groupStagePts])).toEqual([
      ['Q', 3],
      ['R', 0],
      ['P', 0],
    ]);
  });
});

describe('games', () => {
  let e: Awaited<ReturnType<Factories['event']>>;
  let home: Awaited<ReturnType<Factories['team']>>;
  let away: Awaited<ReturnType<Factories['team']>>;
  let third: Awaited<ReturnType<Factories['team']>>;
  let scorer: Awaited<ReturnType<Factories['user']>>;
  let keeper: Awaited<ReturnType<Factories['user']>>;
  let main: Awaited<ReturnType<Factories['game']>>;

  beforeAll(async () => {
    e = await f.event({ slug: 'games-cup', name: 'Games Cup' });
    const ag = await f.ageGroup(e.id, { slug: 'u11' });
    home = await f.team(e.id, { name: 'Home', ageGroupId: ag.id, logo: 'team-logos/h.png' });
    away = await f.team(e.id, { name: 'Away', ageGroupId: ag.id });
    third = await f.team(e.id, { name: 'Third', ageGroupId: ag.id });
    scorer = await f.user({ fullName: 'Karim Scorer', portraitImage: 'portraits/k.jpg' });
    const assist = await f.user({ fullName: 'Ali Assist' });
    keeper = await f.user({ fullName: 'Gio Keeper' });
    await f.roster(home.id, scorer.id, 9);
    await f.roster(home.id, assist.id, 7);
    await f.roster(away.id, keeper.id, 1);
    main = await f.game({
      eventId: e.id,
      ageGroupId: ag.id,
      homeTeamId: home.id,
      awayTeamId: away.id,
      round: 'Final',
      startTime: new Date('2026-05-01T15:00:00Z'),
      location: 'Beirut Arena',
      mvpId: scorer.id,
      homePenalties: 2,
      awayPenalties: 1,
    });
    await f.goal(main, 'home', {
      minute: 30,
      scorerId: scorer.id,
      scorerName: 'Karim Scorer',
      assistId: assist.id,
      assistName: 'Ali Assist',
    });
    await f.goal(main, 'away', { minute: 12, scorerName: 'Unknown guest' });
    await f.goal(main, 'away', { minute: 40, scorerName: 'Removed', deletedAt: new Date() });
    await f.saves(main, keeper.id, 6);
    for (let i = 0; i < 24; i++) {
      await f.game({
        eventId: e.id,
        ageGroupId: ag.id,
        homeTeamId: i % 2 ? home.id : third.id,
        awayTeamId: i % 2 ? third.id : away.id,
        round: `Round ${(i % 3) + 1}`,
        status: i < 4 ? 'Upcoming' : 'completed',
        startTime: new Date(Date.UTC(2026, 3, 1 + i)),
      });
    }
  });

  it('lists with the spec fields, goal entries and penalty entries, tombstones left out', async () => {
    const res = await t.request('GET', `/api/events/${e.id}/games?round=Final`);
    expect(res.status).toBe(200);
    gamesListResponseSchema.parse(res.body);
    expect(res.body.pagination).toEqual({ page: 1, limit: 20, total: 1, pages: 1 });
    const g = res.body.games[0];
    expect(g).toMatchObject({
      _id: main.id,
      status: 'completed',
      startTime: '2026-05-01T15:00:00.000Z',
      location: 'Beirut Arena',
      round: 'Final',
      event: { _id: e.id, event: 'Games Cup', slug: 'games-cup', event_edition: 1 },
      ageGroup: { slug: 'u11' },
      homeTeam: { _id: home.id, name: 'Home', logo: '/api/uploads/team-logos/h.png', slug: home.slug },
      awayTeam: { _id: away.id, name: 'Away', logo: null },
      homeScore: 1,
      awayScore: 1,
      homePenalties: 2,
      awayPenalties: 1,
      mvp: { _id: scorer.id, fullName: 'Karim Scorer', portraitImage: '/api/uploads/portraits/k.jpg', team: { _id: home.id } },
    });
    expect(g.homeGoals).toEqual([
      expect.objectContaining({
        scorer: { _id: scorer.id, fullName: 'Karim Scorer' },
        scorerName: 'Karim Scorer',
        assist: expect.objectContaining({ fullName: 'Ali Assist' }),
        minute: 30,
        side: 'home',
      }),
    ]);
    expect(g.awayGoals).toEqual([expect.objectContaining({ scorer: null, scorerName: 'Unknown guest', assist: null, minute: 12 })]);
    expect(g.homePenaltyGoals.map((p: { scorerName: string; minute: number }) => [p.scorerName, p.minute])).toEqual([
      ['Penalty', 120],
      ['Penalty', 121],
    ]);
    expect(g.awayPenaltyGoals).toHaveLength(1);
  });

  it('paginates and filters by status, team, round and age group, by slug or id', async () => {
    const page2 = await t.request('GET', '/api/events/games-cup/games?page=2&limit=10');
    expect(page2.body.pagination).toEqual({ page: 2, limit: 10, total: 25, pages: 3 });
    expect(page2.body.games).toHaveLength(10);
    const all = await t.request('GET', '/api/events/games-cup/games?limit=500');
    expect(all.body.games).toHaveLength(25);
    const ids = new Set(all.body.games.map((g: { _id: string }) => g._id));
    expect(ids.size).toBe(25);

    const upcoming = await t.request('GET', `/api/events/${e.id}/games?status=Upcoming`);
    expect(upcoming.body.pagination.total).toBe(4);
    const byTeam = await t.request('GET', `/api/events/${e.id}/games?team=${home.id}&limit=100`);
    expect(
      byTeam.body.games.every(
        (g: { homeTeam: { _id: string }; awayTeam: { _id: string } }) => g.homeTeam._id === home.id || g.awayTeam._id === home.id,
      ),
    ).toBe(true);
    expect(byTeam.body.pagination.total).toBe(13);
    expect((await t.request('GET', `/api/events/${e.id}/games?round=Round%202`)).body.pagination.total).toBe(8);
    expect((await t.request('GET', `/api/events/${e.id}/games?ageGroup=u11`)).body.pagination.total).toBe(25);
  });

  it('refuses bad filter values with a readable message', async () => {
    const cases: [string, string][] = [
      ['status=finished', 'status must be one of'],
      ['limit=0', 'limit must be a whole number from 1 to 1000'],
      ['limit=1001', 'limit must be a whole number from 1 to 1000'],
      ['page=-1', 'page must be a whole number'],
      ['team=abc', 'team must be a team id'],
      ['ageGroup=u99', 'Unknown age group'],
    ];
    for (const [q, msg] of cases) {
      const res = await t.request('GET', `/api/events/${e.id}/games?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toContain(msg);
    }
    expect((await t.request('GET', '/api/events/nope/games')).body).toEqual({
      success: false,
      code: 'eventNotFound',
      message: MSG.eventNotFound,
    });
  });

  it('serves one game with lineups and saves, by event id or slug', async () => {
    for (const key of [e.id, 'games-cup']) {
      const res = await t.request('GET', `/api/events/${key}/games/${main.id}`);
      expect(res.status).toBe(200);
      gameResponseSchema.parse(res.body);
      const g = res.body.game;
      expect(g.homeTeam.players.map((p: { fullName: string }) => p.fullName)).toEqual(['Ali Assist', 'Karim Scorer']);
      expect(g.awayTeam.players[0]).toMatchObject({
        _id: keeper.id,
        fullName: 'Gio Keeper',
        playerId: keeper.playerId,
        portraitImage: null,
      });
      expect(g.saves).toEqual([{ player: { _id: keeper.id, fullName: 'Gio Keeper' }, playerId: keeper.playerId, saves: 6, side: 'away' }]);
      expect(g.awayGoals).toHaveLength(1);
    }
  });

  it("404s unknown, malformed and other events' games", async () => {
    const other = await f.event();
    for (const path of [
      `/api/events/${e.id}/games/${UNKNOWN}`,
      `/api/events/${e.id}/games/xyz`,
      `/api/events/${other.id}/games/${main.id}`,
    ]) {
      const res = await t.request('GET', path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, code: 'gameNotFound', message: 'Game not found' });
    }
  });
});
