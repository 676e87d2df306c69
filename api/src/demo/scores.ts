import { gameWinnerSide } from '@pitchside/shared';
import type { Entry } from './clubs';
import type { Rng } from './random';

export interface Result {
  home: number;
  away: number;
  penalties?: { home: number; away: number } | undefined;
}

/** Goals for each side, drawn around `base` and tilted toward the stronger club. */
export function score(rng: Rng, home: Entry, away: Entry, base: number): Result {
  const h = Math.min(12, rng.poisson(base * Math.sqrt(home.club.strength / away.club.strength)));
  const a = Math.min(12, rng.poisson(base * Math.sqrt(away.club.strength / home.club.strength)));
  return { home: h, away: a };
}

/** A knockout result: a level score goes to a shoot-out, which always has a winner. */
export function knockoutScore(rng: Rng, home: Entry, away: Entry, base: number, forceDraw: boolean): Result {
  const r = score(rng, home, away, base);
  if (forceDraw) r.away = r.home;
  if (r.home === r.away) {
    const winning = rng.int(3, 5);
    const losing = rng.int(Math.max(0, winning - 3), winning - 1);
    r.penalties = rng.chance(0.5) ? { home: winning, away: losing } : { home: losing, away: winning };
  }
  return r;
}

/** Who goes through, by the rule the bracket applies: more goals, else the shoot-out. */
export function winnerOf(r: Result, home: Entry, away: Entry): Entry {
  const side = gameWinnerSide({
    status: 'completed',
    homeGoals: r.home,
    awayGoals: r.away,
    homePenalties: r.penalties?.home ?? null,
    awayPenalties: r.penalties?.away ?? null,
  });
  if (!side) throw new Error('A knockout result needs a winner');
  return side === 'home' ? home : away;
}

/** What a live game shows so far: the full result capped, since the game is not over. */
export const soFar = (r: Result, homeCap: number, awayCap: number): Result => ({
  home: Math.min(r.home, homeCap),
  away: Math.min(r.away, awayCap),
});
