import type { Side } from '../constants';
import {
  DEFAULT_TIEBREAK_ORDER,
  type StandingGameInput,
  type StandingRow,
  type StandingTeamInput,
  type StandingsOptions,
  type TiebreakCriterion,
  type TiebreakReason,
} from './types';

/**
 * A criterion looks at the teams still tied and the games counted, and returns a sort key per team
 * (compared element by element, higher first). It sees the whole tied group so that group-dependent
 * rules such as head-to-head fit the same shape as plain column comparisons.
 */
export type TiebreakKey = (tied: readonly StandingRow[], games: readonly StandingGameInput[]) => (row: StandingRow) => readonly number[];

/** Points, then goal difference, then goals scored, in the games between the tied teams only. */
function headToHeadKey(tied: readonly StandingRow[], games: readonly StandingGameInput[]): (row: StandingRow) => readonly number[] {
  const ids = new Set(tied.map((r) => r.teamId));
  const mini = new Map<string, { points: number; gd: number; gf: number }>();
  for (const id of ids) mini.set(id, { points: 0, gd: 0, gf: 0 });
  for (const g of games) {
    if (!ids.has(g.homeTeamId) || !ids.has(g.awayTeamId)) continue;
    const home = mini.get(g.homeTeamId)!;
    const away = mini.get(g.awayTeamId)!;
    home.gf += g.homeGoals;
    away.gf += g.awayGoals;
    home.gd += g.homeGoals - g.awayGoals;
    away.gd += g.awayGoals - g.homeGoals;
    // Mini-tables use 3/1/0 whatever the competition's points: what matters is the ordering of results.
    if (g.homeGoals > g.awayGoals) home.points += 3;
    else if (g.homeGoals < g.awayGoals) away.points += 3;
    else {
      home.points += 1;
      away.points += 1;
    }
  }
  return (row) => {
    const m = mini.get(row.teamId)!;
    return [m.points, m.gd, m.gf];
  };
}

