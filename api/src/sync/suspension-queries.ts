import { sql } from 'drizzle-orm';
import {
  DEFAULT_DISCIPLINE,
  computeSuspensions,
  type CardKind,
  type DisciplineGame,
  type DisciplineSettings,
  type Side,
} from '@pitchside/shared';
import type { Tx } from '../db/client';
import { rowsOf } from './set-queries';

export interface SuspendedPlayer {
  playerId: string;
  reason: 'redCard' | 'yellowCards';
}

/** One game a player sits out, after the rule and the organisers' decisions on it. */
export interface EventSuspension extends SuspendedPlayer {
  teamId: string;
  gameId: string;
  ageGroupId: string | null;
  /** The game's place in its age group's playing order. */
  order: number;
  played: boolean;
  /** An organiser added this game (`extend`). */
  extended: boolean;
  /** For `yellowCards`: the age group's number of yellows that suspends. */
  yellowCards: number;
}

interface Override {
  player_id: string;
  game_id: string;
  action: 'lift' | 'extend';
  games: number | null;
}

/**
 * Who may not play in which game of an event: the age group's discipline rules run over its games in
 * the order they are played (start time, then creation), from the cards of completed games; then the
 * organisers' decisions in the order they were taken (`lift` frees the player for that game, `extend`
 * keeps him out of his team's next games after it, those he does not already sit out).
 */
export async function eventSuspensions(tx: Tx, eventId: string): Promise<EventSuspension[]> {
  const result = await tx.execute(sql`
    select g.id, g.age_group_id, g.stage, g.home_team_id, g.away_team_id, g.status,
      (select s.discipline from stage_settings s where s.event_id = g.event_id and s.age_group_id is not distinct from g.age_group_id) as discipline,
      coalesce((select json_agg(json_build_object('playerId', c.player_id, 'side', c.side, 'kind', c.kind, 'minute', c.minute))
        from cards c where c.game_id = g.id and c.deleted_at is null), '[]') as cards
    from games g where g.event_id = ${eventId}::uuid
    order by g.start_time asc nulls last, g.created_at asc, g.id asc`);
  const overrides = await tx.execute(sql`
    select player_id, game_id, action, games from suspension_overrides
    where event_id = ${eventId}::uuid order by created_at asc, id asc`);
  const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const byAgeGroup = new Map<string, { ageGroupId: string | null; rules: DisciplineSettings; games: DisciplineGame[] }>();
  for (const r of rowsOf<Record<string, unknown>>(result)) {
    const key = (r.age_group_id as string | null) ?? '';
    const entry = byAgeGroup.get(key) ?? {
      ageGroupId: (r.age_group_id as string | null) ?? null,
      rules: r.discipline ? json<DisciplineSettings>(r.discipline) : DEFAULT_DISCIPLINE,
      games: [],
    };
    entry.games.push({
      id: r.id as string,
      stage: r.stage as string,
      homeTeamId: r.home_team_id as string,
      awayTeamId: r.away_team_id as string,
      played: r.status === 'completed',
      cards: json<{ playerId: string; side: Side; kind: CardKind; minute: number }[]>(r.cards),
    });
    byAgeGroup.set(key, entry);
  }
  const decisions = rowsOf<Override>(overrides);
  const out: EventSuspension[] = [];
  for (const { ageGroupId, rules, games } of byAgeGroup.values()) {
    const order = new Map(games.map((g, i) => [g.id, i]));
    const make = (s: { playerId: string; teamId: string; gameId: string; reason: SuspendedPlayer['reason'] }, extended: boolean) => {
      const i = order.get(s.gameId)!;
      return { ...s, ageGroupId, order: i, played: games[i]!.played, extended, yellowCards: rules.yellowCardsForSuspension };
    };
    let list = computeSuspensions(games, rules).map((s) => make(s, false));
    for (const d of decisions) {
      if (!order.has(d.game_id)) continue;
      const target = list.find((s) => s.playerId === d.player_id && s.gameId === d.game_id);
      if (!target) continue;
      if (d.action === 'lift') {
        list = list.filter((s) => s.playerId !== d.player_id || s.gameId !== d.game_id);
        continue;
      }
      const sitting = new Set(list.filter((s) => s.playerId === d.player_id).map((s) => s.gameId));
      const next = games
        .slice(target.order + 1)
        .filter((g) => (g.homeTeamId === target.teamId || g.awayTeamId === target.teamId) && !sitting.has(g.id))
        .slice(0, d.games ?? 0);
      for (const g of next) list.push(make({ playerId: d.player_id, teamId: target.teamId, gameId: g.id, reason: target.reason }, true));
    }
    // One entry per player and game, the first cause kept.
    const seen = new Set<string>();
    for (const s of list.sort((x, y) => x.order - y.order)) {
      const key = `${s.playerId}\u0000${s.gameId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(s);
    }
  }
  return out;
}

/** Who may not play in each game of an event (`eventSuspensions`, by game). */
export async function suspendedByGame(tx: Tx, eventId: string): Promise<Map<string, SuspendedPlayer[]>> {
  const out = new Map<string, SuspendedPlayer[]>();
  for (const s of await eventSuspensions(tx, eventId))
    out.set(s.gameId, [...(out.get(s.gameId) ?? []), { playerId: s.playerId, reason: s.reason }]);
  return out;
}

/** Effects that can change who sits out which game: cards, a game completed (or reopened), a game moved in the playing order. */
const SUSPENSION_EFFECTS = new Set(['card.insert', 'card.delete', 'game.status', 'game.schedule']);

export function maySuspend(effects: readonly { type: string }[]): boolean {
  return effects.some((e) => SUSPENSION_EFFECTS.has(e.type));
}

const suspendedKeys = (list: readonly EventSuspension[]) => {
  const byGame = new Map<string, string>();
  for (const s of [...list].sort((a, b) => `${a.playerId}${a.reason}`.localeCompare(`${b.playerId}${b.reason}`)))
    byGame.set(s.gameId, `${byGame.get(s.gameId) ?? ''}|${s.playerId}:${s.reason}`);
  return byGame;
};

/**
 * A card in one game suspends a player for another one (his team's next game), whose row did not
 * change: that game gets the set's version too, so a device pulls it again with its new `suspended`.
 * `before` is `eventSuspensions` of each event taken before the set wrote; returns the games touched.
 */
export async function touchGamesWithNewSuspensions(tx: Tx, before: ReadonlyMap<string, EventSuspension[]>, at: Date): Promise<string[]> {
  const touched = new Set<string>();
  for (const [eventId, was] of before) {
    const [then, now] = [suspendedKeys(was), suspendedKeys(await eventSuspensions(tx, eventId))];
    for (const gameId of new Set([...then.keys(), ...now.keys()])) if (then.get(gameId) !== now.get(gameId)) touched.add(gameId);
  }
  if (touched.size === 0) return [];
  const ids = [...touched];
  // A touch: the database's trigger gives each a new sync version; games the set wrote already carry `at`.
  const when = sql`${at.toISOString()}::timestamptz`;
  await tx.execute(sql`update games set updated_at = ${when} where id in ${ids} and updated_at is distinct from ${when}`);
  return ids;
}
