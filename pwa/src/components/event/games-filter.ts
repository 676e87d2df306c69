import { TIME_ZONE } from '@pitchside/shared';
import { compareNames } from '../../i18n/collate';

/** What a game needs for the Games tab's filters. */
export interface FilterGame {
  startTime?: string | null;
  homeTeam: { _id: string; name: string };
  awayTeam: { _id: string; name: string };
}

export interface GamesFilter {
  /** Only the games kicking off today, Beirut time. */
  today: boolean;
  /** Only this team's games (a team id), or null for every team. */
  teamId: string | null;
}

/** Show the filters from this many games on: below it the whole list fits a phone screen or two. */
export const FILTERS_FROM_GAMES = 8;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Beirut, 'YYYY-MM-DD': a game at 01:00 Beirut time is that day's, wherever the phone is. */
export function beirutDay(at: Date | string): string {
  return dayFormat.format(typeof at === 'string' ? new Date(at) : at);
}

/** The teams in the list, by name, for the team picker. */
export function teamsOf(games: readonly FilterGame[]): { _id: string; name: string }[] {
  const byId = new Map<string, string>();
  for (const g of games) {
    byId.set(g.homeTeam._id, g.homeTeam.name);
    byId.set(g.awayTeam._id, g.awayTeam.name);
  }
  return [...byId].map(([_id, name]) => ({ _id, name })).sort((a, b) => compareNames(a.name, b.name));
}

/** The games the filters let through; a team that is not in the list (another age group's) filters nothing. */
export function filterGames<G extends FilterGame>(games: readonly G[], filter: GamesFilter, now: Date = new Date()): G[] {
  const today = beirutDay(now);
  const known = filter.teamId !== null && games.some((g) => g.homeTeam._id === filter.teamId || g.awayTeam._id === filter.teamId);
  return games.filter(
    (g) =>
      (!filter.today || (!!g.startTime && beirutDay(g.startTime) === today)) &&
      (!known || g.homeTeam._id === filter.teamId || g.awayTeam._id === filter.teamId),
  );
}
