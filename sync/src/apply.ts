import {
  DEFAULT_MATCH_SETTINGS,
  INITIAL_CLOCK,
  MSG,
  POSSIBLE_DUPLICATE_GOAL_MINUTES,
  TIMEOUTS_PER_HALF,
  checkCard,
  lastMinuteOfGame,
  sameClock,
  type ClockState,
  type MatchSettings,
  codedReason,
  type CodedReason,
  type MessageCode,
  type MessageParams,
  type GameStatus,
  type Side,
} from '@pitchside/shared';
import type { GameSchedule, Lineup, Mutation, Penalties } from './mutations';
import type { CardRow, ConflictField, FoulRow, GoalRow, TimeoutRow } from './protocol';

/**
 * The rules of every mutation, written once: the server decides with them inside its transaction,
 * and the device replays its pending mutations with them on top of the pulled state.
 */

export interface Setter {
  by: { id: string; name: string } | null;
  /** Server time (ISO); null when the field was never set through a change that recorded it. */
  at: string | null;
}

export interface GoalView extends GoalRow {
  /** Tombstoned on the server; the device never holds removed goals. */
  deleted?: boolean;
  /**
   * Recorded on this device by another admin and not sent yet: their name (or 'another admin'). It
   * is sent when they sign in here; shown so nobody enters it a second time.
   */
  waitingFor?: string;
}

export interface CardView extends CardRow {
  deleted?: boolean;
}

export interface FoulView extends FoulRow {
  deleted?: boolean;
}

export interface SaveView {
  playerId: string;
  saves: number;
  setter?: Setter;
}

export interface GameView {
  id: string;
  eventId: string;
  homeTeamId: string;
  awayTeamId: string;
  status: GameStatus;
  mvpId: string | null;
  penalties: Penalties | null;
  goals: GoalView[];
  saves: SaveView[];
  /** Where and when it is played; absent on a device that pulled before games carried a pitch (read as unset). */
  schedule?: GameSchedule;
  setters?: Partial<Record<'status' | 'mvp' | 'penalties' | 'schedule' | 'clock' | 'lineupHome' | 'lineupAway', Setter>>;
  /** The match report; absent on a device that pulled before games carried it (read as empty). */
  cards?: CardView[];
  fouls?: FoulView[];
  timeouts?: TimeoutRow[];
  lineups?: Record<Side, Lineup>;
  /** Null or absent: not started. */
  clock?: ClockState | null;
  /** Players who may not play in this game, as the server's answer says (absent: not known). */
  suspended?: { playerId: string; reason: 'redCard' | 'yellowCards' }[];
  /** The age group's periods and clock; absent: futsal's 2 x 20 minutes. */
  match?: MatchSettings;
  /** Player ids of each side; when absent (a device that has not pulled rosters) roster rules are skipped. */
  rosters?: Record<Side, readonly string[]>;
  /** A scorer's result waiting for an organiser's confirmation (absent: not awaiting). */
  awaitingConfirmation?: boolean;
}

export type Effect =
  | { type: 'goal.insert'; goal: GoalRow }
  | { type: 'goal.delete'; goalId: string }
  | { type: 'game.status'; value: GameStatus }
  | { type: 'game.penalties'; value: Penalties | null }
  | { type: 'game.mvp'; value: string | null }
  | { type: 'game.schedule'; value: GameSchedule }
  | { type: 'save.set'; playerId: string; value: number }
  | { type: 'card.insert'; card: CardRow }
  | { type: 'card.delete'; cardId: string }
  | { type: 'foul.insert'; foul: FoulRow }
  | { type: 'foul.delete'; foulId: string }
  | { type: 'timeout.insert'; timeout: TimeoutRow }
  | { type: 'lineup.set'; side: Side; value: Lineup }
  | { type: 'game.clock'; value: ClockState }
  | { type: 'game.awaiting'; value: boolean };

export interface ConflictDecision {
  status: 'conflict';
  field: ConflictField;
  current: unknown;
  setBy: { id: string; name: string } | null;
  setAt: string | null;
}

/** `applied` with no effects means the change was already there (a retry, or the same value). */
export type Decision = { status: 'applied'; effects: Effect[] } | ({ status: 'rejected' } & CodedReason) | ConflictDecision;

export const GAME_NOT_FOUND = MSG.gameNotFound;

const applied = (...effects: Effect[]): Decision => ({ status: 'applied', effects });
const rejected = (code: MessageCode, params?: MessageParams): Decision => ({ status: 'rejected', ...codedReason(code, params) });

function conflict(field: ConflictField, current: unknown, setter: Setter | undefined): Decision {
  return { status: 'conflict', field, current, setBy: setter?.by ?? null, setAt: setter?.at ?? null };
}

