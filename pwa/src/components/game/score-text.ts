import { goalsText, isolate, type ScoreLineInput } from '@pitchside/shared';
import { translate } from '../../i18n';

export { goalsText };

/**
 * The shoot-out beside the score in the reader's language, "(3-1 pens)", or null when there was none.
 * The same format as the shared `scoreLine` (link previews, calendars), with the word translated.
 */
export function shootOutText(g: ScoreLineInput): string | null {
  if (g.homePenalties === null && g.awayPenalties === null) return null;
  // Each number isolated: in Arabic "3-1" would otherwise run left to right as one number and put the
  // home side's 3 under the away team.
  return translate('game.pens', { home: isolate(g.homePenalties ?? 0), away: isolate(g.awayPenalties ?? 0) });
}

/** The one score format of every screen: "2-2 (3-1 pens)", or "3-2". */
export function scoreText(g: ScoreLineInput): string {
  const pens = shootOutText(g);
  return pens ? `${goalsText(g)} ${pens}` : goalsText(g);
}
