import type { Side } from '../constants';
import { bracketRoundLabel, gameWinnerSide, isBracketRoundSize } from './naming';
import type { BracketFixtureInput, BracketGameResult, BracketMatch, BracketRound, BracketSlot, BracketTeam, BracketView } from './types';

/** Where the winner of a fixture goes: next round, half the position, home from an even slot. */
export function feedsInto(roundSize: number, position: number): { roundSize: number; position: number; side: Side } | null {
  if (roundSize <= 2) return null;
  return { roundSize: roundSize / 2, position: Math.floor(position / 2), side: position % 2 === 0 ? 'home' : 'away' };
}

/**
 * The winner of one fixture given who is in it. An admin's pick counts only when it names one of the
 * two teams: after a team is swapped out, a stale pick must not push a team that no longer plays here.
 */
export function fixtureWinnerId(fixture: BracketFixtureInput | undefined, homeId: string | null, awayId: string | null): string | null {
  if (!fixture) return null;
  const pick = fixture.winnerId ?? null;
  if (pick !== null && (pick === homeId || pick === awayId)) return pick;
  const game = fixture.game;
  const side = gameWinnerSide(game);
  if (side === null) return null;
  if (game?.homeTeamId && game.awayTeamId) {
    // By team: the game's winner counts only when it is one of the two teams in this slot.
    const winner = side === 'home' ? game.homeTeamId : game.awayTeamId;
    return winner === homeId || winner === awayId ? winner : null;
  }
  return side === 'home' ? homeId : awayId;
}

/** The loser of a decided fixture (for the third-place match), or null. */
export function fixtureLoserId(fixture: BracketFixtureInput | undefined, homeId: string | null, awayId: string | null): string | null {
  const winner = fixtureWinnerId(fixture, homeId, awayId);
  if (winner === null || homeId === null || awayId === null) return null;
  return winner === homeId ? awayId : homeId;
}

/** Whether the game lists the slot's teams the other way round (its home team is the slot's away team). */
export function gameReversed(game: BracketGameResult | null | undefined, homeId: string | null, awayId: string | null): boolean {
  return !!game?.homeTeamId && game.homeTeamId !== homeId && game.homeTeamId === awayId;
}

/**
 * Fills the empty slots of a fixture with the winners of the two fixtures that feed it: the upper
 * feeder's winner goes home and the lower's away, unless the admin already placed teams the other
 * way round, in which case a winner takes whichever slot is still free and is never shown twice.
 */
export function fillFromFeeders(
  home: string | null,
  away: string | null,
  upper: string | null,
  lower: string | null,
): [string | null, string | null] {
  const pending = [upper, lower].filter((w): w is string => w !== null && w !== home && w !== away);
  if (home === null && upper !== null && pending.includes(upper)) {
    home = upper;
    pending.splice(pending.indexOf(upper), 1);
  }
  if (away === null && lower !== null && pending.includes(lower)) {
    away = lower;
    pending.splice(pending.indexOf(lower), 1);
  }
  for (const w of pending) {
    if (home === null) home = w;
    else if (away === null) away = w;
  }
  return [home, away];
}

/** Where the third-place match is kept (as in progress.ts, which imports this file). */
const THIRD_PLACE = { roundSize: 2, position: 1 } as const;

// Before kick-off a score of 0 would read as a result, so only live and completed games show one.
const SCORED_STATUSES = new Set(['live', 'completed']);

export interface LayoutOptions {
  /** Teams in the first round, to draw the full empty bracket before any fixture exists. */
  size?: number;
}

/**
 * The public bracket: every round from the largest present down to the Final, each with all its
 * slots (missing fixtures and unknown teams are TBD), split into a left and a right half. A known
 * winner fills its empty slot in the next round, so the bracket fills in as results come, even
 * before an admin writes the next fixture.
 */
export function layoutBracket(
  fixtures: readonly BracketFixtureInput[],
  teams: ReadonlyMap<string, BracketTeam>,
  opts: LayoutOptions = {},
): BracketView {
  const byRound = new Map<number, Map<number, BracketFixtureInput>>();
  let top = opts.size !== undefined && isBracketRoundSize(opts.size) ? opts.size : 0;
  for (const f of fixtures) {
    if (!isBracketRoundSize(f.roundSize) || !Number.isInteger(f.position) || f.position < 0 || f.position >= f.roundSize / 2) continue;
    let round = byRound.get(f.roundSize);
    if (!round) byRound.set(f.roundSize, (round = new Map()));
    // The database keeps one fixture per slot; should two arrive, the first wins so the view is stable.
    if (!round.has(f.position)) round.set(f.position, f);
    top = Math.max(top, f.roundSize);
  }
  if (top === 0) return { rounds: [], champion: null };

  const teamOf = (id: string | null): BracketTeam | null => (id === null ? null : (teams.get(id) ?? null));
  const matchOf = (f: BracketFixtureInput | undefined, size: number, position: number, homeId: string | null, awayId: string | null) => {
    const winnerId = fixtureWinnerId(f, homeId, awayId);
    const game = f?.game && SCORED_STATUSES.has(f.game.status) ? f.game : null;
    // Scores follow the teams: a game entered the other way round still shows each team its own goals.
    const flip = gameReversed(game, homeId, awayId);
    const slot = (id: string | null, side: Side): BracketSlot => ({
      team: teamOf(id),
      score: game ? ((side === 'home') !== flip ? game.homeGoals : game.awayGoals) : null,
      penalties: game ? ((side === 'home') !== flip ? game.homePenalties : game.awayPenalties) : null,
      isWinner: id !== null && id === winnerId,
    });
    return { roundSize: size, position, gameId: f?.gameId ?? null, home: slot(homeId, 'home'), away: slot(awayId, 'away'), winnerId };
  };

  const rounds: BracketRound[] = [];
  let championId: string | null = null;
  let feederWinners: (string | null)[] = [];
  let semiLosers: (string | null)[] = [];
  for (let size = top; size >= 2; size /= 2) {
    const matches: BracketMatch[] = [];
    const winners: (string | null)[] = [];
    const losers: (string | null)[] = [];
    for (let position = 0; position < size / 2; position++) {
      const f = byRound.get(size)?.get(position);
      const [homeId, awayId] = fillFromFeeders(
        f?.homeTeamId ?? null,
        f?.awayTeamId ?? null,
        feederWinners[2 * position] ?? null,
        feederWinners[2 * position + 1] ?? null,
      );
      const match = matchOf(f, size, position, homeId, awayId);
      matches.push(match);
      winners.push(match.winnerId);
      losers.push(fixtureLoserId(f, homeId, awayId));
      if (size === 2) championId = match.winnerId;
    }
    if (size === 4) semiLosers = losers;
    feederWinners = winners;
    const half = matches.length === 1 ? 1 : matches.length / 2;
    rounds.push({ roundSize: size, label: bracketRoundLabel(size), left: matches.slice(0, half), right: matches.slice(half) });
  }
  // The third-place match (the Final's round, second slot): the semi-final losers meet there.
  const third = fixtures.find((f) => f.roundSize === THIRD_PLACE.roundSize && f.position === THIRD_PLACE.position);
  let thirdPlace: BracketMatch | null = null;
  if (third) {
    const [homeId, awayId] = fillFromFeeders(third.homeTeamId, third.awayTeamId, semiLosers[0] ?? null, semiLosers[1] ?? null);
    thirdPlace = matchOf(third, THIRD_PLACE.roundSize, THIRD_PLACE.position, homeId, awayId);
  }
  return { rounds, champion: teamOf(championId), ...(thirdPlace ? { thirdPlace } : {}) };
}
