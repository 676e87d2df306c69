import {
  MSG,
  scheduleGames,
  ScheduleInputError,
  TIME_ZONE,
  zonedWallClockToEpochMs,
  type FixedGame,
  type GameToPlace,
  type ScheduleAllBody,
  type ScheduleAllResponse,
  type ScheduleConflict,
} from '@pitchside/shared';
import { parseMutation } from '@pitchside/sync';
import { requireAccess, type AccessIds } from '../auth/policy';
import type { CurrentUser, Deps } from '../context';
import type { Tx } from '../db/client';
import { AppError, badRequest, conflict, notFound, refusal } from '../lib/errors';
import type { GameChange } from '../live/hub';
import { applyMutationSet, type SetItem } from '../sync/core';
import { lockEvent } from '../sync/queries';
import { publishChanges } from '../sync/service';
import { isUuid } from '../events/serialize';
import { findEventById } from '../events/queries';
import { eventPitches } from './pitch-refs';
import { conflictsOf, delayShifts, isPlaced, isSettled, scheduleNodes, type Node, type Rules } from './plan';
import { loadEditionSchedule, placeSlots, rememberSlotAndRest, type EditionSchedule } from './queries';

export interface Ctx {
  deps: Deps;
  user: CurrentUser | null;
}

/** Before Schedule all has said otherwise: a 2 x 12 min futsal game plus changeover. */
export const DEFAULT_SLOT_MINUTES = 30;

/** The access check first: the event's organisers (and site admins) plan its schedule. */
const actorOf = async (ctx: Ctx, ids: AccessIds) => {
  const u = await requireAccess(ctx, 'event.manage', ids);
  return { id: u.id, name: u.fullName };
};

async function requireEvent(tx: Tx, eventId: string) {
  if (!isUuid(eventId) || !(await findEventById(tx, eventId))) throw notFound('eventNotFound');
}

/** The age group rules every check reads: the slot and rest the last Schedule all used. */
export function storedRules(data: EditionSchedule): Rules {
  const byId = new Map(data.ags.map((a) => [a.id, a]));
  return {
    slot: (n) => (n.ageGroupId ? byId.get(n.ageGroupId)?.slotMinutes : null) ?? DEFAULT_SLOT_MINUTES,
    rest: (n) => (n.ageGroupId ? byId.get(n.ageGroupId)?.minRestMinutes : null) ?? 0,
  };
}

/** Game moves as game.setSchedule edits through the mutation core (versions, audit, live), slots directly. */
async function writePlaces(
  tx: Tx,
  actor: { id: string; name: string },
  eventId: string,
  places: readonly { node: Node; start: Date | null; pitchId: string | null }[],
): Promise<GameChange[]> {
  const items: SetItem[] = [];
  const slots: { fixtureId: string; pitchId: string | null; start: Date | null }[] = [];
  for (const p of places) {
    if (p.node.kind === 'slot') {
      slots.push({ fixtureId: p.node.rowId, pitchId: p.pitchId, start: p.start });
      continue;
    }
    const parsed = parseMutation('game.setSchedule', {
      gameId: p.node.id,
      expected: { startTime: p.node.start?.toISOString() ?? null, pitchId: p.node.pitchId },
      value: { startTime: p.start?.toISOString() ?? null, pitchId: p.pitchId },
    });
    if (!parsed.ok) throw refusal(parsed);
    items.push({ mutation: parsed.mutation, source: { kind: 'rest' } });
  }
  await placeSlots(tx, slots);
  if (items.length === 0) return [];
  const outcomes = await applyMutationSet(tx, actor, items, { eventId });
  for (const o of outcomes) {
    // Read under the event's lock: a refusal here is a bug or bad data, never a race; abort it all.
    if (o.result.status !== 'applied') throw o.result.status === 'rejected' ? refusal(o.result) : badRequest('changedFirst');
  }
  return outcomes.flatMap((o) => (o.change ? [o.change] : []));
}

// ------------------------------------------------------------------ schedule all

/**
 * POST /api/events/:id/games/schedule: every unscheduled game (and knockout slot) of the chosen age
 * groups gets a pitch and a start, around the games already placed, in one transaction. When some do
 * not fit, 400 `scheduleDoesNotFit` and nothing changes.
 */
