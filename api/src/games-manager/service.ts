import { randomUUID } from 'node:crypto';
import { fillMessage, MSG, type Side } from '@pitchside/shared';
import { parseMutation, type GameView, type HistoryResponse, type Mutation, type Penalties } from '@pitchside/sync';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CurrentUser, Deps } from '../context';
import type { Tx } from '../db/client';
import { games } from '../db/schema';
import { hasAccess, requireAccess, type AccessIds } from '../auth/policy';
import { badRequest, conflict, notFound, refusal } from '../lib/errors';
import type { GameChange } from '../live/hub';
import { applyGameMutation, type Actor, type CoreOutcome } from '../sync/core';
import { insertAudit, listAudit, loadGameView, lockEvent } from '../sync/queries';
import { publishChanges } from '../sync/service';
import { advanceAfterGameChanges } from '../stages/advance';
import { linkToSlot, placeGame } from '../stages/place-game';
import { historyEntries } from './history';
import { moveGame } from '../schedule/service';
import { forfeitGame } from '../schedule/forfeits';
import { findEvent, findGameInEvent, insertGame, loadAdminGame, teamsById } from './queries';
import type {
  addGoalSchema,
  CreateGameBody,
  GoalEntry,
  setMvpSchema,
  setPenaltiesSchema,
  setSavesSchema,
  setStatusSchema,
  UpdateGameBody,
} from './schemas';

/**
 * The admin Games Manager over REST: thin wrappers that turn each request into mutations and run
 * them through the same core as sync pushes, one transaction per request. The structured calls
 * require what makes a retry or a race safe: the goal id (made by the caller) and the `expected`
 * value the caller saw. The spec's PUT takes the game's `version` for the same purpose.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What the spec's client sends when no event is selected. */
const NO_EVENT = new Set(['', 'undefined', 'null']);

interface Ctx {
  deps: Deps;
  user: CurrentUser | null;
}

type Tally = { changes: GameChange[]; view: GameView | null };

/** The access check first (auth/policy.ts): the event's organisers manage its games, scorers record results in their scope. */
async function actorOf(ctx: Ctx, permission: 'event.manage' | 'game.score', ids: AccessIds): Promise<Actor> {
  const u = await requireAccess(ctx, permission, ids);
  // A scorer's result may wait for an organiser's confirmation (issue 21): an organiser's counts at once.
  const manages = permission === 'event.manage' || (await hasAccess(ctx, 'event.manage', ids));
  return { id: u.id, name: u.fullName, managesGame: () => manages };
}

async function requireEvent(tx: Tx, eventId: string) {
  if (NO_EVENT.has(eventId)) throw badRequest('selectEvent');
  if (!UUID.test(eventId) || !(await findEvent(tx, eventId))) throw notFound('eventNotFound');
}

async function requireGame(tx: Tx, eventId: string, gameId: string) {
  await requireEvent(tx, eventId);
  if (!UUID.test(gameId) || !(await findGameInEvent(tx, eventId, gameId))) throw notFound('gameNotFound');
}

/** Runs one mutation through the core; a rejection or conflict aborts the whole request. */
async function run(tx: Tx, actor: Actor, eventId: string, name: Mutation['name'], args: unknown, tally: Tally): Promise<CoreOutcome> {
  const parsed = parseMutation(name, args);
  if (!parsed.ok) throw refusal(parsed);
  const outcome = await applyGameMutation(tx, actor, parsed.mutation, { kind: 'rest' }, { eventId });
  if (outcome.result.status === 'rejected') {
    // A result the next round was played on is another admin's decided fact, not bad input.
    throw refusal(outcome.result, outcome.result.code === 'knockoutResultLocked' ? 409 : 400);
  }
  if (outcome.result.status === 'conflict') {
    const { status: _s, ...detail } = outcome.result;
    throw conflict('changedFirst', { conflict: detail });
  }
  if (outcome.change) tally.changes.push(outcome.change);
  tally.view = outcome.view;
  return outcome;
}

