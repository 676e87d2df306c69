import { and, inArray, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_MATCH_SETTINGS,
  accumulatedFouls,
  fairPlayBySide,
  type ClockState,
  type FoulsBySide,
  type MatchSettings,
  type Side,
} from '@pitchside/shared';
import type { CardRow, CardView, Effect, FoulRow, FoulView, GameView, Lineup, Setter, TimeoutRow } from '@pitchside/sync';
import type { Tx } from '../db/client';
import { cards, fouls, gameLineups, timeouts } from '../db/schema';
import { rowsOf } from './set-queries';

/**
 * The futsal match report of games as the rules and the answers see it: cards, fouls and timeouts
 * (with removed ones, so a re-add of the same id stays a no-op), lineups, the clock with who set it,
 * and the age group's match settings. One round trip for any number of games.
 */
export interface MatchReport {
  cards: CardView[];
  fouls: FoulView[];
  timeouts: TimeoutRow[];
  lineups: Record<Side, Lineup>;
  clock: ClockState | null;
  match: MatchSettings;
  setters: { clock: Setter; lineupHome: Setter; lineupAway: Setter };
}

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const setter = (id: string | null, name: string | null, at: unknown): Setter => ({
  by: id ? { id, name: name ?? 'Unknown' } : null,
  at: iso(at),
});

export async function loadMatchReports(tx: Tx, gameIds: readonly string[]): Promise<Map<string, MatchReport>> {
  const out = new Map<string, MatchReport>();
  if (gameIds.length === 0) return out;
  const result = await tx.execute(sql`
    select g.id, g.clock, g.clock_set_by, cu.full_name as clock_by_name, g.clock_set_at,
      (select s.match from stage_settings s where s.event_id = g.event_id and s.age_group_id is not distinct from g.age_group_id) as match,
      coalesce((select json_agg(json_build_object('id', c.id, 'side', c.side, 'playerId', c.player_id, 'kind', c.kind, 'minute', c.minute,
          'reason', c.reason, 'createdBy', c.created_by, 'deleted', c.deleted_at is not null) order by c.minute, c.created_at)
        from ${cards} c where c.game_id = g.id), '[]') as cards,
      coalesce((select json_agg(json_build_object('id', f.id, 'side', f.side, 'half', f.half, 'minute', f.minute, 'playerId', f.player_id,
          'deleted', f.deleted_at is not null) order by f.created_at)
        from ${fouls} f where f.game_id = g.id), '[]') as fouls,
      coalesce((select json_agg(json_build_object('id', t.id, 'side', t.side, 'half', t.half, 'minute', t.minute) order by t.created_at)
        from ${timeouts} t where t.game_id = g.id), '[]') as timeouts,
      coalesce((select json_agg(json_build_object('side', l.side, 'players', l.players, 'setBy', l.set_by, 'name', u.full_name, 'setAt', l.set_at))
        from ${gameLineups} l left join users u on u.id = l.set_by where l.game_id = g.id), '[]') as lineups
    from games g left join users cu on cu.id = g.clock_set_by
    where g.id in ${[...gameIds]}`);
  for (const r of rowsOf<Record<string, unknown>>(result)) {
    const cardRows = json<(CardRow & { deleted: boolean })[]>(r.cards);
    const foulRows = json<(FoulRow & { deleted: boolean })[]>(r.fouls);
    const lineupRows = json<{ side: Side; players: Lineup; setBy: string | null; name: string | null; setAt: string | null }[]>(r.lineups);
    const side = (s: Side) => lineupRows.find((l) => l.side === s);
    out.set(r.id as string, {
      cards: cardRows.map(({ deleted, ...c }) => ({ ...c, ...(deleted ? { deleted: true } : {}) })),
      fouls: foulRows.map(({ deleted, ...f }) => ({ ...f, ...(deleted ? { deleted: true } : {}) })),
      timeouts: json<TimeoutRow[]>(r.timeouts),
      lineups: { home: side('home')?.players ?? [], away: side('away')?.players ?? [] },
      clock: r.clock ? json<ClockState>(r.clock) : null,
      match: r.match ? json<MatchSettings>(r.match) : DEFAULT_MATCH_SETTINGS,
      setters: {
        clock: setter(r.clock_set_by as string | null, r.clock_by_name as string | null, r.clock_set_at),
        lineupHome: setter(side('home')?.setBy ?? null, side('home')?.name ?? null, side('home')?.setAt),
        lineupAway: setter(side('away')?.setBy ?? null, side('away')?.name ?? null, side('away')?.setAt),
      },
    });
  }
  return out;
}

/** Adds the match report to views loaded for the rules. */
export async function addMatchReports(tx: Tx, views: Map<string, GameView>): Promise<void> {
  const reports = await loadMatchReports(tx, [...views.keys()]);
  for (const [id, view] of views) {
    const r = reports.get(id);
    if (!r) continue;
    views.set(id, {
      ...view,
      cards: r.cards,
      fouls: r.fouls,
      timeouts: r.timeouts,
      lineups: r.lineups,
      clock: r.clock,
      match: r.match,
      setters: { ...view.setters, ...r.setters },
    });
  }
}

/** What answers (pull rows, admin and public games) carry: removed cards and fouls left out. */
export interface MatchReportAnswer {
  cards: CardRow[];
  fouls: FoulsBySide;
  timeouts: TimeoutRow[];
  clock: ClockState | null;
  lineups: Record<Side, Lineup>;
  match: MatchSettings;
}