export async function scheduleAll(ctx: Ctx, eventId: string, body: ScheduleAllBody): Promise<ScheduleAllResponse> {
  const actor = await actorOf(ctx, { eventId });
  const { changes, answer } = await ctx.deps.database.db.transaction(async (tx) => {
    await requireEvent(tx, eventId);
    await lockEvent(tx, eventId);
    const data = await loadEditionSchedule(tx, eventId);
    const pitches = await eventPitches(tx, eventId);
    if (pitches.length === 0) throw badRequest('noPitches');
    const known = new Set(pitches.map((p) => p._id));
    const usePitches = body.pitches ?? pitches.map((p) => p._id);
    for (const id of [...usePitches, ...Object.values(body.ageGroupPitches ?? {}).flat()])
      if (!known.has(id)) throw badRequest('pitchUnknown');
    const slugOf = new Map(data.ags.map((a) => [a.id, a.slug]));
    const bySlug = new Map(data.ags.map((a) => [a.slug, a]));
    for (const slug of [...(body.ageGroups ?? []), ...Object.keys(body.ageGroupPitches ?? {})]) {
      if (!bySlug.has(slug)) throw badRequest('unknownAgeGroup', { ageGroup: slug });
    }
    const chosen = new Set(body.ageGroups ? body.ageGroups.map((s) => bySlug.get(s)!.id) : [...data.ags.map((a) => a.id), null]);
    const key = (n: Node) => (n.ageGroupId ? (slugOf.get(n.ageGroupId) ?? '') : '');
    const stored = storedRules(data);
    const slotOf = (n: Node): number | undefined =>
      typeof body.slotMinutes === 'number' ? body.slotMinutes : (body.slotMinutes[key(n)] ?? undefined);

    const nodes = scheduleNodes(data);
    const toPlace = nodes.filter((n) => chosen.has(n.ageGroupId) && !isPlaced(n) && !isSettled(n));
    const fixedNodes = nodes.filter(isPlaced).filter((n) => n.status !== 'cancelled');
    const placeIds = new Set(toPlace.map((n) => n.id));
    const fixedIds = new Set(fixedNodes.map((n) => n.id));
    const slotRecord: Record<string, number> = {};
    for (const n of toPlace) {
      const s = slotOf(n);
      if (s === undefined) throw badRequest('slotMinutesMissing');
      slotRecord[key(n)] = s;
    }
    const games: GameToPlace[] = toPlace.map((n) => ({
      id: n.id,
      ageGroup: key(n),
      homeTeamId: n.homeTeamId,
      awayTeamId: n.awayTeamId,
      dependsOn: n.dependsOn.filter((d) => placeIds.has(d) || fixedIds.has(d)),
      ...(n.round !== undefined ? { round: n.round } : {}),
    }));
    const fixed: FixedGame[] = fixedNodes.map((n) => ({
      id: n.id,
      pitchId: n.pitchId,
      start: n.start.toISOString(),
      end: new Date(n.start.getTime() + (slotOf(n) ?? stored.slot(n)) * 60_000).toISOString(),
      homeTeamId: n.homeTeamId,
      awayTeamId: n.awayTeamId,
    }));
    let result;
    try {
      result = scheduleGames({
        games,
        fixed,
        days: body.days,
        slotMinutes: slotRecord,
        minRestMinutes: body.minRestMinutes,
        pitches: usePitches,
        ...(body.ageGroupPitches ? { ageGroupPitches: body.ageGroupPitches } : {}),
        timeZone: TIME_ZONE,
      });
    } catch (e) {
      if (e instanceof ScheduleInputError) throw badRequest('scheduleInvalid', undefined, [{ path: '', message: e.message }]);
      throw e;
    }
    if (!result.ok) {
      const first = result.overflow[0];
      const ageGroup = first ? (bySlug.get(first.ageGroup)?.name ?? first.ageGroup) : '';
      throw new AppError(400, 'scheduleDoesNotFit', {
        params: { count: result.unplaced, day: first?.date ?? '', ageGroup },
        extra: { unplaced: result.unplaced, overflow: result.overflow },
      });
    }
    const byId = new Map(toPlace.map((n) => [n.id, n]));
    const changes = await writePlaces(
      tx,
      actor,
      eventId,
      result.placements.map((p) => ({ node: byId.get(p.gameId)!, start: new Date(p.start), pitchId: p.pitchId })),
    );
    const placedAgs = [...new Set(toPlace.flatMap((n) => (n.ageGroupId ? [n.ageGroupId] : [])))];
    await rememberSlotAndRest(tx, placedAgs, (id) => slotRecord[slugOf.get(id) ?? ''] ?? DEFAULT_SLOT_MINUTES, body.minRestMinutes);
    return {
      changes,
      answer: {
        success: true as const,
        scheduled: result.placements.length,
        finishesAt: result.finishesAt,
        lowerBound: result.lowerBound,
      },
    };
  });
  await publishChanges(ctx.deps, changes);
  return answer;
}

