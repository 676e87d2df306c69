import { describe, expect, it } from 'vitest';
import { feedsInto, layoutBracket } from './layout';
import type { BracketFixtureInput, BracketGameResult, BracketTeam, BracketView } from './types';

const teamMap = (n: number) =>
  new Map<string, BracketTeam>(Array.from({ length: n }, (_, i) => [`t${i}`, { id: `t${i}`, name: `Team ${i}`, logo: null }]));
const done = (
  homeGoals: number,
  awayGoals: number,
  homePenalties: number | null = null,
  awayPenalties: number | null = null,
): BracketGameResult => ({
  status: 'completed',
  homeGoals,
  awayGoals,
  homePenalties,
  awayPenalties,
});

/** First round only: t0 v t1, t2 v t3, ... top to bottom. */
const firstRound = (n: number, game?: (position: number) => BracketGameResult | null): BracketFixtureInput[] =>
  Array.from({ length: n / 2 }, (_, p) => ({
    roundSize: n,
    position: p,
    homeTeamId: `t${2 * p}`,
    awayTeamId: `t${2 * p + 1}`,
    gameId: `g${p}`,
    game: game?.(p) ?? null,
  }));

const allMatches = (view: BracketView) => view.rounds.flatMap((r) => [...r.left, ...r.right]);
const names = (view: BracketView, size: number) =>
  view.rounds
    .find((r) => r.roundSize === size)!
    .left.concat(view.rounds.find((r) => r.roundSize === size)!.right)
    .map((m) => [m.home.team?.id ?? 'TBD', m.away.team?.id ?? 'TBD']);

describe('layoutBracket: shape for 2 to 64 teams', () => {
  const sizes = [2, 4, 8, 16, 32, 64];
  it.each(sizes)('%i teams: every round down to the Final, halves split evenly, later rounds TBD', (n) => {
    const view = layoutBracket(firstRound(n), teamMap(n));
    const expectedSizes: number[] = [];
    for (let s = n; s >= 2; s /= 2) expectedSizes.push(s);
    expect(view.rounds.map((r) => r.roundSize)).toEqual(expectedSizes);
    for (const r of view.rounds) {
      const matches = r.roundSize / 2;
      if (r.roundSize === 2) {
        expect([r.left.length, r.right.length]).toEqual([1, 0]);
      } else {
        expect([r.left.length, r.right.length]).toEqual([matches / 2, matches / 2]);
      }
      expect([...r.left, ...r.right].map((m) => m.position)).toEqual(Array.from({ length: matches }, (_, i) => i));
    }
    // The first round shows its teams; every later slot is TBD and nobody has won yet.
    expect(names(view, n).flat()).not.toContain('TBD');
    for (const r of view.rounds.slice(1)) for (const m of [...r.left, ...r.right]) expect([m.home.team, m.away.team]).toEqual([null, null]);
    expect(allMatches(view).every((m) => m.winnerId === null && !m.home.isWinner && !m.away.isWinner)).toBe(true);
    expect(view.champion).toBeNull();
  });

  it.each(sizes)('%i teams: winners move up and the champion is the Final winner', (n) => {
    // Home wins at even positions; at odd positions a draw goes to the away side on penalties.
    const view = layoutBracket(
      firstRound(n, (p) => (p % 2 === 0 ? done(2, 0) : done(1, 1, 2, 4))),
      teamMap(n),
    );
    const expectedNext = Array.from({ length: n / 4 }, (_, q) => [`t${4 * q}`, `t${4 * q + 3}`]);
    if (n > 2) expect(names(view, n / 2)).toEqual(expectedNext);
    if (n === 2) expect(view.champion?.id).toBe('t0');
    else expect(view.champion).toBeNull(); // later rounds have no results yet
    const first = view.rounds[0]!;
    const m1 = [...first.left, ...first.right][n === 2 ? 0 : 1]!;
    expect(m1.home.isWinner || m1.away.isWinner).toBe(true);
  });

  it.each(sizes)('%i teams: results in every round crown the expected champion', (n) => {
    // Every game is won by the home side, so t0 wins it all; later-round fixtures exist with no teams
    // written yet (the admin has not copied winners up), and the layout fills them in.
    const fixtures: BracketFixtureInput[] = firstRound(n, () => done(1, 0));
    for (let s = n / 2; s >= 2; s /= 2)
      for (let p = 0; p < s / 2; p++) fixtures.push({ roundSize: s, position: p, homeTeamId: null, awayTeamId: null, game: done(3, 2) });
    const view = layoutBracket(fixtures, teamMap(n));
    expect(view.champion).toEqual({ id: 't0', name: 'Team 0', logo: null });
    expect(allMatches(view).filter((m) => m.winnerId !== null)).toHaveLength(n - 1);
    const final = view.rounds.at(-1)!.left[0]!;
    expect(final.home.team?.id).toBe('t0');
    expect(final.away.team?.id).toBe(`t${n / 2}`);
  });
});