export function matchReportAnswer(r: MatchReport | undefined): MatchReportAnswer {
  if (!r)
    return {
      cards: [],
      fouls: { home: [0, 0], away: [0, 0] },
      timeouts: [],
      clock: null,
      lineups: { home: [], away: [] },
      match: DEFAULT_MATCH_SETTINGS,
    };
  return {
    cards: r.cards.filter((c) => !c.deleted).map(({ deleted: _d, ...c }) => c),
    fouls: accumulatedFouls(r.fouls),
    timeouts: r.timeouts,
    clock: r.clock,
    lineups: r.lineups,
    match: r.match,
  };
}

/** The fields a pulled game row carries (sync/src/protocol.ts gameRowSchema). */
export function matchReportRow(r: MatchReport | undefined) {
  const a = matchReportAnswer(r);
  return {
    clock: a.clock,
    cards: a.cards,
    fouls: (r?.fouls ?? []).filter((f) => !f.deleted).map(({ deleted: _d, ...f }) => f),
    timeouts: a.timeouts,
    lineups: a.lineups,
    match: a.match,
  };
}

/**
 * Writes the match-report effects of a set: a handful of statements for the whole set. Inserts come
 * before tombstones, so a card added and removed within one set ends removed.
 */
export async function writeMatchEffects(
  tx: Tx,
  changed: readonly { view: GameView; effects: readonly Effect[] }[],
  by: { userId: string; at: Date },
): Promise<void> {
  const { userId, at } = by;
  const cardRows: (typeof cards.$inferInsert)[] = [];
  const foulRows: (typeof fouls.$inferInsert)[] = [];
  const timeoutRows: (typeof timeouts.$inferInsert)[] = [];
  const removedCards: string[] = [];
  const removedFouls: string[] = [];
  const lineups = new Map<string, typeof gameLineups.$inferInsert>();
  const clocks = new Map<string, ClockState>();
  for (const { view, effects } of changed) {
    const base = { gameId: view.id, eventId: view.eventId, createdBy: userId, createdAt: at };
    for (const e of effects) {
      switch (e.type) {
        case 'card.insert':
          cardRows.push({ ...base, ...e.card });
          break;
        case 'card.delete':
          removedCards.push(e.cardId);
          break;
        case 'foul.insert':
          foulRows.push({ ...base, ...e.foul });
          break;
        case 'foul.delete':
          removedFouls.push(e.foulId);
          break;
        case 'timeout.insert':
          timeoutRows.push({ ...base, ...e.timeout });
          break;
        case 'lineup.set':
          lineups.set(`${view.id}:${e.side}`, {
            gameId: view.id,
            side: e.side,
            eventId: view.eventId,
            players: e.value,
            setBy: userId,
            setAt: at,
          });
          break;
        case 'game.clock':
          clocks.set(view.id, e.value);
          break;
        default:
          break;
      }
    }
  }
  if (cardRows.length) await tx.insert(cards).values(cardRows);
  if (foulRows.length) await tx.insert(fouls).values(foulRows);
  if (timeoutRows.length) await tx.insert(timeouts).values(timeoutRows);
  const when = sql`${at.toISOString()}::timestamptz`;
  if (removedCards.length)
    await tx.execute(
      sql`update cards set deleted_at = ${when}, deleted_by = ${userId}::uuid where id in ${removedCards} and deleted_at is null`,
    );
  if (removedFouls.length)
    await tx.execute(
      sql`update fouls set deleted_at = ${when}, deleted_by = ${userId}::uuid where id in ${removedFouls} and deleted_at is null`,
    );
  if (lineups.size)
    await tx
      .insert(gameLineups)
      .values([...lineups.values()])
      .onConflictDoUpdate({
        target: [gameLineups.gameId, gameLineups.side],
        set: { players: sql`excluded.players`, setBy: sql`excluded.set_by`, setAt: sql`excluded.set_at` },
      });
  if (clocks.size) {
    const rows = [...clocks].map(([id, clock]) => ({ id, clock }));
    await tx.execute(sql`
      update games g set clock = x.clock, clock_set_by = ${userId}::uuid, clock_set_at = ${when}
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id uuid, clock jsonb)
      where g.id = x.id`);
  }
}

/** Each game's FIFA fair-play points per side, from its cards (removed ones left out); games without cards are absent. */
export async function fairPlayByGame(tx: Tx, gameIds: readonly string[]): Promise<Map<string, Record<Side, number>>> {
  const out = new Map<string, Record<Side, number>>();
  if (gameIds.length === 0) return out;
  const rows = await tx
    .select({ gameId: cards.gameId, side: cards.side, playerId: cards.playerId, kind: cards.kind, minute: cards.minute })
    .from(cards)
    .where(and(inArray(cards.gameId, [...gameIds]), isNull(cards.deletedAt)));
  const byGame = new Map<string, typeof rows>();
  for (const r of rows) byGame.set(r.gameId, [...(byGame.get(r.gameId) ?? []), r]);
  for (const [gameId, list] of byGame) out.set(gameId, fairPlayBySide(list));
  return out;
}

/** The match report in the public game shape (GET games, the game page, the Now board). */
export function publicMatchReport(r: MatchReport | undefined) {
  const a = matchReportAnswer(r);
  return {
    cards: a.cards.map((c) => ({ _id: c.id, side: c.side, playerId: c.playerId, kind: c.kind, minute: c.minute, reason: c.reason })),
    fouls: a.fouls,
    timeouts: a.timeouts.map((x) => ({ _id: x.id, side: x.side, half: x.half, minute: x.minute })),
    clock: a.clock,
    lineups: a.lineups,
    matchSettings: a.match,
  };
}
