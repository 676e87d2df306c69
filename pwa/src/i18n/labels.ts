import { translate } from './use-t';
import { parseMatchday, type UserRole } from '@pitchside/shared';

/**
 * Catalog keys for the shared enumerations the spec names in English (roles, statuses, rounds):
 * the data keeps the English value, the screen shows `t(key)`.
 */
export const ROLE_KEYS: Record<UserRole, string> = {
  Parent: 'common.role.parent',
  Fan: 'common.role.fan',
  Athlete: 'common.role.athlete',
  Coach: 'common.role.coach',
  Other: 'common.role.other',
};

export const roleLabelKey = (role: UserRole): string => ROLE_KEYS[role] ?? 'common.role.other';

const STATUS_KEYS: Record<string, string> = {
  completed: 'game.status.completed',
  live: 'game.status.live',
  upcoming: 'game.status.upcoming',
  scheduled: 'game.status.scheduled',
  'not scheduled': 'game.status.notScheduled',
  postponed: 'game.status.postponed',
  cancelled: 'game.status.cancelled',
  // Not stored: a finished game whose result awaits an organiser's confirmation (issue 21).
  awaiting: 'game.status.awaiting',
};

/** A game status as the badge shows it ('Full Time', 'Live' ...); an unknown status as stored. */
export function statusText(status: string): string {
  const key = STATUS_KEYS[status.toLowerCase()];
  return key ? translate(key) : status;
}

/** A bracket round by the number of teams in it: Final, Semifinals, Quarterfinals, Round of N. */
export function bracketRoundText(teamsInRound: number): string {
  if (teamsInRound === 2) return translate('event.round.final');
  if (teamsInRound === 4) return translate('event.round.semi');
  if (teamsInRound === 8) return translate('event.round.quarter');
  return translate('event.round.of', { n: teamsInRound });
}

const NAMED_ROUNDS: Record<string, number> = {
  final: 2,
  finals: 2,
  semifinal: 4,
  semifinals: 4,
  quarterfinal: 8,
  quarterfinals: 8,
};

/**
 * A round name typed by an admin ('Quarter Finals', 'Round of 16', 'Group A', 'Other') or written by
 * the fixture generator ('Group A - Matchday 3'): the names the app knows in the reader's language,
 * anything else as typed.
 */
export function roundText(round: string): string {
  const compact = round
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (compact === 'other') return translate('event.round.other');
  // The round name the knockout generator gives the match for third place (THIRD_PLACE_ROUND_NAME).
  if (compact === 'thirdplace') return translate('event.round.thirdPlace');
  if (NAMED_ROUNDS[compact]) return bracketRoundText(NAMED_ROUNDS[compact]);
  const of = /^roundof(\d+)$/.exec(compact);
  if (of) return bracketRoundText(Number(of[1]));
  // The fixture generator's "Matchday 3" / "Group A - Matchday 3", stored as a code and shown per language.
  const md = parseMatchday(round);
  if (md)
    return md.group
      ? translate('event.round.groupMatchday', { group: roundText(md.group), n: md.matchday })
      : translate('event.round.matchday', { n: md.matchday });
  const group = /^group\s+(\S+)$/i.exec(round.trim());
  if (group) return translate('event.round.group', { name: group[1] });
  return round;
}