describe('layoutBracket: rules', () => {
  it('follows the spec bracket for 32 teams: 16, 8, 4, 2 and 1 matches, halves of 8, 4, 2 and 1', () => {
    const view = layoutBracket(firstRound(32), teamMap(32));
    expect(view.rounds.map((r) => [r.label, r.left.length, r.right.length])).toEqual([
      ['Round of 32', 8, 8],
      ['Round of 16', 4, 4],
      ['Quarterfinals', 2, 2],
      ['Semifinals', 1, 1],
      ['Final', 1, 0],
    ]);
  });

  it('draws an empty bracket of a chosen size before any fixture exists, and nothing at all otherwise', () => {
    const view = layoutBracket([], teamMap(0), { size: 8 });
    expect(view.rounds.map((r) => r.label)).toEqual(['Quarterfinals', 'Semifinals', 'Final']);
    expect(allMatches(view).every((m) => m.home.team === null && m.away.team === null)).toBe(true);
    expect(layoutBracket([], teamMap(0))).toEqual({ rounds: [], champion: null });
  });

  it('starts from the largest round present, filling missing fixtures of that round with TBD', () => {
    const view = layoutBracket([{ roundSize: 8, position: 3, homeTeamId: 't0', awayTeamId: 't1' }], teamMap(2));
    expect(names(view, 8)).toEqual([
      ['TBD', 'TBD'],
      ['TBD', 'TBD'],
      ['TBD', 'TBD'],
      ['t0', 't1'],
    ]);
  });

  it("uses the admin's winner even without a game, and over the game's result", () => {
    const fixtures: BracketFixtureInput[] = [
      { roundSize: 4, position: 0, homeTeamId: 't0', awayTeamId: 't1', winnerId: 't1' },
      { roundSize: 4, position: 1, homeTeamId: 't2', awayTeamId: 't3', winnerId: 't2', game: done(0, 1) },
    ];
    const view = layoutBracket(fixtures, teamMap(4));
    expect(names(view, 2)).toEqual([['t1', 't2']]);
  });

  it('ignores an admin winner that is not one of the two teams and falls back to the result', () => {
    const view = layoutBracket(
      [{ roundSize: 2, position: 0, homeTeamId: 't0', awayTeamId: 't1', winnerId: 't9', game: done(0, 2) }],
      teamMap(2),
    );
    expect(view.champion?.id).toBe('t1');
    expect(view.rounds[0]!.left[0]!.away.isWinner).toBe(true);
  });

  it('never overwrites a team the admin already put in the next round', () => {
    const fixtures: BracketFixtureInput[] = [
      { roundSize: 4, position: 0, homeTeamId: 't0', awayTeamId: 't1', game: done(1, 0) },
      { roundSize: 4, position: 1, homeTeamId: 't2', awayTeamId: 't3', game: done(0, 1) },
      { roundSize: 2, position: 0, homeTeamId: 't3', awayTeamId: null },
    ];
    // t3 is already home in the Final; t0 goes into the one empty slot, away.
    expect(names(layoutBracket(fixtures, teamMap(4)), 2)).toEqual([['t3', 't0']]);
  });

  it('shows scores only once a game is live or completed, with penalties when there was a shoot-out', () => {
    const fixtures: BracketFixtureInput[] = [
      { roundSize: 4, position: 0, homeTeamId: 't0', awayTeamId: 't1', game: { ...done(0, 0), status: 'Upcoming' } },
      { roundSize: 4, position: 1, homeTeamId: 't2', awayTeamId: 't3', game: done(2, 2, 5, 3) },
      { roundSize: 2, position: 0, homeTeamId: null, awayTeamId: null, game: { ...done(1, 0), status: 'live' } },
    ];
    const view = layoutBracket(fixtures, teamMap(4));
    const [sf1, sf2] = [view.rounds[0]!.left[0]!, view.rounds[0]!.right[0]!];
    expect([sf1.home.score, sf1.away.score, sf1.home.penalties]).toEqual([null, null, null]);
    expect([sf2.home.score, sf2.away.score, sf2.home.penalties, sf2.away.penalties, sf2.home.isWinner]).toEqual([2, 2, 5, 3, true]);
    const final = view.rounds[1]!.left[0]!;
    // Live: a score, but no champion yet; the known finalist (t2) sits in the away slot, home stays TBD.
    expect([final.home.team, final.away.team?.id, final.home.score, final.winnerId]).toEqual([null, 't2', 1, null]);
    expect(view.champion).toBeNull();
  });

  it('shows a team missing from the team list as TBD but still moves its win on', () => {
    const fixtures: BracketFixtureInput[] = [{ roundSize: 4, position: 0, homeTeamId: 'gone', awayTeamId: 't1', game: done(3, 0) }];
    const view = layoutBracket(fixtures, teamMap(2));
    expect(view.rounds[0]!.left[0]!.home.team).toBeNull();
    expect(view.rounds[1]!.left[0]!.winnerId).toBeNull();
    expect(view.rounds[0]!.left[0]!.winnerId).toBe('gone');
  });

  it('skips fixtures with an impossible round or position', () => {
    const fixtures: BracketFixtureInput[] = [
      { roundSize: 6, position: 0, homeTeamId: 't0', awayTeamId: 't1' },
      { roundSize: 128, position: 0, homeTeamId: 't0', awayTeamId: 't1' },
      { roundSize: 4, position: 2, homeTeamId: 't0', awayTeamId: 't1' },
      { roundSize: 2, position: 0, homeTeamId: 't0', awayTeamId: 't1' },
    ];
    expect(layoutBracket(fixtures, teamMap(2)).rounds.map((r) => r.roundSize)).toEqual([2]);
  });

  it.each([
    [16, 0, { roundSize: 8, position: 0, side: 'home' }],
    [16, 7, { roundSize: 8, position: 3, side: 'away' }],
    [4, 1, { roundSize: 2, position: 0, side: 'away' }],
    [2, 0, null],
  ])('round of %i position %i feeds %j', (size, position, expected) => {
    expect(feedsInto(size, position)).toEqual(expected);
  });
});
