import { currentLocale } from '../../i18n';
import { formatDate, type ScoreLineInput } from '@pitchside/shared';

/** A CSS modifier for the badge; the raw status may hold spaces ('Not Scheduled'). */
export function statusBadgeTone(status: string): 'live' | 'final' | 'upcoming' | 'off' | 'other' {
  const s = status.toLowerCase();
  if (s === 'live') return 'live';
  if (s === 'completed') return 'final';
  if (s === 'upcoming' || s === 'scheduled') return 'upcoming';
  // Postponed and cancelled games read apart from the ones that will be played as planned.
  if (s === 'postponed' || s === 'cancelled') return 'off';
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

function penaltiesOf(count: number | null, entries: readonly unknown[] | undefined): number | null {
  if (count !== null) return count;
  return entries && entries.length > 0 ? entries.length : null;
}

/**
 * The game's goals and shoot-out for the score formatter: when the counts were not kept, the
 * penalty entries (one per kick scored) give them.
 */
export function scoreOf(game: ScoreInput): ScoreLineInput {
  return {
    homeScore: game.homeScore,
    awayScore: game.awayScore,
    homePenalties: penaltiesOf(game.homePenalties, game.homePenaltyGoals),
    awayPenalties: penaltiesOf(game.awayPenalties, game.awayPenaltyGoals),
  };
}

/** Kick-off in Beirut time and the reader's language, e.g. 'Sat, 21 Nov, 14:30'. */
export function formatKickoff(iso: string | null | undefined): string | null {
  if (!iso) return null;
  return formatDate(iso, 'weekdayTime', currentLocale()) || null;
}
