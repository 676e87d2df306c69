import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedKnockout } from '../fixtures/seeding';
import { computeStandings } from '../standings/compute';
import type { TiebreakCriterion } from '../standings/types';
import { layoutBracket } from './layout';
import { roundSizeFromName } from './naming';
import type { BracketFixtureInput, BracketGameResult, BracketTeam, BracketView } from './types';

// FIFA World Cup 2018 (openfootball, public domain; see test-data/real-football/README.md): eight
// group tables feed a round of 16 decided in 90 minutes, extra time or shoot-outs.
const data = (path: string) => JSON.parse(readFileSync(new URL(`../../test-data/real-football/${path}`, import.meta.url), 'utf8'));

interface Match {
  round: string;
  group?: string;
  team1: string;
  team2: string;
  score: { ft: [number, number]; et?: [number, number]; p?: [number, number] };
}
const matches: Match[] = data('results/worldcup.json/2018/worldcup.json').matches;
const groups: { name: string; teams: string[] }[] = data('results/worldcup.json/2018/worldcup.groups.json').groups;

// The 2018 rule: points, goal difference, goals, then head-to-head (fair play came after that).
const WORLD_CUP_2018: TiebreakCriterion[] = ['points', 'goalDifference', 'goalsFor', 'headToHead'];

const tables = groups.map((g) => ({
  name: g.name,
  rows: computeStandings(
    g.teams.map((t) => ({ id: t, name: t })),
    matches
      .filter((m) => m.group === g.name)
      .map((m) => ({ homeTeamId: m.team1, awayTeamId: m.team2, homeGoals: m.score.ft[0], awayGoals: m.score.ft[1] })),
    // Japan went through on fair play, which we do not hold: an admin records it as the decision that settles the tie.
    { order: WORLD_CUP_2018, drawingOfLots: ['Japan', 'Senegal'] },
  ),
}));

/** The score that stood at the end: after extra time when there was extra time; the shoot-out apart. */
function result(m: Match, flip = false): BracketGameResult {
  const goals = m.score.et ?? m.score.ft;
  const pens = m.score.p ?? null;
  const [h, a] = flip ? [1, 0] : [0, 1];
  return {
    status: 'completed',
    homeGoals: goals[h]!,
    awayGoals: goals[a]!,
    homePenalties: pens?.[h] ?? null,
    awayPenalties: pens?.[a] ?? null,
  };
}

const knockout = matches.filter((m) => m.group === undefined);
const inRound = (size: number) => knockout.filter((m) => roundSizeFromName(m.round) === size);
const teamMap = new Map<string, BracketTeam>(groups.flatMap((g) => g.teams).map((t) => [t, { id: t, name: t, logo: null }]));
const matchesOf = (view: BracketView, size: number) => {
  const r = view.rounds.find((x) => x.roundSize === size)!;
  return [...r.left, ...r.right];
};

describe('World Cup 2018 groups', () => {
  it('has eight groups of four, each team playing three games', () => {
    expect(tables).toHaveLength(8);
    for (const t of tables) expect(t.rows.map((r) => r.played)).toEqual([3, 3, 3, 3]);
  });

  it.each([
    ['Group A', 'Uruguay', 'Russia'],
    ['Group B', 'Spain', 'Portugal'],
    ['Group C', 'France', 'Denmark'],
    ['Group D', 'Croatia', 'Argentina'],
    ['Group E', 'Brazil', 'Switzerland'],
    ['Group F', 'Sweden', 'Mexico'],
    ['Group G', 'Belgium', 'England'],
    ['Group H', 'Colombia', 'Japan'],
  ])('%s: %s win it, %s second', (group, winner, second) => {
    expect(
      tables
        .find((t) => t.name === group)!
        .rows.slice(0, 2)
        .map((r) => r.teamId),
    ).toEqual([winner, second]);
  });

  it('Japan and Senegal were level on every criterion we hold (FIFA used fair play): they share second place until the recorded decision', () => {
    const group = groups.find((g) => g.name === 'Group H')!;
    const games = matches
      .filter((m) => m.group === 'Group H')
      .map((m) => ({ homeTeamId: m.team1, awayTeamId: m.team2, homeGoals: m.score.ft[0], awayGoals: m.score.ft[1] }));
    const h = computeStandings(
      group.teams.map((t) => ({ id: t, name: t })),
      games,
      { order: WORLD_CUP_2018 },
    );
    const [japan, senegal] = [h.find((r) => r.teamId === 'Japan')!, h.find((r) => r.teamId === 'Senegal')!];
    // Away goals mean nothing at a neutral World Cup and are not among its rules.
    const { teamId: _j, name: _jn, position: _jp, awayGoalsFor: _ja, ...japanFigures } = japan;
    const { teamId: _s, name: _sn, position: _sp, awayGoalsFor: _sa, ...senegalFigures } = senegal;
    expect(japanFigures).toEqual(senegalFigures);
    expect([japan.position, senegal.position]).toEqual([2, 2]);
    const decided = tables.find((t) => t.name === 'Group H')!.rows;
    expect(decided.map((r) => [r.teamId, r.position, r.tiebreak])).toEqual([
      ['Colombia', 1, null],
      ['Japan', 2, 'drawingOfLots'],
      ['Senegal', 3, 'drawingOfLots'],
      ['Poland', 4, null],
    ]);
  });

  it('the group winners and runners-up are exactly the sixteen teams of the round of 16', () => {
    const qualified = tables.flatMap((t) => t.rows.slice(0, 2).map((r) => r.teamId)).sort();
    const inRoundOf16 = inRound(16)
      .flatMap((m) => [m.team1, m.team2])
      .sort();
    expect(inRoundOf16).toHaveLength(16);
    expect(qualified).toEqual(inRoundOf16);
  });
});

