import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_STATUSES, isAdult, LOGO_VARIANT_SIZES, logoVariantKey } from '@pitchside/shared';
import * as schema from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { parseDemoArgs } from './cli';
import { planDemo, SCHOOLS_CUP_SLUG, STREET_LEAGUE_SLUG } from './generate';
import { loadDemoIfEmpty } from './load';
import { stagesKit } from '../stages/test-kit';
import { resetProductData } from './reset';

const NOW = new Date('2026-03-14T15:00:00Z');

describe('demo tournament at scale 1', () => {
  let t: TestContext;
  let summary: string;
  let data: Awaited<ReturnType<typeof readAll>>;

  async function readAll() {
    const db = t.deps.database.db;
    return {
      events: await db.select().from(schema.events),
      ageGroups: await db.select().from(schema.ageGroups),
      teams: await db.select().from(schema.teams),
      roster: await db.select().from(schema.teamPlayers),
      users: await db.select().from(schema.users),
      groups: await db.select().from(schema.groups),
      groupTeams: await db.select().from(schema.groupTeams),
      games: await db.select().from(schema.games),
      fixtures: await db.select().from(schema.knockoutFixtures),
      goals: await db.select().from(schema.goals),
      saves: await db.select().from(schema.goalkeeperSaves),
    };
  }

  beforeAll(async () => {
    t = await createTestContext();
    const loaded = await loadDemoIfEmpty(t.deps, { scale: 1, now: NOW });
    expect(loaded).not.toBeNull();
    summary = loaded!.summary;
    data = await readAll();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const rosterOf = (teamId: string) => new Set(data.roster.filter((r) => r.teamId === teamId).map((r) => r.userId));
  const goalsOf = (gameId: string) => {
    const list = data.goals.filter((g) => g.gameId === gameId);
    return { home: list.filter((g) => g.side === 'home').length, away: list.filter((g) => g.side === 'away').length };
  };
  const schoolEditions = () => data.events.filter((e) => e.slug === SCHOOLS_CUP_SLUG).sort((a, b) => a.edition - b.edition);

  it('gathers planner statistics once loaded', async () => {
    const result = await t.deps.database.db.execute(sql`select reltuples::int as n from pg_class where relname = 'games'`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
    expect(rows[0]!.n).toBeGreaterThan(100);
  });

  it('summarises what it loaded', () => {
    expect(summary).toMatch(/^3 events \(5 editions\), \d+ clubs, \d+ teams, \d+ players, \d+ games, \d+ goals$/);
  });

  it('has a futsal cup with three editions and a street league', () => {
    const series = new Map<string, typeof data.events>();
    for (const e of data.events) series.set(e.slug, [...(series.get(e.slug) ?? []), e]);
    expect(series.size).toBeGreaterThanOrEqual(2);
    expect(schoolEditions().map((e) => e.edition)).toEqual([1, 2, 3]);
    expect(schoolEditions().every((e) => e.kind === 'futsal' && e.logo)).toBe(true);
    const street = series.get(STREET_LEAGUE_SLUG)!;
    expect(street[0]!.kind).toBe('street');
    const streetGroups = data.ageGroups.filter((a) => a.eventId === street[0]!.id);
    expect(streetGroups.map((a) => a.stageType)).toEqual(['League']);
    for (const e of schoolEditions()) {
      const ags = data.ageGroups.filter((a) => a.eventId === e.id);
      expect(ags.map((a) => a.name).sort()).toEqual(['U12', 'U15']);
      expect(ags.every((a) => a.stageType === 'Group Stage')).toBe(true);
    }
  });

  it('has 24+ clubs linked across editions, each team with logo, coach, captain and roster', () => {
    const clubs = new Set(data.teams.map((x) => x.teamId));
    expect(clubs.size).toBeGreaterThanOrEqual(24);
    // Some club plays in more than one edition under one teamId.
    const editionsPerClub = new Map<string, Set<string>>();
    for (const team of data.teams) editionsPerClub.set(team.teamId, (editionsPerClub.get(team.teamId) ?? new Set()).add(team.eventId));
    expect([...editionsPerClub.values()].some((s) => s.size >= 3)).toBe(true);
    const byId = new Map(data.users.map((u) => [u.id, u]));
    for (const team of data.teams) {
      expect(team.logo).toMatch(/^team-logos\/.+\.webp$/);
      expect(team.teamSize).toBe(20);
      expect(byId.get(team.coachId!)?.userRole).toBe('Coach');
      const roster = rosterOf(team.id);
      expect(roster.size).toBeGreaterThanOrEqual(8);
      expect(roster.has(team.captainId!)).toBe(true);
    }
  });

  it('has 200+ players with portraits and public ids, old profiles, fans and a Gold member', () => {
    const players = data.users.filter((u) => u.type === 'player');
    expect(players.length).toBeGreaterThanOrEqual(200);
    expect(players.every((p) => p.portraitImage?.startsWith('portraits/') && p.playerId !== null && p.dateOfBirth)).toBe(true);
    expect(new Set(players.map((p) => p.playerId)).size).toBe(players.length);
    expect(players.some((p) => p.instagramUsername)).toBe(true);
    // Some adults show their Instagram; no minor does.
    expect(players.some((p) => p.showInstagram && isAdult(p.dateOfBirth, NOW))).toBe(true);
    expect(data.users.filter((u) => u.showInstagram).every((u) => isAdult(u.dateOfBirth, NOW))).toBe(true);
    expect(data.users.filter((u) => u.type === 'old-player').length).toBeGreaterThan(0);
    expect(data.users.filter((u) => u.type === 'old-player').every((u) => u.email === null && u.playerId === null)).toBe(true);
    expect(data.users.filter((u) => u.userRole === 'Fan').length).toBeGreaterThan(0);
    expect(data.users.some((u) => u.goldUntil && u.goldUntil > NOW)).toBe(true);
    // Nobody from the demo can log in; only the admin has a password.
    expect(data.users.filter((u) => u.passwordHash).every((u) => u.isAdmin)).toBe(true);
  });

  it('gives players a date of birth that fits their age group', () => {
    const events = new Map(data.events.map((e) => [e.id, e]));
    const users = new Map(data.users.map((u) => [u.id, u]));
    for (const ag of data.ageGroups.filter((a) => a.name === 'U12' || a.name === 'U15')) {
      const year = Number(events.get(ag.eventId)!.startsOn!.slice(0, 4));
      const [min, max] = ag.name === 'U12' ? [9, 11] : [12, 14];
      for (const team of data.teams.filter((x) => x.ageGroupId === ag.id)) {
        for (const userId of rosterOf(team.id)) {
          const age = year - Number(users.get(userId)!.dateOfBirth!.slice(0, 4));
          expect(age).toBeGreaterThanOrEqual(min);
          expect(age).toBeLessThanOrEqual(max);
        }
      }
    }
  });

  it('has 150+ games in every status, timed to match', () => {
    expect(data.games.length).toBeGreaterThanOrEqual(150);
    expect(new Set(data.games.map((g) => g.status))).toEqual(new Set(GAME_STATUSES));
    for (const g of data.games) {
      if (g.status === 'completed') expect(g.startTime!.getTime()).toBeLessThan(NOW.getTime());
      if (g.status === 'live') expect(Math.abs(g.startTime!.getTime() - NOW.getTime())).toBeLessThan(3 * 3_600_000);
      if (g.status === 'Upcoming' || g.status === 'scheduled') expect(g.startTime!.getTime()).toBeGreaterThan(NOW.getTime());
      if (g.status === 'Not Scheduled') expect(g.startTime).toBeNull();
      if (g.status !== 'completed' && g.status !== 'live') expect(goalsOf(g.id)).toEqual({ home: 0, away: 0 });
    }
  });

  it('credits every goal to a player of the scoring side, with assists from a teammate', () => {
    const games = new Map(data.games.map((g) => [g.id, g]));
    const names = new Map(data.users.map((u) => [u.id, u.fullName]));
    expect(data.goals.length).toBeGreaterThan(400);
    for (const goal of data.goals) {
      const game = games.get(goal.gameId)!;
      expect(goal.eventId).toBe(game.eventId);
      const roster = rosterOf(goal.side === 'home' ? game.homeTeamId : game.awayTeamId);
      expect(roster.has(goal.scorerId!)).toBe(true);
      expect(goal.scorerName).toBe(names.get(goal.scorerId!));
      expect(goal.minute).toBeGreaterThanOrEqual(1);
      if (goal.assistId) {
        expect(goal.assistId).not.toBe(goal.scorerId);
        expect(roster.has(goal.assistId)).toBe(true);
        expect(goal.assistName).toBe(names.get(goal.assistId));
      }
    }
    expect(data.goals.some((g) => g.assistId)).toBe(true);
    expect(data.goals.some((g) => !g.assistId)).toBe(true);
  });

  it('names an MVP from either team for completed games and records goalkeeper saves', () => {
    const completed = data.games.filter((g) => g.status === 'completed');
    for (const g of completed) {
      expect(g.mvpId).not.toBeNull();
      expect(rosterOf(g.homeTeamId).has(g.mvpId!) || rosterOf(g.awayTeamId).has(g.mvpId!)).toBe(true);
      const saves = data.saves.filter((s) => s.gameId === g.id);
      expect(saves).toHaveLength(2);
      for (const s of saves) expect(rosterOf(g.homeTeamId).has(s.playerId) || rosterOf(g.awayTeamId).has(s.playerId)).toBe(true);
    }
    expect(data.games.filter((g) => g.status !== 'completed').every((g) => g.mvpId === null)).toBe(true);
  });

  it('keeps every group game inside its group', () => {
    for (const g of data.games.filter((x) => x.groupId)) {
      const members = data.groupTeams.filter((gt) => gt.groupId === g.groupId).map((gt) => gt.teamId);
      expect(members).toContain(g.homeTeamId);
      expect(members).toContain(g.awayTeamId);
      expect(g.round).toBe(data.groups.find((x) => x.id === g.groupId)!.name);
    }
    for (const group of data.groups) expect(data.groupTeams.filter((gt) => gt.groupId === group.id)).toHaveLength(4);
  });

  it('sends the top two of each group table to the quarter finals', () => {
    const ageGroupsWithKnockout = new Set(data.fixtures.map((f) => f.ageGroupId));
    const checked = [...ageGroupsWithKnockout].filter((agId) => data.groups.some((g) => g.ageGroupId === agId));
    expect(checked.length).toBeGreaterThanOrEqual(5);
    for (const agId of checked) {
      const qualifiers = new Set<string>();
      for (const group of data.groups.filter((g) => g.ageGroupId === agId)) {
        const table = new Map(data.groupTeams.filter((gt) => gt.groupId === group.id).map((gt) => [gt.teamId, { pts: 0, gd: 0, gf: 0 }]));
        for (const game of data.games.filter((g) => g.groupId === group.id && g.status === 'completed')) {
          const { home, away } = goalsOf(game.id);
          const h = table.get(game.homeTeamId)!;
          const a = table.get(game.awayTeamId)!;
          h.gf += home;
          a.gf += away;
          h.gd += home - away;
          a.gd += away - home;
          h.pts += home > away ? 3 : home === away ? 1 : 0;
          a.pts += away > home ? 3 : home === away ? 1 : 0;
        }
        const order = [...table.entries()].sort(([, x], [, y]) => y.pts - x.pts || y.gd - x.gd || y.gf - x.gf);
        // No tie decides a place that matters, so the table reads the same under any final tiebreak.
        const [first, second, third] = order.map(([, r]) => r);
        expect([first!.pts, first!.gd, first!.gf]).not.toEqual([second!.pts, second!.gd, second!.gf]);
        expect([second!.pts, second!.gd, second!.gf]).not.toEqual([third!.pts, third!.gd, third!.gf]);
        qualifiers.add(order[0]![0]).add(order[1]![0]);
      }
      const quarters = data.fixtures.filter((f) => f.ageGroupId === agId && f.roundSize === 8);
      expect(quarters.map((f) => f.roundName)).toEqual(Array(4).fill('Quarter Finals'));
      expect(new Set(quarters.flatMap((f) => [f.homeTeamId, f.awayTeamId]))).toEqual(qualifiers);
    }
  });

  it('moves knockout winners on by score, and by shoot-out after a draw', () => {
    const games = new Map(data.games.map((g) => [g.id, g]));
    let shootOuts = 0;
    for (const f of data.fixtures) {
      expect(f.roundName).toBe({ 8: 'Quarter Finals', 4: 'Semi Finals', 2: 'Final' }[f.roundSize]);
      if (!f.gameId) continue;
      const game = games.get(f.gameId)!;
      expect([game.homeTeamId, game.awayTeamId]).toEqual([f.homeTeamId, f.awayTeamId]);
      expect(game.round).toBe(f.roundName);
      if (game.status !== 'completed') continue;
      const { home, away } = goalsOf(game.id);
      let winner = home > away ? game.homeTeamId : game.awayTeamId;
      if (home === away) {
        shootOuts++;
        expect(game.homePenalties).not.toBe(game.awayPenalties);
        winner = game.homePenalties! > game.awayPenalties! ? game.homeTeamId : game.awayTeamId;
      } else {
        expect(game.homePenalties).toBeNull();
      }
      if (f.roundSize === 2) continue;
      const next = data.fixtures.find(
        (n) =>
          n.eventId === f.eventId &&
          n.ageGroupId === f.ageGroupId &&
          n.roundSize === f.roundSize / 2 &&
          n.position === Math.floor(f.position / 2),
      )!;
      expect(f.position % 2 === 0 ? next.homeTeamId : next.awayTeamId).toBe(winner);
    }
    expect(shootOuts).toBeGreaterThanOrEqual(3);
  });

  it('shows a live and an upcoming game in the newest edition of the schools cup', () => {
    const newest = schoolEditions().at(-1)!;
    const games = data.games.filter((g) => g.eventId === newest.id);
    expect(games.some((g) => g.status === 'live' && goalsOf(g.id).home + goalsOf(g.id).away >= 0)).toBe(true);
    expect(games.some((g) => (g.status === 'Upcoming' || g.status === 'scheduled') && g.startTime! > NOW)).toBe(true);
    expect(games.some((g) => g.status === 'completed')).toBe(true);
  });

  it('stores logos and portraits as uploads are: WebP with the square 64 and 256 px copies lists show', async () => {
    const keys = [data.teams[0]!.logo!, schoolEditions()[0]!.logo!, data.users.find((u) => u.type === 'player')!.portraitImage!];
    for (const key of keys) {
      const meta = await sharp((await t.deps.storage.get(key))!).metadata();
      expect([key, meta.format, meta.width, meta.height]).toEqual([key, 'webp', 256, 256]);
      for (const size of LOGO_VARIANT_SIZES) {
        const copy = await sharp((await t.deps.storage.get(logoVariantKey(key, size)))!).metadata();
        expect([copy.format, copy.width, copy.height]).toEqual(['webp', size, size]);
      }
    }
  });

  it('adds messages, pending registrations with private ID photos, unused gift codes and a custom ranking', async () => {
    const db = t.deps.database.db;
    expect((await db.select().from(schema.contactMessages)).length).toBeGreaterThanOrEqual(3);
    const pending = await db.select().from(schema.registrationRequests).where(eq(schema.registrationRequests.status, 'pending'));
    expect(pending.length).toBeGreaterThanOrEqual(3);
    for (const r of pending) {
      expect(r.idFrontPicture).toMatch(/^private-id\//);
      expect(r.idBackPicture).toMatch(/^private-id\//);
      expect(await t.deps.storage.get(r.idFrontPicture!)).not.toBeNull();
    }
    const codes = await db.select().from(schema.giftCodes);
    expect(codes.length).toBeGreaterThanOrEqual(3);
    expect(codes.every((c) => c.redeemedBy === null && /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(c.code))).toBe(true);
    const rankings = await db.select().from(schema.customRankings);
    expect(rankings.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rankings.map((r) => r.ageGroupId)).size).toBe(1);
    const teamsInRanking = await db
      .select()
      .from(schema.teams)
      .where(
        inArray(
          schema.teams.id,
          rankings.map((r) => r.teamId),
        ),
      );
    expect(teamsInRanking.every((x) => x.ageGroupId === rankings[0]!.ageGroupId)).toBe(true);
  });

  it('does nothing the second time', async () => {
    expect(await loadDemoIfEmpty(t.deps, { scale: 1, now: NOW })).toBeNull();
    expect(await t.deps.database.db.select({ id: schema.events.id }).from(schema.events)).toHaveLength(data.events.length);
  });

  it('puts every game in one stage: group games in their group, knockout games in a slot, league games in the league', () => {
    const linked = new Set(data.fixtures.flatMap((f) => (f.gameId ? [f.gameId] : [])));
    for (const g of data.games) {
      if (g.stage === 'group') expect(g.groupId).not.toBeNull();
      if (g.stage === 'knockout') expect(linked.has(g.id)).toBe(true);
      if (linked.has(g.id)) expect(g.stage).toBe('knockout');
    }
    expect(new Set(data.games.map((g) => g.stage))).toEqual(new Set(['group', 'knockout', 'league']));
  });

  it('the knockout under way advances: after the quarter-finals both semi-finals appear, then a champion', async () => {
    const kit = stagesKit(t, () => t.adminToken());
    const current = schoolEditions().at(-1)!;
    const fixtures = () =>
      t.deps.database.db
        .select()
        .from(schema.knockoutFixtures)
        .where(eq(schema.knockoutFixtures.eventId, current.id))
        .then((rows) => rows.filter((f) => f.ageGroupId === liveAgeGroup));
    const liveAgeGroup = data.fixtures.find(
      (f) => f.eventId === current.id && f.roundSize === 8 && data.games.some((g) => g.id === f.gameId && g.status !== 'completed'),
    )!.ageGroupId;
    const unfinished = (await fixtures()).filter(
      (f) => f.roundSize === 8 && data.games.find((g) => g.id === f.gameId)?.status !== 'completed',
    );
    expect(unfinished.length).toBeGreaterThan(0);
    for (const f of unfinished) await kit.play(current.id, f.gameId!, [2, 1]);
    const semis = (await fixtures()).filter((f) => f.roundSize === 4);
    expect(semis).toHaveLength(2);
    for (const s of semis) {
      expect(s.homeTeamId && s.awayTeamId && s.gameId).toBeTruthy();
      await kit.play(current.id, s.gameId!, [0, 0], [5, 4]);
    }
    const final = (await fixtures()).find((f) => f.roundSize === 2 && f.position === 0)!;
    expect(final.gameId).toBeTruthy();
    await kit.play(current.id, final.gameId!, [1, 3]);
    const ag = data.ageGroups.find((a) => a.id === liveAgeGroup)!;
    const page = await t.request('GET', `/api/events/slug/${current.slug}?edition=${current.edition}&ageGroup=${ag.slug}`);
    expect(page.body.activeKnockoutStage.bracket.champion?.id).toBe(final.awayTeamId);
  });
});

describe('demo plan', () => {
  it('is the same every time', () => {
    const a = planDemo(1, NOW);
    const b = planDemo(1, NOW);
    expect(JSON.stringify(a.rows)).toBe(JSON.stringify(b.rows));
  });

  it('grows with the scale to the home page figures', () => {
    const { rows } = planDemo(10, NOW);
    const futsal = new Set(rows.events.filter((e) => e.kind === 'futsal').map((e) => e.id));
    expect(rows.games.filter((g) => futsal.has(g.eventId)).length).toBeGreaterThanOrEqual(1000);
    expect(rows.games.filter((g) => !futsal.has(g.eventId)).length).toBeGreaterThanOrEqual(150);
    expect(rows.goals.length).toBeGreaterThanOrEqual(5000);
    expect(rows.users.filter((u) => u.type === 'player').length).toBeGreaterThanOrEqual(2500);
    expect(new Set(rows.teams.map((x) => x.teamId)).size).toBeGreaterThanOrEqual(200);
    expect(new Set(rows.events.map((e) => e.slug)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.teams.map((x) => x.slug)).size).toBe(new Set(rows.teams.map((x) => x.teamId)).size);
  });
});

describe('demo command line', () => {
  it('reads --scale and --reset', () => {
    expect(parseDemoArgs(['--scale', '10', '--reset'])).toEqual({ scale: 10, reset: true, help: false });
    expect(parseDemoArgs([])).toEqual({ scale: 1, reset: false, help: false });
  });

  it.each([['0'], ['-3'], ['2.5'], ['ten'], ['101']])('refuses --scale %s with a clear message', (value) => {
    expect(parseDemoArgs([`--scale=${value}`])).toEqual({ error: `--scale must be a whole number from 1 to 100, got "${value}"` });
  });
});

describe('demo reset', () => {
  it('deletes the demo but keeps the admin, and the demo loads again', async () => {
    const t = await createTestContext();
    try {
      const first = await loadDemoIfEmpty(t.deps, { scale: 1, now: NOW });
      const logo = (await t.deps.database.db.select({ logo: schema.teams.logo }).from(schema.teams).limit(1))[0]!.logo!;
      await resetProductData(t.deps);
      const left = await t.deps.database.db.select().from(schema.users);
      expect(left.length).toBeGreaterThan(0);
      expect(left.every((u) => u.isAdmin)).toBe(true);
      expect(await t.deps.database.db.select().from(schema.games)).toHaveLength(0);
      // The logo and its square copies: nothing of the old demo is left on disk.
      for (const key of [logo, ...LOGO_VARIANT_SIZES.map((size) => logoVariantKey(logo, size))])
        expect(await t.deps.storage.get(key)).toBeNull();
      const second = await loadDemoIfEmpty(t.deps, { scale: 1, now: NOW });
      expect(second?.summary).toBe(first?.summary);
      const [firstPlayer] = await t.deps.database.db
        .select({ playerId: schema.users.playerId })
        .from(schema.users)
        .where(eq(schema.users.type, 'player'))
        .orderBy(schema.users.playerId)
        .limit(1);
      expect(firstPlayer!.playerId).toBe(1001);
    } finally {
      await t.close();
    }
  }, 120_000);
});
