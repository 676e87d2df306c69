import type { Builder } from './builder';
import type { Entry } from './clubs';
import type { Rng } from './random';
import type { GameRow, GameStatus } from './rows';
import type { Result } from './scores';
import { MINUTE } from './time';

/** Game lengths in minutes: goals and saves are timed within them. */
export const FUTSAL_MINUTES = 40;
export const STREET_MINUTES = 50;

export interface GameSpec {
  eventId: string;
  ageGroupId: string;
  groupId?: string | undefined;
  /** Group games are those with a group; the others say their stage. */
  stage?: 'knockout' | 'league' | 'friendly';
  home: Entry;
  away: Entry;
  round: string;
  status: GameStatus;
  startTime: Date | null;
  location: string | null;
  result?: Result | undefined;
  /** Minutes played so far, for live games. */
  liveMinute?: number | undefined;
  length: number;
}

/** Stores a game and, for completed and live ones, its goals, MVP and goalkeeper saves; returns its id. */
export function recordGame(b: Builder, rng: Rng, g: GameSpec): string {
  const id = rng.uuid();
  const row: GameRow = {
    id,
    eventId: g.eventId,
    ageGroupId: g.ageGroupId,
    groupId: g.groupId ?? null,
    stage: g.groupId ? 'group' : (g.stage ?? 'friendly'),
    homeTeamId: g.home.id,
    awayTeamId: g.away.id,
    status: g.status,
    startTime: g.startTime,
    location: g.location,
    round: g.round,
    homePenalties: g.result?.penalties?.home ?? null,
    awayPenalties: g.result?.penalties?.away ?? null,
  };
  b.rows.games.push(row);
  if (!g.result || (g.status !== 'completed' && g.status !== 'live')) return id;

  const maxMinute = g.status === 'live' ? Math.max(1, g.liveMinute ?? 1) : g.length;
  const tally = new Map<string, number>();
  const addGoals = (side: 'home' | 'away', entry: Entry, count: number) => {
    for (let i = 0; i < count; i++) {
      const scorer = weightedPick(rng, entry.roster, entry.weights);
      tally.set(scorer, (tally.get(scorer) ?? 0) + 1);
      const teammates = entry.roster.filter((u) => u !== scorer);
      const assist = teammates.length > 0 && rng.chance(0.7) ? rng.pick(teammates) : null;
      const minute = rng.int(1, maxMinute);
      b.rows.goals.push({
        id: rng.uuid(),
        gameId: id,
        eventId: g.eventId,
        side,
        minute,
        scorerId: scorer,
        scorerName: b.nameOf(scorer),
        assistId: assist,
        assistName: assist ? b.nameOf(assist) : null,
        createdAt: g.startTime ? new Date(g.startTime.getTime() + minute * MINUTE) : undefined,
      });
    }
  };
  addGoals('home', g.home, g.result.home);
  addGoals('away', g.away, g.result.away);

  for (const entry of [g.home, g.away]) {
    b.rows.goalkeeperSaves.push({
      gameId: id,
      playerId: entry.goalkeeper,
      eventId: g.eventId,
      saves: g.status === 'live' ? rng.int(0, 5) : rng.int(2, 11),
      setAt: g.startTime ? new Date(g.startTime.getTime() + maxMinute * MINUTE) : null,
    });
  }
  if (g.status === 'completed') {
    // The MVP is usually the top scorer of the winning side, otherwise anyone who stood out.
    const winner = g.result.home > g.result.away ? g.home : g.result.away > g.result.home ? g.away : null;
    const candidates = [...tally.entries()].filter(([u]) => !winner || winner.roster.includes(u)).sort((a, b) => b[1] - a[1]);
    row.mvpId = candidates.length > 0 && rng.chance(0.8) ? candidates[0]![0] : rng.pick([...(winner ?? g.home).roster, g.away.goalkeeper]);
    row.mvpSetAt = g.startTime ? new Date(g.startTime.getTime() + (g.length + 5) * MINUTE) : null;
  }
  return id;
}

function weightedPick(rng: Rng, items: readonly string[], weights: readonly number[]): string {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng.next() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i]!;
    if (r <= 0) return items[i]!;
  }
  return items[items.length - 1]!;
}