export const TIEBREAK_KEYS: Record<TiebreakCriterion, TiebreakKey> = {
  points: () => (r) => [r.points],
  goalDifference: () => (r) => [r.goalDifference],
  goalsFor: () => (r) => [r.goalsFor],
  wins: () => (r) => [r.wins],
  awayGoals: () => (r) => [r.awayGoalsFor],
  headToHead: headToHeadKey,
  fairPlay: () => (r) => [r.fairPlayPoints],
};

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? 0) - (a[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

// Plain code-unit comparison rather than localeCompare: the server and every phone must agree on
// the order whatever their ICU data, or equal teams would swap between renders.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Display order inside a tie nothing settles: it never decides a place (those teams share one). */
function displayOrder(a: StandingRow, b: StandingRow): number {
  return compareText(a.name.toLowerCase(), b.name.toLowerCase()) || compareText(a.name, b.name) || compareText(a.teamId, b.teamId);
}

/** Splits one tied group by the criterion, keeping the sub-groups in order. */
function splitBy(group: StandingRow[], key: TiebreakKey, games: readonly StandingGameInput[]): StandingRow[][] {
  if (group.length < 2) return [group];
  const keyOf = key(group, games);
  const keyed = group.map((row) => ({ row, k: keyOf(row) }));
  keyed.sort((a, b) => compareKeys(a.k, b.k));
  const out: StandingRow[][] = [];
  let prev: readonly number[] | null = null;
  for (const { row, k } of keyed) {
    if (prev !== null && compareKeys(prev, k) === 0) out[out.length - 1]!.push(row);
    else out.push([row]);
    prev = k;
  }
  return out;
}

/**
 * Head-to-head as UEFA applies it: when the mini-table separates some teams but leaves others
 * level, a new mini-table of only those still level is drawn, since their games against the teams
 * now separated no longer matter. For two teams this is simply their meeting.
 */
function splitHeadToHead(group: StandingRow[], games: readonly StandingGameInput[]): StandingRow[][] {
  const parts = splitBy(group, headToHeadKey, games);
  if (parts.length === 1) return parts;
  return parts.flatMap((p) => (p.length > 1 ? splitHeadToHead(p, games) : [p]));
}

/** The recorded drawing of lots: listed teams in its order, the unlisted ones still level after them. */
function splitByLots(group: StandingRow[], lots: ReadonlyMap<string, number>): StandingRow[][] {
  if (group.length < 2) return [group];
  const listed = group.filter((r) => lots.has(r.teamId)).sort((a, b) => lots.get(a.teamId)! - lots.get(b.teamId)!);
  const rest = group.filter((r) => !lots.has(r.teamId));
  return [...listed.map((r) => [r]), ...(rest.length ? [rest] : [])];
}

function emptyRow(team: StandingTeamInput): StandingRow {
  return {
    teamId: team.id,
    name: team.name,
    logo: team.logo ?? null,
    position: 0,
    played: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    goalDifference: 0,
    points: 0,
    awayGoalsFor: 0,
    fairPlayPoints: 0,
    pointsAdjustment: 0,
    adjustmentReasons: [],
    tiebreak: null,
  };
}

/**
 * The group or league table. Every listed team gets a row (zeros when it has not played); games
 * involving a team outside the list are ignored, so one age group's table never picks up another's
 * games. Criteria apply in order to the teams still level; what is left level goes to the recorded
 * drawing of lots, and teams it does not settle share a position (listed by name, which decides nothing).
 */
export function computeStandings(
  teams: readonly StandingTeamInput[],
  games: readonly StandingGameInput[],
  opts: StandingsOptions = {},
): StandingRow[] {
  const win = opts.pointsForWin ?? 3;
  const draw = opts.pointsForDraw ?? 1;
  const order = opts.order && opts.order.length > 0 ? opts.order : DEFAULT_TIEBREAK_ORDER;

  const rows = new Map<string, StandingRow>();
  for (const t of teams) if (!rows.has(t.id)) rows.set(t.id, emptyRow(t));

  const counted: StandingGameInput[] = [];
  for (const g of games) {
    const home = rows.get(g.homeTeamId);
    const away = rows.get(g.awayTeamId);
    if (!home || !away || home === away) continue;
    counted.push(g);
    home.played++;
    away.played++;
    home.goalsFor += g.homeGoals;
    home.goalsAgainst += g.awayGoals;
    away.goalsFor += g.awayGoals;
    away.goalsAgainst += g.homeGoals;
    away.awayGoalsFor += g.awayGoals;
    home.fairPlayPoints += g.homeFairPlay ?? 0;
    away.fairPlayPoints += g.awayFairPlay ?? 0;
    if (g.homeGoals > g.awayGoals) {
      home.wins++;
      away.losses++;
    } else if (g.homeGoals < g.awayGoals) {
      away.wins++;
      home.losses++;
    } else {
      home.draws++;
      away.draws++;
    }
  }
  for (const a of opts.adjustments ?? []) {
    const r = rows.get(a.teamId);
    if (!r) continue;
    r.pointsAdjustment += a.points;
    if (a.reason) r.adjustmentReasons.push(a.reason);
  }
  for (const r of rows.values()) {
    r.goalDifference = r.goalsFor - r.goalsAgainst;
    r.points = r.wins * win + r.draws * draw + r.pointsAdjustment;
  }

  const split = (groups: StandingRow[][], reason: TiebreakReason | null, by: (g: StandingRow[]) => StandingRow[][]) =>
    groups.flatMap((g) => {
      const parts = by(g);
      if (reason && parts.length > 1) for (const r of g) r.tiebreak = reason;
      return parts;
    });
  let groups: StandingRow[][] = [[...rows.values()]];
  for (const criterion of new Set(order)) {
    const reason = criterion === 'points' ? null : criterion;
    groups = split(groups, reason, (g) =>
      criterion === 'headToHead' ? splitHeadToHead(g, counted) : splitBy(g, TIEBREAK_KEYS[criterion], counted),
    );
  }
  const lots = new Map((opts.drawingOfLots ?? []).map((id, i) => [id, i] as const));
  if (lots.size > 0) groups = split(groups, 'drawingOfLots', (g) => splitByLots(g, lots));

  const sorted: StandingRow[] = [];
  for (const g of groups) {
    const position = sorted.length + 1;
    for (const r of [...g].sort(displayOrder)) {
      r.position = position;
      sorted.push(r);
    }
  }
  return sorted;
}

/** Teams sharing a position that no rule and no drawing of lots separates (each list has 2+ ids). */
export function unresolvedTies(rows: readonly StandingRow[]): string[][] {
  const byPosition = new Map<number, string[]>();
  for (const r of rows) byPosition.set(r.position, [...(byPosition.get(r.position) ?? []), r.teamId]);
  return [...byPosition.values()].filter((ids) => ids.length > 1);
}

// ---------------------------------------------------------------- games to table input

/** A goal as stored: removed goals keep a tombstone and must not count. */
export interface GoalLike {
  side: Side;
  deletedAt?: Date | string | null;
}

/** A game as the server or the device holds it: goals as rows, or the spec's goal lists, or counts. */
/**
 * The status a game's result counts with in tables, brackets and leaderboards: a finished game whose
 * result a scorer recorded and no organiser has confirmed yet (issue 21) counts as one still being
 * played. The server's queries and totals triggers read it the same way (`countedStatusSql`).
 */
export function countedStatus(game: { status: string; awaitingConfirmation?: boolean | null | undefined }): string {
  return game.status === 'completed' && game.awaitingConfirmation ? 'live' : game.status;
}

export type GameWithGoals = {
  status: string;
  awaitingConfirmation?: boolean | null | undefined;
  homeTeamId: string;
  awayTeamId: string;
} & ({ goals: readonly GoalLike[] } | { homeGoals: number | readonly unknown[]; awayGoals: number | readonly unknown[] });

/** Goals per side, shoot-out excluded (a shoot-out is a separate score, never goals). */
export function gameScore(game: GameWithGoals): { home: number; away: number } {
  if ('goals' in game) {
    let home = 0;
    let away = 0;
    for (const goal of game.goals) {
      if (goal.deletedAt) continue;
      if (goal.side === 'home') home++;
      else away++;
    }
    return { home, away };
  }
  const count = (v: number | readonly unknown[]) => (typeof v === 'number' ? v : v.length);
  return { home: count(game.homeGoals), away: count(game.awayGoals) };
}

/** Only completed (and, under review, confirmed) games count in tables; a live game's score is not a result yet. */
export function toStandingGame(game: GameWithGoals): StandingGameInput | null {
  if (countedStatus(game) !== 'completed') return null;
  const { home, away } = gameScore(game);
  return { homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, homeGoals: home, awayGoals: away };
}

export function toStandingGames(games: readonly GameWithGoals[]): StandingGameInput[] {
  return games.flatMap((g) => {
    const s = toStandingGame(g);
    return s ? [s] : [];
  });
}
