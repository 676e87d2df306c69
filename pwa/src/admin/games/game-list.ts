import { ADMIN_GAMES_PAGE_SIZE, KNOCKOUT_ROUND_NAMES, TIME_ZONE, type GameStatus } from '@pitchside/shared';
import { editionText, translate } from '../../i18n';
import { scoreOf, type GameRow, type GameView, type PendingMutation, type TeamRow } from '@pitchside/sync';
import { compareNames } from '../../i18n/collate';

export interface EventSummary {
  _id: string;
  event: string;
  event_edition: number;
}

/**
 * Team choices sorted by name. A club often enters several age groups with the same name, so a
 * name that appears twice carries its age group: "Tyre Cedars (U12)".
 */
export function teamOptions(teams: readonly TeamRow[]): { id: string; label: string }[] {
  const counts = new Map<string, number>();
  for (const t of teams) counts.set(t.name, (counts.get(t.name) ?? 0) + 1);
  return teams
    .map((t) => ({ id: t.id, label: teamLabel(t, (counts.get(t.name) ?? 0) > 1) }))
    .sort((a, b) => compareNames(a.label, b.label));
}

function teamLabel(t: TeamRow, nameTaken: boolean): string {
  // Rows pulled before they carried the age-group name have none: the bare name is the best we have.
  return nameTaken && t.ageGroupName ? `${t.name} (${t.ageGroupName})` : t.name;
}

/** Newest edition first (admin spec section 7); the name breaks ties so the order never shuffles. */
export function sortEvents<E extends EventSummary>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => b.event_edition - a.event_edition || compareNames(a.event, b.event));
}

export function eventOptionLabel(e: EventSummary): string {
  return translate('team.eventOption', { event: e.event, edition: editionText(e.event_edition) });
}

/** In the order a match day runs: drawn, published, kicked off, finished. */
export const STATUS_TABS = [
  { key: 'all', label: 'admin-games.tab.all' },
  { key: 'not-scheduled', label: 'admin-games.tab.notScheduled' },
  { key: 'upcoming', label: 'admin-games.tab.upcoming' },
  { key: 'live', label: 'admin-games.tab.live' },
  { key: 'completed', label: 'admin-games.tab.completed' },
] as const;
export type StatusTab = (typeof STATUS_TABS)[number]['key'];

/** 'scheduled' is an upcoming game with a time; it belongs under Upcoming. */
const TAB_STATUSES: Record<Exclude<StatusTab, 'all'>, readonly GameStatus[]> = {
  'not-scheduled': ['Not Scheduled'],
  completed: ['completed'],
  upcoming: ['Upcoming', 'scheduled'],
  live: ['live'],
};

/** The tab a status is listed under; postponed and cancelled games only under All Games. */
export function tabOf(status: GameStatus): StatusTab {
  const found = (Object.keys(TAB_STATUSES) as Exclude<StatusTab, 'all'>[]).find((k) => TAB_STATUSES[k].includes(status));
  return found ?? 'all';
}

/** Fixed knockout rounds first, then every other round found in the event's games. */
export function roundOptions(games: readonly Pick<GameRow, 'round'>[]): string[] {
  const fixed: readonly string[] = KNOCKOUT_ROUND_NAMES;
  const found = [...new Set(games.map((g) => g.round.trim()).filter((r) => r && !fixed.includes(r)))].sort((a, b) =>
    a.localeCompare(b, undefined, { numeric: true }),
  );
  return [...fixed, ...found];
}

export interface TeamSide {
  id: string;
  name: string;
  logo: string | null;
  players: TeamRow['players'];
}

export interface GameCardModel {
  id: string;
  round: string;
  startTime: string | null;
  location: string | null;
  view: GameView;
  home: TeamSide;
  away: TeamSide;
  score: { home: number; away: number };
  /** Edits of this game not yet accepted by the server. */
  waiting: number;
  /** Goals added on this device that the server has not accepted yet. */
  waitingGoalIds: ReadonlySet<string>;
  /** The game's age group: one school often plays in U12 and U16 under the same name. */
  ageGroup: { id: string; name: string } | null;
  /** The day it is played, in Beirut time (YYYY-MM-DD); null before it has a time. */
  day: string | null;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Beirut calendar day of an instant, as YYYY-MM-DD. */
export function beirutDay(iso: string | null): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : dayFormat.format(d);
}

function ageGroupOf(game: GameRow | undefined, home: TeamRow | undefined, away: TeamRow | undefined) {
  const id = game?.ageGroupId ?? home?.ageGroupId ?? away?.ageGroupId ?? null;
  if (!id) return null;
  const name = [home, away].find((t) => t?.ageGroupId === id)?.ageGroupName;
  return name ? { id, name } : null;
}