export function samePenalties(a: Penalties | null, b: Penalties | null): boolean {
  if (a === null || b === null) return a === b;
  return a.home === b.home && a.away === b.away;
}

const NO_SCHEDULE: GameSchedule = { startTime: null, pitchId: null };

/** The same instant however it is written ("...Z" or "+03:00"), and the same pitch. */
export function sameSchedule(a: GameSchedule, b: GameSchedule): boolean {
  const t = (v: string | null) => (v === null ? null : Date.parse(v));
  return a.pitchId === b.pitchId && t(a.startTime) === t(b.startTime);
}

/** The same players with the same shirts and keepers, in any order. */
export function sameLineup(a: Lineup, b: Lineup): boolean {
  if (a.length !== b.length) return false;
  const key = (e: Lineup[number]) => `${e.playerId}:${e.shirt ?? ''}:${e.goalkeeper ? 1 : 0}`;
  const keys = new Set(a.map(key));
  return b.every((e) => keys.has(key(e)));
}

function pastLastMinute(view: GameView, minute: number | null | undefined): Decision | null {
  const last = lastMinuteOfGame(view.match ?? DEFAULT_MATCH_SETTINGS);
  return minute !== null && minute !== undefined && minute > last ? rejected('minutePastGameLength', { max: String(last) }) : null;
}

const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

function inRoster(view: GameView, playerId: string, side?: Side): boolean {
  if (!view.rosters) return true;
  if (side) return view.rosters[side].includes(playerId);
  return view.rosters.home.includes(playerId) || view.rosters.away.includes(playerId);
}

