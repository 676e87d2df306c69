import { UPCOMING_SECTION_STATUSES } from '@pitchside/shared';

/** The fields of a game the Games tab sorts and groups by. */
export interface SectionGame {
  _id: string;
  status: string;
  round?: string | null;
  startTime?: string | null;
}

export type GamesSectionKey = 'live' | 'upcoming' | 'completed';

export interface RoundGroup<G> {
  round: string;
  games: G[];
}

export const OTHER_ROUND = 'Other';

/** Which section a status belongs to; null hides the game (Not Scheduled, or a status we do not know). */
export function sectionOf(status: string): GamesSectionKey | null {
  if (status === 'live') return 'live';
  if (status === 'completed') return 'completed';
  // Admins have typed both 'Upcoming' and 'upcoming' over the years; both mean the same.
  if (status.toLowerCase() === 'upcoming') return 'upcoming';
  if ((UPCOMING_SECTION_STATUSES as readonly string[]).includes(status)) return 'upcoming';
  return null;
}

const NO_TIME_FIRST = Number.NEGATIVE_INFINITY;
const timeOf = (g: SectionGame) => (g.startTime ? new Date(g.startTime).getTime() : NO_TIME_FIRST);

/**
 * Rounds in the order their first game appears, with 'Other' (a blank round) always last, so the
 * section reads top to bottom like a fixture list.
 */
export function groupByRound<G extends SectionGame>(games: readonly G[]): RoundGroup<G>[] {
  const buckets = new Map<string, G[]>();
  for (const g of games) {
    const round = g.round?.trim() || OTHER_ROUND;
    const list = buckets.get(round);
    if (list) list.push(g);
    else buckets.set(round, [g]);
  }
  const rounds = [...buckets.keys()].filter((r) => r !== OTHER_ROUND);
  if (buckets.has(OTHER_ROUND)) rounds.push(OTHER_ROUND);
  return rounds.map((round) => ({ round, games: buckets.get(round)! }));
}

/**
 * The Games tab: Live Now, Upcoming and Completed, each grouped by round. Upcoming and live games run
 * soonest first; completed games run latest first, since a fan at the pitch wants the last result.
 * Ties keep the order the server gave, so the list never reshuffles between refreshes.
 */
export function splitGames<G extends SectionGame>(games: readonly G[]): Record<GamesSectionKey, RoundGroup<G>[]> {
  const buckets: Record<GamesSectionKey, { g: G; i: number }[]> = { live: [], upcoming: [], completed: [] };
  games.forEach((g, i) => {
    const key = sectionOf(g.status);
    if (key) buckets[key].push({ g, i });
  });
  // A cancelled game never leads Upcoming: it sinks below every game that will still be played.
  const cancelled = (g: G) => (g.status === 'cancelled' ? 1 : 0);
  const sorted = (key: GamesSectionKey) => {
    const dir = key === 'completed' ? -1 : 1;
    return buckets[key].sort((a, b) => cancelled(a.g) - cancelled(b.g) || dir * (timeOf(a.g) - timeOf(b.g)) || a.i - b.i).map((x) => x.g);
  };
  return {
    live: groupByRound(sorted('live')),
    upcoming: groupByRound(sorted('upcoming')),
    completed: groupByRound(sorted('completed')),
  };
}