describe('World Cup 2018 knockout', () => {
  const qualifiers = tables.map((t) => t.rows.slice(0, 2).map((r) => r.teamId));
  const seeded = seedKnockout(qualifiers);

  it('seeding from the tables gives the real round-of-16 pairings, winners at home', () => {
    expect(seeded.map((f) => `${f.homeTeamId} v ${f.awayTeamId}`).sort()).toEqual(
      inRound(16)
        .map((m) => `${m.team1} v ${m.team2}`)
        .sort(),
    );
  });

  // Round by round: the winners the bracket derives must be the teams that really played the next
  // round, shoot-outs included; each real match is then placed in the slot those winners lead to.
  const fixtures: BracketFixtureInput[] = seeded.map((f) => {
    const m = inRound(16).find((x) => x.team1 === f.homeTeamId && x.team2 === f.awayTeamId)!;
    return { ...f, game: result(m) };
  });
  const unplaced: string[] = [];
  for (const size of [8, 4, 2]) {
    const previous = matchesOf(layoutBracket(fixtures, teamMap), size * 2);
    for (let position = 0; position < size / 2; position++) {
      const pair = [previous[2 * position]!.winnerId, previous[2 * position + 1]!.winnerId];
      const m = inRound(size).find((x) => pair.includes(x.team1) && pair.includes(x.team2));
      if (!m) {
        unplaced.push(`${size}:${position}:${pair.join('/')}`);
        continue;
      }
      // Real fixtures keep their own home and away: the bracket must not care who is listed first.
      fixtures.push({ roundSize: size, position, homeTeamId: m.team1, awayTeamId: m.team2, game: result(m) });
    }
  }
  const view = layoutBracket(fixtures, teamMap);

  it('every derived winner is a team that played the next round, in the slot it leads to', () => {
    expect(unplaced).toEqual([]);
    expect(view.rounds.map((r) => [r.label, r.left.length, r.right.length])).toEqual([
      ['Round of 16', 4, 4],
      ['Quarterfinals', 2, 2],
      ['Semifinals', 1, 1],
      ['Final', 1, 0],
    ]);
    for (const size of [16, 8, 4]) {
      const next = matchesOf(view, size / 2);
      for (const m of matchesOf(view, size)) {
        const into = next[Math.floor(m.position / 2)]!;
        expect(m.winnerId).not.toBeNull();
        expect([into.home.team?.id, into.away.team?.id]).toContain(m.winnerId);
      }
    }
  });

  it.each([
    ['Spain', 'Russia', 'Russia', [1, 1], [3, 4]],
    ['Croatia', 'Denmark', 'Croatia', [1, 1], [3, 2]],
    ['Colombia', 'England', 'England', [1, 1], [3, 4]],
    ['Russia', 'Croatia', 'Croatia', [2, 2], [3, 4]],
    ['Croatia', 'England', 'Croatia', [2, 1], [null, null]],
    ['France', 'Argentina', 'France', [4, 3], [null, null]],
  ])('%s v %s: %s go through (score %j, shoot-out %j)', (home, away, winner, score, pens) => {
    const m = view.rounds.flatMap((r) => [...r.left, ...r.right]).find((x) => x.home.team?.id === home && x.away.team?.id === away)!;
    expect(m.winnerId).toBe(winner);
    expect([m.home.score, m.away.score]).toEqual(score);
    expect([m.home.penalties, m.away.penalties]).toEqual(pens);
    expect((m.home.isWinner ? m.home : m.away).team?.id).toBe(winner);
  });

  it('crowns France', () => {
    expect(view.champion).toEqual({ id: 'France', name: 'France', logo: null });
  });

  it('leaves the third-place match out of the bracket', () => {
    expect(knockout.filter((m) => roundSizeFromName(m.round) === null).map((m) => m.round)).toEqual(['Match for third place']);
  });
});
