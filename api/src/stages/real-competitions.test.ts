import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPageResponseSchema, roundSizeFromName, type StandingTeam } from '@pitchside/shared';
import { createTestContext, type TestContext } from '../test/harness';
import { factories, type Factories } from '../test-support/factories';
import { stagesKit } from './test-kit';

// Real seasons and the 2018 World Cup (openfootball, public domain), run through the product's own
// API: stages saved with PUT /api/events/:id, fixtures generated, every result recorded through the
// sync push a courtside device uses, tables read from the public event page. Events, age groups and
// teams are inserted directly (creating them is another feature's API).
const data = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../../shared/test-data/real-football/${path}`, import.meta.url), 'utf8'));

interface Match {
  round: string;
  group?: string;
  team1: string;
  team2: string;
  score: { ft: [number, number]; et?: [number, number]; p?: [number, number] };
}

let t: TestContext;
let f: Factories;
let kit: ReturnType<typeof stagesKit>;
let mutationId = 0;
const clientId = `real-${randomUUID().slice(0, 12)}`;
beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
  kit = stagesKit(t, () => t.adminToken());
});
afterAll(() => t.close());

type Game = Awaited<ReturnType<typeof kit.games>>[number];

/** Records results as a device would: goals, then the status, then any shoot-out, in pushes of up to 1,000 edits. */
async function record(results: { game: Game; home: number; away: number; pens?: [number, number] | undefined }[]) {
  const mutations: { id: number; name: string; args: unknown }[] = [];
  for (const { game, home, away, pens } of results) {
    const goal = (side: 'home' | 'away', i: number) => ({
      id: ++mutationId,
      name: 'goal.add',
      args: { gameId: game._id, goalId: randomUUID(), side, minute: 10 + i, scorerName: `Scorer ${i + 1}` },
    });
    for (let i = 0; i < home; i++) mutations.push(goal('home', i));
    for (let i = 0; i < away; i++) mutations.push(goal('away', i));
    mutations.push({ id: ++mutationId, name: 'game.setStatus', args: { gameId: game._id, expected: game.status, status: 'completed' } });
    if (pens) {
      mutations.push({
        id: ++mutationId,
        name: 'game.setPenalties',
        args: { gameId: game._id, expected: null, value: { home: pens[0], away: pens[1] } },
      });
    }
  }
  for (let i = 0; i < mutations.length; i += 1000) {
    const body = await kit.ok('POST', '/api/sync/push', { clientId, mutations: mutations.slice(i, i + 1000) });
    const bad = body.results.filter((r: { status: string }) => r.status !== 'applied');
    expect(bad).toEqual([]);
  }
}

/** The generated game for a real match: its ordered pair, or either way round when flip is allowed. */
function pick(games: Game[], ids: Map<string, string>, m: Match, either: boolean) {
  const [h, a] = [ids.get(m.team1)!, ids.get(m.team2)!];
  const same = games.find((g) => g.homeTeam._id === h && g.awayTeam._id === a);
  if (same) return { game: same, flip: false };
  const other = either ? games.find((g) => g.homeTeam._id === a && g.awayTeam._id === h) : undefined;
  if (!other) throw new Error(`no game for ${m.team1} v ${m.team2}`);
  return { game: other, flip: true };
}

/**
 * Group H's yellow cards as the referees showed them (Japan 4, Senegal 6: FIFA's fair play put Japan
 * through), per game with the minute (90+4 recorded as 94). Only these two teams' cards decide the place.
 */
const GROUP_H_CARDS: { game: [string, string]; team: string; player: string; minute: number }[] = [
  { game: ['Colombia', 'Japan'], team: 'Japan', player: 'Eiji Kawashima', minute: 94 },
  { game: ['Japan', 'Senegal'], team: 'Japan', player: 'Takashi Inui', minute: 68 },
  { game: ['Japan', 'Senegal'], team: 'Japan', player: 'Makoto Hasebe', minute: 94 },
  { game: ['Japan', 'Poland'], team: 'Japan', player: 'Tomoaki Makino', minute: 66 },
  { game: ['Poland', 'Senegal'], team: 'Senegal', player: 'Salif Sané', minute: 49 },
  { game: ['Poland', 'Senegal'], team: 'Senegal', player: 'Idrissa Gueye', minute: 72 },
  { game: ['Japan', 'Senegal'], team: 'Senegal', player: "M'Baye Niang", minute: 59 },
  { game: ['Japan', 'Senegal'], team: 'Senegal', player: 'Youssouf Sabaly', minute: 90 },
  { game: ['Japan', 'Senegal'], team: 'Senegal', player: "Cheikh N'Doye", minute: 91 },
  { game: ['Senegal', 'Colombia'], team: 'Senegal', player: "M'Baye Niang", minute: 51 },
];

/** Puts the booked players in their squads and records each yellow card through the sync push, as courtside. */
async function recordCards(games: Game[], ids: Map<string, string>, matches: Match[], list: typeof GROUP_H_CARDS) {
  const players = new Map<string, string>();
  const mutations = [];
  for (const c of list) {
    const teamId = ids.get(c.team)!;
    let playerId = players.get(c.player);
    if (!playerId) {
      playerId = (await f.user({ fullName: c.player })).id;
      await f.roster(teamId, playerId);
      players.set(c.player, playerId);
    }
    const m = matches.find((x) => x.group && [x.team1, x.team2].sort().join() === [...c.game].sort().join())!;
    const { game } = pick(games, ids, m, true);
    const side = game.homeTeam._id === teamId ? 'home' : 'away';
    mutations.push({
      id: ++mutationId,
      name: 'card.add',
      args: { gameId: game._id, cardId: randomUUID(), side, playerId, kind: 'yellow', minute: c.minute },
    });
  }
  const body = await kit.ok('POST', '/api/sync/push', { clientId, mutations });
  expect(body.results.filter((r: { status: string }) => r.status !== 'applied')).toEqual([]);
}

async function league(slug: string, file: string, body: Record<string, unknown>, adjust?: (ids: Map<string, string>) => unknown[]) {
  const matches: Match[] = data(file).matches;
  const names = [...new Set(matches.flatMap((m) => [m.team1, m.team2]))].sort();
  const event = await f.event({ slug, name: slug });
  await f.ageGroup(event.id, { slug: 'senior', name: 'Senior', stageType: 'League', leagueTeams: 20 });
  const ag = (await t.request('GET', `/api/events/${event.id}`)).body.event.ageGroups[0];
  const ids = new Map<string, string>();
  for (const name of names) ids.set(name, (await f.team(event.id, { name, ageGroupId: ag._id })).id);
  await kit.ok('PUT', `/api/events/${event.id}`, {
    ageGroups: [{ slug: 'senior', ...body, ...(adjust ? { pointsAdjustments: adjust(ids) } : {}) }],
  });
  const gen = await kit.ok('POST', `/api/events/${event.id}/games/generate-fixtures`, { ageGroup: 'senior', legs: 2 });
  expect(gen.created).toBe(380);
  const games = await kit.games(event.id);
  await record(
    matches.map((m) => {
      const { game } = pick(games, ids, m, false);
      return { game, home: m.score.ft[0], away: m.score.ft[1] };
    }),
  );
  const page = eventPageResponseSchema.parse((await t.request('GET', `/api/events/slug/${slug}?ageGroup=senior`)).body);
  return page.leagueTable!;
}

const ENGLISH: Record<string, string> = {
  'AFC Bournemouth': 'Bournemouth',
  'Arsenal FC': 'Arsenal',
  'Burnley FC': 'Burnley',
  'Chelsea FC': 'Chelsea',
  'Everton FC': 'Everton',
  'Fulham FC': 'Fulham',
  'Liverpool FC': 'Liverpool',
  'Southampton FC': 'Southampton',
  'Watford FC': 'Watford',
};
const ITALIAN: Record<string, string> = {
  'AC Milan': 'Milan',
  'ACF Fiorentina': 'Fiorentina',
  'AS Roma': 'Roma',
  'Benevento Calcio': 'Benevento',
  'Bologna FC': 'Bologna',
  'Cagliari Calcio': 'Cagliari',
  'Chievo Verona': 'Chievo',
  'FC Crotone': 'Crotone',
  'Genoa CFC': 'Genoa',
  Inter: 'Internazionale',
  'Lazio Roma': 'Lazio',
  'SPAL 2013 Ferrara': 'SPAL',
  'SSC Napoli': 'Napoli',
  'Sassuolo Calcio': 'Sassuolo',
  'Torino FC': 'Torino',
  'Udinese Calcio': 'Udinese',
};

const asPublished = (table: StandingTeam[], names: Record<string, string>) =>
  table.map((r) => ({
    position: r.position,
    name: names[r.name] ?? r.name,
    played: r.groupStageGamesPlayed,
    points: r.groupStagePts,
    difference: r.goalDifference,
  }));
const published = (cross: string) =>
  (data(`crosscheck/fbref-via-ryanvmenezes-${cross}.json`).standings as Record<string, unknown>[]).map(
    ({ position, name, played, points, difference }) => ({
      position,
      name,
      played,
      points,
      difference,
    }),
  );

describe('real leagues through the API', () => {
  it.each([
    ['epl-2017-18', 'results/football.json/2017-18/en.1.json', '2017-18-en'],
    ['epl-2018-19', 'results/football.json/2018-19/en.1.json', '2018-19-en'],
  ])(
    '%s with the default order matches the published table',
    async (slug, file, cross) => {
      const table = await league(slug, file, { tiebreakers: ['points', 'goalDifference', 'goalsFor'] });
      expect(asPublished(table, ENGLISH)).toEqual(published(cross));
    },
    120_000,
  );

  it('Serie A 2017-18 with head-to-head first: the published table, Inter 4th above Lazio on their meetings', async () => {
    const table = await league('serie-a-2017-18', 'results/football.json/2017-18/it.1.json', {
      tiebreakers: ['points', 'headToHead', 'goalDifference', 'goalsFor'],
    });
    expect(asPublished(table, ITALIAN)).toEqual(published('2017-18-it'));
    expect(table.find((r) => r.name === 'Inter')).toMatchObject({ position: 4, tiebreak: 'headToHead' });
  }, 120_000);

  it('Serie A 2022-23 with the Juventus deduction: 7th on 62 points, the reason on the row', async () => {
    const table = await league(
      'serie-a-2022-23',
      'results/football.json/2022-23/it.1.json',
      { tiebreakers: ['points', 'headToHead', 'goalDifference', 'goalsFor'] },
      (ids) => [{ teamId: ids.get('Juventus FC'), points: -10, reason: 'Points deduction (capital gains case)' }],
    );
    expect(table.slice(0, 7).map((r) => [r.name, r.groupStagePts])).toEqual([
      ['SSC Napoli', 90],
      ['SS Lazio', 74],
      ['FC Internazionale Milano', 72],
      ['AC Milan', 70],
      ['Atalanta BC', 64],
      ['AS Roma', 63],
      ['Juventus FC', 62],
    ]);
    expect(table[6]).toMatchObject({ position: 7, pointsAdjustment: -10, adjustmentReasons: ['Points deduction (capital gains case)'] });
  }, 120_000);
});

describe('World Cup 2018 through the API', () => {
  it('eight groups as published, then the bracket from the Round of 16 to France', async () => {
    const matches: Match[] = data('results/worldcup.json/2018/worldcup.json').matches;
    const groups: { name: string; teams: string[] }[] = data('results/worldcup.json/2018/worldcup.groups.json').groups;
    const event = await f.event({ slug: 'world-cup-2018', name: 'World Cup' });
    const ag = await f.ageGroup(event.id, {
      slug: 'senior',
      name: 'Senior',
      groupsCount: 8,
      teamsPerGroup: 4,
      advancingTeams: 2,
      knockoutTeams: 16,
    });
    const ids = new Map<string, string>();
    for (const g of groups) for (const name of g.teams) ids.set(name, (await f.team(event.id, { name, ageGroupId: ag.id })).id);
    await kit.ok('PUT', `/api/events/${event.id}`, {
      ageGroups: [
        {
          slug: 'senior',
          groupStage: groups.map((g) => ({ groupName: g.name, teams: g.teams.map((n) => ids.get(n)) })),
          // 2018: points, goal difference, goals, head-to-head, then FIFA's fair play: no drawing of lots needed.
          tiebreakers: ['points', 'goalDifference', 'goalsFor', 'headToHead', 'fairPlay'],
          match: { periods: 2, periodMinutes: 45, clock: 'running' },
          thirdPlaceMatch: true,
        },
      ],
    });
    expect((await kit.ok('POST', `/api/events/${event.id}/games/generate-fixtures`, { ageGroup: 'senior' })).created).toBe(48);
    const groupGames = await kit.games(event.id);
    await record(
      matches
        .filter((m) => m.group)
        .map((m) => {
          const { game, flip } = pick(groupGames, ids, m, true);
          const [h, a] = flip ? [m.score.ft[1], m.score.ft[0]] : m.score.ft;
          return { game, home: h, away: a };
        }),
    );
    await recordCards(groupGames, ids, matches, GROUP_H_CARDS);
    const page = eventPageResponseSchema.parse((await t.request('GET', '/api/events/slug/world-cup-2018?ageGroup=senior')).body);
    const winners = page.activeGroupStage!.groups.map((g) => [g.groupName, g.teams[0]!.name, g.teams[1]!.name]);
    expect(winners).toEqual([
      ['Group A', 'Uruguay', 'Russia'],
      ['Group B', 'Spain', 'Portugal'],
      ['Group C', 'France', 'Denmark'],
      ['Group D', 'Croatia', 'Argentina'],
      ['Group E', 'Brazil', 'Switzerland'],
      ['Group F', 'Sweden', 'Mexico'],
      ['Group G', 'Belgium', 'England'],
      ['Group H', 'Colombia', 'Japan'],
    ]);
    // Group H as published: Japan and Senegal level on points, goals and their 2-2, Japan ahead on the cards.
    expect(page.activeGroupStage!.groups[7]!.teams.map((r) => r.name)).toEqual(['Colombia', 'Japan', 'Senegal', 'Poland']);
    expect(page.activeGroupStage!.groups[7]!.teams[1]).toMatchObject({ name: 'Japan', tiebreak: 'fairPlay', fairPlayPoints: -4 });
    expect(page.activeGroupStage!.groups[7]!.teams[2]).toMatchObject({ name: 'Senegal', tiebreak: 'fairPlay', fairPlayPoints: -6 });

    expect((await kit.ok('POST', `/api/events/${event.id}/games/generate-knockout-fixtures`, { ageGroup: 'senior' })).created).toBe(8);
    // Round by round: the games the product creates must be the real pairings; their results move the winners on.
    const knockout = matches.filter((m) => !m.group);
    for (const round of ['Round of 16', 'Quarter Finals', 'Semi Finals', 'Third Place', 'Final']) {
      const open = (await kit.games(event.id)).filter((g) => g.round === round && g.status !== 'completed');
      const real = knockout.filter((m) =>
        round === 'Third Place' ? roundSizeFromName(m.round) === null : roundSizeFromName(m.round) === sizes[round],
      );
      expect(open).toHaveLength(real.length);
      await record(
        real.map((m) => {
          const { game, flip } = pick(open, ids, m, true);
          const goals = m.score.et ?? m.score.ft;
          const [h, a] = flip ? [goals[1], goals[0]] : goals;
          const p = m.score.p ? ((flip ? [m.score.p[1], m.score.p[0]] : m.score.p) as [number, number]) : undefined;
          return { game, home: h, away: a, pens: p };
        }),
      );
    }
    const end = eventPageResponseSchema.parse((await t.request('GET', '/api/events/slug/world-cup-2018?ageGroup=senior')).body);
    expect(end.activeKnockoutStage!.bracket.champion?.name).toBe('France');
    const thirdPlace = end.activeKnockoutStage!.rounds.find((r) => r.roundName === 'Third Place')!.fixtures[0]!;
    expect(thirdPlace.winner?.name).toBe('Belgium');
  }, 120_000);
});

const sizes: Record<string, number> = { 'Round of 16': 16, 'Quarter Finals': 8, 'Semi Finals': 4, Final: 2 };