/** One transaction per request; fans hear of the change only after it commits. */
async function inTransaction<T>(ctx: Ctx, eventId: string, gameId: string | null, work: (tx: Tx, tally: Tally) => Promise<T>) {
  const tally: Tally = { changes: [], view: null };
  const result = await ctx.deps.database.db.transaction(async (tx) => {
    // Afresh on each attempt: a transaction retried after a deadlock runs this again (db/retry.ts).
    tally.changes = [];
    tally.view = null;
    if (gameId) await requireGame(tx, eventId, gameId);
    else await requireEvent(tx, eventId);
    await lockEvent(tx, eventId);
    const out = await work(tx, tally);
    // A knockout result moves the winner on (and makes the next game) in the same transaction.
    if (tally.changes.length > 0)
      tally.changes.push(...(await advanceAfterGameChanges(tx, [...new Set(tally.changes.map((ch) => ch.gameId))], ctx.user?.id ?? null)));
    const game = gameId ? await loadAdminGame(tx, gameId) : null;
    return { out, game };
  });
  await publishChanges(ctx.deps, tally.changes);
  return result;
}

async function gameVersion(tx: Tx, gameId: string): Promise<number> {
  const [row] = await tx.select({ version: games.version }).from(games).where(eq(games.id, gameId));
  if (!row) throw notFound('gameNotFound');
  return row.version;
}

async function currentView(tx: Tx, gameId: string): Promise<GameView> {
  const view = await loadGameView(tx, gameId);
  if (!view) throw notFound('gameNotFound');
  return view;
}

// ------------------------------------------------------------------ create

export async function createGame(ctx: Ctx, eventId: string, body: CreateGameBody) {
  const actor = await actorOf(ctx, 'event.manage', { eventId });
  if (body.homeTeam === body.awayTeam) throw badRequest('teamsDifferent');
  const tally: Tally = { changes: [], view: null };
  const game = await ctx.deps.database.db.transaction(async (tx) => {
    tally.changes = [];
    await requireEvent(tx, eventId);
    const ids = [body.homeTeam, body.awayTeam];
    const found = ids.every((id) => UUID.test(id)) ? await teamsById(tx, ids) : [];
    if (found.length !== 2 || found.some((t) => t.eventId !== eventId)) throw badRequest('teamsInEvent');
    await lockEvent(tx, eventId);
    const [home, away] = [found.find((t) => t.id === body.homeTeam)!, found.find((t) => t.id === body.awayTeam)!];
    const place = await placeGame(tx, eventId, body, home, away);
    const at = new Date();
    const { id: gameId, version } = await insertGame(tx, {
      eventId,
      ageGroupId: place.ageGroupId,
      stage: place.stage,
      groupId: place.groupId,
      homeTeamId: home.id,
      awayTeamId: away.id,
      status: body.status ?? 'Not Scheduled',
      startTime: body.startTime ? new Date(body.startTime) : null,
      location: body.location || null,
      round: body.round ?? '',
      statusSetBy: actor.id,
      at,
    });
    await insertAudit(tx, { gameId, userId: actor.id, action: 'game.create', detail: { ...body }, source: 'rest', at });
    tally.changes.push({ eventId, gameId, version });
    if (place.fixtureId) {
      await linkToSlot(tx, place.fixtureId, gameId);
      // A game entered already completed moves its winner on at once.
      tally.changes.push(...(await advanceAfterGameChanges(tx, [gameId], actor.id)));
    }
    return loadAdminGame(tx, gameId);
  });
  await publishChanges(ctx.deps, tally.changes);
  return { success: true, message: MSG.gameCreated, game };
}

// ------------------------------------------------------------------ PUT /events/:eventId/games/:gameId

function refId(ref: GoalEntry['scorer']): string | null {
  if (!ref) return null;
  if (typeof ref === 'string') return ref || null;
  return ref._id ?? ref.id ?? null;
}

function refName(ref: GoalEntry['scorer']): string | null {
  return ref && typeof ref === 'object' ? (ref.fullName ?? null) : null;
}

/** A REST goal entry as goal.add args; the spec's messages for what is missing. */
function goalArgs(gameId: string, side: Side, e: GoalEntry, goalId: string) {
  const minute = typeof e.minute === 'string' ? Number(e.minute.trim() === '' ? NaN : e.minute) : e.minute;
  if (!Number.isInteger(minute) || minute < 0) throw badRequest('sideAndMinute');
  const scorerId = refId(e.scorer);
  const scorerName = (e.scorerName ?? refName(e.scorer) ?? '').trim();
  if (!scorerName) throw badRequest('selectScorer');
  const assistId = refId(e.assist);
  const assistName = (e.assistName ?? refName(e.assist) ?? '').trim() || null;
  return { gameId, goalId, side, minute, scorerId, scorerName, assistId, assistName };
}

