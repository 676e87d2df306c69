import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import {
  formatDate,
  isLocale,
  isolateName,
  localScoreLine,
  PUSH_TEXTS,
  type FollowKind,
  type Locale,
  type PushKind,
} from '@pitchside/shared';
import type { Tx } from '../db/client';
import { cards, events, games, goals, teams } from '../db/schema';
import { awayScoreSql, homeScoreSql } from '../events/queries';
import { alias } from 'drizzle-orm/pg-core';

/** A game's fields the outbox trigger records before and after a change. */
interface GameState {
  status: string;
  startTime: string | null;
  pitchId: string | null;
  /** The match clock's period (halfTime…); absent in rows written before the match report. */
  period?: string | null;
}
interface GoalState {
  goalId: string;
  side: 'home' | 'away';
  minute: number;
  scorerName: string;
  /** Absent in rows written before the match report. */
  ownGoal?: boolean;
}

interface CardState {
  cardId: string;
  side: 'home' | 'away';
  minute: number;
  kind: string;
  playerName: string | null;
}

export type OutboxRow =
  | { id: number; gameId: string; source: 'game'; before: GameState; after: GameState }
  | { id: number; gameId: string; source: 'goal'; before: null; after: GoalState }
  | { id: number; gameId: string; source: 'card'; before: null; after: CardState };

/** What a notification needs to know of its game, read once per outbox row. */
export interface GameContext {
  id: string;
  eventId: string;
  homeTeamId: string;
  awayTeamId: string;
  eventName: string;
  eventSlug: string;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  homePenalties: number | null;
  awayPenalties: number | null;
  status: string;
  startTime: Date | null;
  location: string | null;
}

/** A button that stops what set the notification off; the device shows those it follows. */
interface StopAction {
  kind: FollowKind;
  id: string;
  title: string;
}

export interface PushPayload {
  kind: PushKind;
  title: string;
  body: string;
  url: string;
  tag: string;
  /** The follower's language, sent back with the follows when a button unfollows. */
  locale: Locale;
  /** The game, its teams and its edition: what a follower may stop from the notification itself. */
  stop: StopAction[];
}

type Rendered = { title: string; body: string };
type Producer<S extends OutboxRow['source']> = {
  kind: PushKind;
  source: S;
  /** Whether this change is one to tell followers about. */
  when: (row: Extract<OutboxRow, { source: S }>) => boolean;
  text: (row: Extract<OutboxRow, { source: S }>, game: GameContext, locale: Locale) => Rendered;
};

const names = (g: GameContext, l: Locale) => ({ home: isolateName(g.home, l), away: isolateName(g.away, l) });
const scoreLine = (g: GameContext, l: Locale, score = localScoreLine(g, l)) => {
  const n = names(g, l);
  return `${n.home} ${isolateName(score, l)} ${n.away}`;
};
const versus = (g: GameContext, l: Locale) => {
  const n = names(g, l);
  return `${n.home} – ${n.away}`;
};
const place = (g: GameContext, l: Locale) => (g.location ? isolateName(g.location, l) : null);

/**
 * Every kind of notification, one entry each: which outbox rows it answers and its words. A new kind
 * is one more entry here (and, for a new table, its outbox trigger in a migration).
 */
const PRODUCERS: readonly (Producer<'game'> | Producer<'goal'> | Producer<'card'>)[] = [
  {
    kind: 'kickoff',
    source: 'game',
    when: (r) => r.before.status !== 'live' && r.after.status === 'live',
    text: (_r, g, l) => ({ title: PUSH_TEXTS[l].kickoff.title(versus(g, l)), body: PUSH_TEXTS[l].kickoff.body(place(g, l)) }),
  },
  {
    kind: 'goal',
    source: 'goal',
    when: () => true,
    text: (r, g, l) => ({
      title: (r.after.ownGoal ? PUSH_TEXTS[l].goal.ownGoalTitle : PUSH_TEXTS[l].goal.title)(
        isolateName(r.after.scorerName, l),
        r.after.minute,
      ),
      body: PUSH_TEXTS[l].goal.body(scoreLine(g, l)),
    }),
  },
  {
    kind: 'redCard',
    source: 'card',
    when: () => true,
    text: (r, g, l) => ({
      title: PUSH_TEXTS[l].redCard.title(isolateName(r.after.playerName ?? '', l), r.after.minute),
      body: PUSH_TEXTS[l].redCard.body(scoreLine(g, l)),
    }),
  },
  {
    kind: 'halfTime',
    source: 'game',
    when: (r) => r.before.period !== 'halfTime' && r.after.period === 'halfTime',
    text: (_r, g, l) => ({
      title: PUSH_TEXTS[l].halfTime.title(scoreLine(g, l)),
      body: PUSH_TEXTS[l].halfTime.body(isolateName(g.eventName, l)),
    }),
  },
  {
    kind: 'final',
    source: 'game',
    when: (r) => r.before.status !== 'completed' && r.after.status === 'completed',
    text: (_r, g, l) => ({
      title: PUSH_TEXTS[l].final.title(scoreLine(g, l)),
      body: PUSH_TEXTS[l].final.body(isolateName(g.eventName, l)),
    }),
  },
  {
    kind: 'rescheduled',
    source: 'game',
    when: (r) =>
      !['live', 'completed'].includes(r.after.status) &&
      (r.before.pitchId !== r.after.pitchId || !sameInstant(r.before.startTime, r.after.startTime)),
    text: (_r, g, l) => ({
      title: PUSH_TEXTS[l].rescheduled.title(versus(g, l)),
      body: PUSH_TEXTS[l].rescheduled.body(g.startTime ? formatDate(g.startTime, 'weekdayTime', l) : null, place(g, l)),
    }),
  },
];