/** Decides what a valid mutation does to the game as it stands; never throws for a rule. */
export function decide(view: GameView | null, m: Mutation): Decision {
  if (!view || view.id !== m.args.gameId) return rejected('gameNotFound');
  switch (m.name) {
    case 'goal.add': {
      const a = m.args;
      // Commutes: the device-made id makes a retry, or a replay over a pull that has it, harmless.
      if (view.goals.some((g) => g.id === a.goalId)) return applied();
      // An own goal counts for `side`; the player who put it in his own net plays for the other side.
      if (a.ownGoal && a.scorerId && !inRoster(view, a.scorerId, otherSide(a.side)))
        return rejected('ownGoalScorerNotInTeam', { side: otherSide(a.side) });
      if (!a.ownGoal && a.scorerId && !inRoster(view, a.scorerId, a.side)) return rejected('scorerNotInTeam', { side: a.side });
      if (a.assistId && !inRoster(view, a.assistId, a.side)) return rejected('assistNotInTeam', { side: a.side });
      return applied({
        type: 'goal.insert',
        goal: {
          id: a.goalId,
          eventId: view.eventId,
          gameId: view.id,
          side: a.side,
          minute: a.minute,
          scorerId: a.scorerId ?? null,
          scorerName: a.scorerName,
          assistId: a.assistId ?? null,
          assistName: a.assistId || a.assistName ? (a.assistName ?? null) : null,
          ...(a.ownGoal ? { ownGoal: true } : {}),
        },
      });
    }
    case 'goal.remove': {
      // Idempotent tombstone: removing a removed or unknown goal is not an error.
      const goal = view.goals.find((g) => g.id === m.args.goalId && !g.deleted);
      return goal ? applied({ type: 'goal.delete', goalId: goal.id }) : applied();
    }
    case 'game.setStatus': {
      const a = m.args;
      if (a.status === view.status) return applied();
      if (a.expected !== view.status) return conflict('status', view.status, view.setters?.status);
      return applied({ type: 'game.status', value: a.status });
    }
    case 'game.setPenalties': {
      const a = m.args;
      if (samePenalties(a.value, view.penalties)) return applied();
      if (!samePenalties(a.expected, view.penalties)) return conflict('penalties', view.penalties, view.setters?.penalties);
      return applied({ type: 'game.penalties', value: a.value });
    }
    case 'game.setMvp': {
      const a = m.args;
      if (a.value && !inRoster(view, a.value)) return rejected('mvpNotInGame');
      if (a.value === view.mvpId) return applied();
      if (a.expected !== view.mvpId) return conflict('mvp', view.mvpId, view.setters?.mvp);
      return applied({ type: 'game.mvp', value: a.value });
    }
    case 'game.setSchedule': {
      const a = m.args;
      const current = view.schedule ?? NO_SCHEDULE;
      if (sameSchedule(a.value, current)) return applied();
      if (!sameSchedule(a.expected, current)) return conflict('schedule', current, view.setters?.schedule);
      // A game given a time is published: fans see it (the spec hides Not Scheduled games).
      const publish = a.value.startTime !== null && view.status === 'Not Scheduled';
      return applied(
        { type: 'game.schedule', value: a.value },
        ...(publish ? [{ type: 'game.status' as const, value: 'Upcoming' as const }] : []),
      );
    }
    case 'card.add': {
      const a = m.args;
      const cards = view.cards ?? [];
      // Commutes like a goal: two admins adding cards both keep theirs; the id makes a retry harmless.
      if (cards.some((c) => c.id === a.cardId)) return applied();
      if (!inRoster(view, a.playerId, a.side)) return rejected('cardPlayerNotInTeam', { side: a.side });
      const late = pastLastMinute(view, a.minute);
      if (late) return late;
      // Only the second yellow is checked: a card after a sending-off (shown from the bench) stays possible.
      if (checkCard(cards, a.playerId, a.kind) === 'secondYellowWithoutYellow') return rejected('secondYellowWithoutYellow');
      const card: CardRow = { id: a.cardId, side: a.side, playerId: a.playerId, kind: a.kind, minute: a.minute, reason: a.reason || null };
      return applied({ type: 'card.insert', card });
    }
    case 'card.remove': {
      const card = (view.cards ?? []).find((c) => c.id === m.args.cardId && !c.deleted);
      return card ? applied({ type: 'card.delete', cardId: card.id }) : applied();
    }
    case 'foul.add': {
      const a = m.args;
      if ((view.fouls ?? []).some((f) => f.id === a.foulId)) return applied();
      if (a.playerId && !inRoster(view, a.playerId, a.side)) return rejected('foulPlayerNotInTeam', { side: a.side });
      const late = pastLastMinute(view, a.minute);
      if (late) return late;
      return applied({
        type: 'foul.insert',
        foul: { id: a.foulId, side: a.side, half: a.half, minute: a.minute ?? null, playerId: a.playerId ?? null },
      });
    }
    case 'foul.remove': {
      // A removal takes one foul off: the count never goes below 0.
      const foul = (view.fouls ?? []).find((f) => f.id === m.args.foulId && !f.deleted);
      return foul ? applied({ type: 'foul.delete', foulId: foul.id }) : applied();
    }
    case 'timeout.add': {
      const a = m.args;
      const timeouts = view.timeouts ?? [];
      if (timeouts.some((t) => t.id === a.timeoutId)) return applied();
      const late = pastLastMinute(view, a.minute);
      if (late) return late;
      if (timeouts.filter((t) => t.side === a.side && t.half === a.half).length >= TIMEOUTS_PER_HALF) return rejected('timeoutLimit');
      return applied({ type: 'timeout.insert', timeout: { id: a.timeoutId, side: a.side, half: a.half, minute: a.minute ?? null } });
    }
    case 'lineup.set': {
      const a = m.args;
      if (a.value.some((e) => !inRoster(view, e.playerId, a.side))) return rejected('lineupPlayerNotInTeam', { side: a.side });
      const current = view.lineups?.[a.side] ?? [];
      if (sameLineup(a.value, current)) return applied();
      if (!sameLineup(a.expected, current))
        return conflict('lineup', current, a.side === 'home' ? view.setters?.lineupHome : view.setters?.lineupAway);
      return applied({ type: 'lineup.set', side: a.side, value: a.value });
    }
    case 'game.clock': {
      const a = m.args;
      const current = view.clock ?? INITIAL_CLOCK;
      if (sameClock(a.value, current)) return applied();
      if (!sameClock(a.expected, current)) return conflict('clock', current, view.setters?.clock);
      return applied({ type: 'game.clock', value: a.value });
    }
    case 'game.confirm':
      // Confirming a game that awaits nothing (confirmed already, or never awaiting) changes nothing.
      return view.awaitingConfirmation ? applied({ type: 'game.awaiting', value: false }) : applied();
    case 'game.setSaves': {
      const a = m.args;
      if (!inRoster(view, a.playerId)) return rejected('keeperNotInGame');
      const row = view.saves.find((s) => s.playerId === a.playerId);
      const current = row?.saves ?? 0;
      if (a.value === current) return applied();
      if (a.expected !== current) return conflict('saves', current, row?.setter);
      return applied({ type: 'save.set', playerId: a.playerId, value: a.value });
    }
  }
}