const entryId = (e: GoalEntry) => e._id ?? e.id ?? null;

export async function updateGame(ctx: Ctx, eventId: string, gameId: string, body: UpdateGameBody) {
  const actor = await actorOf(ctx, 'event.manage', { eventId, gameId });
  if (body.forfeit !== undefined || body.startTime !== undefined || body.pitch !== undefined)
    return scheduleEdit(ctx, eventId, gameId, body);
  const hasPenalties = body.homePenaltyGoals !== undefined || body.awayPenaltyGoals !== undefined;
  const hasGoals = body.homeGoals !== undefined || body.awayGoals !== undefined;
  if (!hasPenalties && !hasGoals && body.status === undefined) throw badRequest('nothingToUpdate');
  if (hasPenalties && (body.homePenaltyGoals === undefined || body.awayPenaltyGoals === undefined)) {
    throw badRequest('penaltiesBoth');
  }

  const { out: message, game } = await inTransaction(ctx, eventId, gameId, async (tx, tally) => {
    // The event is locked: the version read here is the one every compare-and-set below works from.
    // With `version`, the status and penalties set below are compared against the values the caller
    // loaded, and goals left out of the lists are removed only if no one added any since. Without it
    // there is no way to tell a goal the caller chose to remove from one another admin synced after
    // the caller loaded the game, so an unversioned update only adds goals and sets fields: removing
    // takes the version or the goal's own id (DELETE .../goals/:goalId).
    const versioned = body.version !== undefined;
    if (versioned) {
      const current = await gameVersion(tx, gameId);
      if (current !== body.version) throw conflict('gameChanged', { version: current });
    }
    const view = await currentView(tx, gameId);
    if (hasPenalties) {
      const home = body.homePenaltyGoals!.length;
      const away = body.awayPenaltyGoals!.length;
      const value: Penalties | null = home === 0 && away === 0 ? null : { home, away };
      await run(tx, actor, eventId, 'game.setPenalties', { gameId, expected: view.penalties, value }, tally);
      return value ? 'Penalty scores added' : 'Penalty scores cleared';
    }
    let added = 0;
    let removed = 0;
    if (hasGoals) {
      // Goals are matched by id, never by list position: entries without an id are new.
      const live = view.goals.filter((g) => !g.deleted);
      const known = new Set(view.goals.map((g) => g.id));
      for (const side of ['home', 'away'] as const) {
        const entries = side === 'home' ? body.homeGoals : body.awayGoals;
        if (entries === undefined) continue;
        const sentIds = new Set(entries.map(entryId).filter((id): id is string => !!id));
        for (const e of entries) {
          const id = entryId(e);
          if (id && known.has(id)) continue;
          if (id && !UUID.test(id)) throw badRequest('unknownGoal', { id });
          await run(tx, actor, eventId, 'goal.add', goalArgs(gameId, side, e, id ?? randomUUID()), tally);
          added += 1;
        }
        if (!versioned) continue;
        for (const g of live.filter((g) => g.side === side && !sentIds.has(g.id))) {
          await run(tx, actor, eventId, 'goal.remove', { gameId, goalId: g.id }, tally);
          removed += 1;
        }
      }
    }
    if (body.status !== undefined) {
      const now = tally.view ?? view;
      await run(tx, actor, eventId, 'game.setStatus', { gameId, expected: now.status, status: body.status }, tally);
      if (!hasGoals) return `Status updated to ${body.status}`;
      if (body.status === 'completed') return `${added} goals added and game completed`;
    }
    return goalsMessage(added, removed);
  });
  return { success: true, message, game };
}

/** The issue 19 edits of the spec's PUT: a forfeit, or a move with its clashes checked first. */
async function scheduleEdit(ctx: Ctx, eventId: string, gameId: string, body: UpdateGameBody) {
  if (body.forfeit) {
    const { message } = await forfeitGame(ctx, eventId, gameId, body.forfeit);
    return { success: true, message, game: await loadAdminGame(ctx.deps.database.db, gameId) };
  }
  const { conflicts } = await moveGame(ctx, eventId, gameId, body);
  return { success: true, message: MSG.gameMoved, conflicts, game: await loadAdminGame(ctx.deps.database.db, gameId) };
}