function sameInstant(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return new Date(a).getTime() === new Date(b).getTime();
}

/** The producers an outbox row sets off (a change of status and time at once may set off two). */
export function producersFor(row: OutboxRow) {
  return PRODUCERS.filter((p) => p.source === row.source && (p.when as (r: OutboxRow) => boolean)(row));
}

/** The notification of one producer for one game, in a follower's language. */
export function render(producer: ReturnType<typeof producersFor>[number], row: OutboxRow, game: GameContext, locale: string): PushPayload {
  const l: Locale = isLocale(locale) ? locale : 'en';
  const { title, body } = (producer.text as (r: OutboxRow, g: GameContext, l: Locale) => Rendered)(row, game, l);
  return {
    kind: producer.kind,
    title,
    body,
    url: `/events/${encodeURIComponent(game.eventSlug)}/games/${game.id}`,
    tag: `game-${game.id}`,
    locale: l,
    stop: stopActions(game, l),
  };
}

/** One payload serves every follower of the game: it names all it could stop, the device keeps those it follows. */
function stopActions(game: GameContext, l: Locale): StopAction[] {
  const stop = PUSH_TEXTS[l].stop;
  return [
    { kind: 'team', id: game.homeTeamId, title: stop.team(isolateName(game.home, l)) },
    { kind: 'team', id: game.awayTeamId, title: stop.team(isolateName(game.away, l)) },
    { kind: 'game', id: game.id, title: stop.game },
    { kind: 'event', id: game.eventId, title: stop.event(isolateName(game.eventName, l)) },
  ];
}

const homeTeams = alias(teams, 'push_home');
const awayTeams = alias(teams, 'push_away');

/**
 * The game as followers should read it. For a goal, the score counts the goals up to and including
 * that one, so two goals sent late still read 1-0 then 2-0.
 */
export async function gameContext(tx: Tx, row: OutboxRow): Promise<GameContext | null> {
  const [g] = await tx
    .select({
      id: games.id,
      eventId: games.eventId,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      eventName: events.name,
      eventSlug: events.slug,
      home: homeTeams.name,
      away: awayTeams.name,
      homeScore: homeScoreSql,
      awayScore: awayScoreSql,
      homePenalties: games.homePenalties,
      awayPenalties: games.awayPenalties,
      status: games.status,
      startTime: games.startTime,
      location: games.location,
    })
    .from(games)
    .innerJoin(events, eq(events.id, games.eventId))
    .innerJoin(homeTeams, eq(homeTeams.id, games.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, games.awayTeamId))
    .where(eq(games.id, row.gameId));
  if (!g) return null;
  if (row.source === 'card') {
    // A card taken back before its notification went out is not announced.
    const [card] = await tx.select({ deletedAt: cards.deletedAt }).from(cards).where(eq(cards.id, row.after.cardId));
    return card && !card.deletedAt ? g : null;
  }
  if (row.source === 'goal') {
    const [goal] = await tx
      .select({ version: goals.version, deletedAt: goals.deletedAt })
      .from(goals)
      .where(eq(goals.id, row.after.goalId));
    // A goal taken back before its notification went out (a slip of the finger courtside) is not announced.
    if (!goal || goal.deletedAt) return null;
    const [upTo] = await tx
      .select({
        home: sql<number>`count(*) filter (where ${goals.side} = 'home')::int`,
        away: sql<number>`count(*) filter (where ${goals.side} = 'away')::int`,
      })
      .from(goals)
      .where(and(eq(goals.gameId, row.gameId), isNull(goals.deletedAt), lte(goals.version, goal.version)));
    return { ...g, homeScore: upTo?.home ?? 0, awayScore: upTo?.away ?? 0, homePenalties: null, awayPenalties: null };
  }
  return g;
}