// ------------------------------------------------------------------ move one game

/**
 * PUT /api/events/:eventId/games/:gameId with `{startTime, pitch}`: refused with 409
 * `scheduleConflict` and the clashes unless `confirm: true`; saved as a game.setSchedule edit.
 */
export async function moveGame(
  ctx: Ctx,
  eventId: string,
  gameId: string,
  body: { startTime?: string | null | undefined; pitch?: string | null | undefined; confirm?: boolean | undefined },
) {
  const actor = await actorOf(ctx, { eventId, gameId });
  const { changes, conflicts } = await ctx.deps.database.db.transaction(async (tx) => {
    await requireEvent(tx, eventId);
    await lockEvent(tx, eventId);
    const data = await loadEditionSchedule(tx, eventId);
    const nodes = scheduleNodes(data);
    const node = isUuid(gameId) ? nodes.find((n) => n.kind === 'game' && n.id === gameId) : undefined;
    if (!node) throw notFound('gameNotFound');
    const pitchId = body.pitch === undefined ? node.pitchId : body.pitch;
    const start = body.startTime === undefined ? node.start : body.startTime === null ? null : new Date(body.startTime);
    if (pitchId && !(await eventPitches(tx, eventId)).some((p) => p._id === pitchId)) throw badRequest('pitchUnknown');
    const conflicts: ScheduleConflict[] = start ? conflictsOf(nodes, node, start, pitchId, storedRules(data)) : [];
    if (conflicts.length > 0 && !body.confirm) throw conflict('scheduleConflict', { conflicts });
    const changes = await writePlaces(tx, actor, eventId, [{ node, start, pitchId }]);
    return { changes, conflicts };
  });
  await publishChanges(ctx.deps, changes);
  return { conflicts };
}

// ------------------------------------------------------------------ running late

/** The Beirut day (YYYY-MM-DD) as an interval of instants. */
function beirutDay(date: string): { from: number; to: number } {
  return { from: zonedWallClockToEpochMs(date, 0, TIME_ZONE), to: zonedWallClockToEpochMs(date, 24 * 60, TIME_ZONE) };
}

export function todayInBeirut(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** POST /api/events/:id/pitches/:pitchId/delay `{minutes, date?}` (the day: today in Beirut when absent). */
export async function delayPitch(ctx: Ctx, eventId: string, pitchId: string, body: { minutes: number; date?: string | undefined }) {
  const actor = await actorOf(ctx, { eventId });
  const { changes, moved } = await ctx.deps.database.db.transaction(async (tx) => {
    await requireEvent(tx, eventId);
    if (!isUuid(pitchId) || !(await eventPitches(tx, eventId)).some((p) => p._id === pitchId)) throw notFound('pitchUnknown');
    await lockEvent(tx, eventId);
    const data = await loadEditionSchedule(tx, eventId);
    const nodes = scheduleNodes(data);
    const shifts = delayShifts(nodes, pitchId, beirutDay(body.date ?? todayInBeirut()), body.minutes, storedRules(data));
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const changes = await writePlaces(
      tx,
      actor,
      eventId,
      [...shifts].map(([id, start]) => ({ node: byId.get(id)!, start, pitchId: byId.get(id)!.pitchId })),
    );
    return { changes, moved: [...shifts.keys()].map((id) => byId.get(id)!).map((n) => (n.kind === 'game' ? n.id : n.rowId)) };
  });
  await publishChanges(ctx.deps, changes);
  return { success: true as const, message: MSG.pitchDelayed, moved };
}