function goalsMessage(added: number, removed: number): string {
  if (added === 0 && removed === 0) return 'No changes';
  if (removed === 0) return added === 1 ? 'Goal added' : `${added} goals added`;
  if (added === 0) return removed === 1 ? 'Goal removed' : `${removed} goals removed`;
  return `${added} goals added, ${removed} removed`;
}

// ------------------------------------------------------------------ structured calls (device online)

export async function addGoal(ctx: Ctx, eventId: string, gameId: string, body: z.infer<typeof addGoalSchema>) {
  const actor = await actorOf(ctx, 'game.score', { eventId, gameId });
  // Required: a retried request names the same goal, which is then not added twice.
  const goalId = body.goalId;
  const { game } = await inTransaction(ctx, eventId, gameId, (tx, tally) =>
    run(
      tx,
      actor,
      eventId,
      'goal.add',
      { ...body, gameId, goalId, scorerId: body.scorerId ?? null, assistId: body.assistId ?? null, assistName: body.assistName || null },
      tally,
    ),
  );
  return { success: true, message: MSG.goalAdded, goalId, game };
}

export async function removeGoal(ctx: Ctx, eventId: string, gameId: string, goalId: string) {
  const actor = await actorOf(ctx, 'game.score', { eventId, gameId });
  const { game } = await inTransaction(ctx, eventId, gameId, async (tx, tally) => {
    if (!UUID.test(goalId)) throw notFound('goalNotFound');
    return run(tx, actor, eventId, 'goal.remove', { gameId, goalId }, tally);
  });
  return { success: true, message: MSG.goalRemoved, game };
}

export async function setStatus(ctx: Ctx, eventId: string, gameId: string, body: z.infer<typeof setStatusSchema>) {
  const actor = await actorOf(ctx, 'game.score', { eventId, gameId });
  const { game } = await inTransaction(ctx, eventId, gameId, (tx, tally) =>
    run(tx, actor, eventId, 'game.setStatus', { gameId, expected: body.expected, status: body.status }, tally),
  );
  return { success: true, message: fillMessage(MSG.statusUpdatedTo, { status: body.status }), game };
}

export async function setMvp(ctx: Ctx, eventId: string, gameId: string, body: z.infer<typeof setMvpSchema>) {
  const actor = await actorOf(ctx, 'game.score', { eventId, gameId });
  const { game } = await inTransaction(ctx, eventId, gameId, (tx, tally) =>
    run(tx, actor, eventId, 'game.setMvp', { gameId, expected: body.expected, value: body.value }, tally),
  );
  return { success: true, message: body.value ? 'MVP updated' : 'MVP cleared', game };
}

export async function setPenalties(ctx: Ctx, eventId: string, gameId: string, body: z.infer<typeof setPenaltiesSchema>) {
  const actor = await actorOf(ctx, 'game.score', { eventId, gameId });
  const { game } = await inTransaction(ctx, eventId, gameId, (tx, tally) =>
    run(tx, actor, eventId, 'game.setPenalties', { gameId, expected: body.expected, value: body.value }, tally),
  );
  return { success: true, message: body.value ? 'Penalty scores added' : 'Penalty scores cleared', game };
}

export async function setSaves(ctx: Ctx, eventId: string, gameId: string, body: z.infer<typeof setSavesSchema>) {
  const actor = await actorOf(ctx, 'game.score', { eventId, gameId });
  const { game } = await inTransaction(ctx, eventId, gameId, (tx, tally) =>
    run(tx, actor, eventId, 'game.setSaves', { gameId, playerId: body.playerId, expected: body.expected, value: body.value }, tally),
  );
  return { success: true, message: MSG.savesUpdated, game };
}

/** GET .../audit: the game's history, newest first, for the event's organisers and site admins. */
export async function gameAudit(ctx: Ctx, eventId: string, gameId: string): Promise<HistoryResponse> {
  await requireAccess(ctx, 'event.manage', { eventId, gameId });
  const db = ctx.deps.database.db;
  await requireGame(db, eventId, gameId);
  return { success: true, audit: await historyEntries(db, await listAudit(db, gameId), eventId) };
}
