import {
  DEFAULT_DISCIPLINE,
  DEFAULT_MATCH_SETTINGS,
  computeSuspensions,
  type DisciplineSettings,
  INITIAL_CLOCK,
  accumulatedFouls,
  clockMinute,
  halfOfPeriod,
  type CardKind,
  type ClockState,
  type FoulsBySide,
  type MatchSettings,
  type Side,
} from '@pitchside/shared';
import type { CardView, FoulView, GameView, TimeoutRow } from '@pitchside/sync';
import type { GameCardModel } from './game-list';

/**
 * The match report as the Games Manager reads it from a game's view (pulled state with the device's
 * pending edits replayed): absent fields, on a device that pulled before games carried them, read empty.
 */

export const clockOf = (view: GameView): ClockState => view.clock ?? INITIAL_CLOCK;
export const settingsOf = (view: GameView): MatchSettings => view.match ?? DEFAULT_MATCH_SETTINGS;
export const liveCards = (view: GameView): CardView[] => (view.cards ?? []).filter((c) => !c.deleted).sort((a, b) => a.minute - b.minute);
export const liveFouls = (view: GameView): FoulView[] => (view.fouls ?? []).filter((f) => !f.deleted);
export const foulCounts = (view: GameView): FoulsBySide => accumulatedFouls(view.fouls ?? []);

/** The half fouls and timeouts go to now: extra time and full time count with the second half. */
export const currentHalf = (view: GameView): 1 | 2 => halfOfPeriod(clockOf(view).period);

/**
 * The minute an event recorded now takes: the clock's while it has started (running or paused in a
 * period), else nothing, so the scorer types it.
 */
export function minuteNow(view: GameView, now: Date): number | null {
  const clock = clockOf(view);
  if (clock.period === 'notStarted') return null;
  return clockMinute(clock, now, settingsOf(view));
}

/** The minute field's starting text: the clock's minute, or empty when the clock has not started. */
export function minuteText(view: GameView, now: Date = new Date()): string {
  const m = minuteNow(view, now);
  return m === null ? '' : String(m);
}

export function timeoutOf(view: GameView, side: Side, half: 1 | 2): TimeoutRow | undefined {
  return (view.timeouts ?? []).find((t) => t.side === side && t.half === half);
}

/**
 * The card a caution becomes: a player who already has a yellow in the game gets a second yellow
 * (which sends him off), whatever button the scorer tapped.
 */
export function cardKindFor(view: GameView, playerId: string, kind: CardKind): CardKind {
  if (kind !== 'yellow') return kind;
  return liveCards(view).some((c) => c.playerId === playerId && c.kind === 'yellow') ? 'secondYellow' : 'yellow';
}

export interface SuspendedPlayer {
  playerId: string;
  reason: string;
}

/** Players who may not play in this game, as the game's answer carries them (none when it does not). */
export function suspendedOf(view: GameView): SuspendedPlayer[] {
  const carried = (view as GameView & { suspended?: SuspendedPlayer[] }).suspended;
  return Array.isArray(carried) ? carried : [];
}

const played = (g: GameCardModel) => g.view.status === 'completed' || g.view.clock?.period === 'ended';

/**
 * Suspensions worked out on the device from the cards of the age group's games it holds, in the
 * order they are played, with the shared rules: offline, or before the server's answer carries
 * `suspended`, a player sent off in a finished game is still flagged in his team's next game.
 */
export function deviceSuspensions(
  games: readonly GameCardModel[],
  gameId: string,
  rules: DisciplineSettings = DEFAULT_DISCIPLINE,
): SuspendedPlayer[] {
  const target = games.find((g) => g.id === gameId);
  if (!target) return [];
  const ageGroup = target.ageGroup?.id ?? null;
  const ordered = games
    .filter((g) => (g.ageGroup?.id ?? null) === ageGroup)
    .sort((a, b) => (a.startTime ?? '9999').localeCompare(b.startTime ?? '9999') || a.id.localeCompare(b.id));
  const found = computeSuspensions(
    ordered.map((g) => ({
      id: g.id,
      stage: '',
      homeTeamId: g.view.homeTeamId,
      awayTeamId: g.view.awayTeamId,
      played: played(g),
      cards: liveCards(g.view),
    })),
    rules,
  ).filter((s) => s.gameId === gameId);
  const seen = new Set<string>();
  return found.flatMap((s) => (seen.has(s.playerId) ? [] : (seen.add(s.playerId), [{ playerId: s.playerId, reason: s.reason }])));
}

/** The server's word when its answer carries it, else the device's own reckoning. */
export function suspendedFor(game: GameCardModel, games: readonly GameCardModel[]): SuspendedPlayer[] {
  const carried = (game.view as GameView & { suspended?: unknown }).suspended;
  return Array.isArray(carried) ? suspendedOf(game.view) : deviceSuspensions(games, game.id);
}
