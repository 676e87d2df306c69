import { inArray, sql } from 'drizzle-orm';
import type { Effect, GameView, GoalRow, Penalties } from '@pitchside/sync';
import type { GameStatus } from '@pitchside/shared';
import type { Tx } from '../db/client';
import { goalkeeperSaves, goals, pitches } from '../db/schema';

/**
 * The writes of a set of mutations applied together (a push batch): a handful of statements for the
 * whole set, whatever its size, instead of several per mutation.
 */

/** Raw `execute` answers differ by driver: PGlite gives `{ rows }`, postgres.js an array. */
export function rowsOf<T>(result: unknown): T[] {
  return ((Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows) ?? []) as T[];
}

/**
 * Finds the events of these games and takes each event's lock in one fixed order (by event id), so
 * two pushes that touch the same events in opposite orders queue behind each other instead of
 * deadlocking. Returns the event of each game that exists.
 */
export async function lockEventsOfGames(tx: Tx, gameIds: readonly string[]): Promise<Map<string, string>> {
  const byGame = new Map<string, string>();
  if (gameIds.length === 0) return byGame;
  const rows = rowsOf<{ id: string; event_id: string }>(await tx.execute(sql`select id, event_id from games where id in ${[...gameIds]}`));
  for (const r of rows) byGame.set(r.id, r.event_id);
  const eventIds = [...new Set(byGame.values())].sort();
  for (const eventId of eventIds) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${eventId}))`);
  return byGame;
}

/** Which game each of these goal ids belongs to (goal ids are device-made and global). */
export async function goalOwners(tx: Tx, goalIds: readonly string[]): Promise<Map<string, string>> {
  if (goalIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: goals.id, gameId: goals.gameId })
    .from(goals)
    .where(inArray(goals.id, [...goalIds]));
  return new Map(rows.map((r) => [r.id, r.gameId]));
}

/** The edition of each named pitch (a pitch not found is absent). */
export async function pitchEvents(tx: Tx, pitchIds: readonly string[]): Promise<Map<string, string>> {
  if (pitchIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: pitches.id, eventId: pitches.eventId })
    .from(pitches)
    .where(inArray(pitches.id, [...new Set(pitchIds)]));
  return new Map(rows.map((r) => [r.id, r.eventId]));
}

/** One game's decided effects, in the order they were decided. */
export interface GameEffects {
  view: GameView;
  effects: Effect[];
}

/**
 * Writes every decided effect of a set; every touched row, and each touched game (its `updated_at`),
 * takes a new sync version from the database's triggers (drizzle/0025_sync-versions-by-trigger.sql).
 */
export async function writeEffectSet(tx: Tx, changed: readonly GameEffects[], by: { userId: string; at: Date }) {
  const { userId, at } = by;
  const inserts: (GoalRow & { ownGoalBy?: string | null; createdBy: string; createdAt: Date })[] = [];
  const deletes: string[] = [];
  const saves = new Map<string, typeof goalkeeperSaves.$inferInsert>();
  const gameRows: {
    id: string;
    status_set: boolean;
    status: GameStatus | null;
    mvp_set: boolean;
    mvp_id: string | null;
    pen_set: boolean;
    home_pen: number | null;
    away_pen: number | null;
    sched_set: boolean;
    start_time: string | null;
    pitch_id: string | null;
  }[] = [];
  for (const { view, effects } of changed) {
    const row = {
      id: view.id,
      status_set: false,
      status: null,
      mvp_set: false,
      mvp_id: null,
      pen_set: false,
      home_pen: null,
      away_pen: null,
      sched_set: false,
      start_time: null,
      pitch_id: null,
    };
    const game: (typeof gameRows)[number] = row;
    for (const e of effects) {
      switch (e.type) {
        case 'goal.insert':
          // An own goal's player goes in own_goal_by, never scorer_id: the totals keep it out of scoring records.
          inserts.push({
            ...e.goal,
            ...(e.goal.ownGoal ? { scorerId: null, ownGoal: true, ownGoalBy: e.goal.scorerId } : {}),
            createdBy: userId,
            createdAt: at,
          });
          break;
        case 'goal.delete':
          deletes.push(e.goalId);
          break;
        case 'game.status':
          Object.assign(game, { status_set: true, status: e.value });
          break;
        case 'game.mvp':
          Object.assign(game, { mvp_set: true, mvp_id: e.value });
          break;
        case 'game.penalties': {
          const p: Penalties | null = e.value;
          Object.assign(game, { pen_set: true, home_pen: p?.home ?? null, away_pen: p?.away ?? null });
          break;
        }
        case 'game.schedule':
          Object.assign(game, { sched_set: true, start_time: e.value.startTime, pitch_id: e.value.pitchId });
          break;
        case 'save.set':
          // The last value set for a goalkeeper in the set is the one that stands.
          saves.set(`${view.id}:${e.playerId}`, {
            gameId: view.id,
            playerId: e.playerId,
            eventId: view.eventId,
            saves: e.value,
            setBy: userId,
            setAt: at,
          });
          break;
      }
    }
    gameRows.push(game);
  }
  // Inserts first: a goal added and removed within the set is inserted, then tombstoned.
  if (inserts.length) await tx.insert(goals).values(inserts);
  if (deletes.length) {
    await tx.execute(
      sql`update goals set deleted_at = ${at.toISOString()}::timestamptz, deleted_by = ${userId}::uuid
          where id in ${deletes} and deleted_at is null`,
    );
  }
  if (saves.size) {
    await tx
      .insert(goalkeeperSaves)
      .values([...saves.values()])
      .onConflictDoUpdate({
        target: [goalkeeperSaves.gameId, goalkeeperSaves.playerId],
        set: { saves: sql`excluded.saves`, setBy: sql`excluded.set_by`, setAt: sql`excluded.set_at` },
      });
  }
  if (gameRows.length) {
    const when = sql`${at.toISOString()}::timestamptz`;
    await tx.execute(sql`
      update games g set updated_at = ${when},
        status = case when x.status_set then x.status::game_status else g.status end,
        status_set_by = case when x.status_set then ${userId}::uuid else g.status_set_by end,
        status_set_at = case when x.status_set then ${when} else g.status_set_at end,
        mvp_id = case when x.mvp_set then x.mvp_id else g.mvp_id end,
        mvp_set_by = case when x.mvp_set then ${userId}::uuid else g.mvp_set_by end,
        mvp_set_at = case when x.mvp_set then ${when} else g.mvp_set_at end,
        home_penalties = case when x.pen_set then x.home_pen else g.home_penalties end,
        away_penalties = case when x.pen_set then x.away_pen else g.away_penalties end,
        penalties_set_by = case when x.pen_set then ${userId}::uuid else g.penalties_set_by end,
        penalties_set_at = case when x.pen_set then ${when} else g.penalties_set_at end,
        start_time = case when x.sched_set then x.start_time else g.start_time end,
        pitch_id = case when x.sched_set then x.pitch_id else g.pitch_id end,
        -- The spec's location reads the pitch with its venue; a game taken off its pitch keeps no stale place.
        location = case when x.sched_set then
            case when x.pitch_id is null then (case when g.pitch_id is null then g.location else null end)
            else (select p.name || ' · ' || v.name from pitches p join venues v on v.id = p.venue_id where p.id = x.pitch_id) end
          else g.location end,
        schedule_set_by = case when x.sched_set then ${userId}::uuid else g.schedule_set_by end,
        schedule_set_at = case when x.sched_set then ${when} else g.schedule_set_at end
      from jsonb_to_recordset(${JSON.stringify(gameRows)}::jsonb)
        as x(id uuid, status_set boolean, status text, mvp_set boolean, mvp_id uuid, pen_set boolean, home_pen int, away_pen int,
          sched_set boolean, start_time timestamptz, pitch_id uuid)
      where g.id = x.id`);
  }
}