/** Returns a new view with the effects applied; `setter` records who and when (server side). */
export function applyEffects(view: GameView, effects: readonly Effect[], setter?: Setter): GameView {
  let next: GameView = view;
  for (const e of effects) {
    switch (e.type) {
      case 'goal.insert':
        next = { ...next, goals: [...next.goals, { ...e.goal }] };
        break;
      case 'goal.delete':
        next = { ...next, goals: next.goals.map((g) => (g.id === e.goalId ? { ...g, deleted: true } : g)) };
        break;
      case 'game.status':
        next = { ...next, status: e.value, setters: { ...next.setters, ...(setter ? { status: setter } : {}) } };
        break;
      case 'game.penalties':
        next = { ...next, penalties: e.value, setters: { ...next.setters, ...(setter ? { penalties: setter } : {}) } };
        break;
      case 'game.mvp':
        next = { ...next, mvpId: e.value, setters: { ...next.setters, ...(setter ? { mvp: setter } : {}) } };
        break;
      case 'game.schedule':
        next = { ...next, schedule: e.value, setters: { ...next.setters, ...(setter ? { schedule: setter } : {}) } };
        break;
      case 'save.set': {
        const others = next.saves.filter((s) => s.playerId !== e.playerId);
        next = { ...next, saves: [...others, { playerId: e.playerId, saves: e.value, ...(setter ? { setter } : {}) }] };
        break;
      }
      case 'card.insert':
        next = { ...next, cards: [...(next.cards ?? []), { ...e.card }] };
        break;
      case 'card.delete':
        next = { ...next, cards: (next.cards ?? []).map((c) => (c.id === e.cardId ? { ...c, deleted: true } : c)) };
        break;
      case 'foul.insert':
        next = { ...next, fouls: [...(next.fouls ?? []), { ...e.foul }] };
        break;
      case 'foul.delete':
        next = { ...next, fouls: (next.fouls ?? []).map((f) => (f.id === e.foulId ? { ...f, deleted: true } : f)) };
        break;
      case 'timeout.insert':
        next = { ...next, timeouts: [...(next.timeouts ?? []), { ...e.timeout }] };
        break;
      case 'lineup.set': {
        const key = e.side === 'home' ? 'lineupHome' : 'lineupAway';
        next = {
          ...next,
          lineups: { home: next.lineups?.home ?? [], away: next.lineups?.away ?? [], [e.side]: e.value },
          setters: { ...next.setters, ...(setter ? { [key]: setter } : {}) },
        };
        break;
      }
      case 'game.clock':
        next = { ...next, clock: e.value, setters: { ...next.setters, ...(setter ? { clock: setter } : {}) } };
        break;
      case 'game.awaiting':
        next = { ...next, awaitingConfirmation: e.value };
        break;
    }
  }
  return next;
}

export function applyMutation(view: GameView | null, m: Mutation, setter?: Setter): { decision: Decision; view: GameView | null } {
  const decision = decide(view, m);
  if (decision.status !== 'applied' || !view) return { decision, view };
  return { decision, view: applyEffects(view, decision.effects, setter) };
}

/** A game's score is its goals, never a stored counter. */
export function scoreOf(view: Pick<GameView, 'goals'>): Record<Side, number> {
  const score = { home: 0, away: 0 };
  for (const g of view.goals) if (!g.deleted) score[g.side] += 1;
  return score;
}

export interface GoalCandidate {
  goalId?: string;
  side: Side;
  minute: number;
  scorerId?: string | null;
  scorerName: string;
  /** The admin recording it (user id); unknown, every goal with a recorder counts as another's. */
  recordedBy?: string | null;
}

/**
 * Whether a goal of the view was recorded by another admin than `me`: one another admin left queued
 * on this device, or a pulled goal with another recorder. This device's own queued goals carry no
 * recorder, and a pulled goal without one (an older server) is given the benefit of the doubt.
 */
export function recordedByAnother(g: GoalView, me: string | null | undefined): boolean {
  if (g.waitingFor) return true;
  if (!g.createdBy) return false;
  return !me || g.createdBy !== me;
}

/**
 * Two admins courtside often record the same real goal, each on their own device. A goal another
 * admin recorded for the same side and scorer (same player id, or the same name when there is no id)
 * at the same minute is flagged for the admin to confirm. One admin's own goals are never flagged: a
 * brace within a minute is two goals.
 */
export function findPossibleDuplicateGoal(view: Pick<GameView, 'goals'>, c: GoalCandidate): GoalView | null {
  const name = c.scorerName.trim().toLowerCase();
  return (
    view.goals.find((g) => {
      if (g.deleted || g.id === c.goalId || g.side !== c.side || !recordedByAnother(g, c.recordedBy)) return false;
      const sameScorer = c.scorerId || g.scorerId ? g.scorerId === (c.scorerId ?? null) : g.scorerName.trim().toLowerCase() === name;
      return sameScorer && Math.abs(g.minute - c.minute) <= POSSIBLE_DUPLICATE_GOAL_MINUTES;
    }) ?? null
  );
}