function side(teamId: string, teams: ReadonlyMap<string, TeamRow>): TeamSide {
  const t = teams.get(teamId);
  return { id: teamId, name: t?.name ?? translate('admin-games.unknownTeam'), logo: t?.logo ?? null, players: t?.players ?? [] };
}

/** Joins the engine's views (pulled state with pending edits replayed) with what a card shows. */
export function buildCards(
  views: readonly GameView[],
  games: readonly GameRow[],
  teamRows: readonly TeamRow[],
  pending: readonly PendingMutation[],
): GameCardModel[] {
  const rows = new Map(games.map((g) => [g.id, g]));
  const teams = new Map(teamRows.map((t) => [t.id, t]));
  const waiting = pending.filter((m) => !m.confirmed);
  return views
    .map((view) => {
      const row = rows.get(view.id);
      const mine = waiting.filter((m) => (m.args as { gameId?: string }).gameId === view.id);
      return {
        id: view.id,
        round: row?.round ?? '',
        startTime: row?.startTime ?? null,
        location: row?.location ?? null,
        view,
        home: side(view.homeTeamId, teams),
        away: side(view.awayTeamId, teams),
        score: scoreOf(view),
        waiting: mine.length,
        waitingGoalIds: new Set(mine.filter((m) => m.name === 'goal.add').map((m) => (m.args as { goalId: string }).goalId)),
        ageGroup: ageGroupOf(row, teams.get(view.homeTeamId), teams.get(view.awayTeamId)),
        day: beirutDay(row?.startTime ?? null),
      };
    })
    .sort(
      (a, b) =>
        (a.startTime ?? '9999').localeCompare(b.startTime ?? '9999') ||
        a.round.localeCompare(b.round, undefined, { numeric: true }) ||
        a.id.localeCompare(b.id),
    );
}

export interface GameFilters {
  tab: StatusTab;
  teamId: string;
  round: string;
  /** Any one status, including those without a tab (postponed, cancelled); '' for all. */
  status?: GameStatus | '';
  ageGroupId?: string;
  /** A Beirut day (YYYY-MM-DD), or NO_DAY for games without a time. */
  day?: string;
}

export const NO_DAY = 'none';

/** True when the card's status is what the status tab and the status filter ask for. */
export function statusMatches(c: GameCardModel, f: Pick<GameFilters, 'tab' | 'status'>): boolean {
  return (f.tab === 'all' || TAB_STATUSES[f.tab].includes(c.view.status)) && (!f.status || c.view.status === f.status);
}

/**
 * The cards the filters ask for. `held` cards stay whatever their status has become: a card being
 * scored must not leave from under the scorer's finger when it goes live or is completed.
 */
export function filterCards(cards: readonly GameCardModel[], f: GameFilters, held: ReadonlySet<string> = new Set()): GameCardModel[] {
  return cards.filter(
    (c) =>
      (held.has(c.id) || statusMatches(c, f)) &&
      (!f.teamId || c.home.id === f.teamId || c.away.id === f.teamId) &&
      (!f.round || c.round === f.round) &&
      (!f.ageGroupId || c.ageGroup?.id === f.ageGroupId) &&
      (!f.day || (f.day === NO_DAY ? c.day === null : c.day === f.day)),
  );
}

/** The age groups found in the games, by name. */
export function ageGroupOptions(cards: readonly GameCardModel[]): { id: string; name: string }[] {
  const found = new Map<string, string>();
  for (const c of cards) if (c.ageGroup) found.set(c.ageGroup.id, c.ageGroup.name);
  return [...found].map(([id, name]) => ({ id, name })).sort((a, b) => compareNames(a.name, b.name));
}

/** The match days found in the games, in order, with one start time of each to print the date from. */
export function dayOptions(cards: readonly GameCardModel[]): { day: string; startTime: string }[] {
  const found = new Map<string, string>();
  for (const c of cards) if (c.day && c.startTime && !found.has(c.day)) found.set(c.day, c.startTime);
  return [...found].map(([day, startTime]) => ({ day, startTime })).sort((a, b) => a.day.localeCompare(b.day));
}

export function paginate<T>(items: readonly T[], page: number, size = ADMIN_GAMES_PAGE_SIZE): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}

export type MinuteCheck = { ok: true; minute: number } | { ok: false };

/** The minute field as typed: a whole number, 0 or more (the spec's input minimum). */
export function parseMinute(text: string): MinuteCheck {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return { ok: false };
  return { ok: true, minute: Number(t) };
}
