import {
  computeStandings,
  countedStatus,
  fairPlayBySide,
  GROUP_CARD_NAME_CHARS,
  GROUP_TABLE_ROWS,
  truncateName,
  type CardKind,
  type GroupStanding,
  type PointsAdjustment,
  type StandingTeam,
  type TiebreakCriterion,
} from '@pitchside/shared';

/** Group cards always show at least four rows; missing teams are empty rows (null). */
export function padRows<T>(rows: readonly T[], size: number = GROUP_TABLE_ROWS): (T | null)[] {
  const out: (T | null)[] = [...rows];
  while (out.length < size) out.push(null);
  return out;
}

/** Team names in group cards are cut at 10 characters plus '...'. */
export function cardName(name: string): string {
  return truncateName(name, GROUP_CARD_NAME_CHARS);
}

/** The games fields the device needs to rebuild a table. */
export interface TableGame {
  _id?: string;
  status: string;
  /** A scorer's result an organiser has not confirmed yet: in no table until then. */
  awaitingConfirmation?: boolean;
  homeTeam: { _id: string };
  awayTeam: { _id: string };
  homeScore: number;
  awayScore: number;
  group?: { _id: string } | null;
  /** The game's stage when the server sent it: a table then counts only its own stage's games. */
  stage?: string | undefined;
  /** The game's cards as the answer carries them: fair-play points, counted as the server counts them. */
  cards?: readonly { side: 'home' | 'away'; playerId: string; kind: CardKind; minute: number }[];
}

export interface RecomputeOptions {
  /** Games linked to knockout fixtures: never part of a group table, even between group rivals. */
  knockoutGameIds?: ReadonlySet<string>;
  /** A league table counts its league games (or, from older data, every game between its teams). */
  league?: boolean;
  /** The age group's rules, as the event page sends them, so the device orders as the server does. */
  rules?: {
    tiebreakers?: readonly TiebreakCriterion[];
    pointsAdjustments?: readonly PointsAdjustment[];
    drawingOfLots?: readonly string[];
  };
}

/**
 * Rebuilds each group table on the device from the groups and the games held locally, with the same
 * function and the same game rules the server uses (a game tagged with a group counts there only; an
 * untagged one counts where both teams play), so a result shows in the table as soon as the game
 * changes, without waiting for the event to be fetched again.
 */
export function recomputeGroups(
  groups: readonly GroupStanding[],
  games: readonly TableGame[],
  opts: RecomputeOptions = {},
): GroupStanding[] {
  const completed = games.filter((g) => countedStatus(g) === 'completed' && !(g._id && opts.knockoutGameIds?.has(g._id)));
  return groups.map((group) => {
    const counted = completed
      .filter((g) =>
        g.stage !== undefined
          ? opts.league
            ? g.stage === 'league'
            : g.stage === 'group' && g.group?._id === group._id
          : opts.league || !g.group || g.group._id === group._id,
      )
      .map((g) => {
        const fairPlay = g.cards ? fairPlayBySide(g.cards) : null;
        return {
          homeTeamId: g.homeTeam._id,
          awayTeamId: g.awayTeam._id,
          homeGoals: g.homeScore,
          awayGoals: g.awayScore,
          homeFairPlay: fairPlay?.home ?? 0,
          awayFairPlay: fairPlay?.away ?? 0,
        };
      });
    // Games from before answers carried cards: the server's fair-play points stand.
    const withCards = completed.some((g) => g.cards !== undefined);
    const byId = new Map(group.teams.map((t) => [t._id, t]));
    // computeStandings ignores games involving teams outside the list.
    const rows = computeStandings(
      group.teams.map((t) => ({ id: t._id, name: t.name, logo: t.logo })),
      counted,
      { order: opts.rules?.tiebreakers, adjustments: opts.rules?.pointsAdjustments, drawingOfLots: opts.rules?.drawingOfLots },
    );
    const teams: StandingTeam[] = rows.map((r) => ({
      ...byId.get(r.teamId)!,
      groupStageGoalsScored: r.goalsFor,
      groupStageGoalsConceided: r.goalsAgainst,
      groupStagePts: r.points,
      groupStageGamesPlayed: r.played,
      groupStageWins: r.wins,
      groupStageDraws: r.draws,
      groupStageLosses: r.losses,
      goalDifference: r.goalDifference,
      position: r.position,
      tiebreak: r.tiebreak ?? undefined,
      pointsAdjustment: r.pointsAdjustment !== 0 ? r.pointsAdjustment : undefined,
      adjustmentReasons: r.pointsAdjustment !== 0 ? r.adjustmentReasons : undefined,
      ...(withCards ? { fairPlayPoints: r.fairPlayPoints !== 0 ? r.fairPlayPoints : undefined } : {}),
    }));
    return { ...group, teams };
  });
}

/** Goal difference with a sign, as tables print it: +3, 0, -2. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** Previous and next group for the detailed view, wrapping round at both ends. */
export function neighbourIndex(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}
