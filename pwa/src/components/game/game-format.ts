import { currentLocale, translate } from '../../i18n';
import { formatDate } from '@pitchside/shared';

/** Status badge: completed is Full Time, live is Live, upcoming is Upcoming, anything else as stored. */
export function statusBadgeText(status: string): string {
  if (status === 'completed') return 'Full Time';
  if (status === 'live') return 'Live';
  if (status.toLowerCase() === 'upcoming') return 'Upcoming';
  return status;
}

/** A CSS modifier for the badge; the raw status may hold spaces ('Not Scheduled'). */
export function statusBadgeTone(status: string): 'live' | 'final' | 'upcoming' | 'other' {
  if (status === 'live') return 'live';
  if (status === 'completed') return 'final';
  if (status.toLowerCase() === 'upcoming' || status === 'scheduled') return 'upcoming';
  return 'other';
}

export interface ScoreInput {
  homeScore: number;
  awayScore: number;
  homePenalties: number | null;
  awayPenalties: number | null;
  homePenaltyGoals?: readonly unknown[];
  awayPenaltyGoals?: readonly unknown[];
}

export interface ScoreSide {
  total: number;
  /** '(n PEN)' once the game has a shoot-out, on both sides; null otherwise. */
  penaltyLabel: string | null;
}

function penaltiesOf(count: number | null, entries: readonly unknown[] | undefined): number | null {
  if (count !== null) return count;
  return entries && entries.length > 0 ? entries.length : null;
}

/**
 * The scoreboard as the spec shows it: goals plus shoot-out penalties as the total, and '(n PEN)'
 * beside each side once any penalties exist (so a 2-2 won 4-3 on penalties reads 6 (4 PEN) - 5 (3 PEN)).
 */
export function scoreboard(game: ScoreInput): { home: ScoreSide; away: ScoreSide } {
  const hp = penaltiesOf(game.homePenalties, game.homePenaltyGoals);
  const ap = penaltiesOf(game.awayPenalties, game.awayPenaltyGoals);
  const shootOut = hp !== null || ap !== null;
  const side = (goals: number, pens: number | null): ScoreSide => ({
    total: goals + (pens ?? 0),
    penaltyLabel: shootOut ? translate('game.pen', { n: pens ?? 0 }) : null,
  });
  return { home: side(game.homeScore, hp), away: side(game.awayScore, ap) };
}

/** Score text for lists and the bracket: goals only, the shoot-out beside it. */
export function penaltyText(penalties: number | null | undefined): string | null {
  return penalties === null || penalties === undefined ? null : translate('game.pen', { n: penalties });
}

/** Kick-off in Beirut time and the reader's language, e.g. 'Sat, 21 Nov, 14:30'. */
export function formatKickoff(iso: string | null | undefined): string | null {
  if (!iso) return null;
  return formatDate(iso, 'weekdayTime', currentLocale()) || null;
}
