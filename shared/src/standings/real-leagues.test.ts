import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeStandings } from './compute';
import type { StandingGameInput, StandingRow, TiebreakCriterion } from './types';

// Real seasons (openfootball, public domain; see test-data/real-football/README.md) exercise the
// table on 380 games at a time, and three of them are checked against published final tables.
const data = (path: string) => JSON.parse(readFileSync(new URL(`../../test-data/real-football/${path}`, import.meta.url), 'utf8'));

interface Match {
  team1: string;
  team2: string;
  score: { ft: [number, number] };
}
interface CrossRow {
  position: number;
  name: string;
  played: number;
  points: number;
  difference: number;
}

const PREMIER_LEAGUE: TiebreakCriterion[] = ['points', 'goalDifference', 'goalsFor'];
const SERIE_A: TiebreakCriterion[] = ['points', 'headToHead', 'goalDifference', 'goalsFor'];

/** openfootball name -> fbref name, only where the two sources differ. */
const ENGLISH_NAMES: Record<string, string> = {
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
const ITALIAN_NAMES: Record<string, string> = {
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

const seasons = [
  {
    name: 'Premier League 2017-18',
    file: 'results/football.json/2017-18/en.1.json',
    order: PREMIER_LEAGUE,
    cross: '2017-18-en',
    names: ENGLISH_NAMES,
  },
  {
    name: 'Premier League 2018-19',
    file: 'results/football.json/2018-19/en.1.json',
    order: PREMIER_LEAGUE,
    cross: '2018-19-en',
    names: ENGLISH_NAMES,
  },
  { name: 'Serie A 2017-18', file: 'results/football.json/2017-18/it.1.json', order: SERIE_A, cross: '2017-18-it', names: ITALIAN_NAMES },
  // Juventus lost 10 points off the pitch that season: results alone cannot give the final table.
  { name: 'Serie A 2022-23', file: 'results/football.json/2022-23/it.1.json', order: SERIE_A, cross: null, names: {} },
];

function season(file: string): { teams: { id: string; name: string }[]; games: StandingGameInput[] } {
  const matches: Match[] = data(file).matches;
  const names = [...new Set(matches.flatMap((m) => [m.team1, m.team2]))];
  return {
    teams: names.map((n) => ({ id: n, name: n })),
    games: matches.map((m) => ({ homeTeamId: m.team1, awayTeamId: m.team2, homeGoals: m.score.ft[0], awayGoals: m.score.ft[1] })),
  };
}

/** Points, goal difference and goals in the games between two clubs only, computed here independently. */
function meeting(a: string, b: string, games: StandingGameInput[]): [number, number, number] {
  let [points, gd, gf] = [0, 0, 0];
  for (const g of games) {
    const home = g.homeTeamId === a && g.awayTeamId === b;
    const away = g.homeTeamId === b && g.awayTeamId === a;
    if (!home && !away) continue;
    const [mine, theirs] = home ? [g.homeGoals, g.awayGoals] : [g.awayGoals, g.homeGoals];
    points += mine > theirs ? 3 : mine === theirs ? 1 : 0;
    gd += mine - theirs;
    gf += mine;
  }
  return [points, gd, gf];
}

/** Is `upper` rightly above `lower` by the competition's rule (ties of three or more aside)? */
function rightlyAbove(upper: StandingRow, lower: StandingRow, order: TiebreakCriterion[], games: StandingGameInput[]): boolean {
  for (const c of order) {
    let a: number[];
    let b: number[];
    if (c === 'headToHead') {
      const [pa, gda, gfa] = meeting(upper.teamId, lower.teamId, games);
      const [pb, gdb, gfb] = meeting(lower.teamId, upper.teamId, games);
      [a, b] = [
        [pa, gda, gfa],
        [pb, gdb, gfb],
      ];
    } else {
      const column = c === 'awayGoals' ? 'awayGoalsFor' : c === 'fairPlay' ? 'fairPlayPoints' : c;
      [a, b] = [[upper[column]], [lower[column]]];
    }
    for (let i = 0; i < a.length; i++) {
      if (a[i]! > b[i]!) return true;
      if (a[i]! < b[i]!) return false;
    }
  }
  return true;
}

describe.each(seasons)('$name', ({ file, order }) => {
  const { teams, games } = season(file);
  const table = computeStandings(teams, games, { order });

  it('has 20 clubs with 38 games each, and every row adds up', () => {
    expect(table).toHaveLength(20);
    for (const r of table) {
      expect(r.played).toBe(38);
      expect(r.wins + r.draws + r.losses).toBe(r.played);
      expect(r.goalDifference).toBe(r.goalsFor - r.goalsAgainst);
      expect(r.points).toBe(3 * r.wins + r.draws);
    }
    expect(table.map((r) => r.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('adds up across the league: every goal counted once, every win someone else’s loss', () => {
    const goals = games.reduce((n, g) => n + g.homeGoals + g.awayGoals, 0);
    const sum = (k: 'goalsFor' | 'goalsAgainst' | 'wins' | 'losses' | 'draws') => table.reduce((n, r) => n + r[k], 0);
    expect(sum('goalsFor')).toBe(goals);
    expect(sum('goalsAgainst')).toBe(goals);
    expect(sum('wins')).toBe(sum('losses'));
    expect(sum('draws') % 2).toBe(0);
  });

  it('orders every pair of neighbours by the competition rule', () => {
    for (let i = 1; i < table.length; i++) expect(rightlyAbove(table[i - 1]!, table[i]!, order, games)).toBe(true);
  });
});

// Serie A 2022-23 has no published table here (and a points deduction results cannot show).
describe.each(seasons.filter((s) => s.cross !== null))('$name against the published table', ({ file, order, cross, names }) => {
  const { teams, games } = season(file);
  const table = computeStandings(teams, games, { order });

  it('matches the published final table club by club', () => {
    const published: CrossRow[] = data(`crosscheck/fbref-via-ryanvmenezes-${cross}.json`).standings;
    const ours = table.map((r) => ({
      position: r.position,
      name: (names as Record<string, string>)[r.name] ?? r.name,
      played: r.played,
      points: r.points,
      difference: r.goalDifference,
    }));
    expect(ours).toEqual(
      published.map(({ position, name, played, points, difference }) => ({ position, name, played, points, difference })),
    );
  });
});

describe('head-to-head matters in Serie A 2017-18', () => {
  const { teams, games } = season('results/football.json/2017-18/it.1.json');
  const place = (order: TiebreakCriterion[], club: string) =>
    computeStandings(teams, games, { order }).find((r) => r.name === club)!.position;

  it('Inter finished 4th (Champions League) above Lazio on their meetings, despite a worse goal difference', () => {
    expect([place(SERIE_A, 'Inter'), place(SERIE_A, 'Lazio Roma')]).toEqual([4, 5]);
    expect([place(PREMIER_LEAGUE, 'Inter'), place(PREMIER_LEAGUE, 'Lazio Roma')]).toEqual([5, 4]);
  });
});

describe('Serie A 2022-23 with the Juventus deduction', () => {
  const { teams, games } = season('results/football.json/2022-23/it.1.json');
  const table = computeStandings(teams, games, {
    order: SERIE_A,
    adjustments: [{ teamId: 'Juventus FC', points: -10, reason: 'Points deduction (capital gains case)' }],
  });

  it('Juventus finish 7th on 62 points, as published, with the reason on their row', () => {
    const juve = table.find((r) => r.teamId === 'Juventus FC')!;
    expect(juve).toMatchObject({ position: 7, points: 62, pointsAdjustment: -10 });
    expect(juve.adjustmentReasons).toEqual(['Points deduction (capital gains case)']);
    expect(table.slice(0, 7).map((r) => [r.name, r.points])).toEqual([
      ['SSC Napoli', 90],
      ['SS Lazio', 74],
      ['FC Internazionale Milano', 72],
      ['AC Milan', 70],
      ['Atalanta BC', 64],
      ['AS Roma', 63],
      ['Juventus FC', 62],
    ]);
  });
});
