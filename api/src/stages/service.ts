import { MSG, STAGE_KEYS, fillMessage, type CustomRankingsSave, type EventStagesUpdate, type StageSettingsInput } from '@pitchside/shared';
import type { CurrentUser, Deps } from '../context';
import type { Tx } from '../db/client';
import { requireAccess } from '../auth/policy';
import { badRequest, notFound } from '../lib/errors';
import type { GameChange } from '../live/hub';
import { toTeamRef } from '../events/serialize';
import { lockEvent } from '../sync/queries';
import { publishChanges } from '../sync/service';
import { generateFixtures, generateKnockout, regenerateKnockout, type Generated, type StageScope } from './generate';
import { findEvent, listAgeGroupsOf, listCustomRankings, listScopeTeams, replaceCustomRankings, type Scope } from './queries';
import { removalGate, throwIfAsked } from './redraw';
import { saveScopeStages } from './save';

interface Ctx {
  deps: Deps;
  user: CurrentUser | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_EVENT = new Set(['', 'undefined', 'null']);

async function requireEvent(tx: Tx, eventId: string) {
  if (NO_EVENT.has(eventId)) throw badRequest('selectEvent');
  const event = UUID.test(eventId) ? await findEvent(tx, eventId) : null;
  if (!event) throw notFound('eventNotFound');
  return event;
}

/**
 * The scope a call names: an age group by slug (or id), or the event itself when it has no age
 * groups. An event with age groups needs one named.
 */
export async function resolveScope(tx: Tx, eventId: string, ageGroup: string | null | undefined): Promise<StageScope> {
  const event = await requireEvent(tx, eventId);
  const ags = await listAgeGroupsOf(tx, event.id);
  const wanted = ageGroup?.trim();
  if (!wanted) {
    if (ags.length > 0) throw badRequest('ageGroupRequired');
    return { eventId: event.id, ageGroupId: null, stageType: event.stageType, advancingTeams: 2, knockoutTeams: 4 };
  }
  const ag = ags.find((a) => a.slug === wanted || a.id === wanted);
  if (!ag) throw badRequest('unknownAgeGroup', { ageGroup: wanted });
  return {
    eventId: event.id,
    ageGroupId: ag.id,
    stageType: ag.stageType,
    advancingTeams: ag.advancingTeams,
    knockoutTeams: ag.knockoutTeams,
  };
}

const hasStageKeys = (o: object) => STAGE_KEYS.some((k) => (o as Record<string, unknown>)[k] !== undefined);
const stageKeysOf = (o: StageSettingsInput): StageSettingsInput =>
  Object.fromEntries(STAGE_KEYS.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]));

/**
 * The stage part of PUT /api/events/:id: per age group matched by slug, or at the top level for an
 * event without age groups. Returns whether any stage key was present (the event editor handles the rest).
 */
export async function updateEventStages(ctx: Ctx, eventId: string, body: EventStagesUpdate): Promise<boolean> {
  const actor = await requireAccess(ctx, 'event.manage', { eventId });
  const topLevel = hasStageKeys(body);
  const perAgeGroup = (body.ageGroups ?? []).filter(hasStageKeys);
  if (!topLevel && perAgeGroup.length === 0) return false;
  let changes: GameChange[] = [];
  await ctx.deps.database.db.transaction(async (tx) => {
    // Afresh on each attempt: a transaction retried after a deadlock runs this again (db/retry.ts).
    changes = [];
    // A re-draw that removes games in any age group is answered once, with all of them (409 confirmRemoval).
    const gate = removalGate(body);
    const event = await requireEvent(tx, eventId);
    await lockEvent(tx, event.id);
    const ags = await listAgeGroupsOf(tx, event.id);
    if (topLevel) {
      if (ags.length > 0) throw badRequest('ageGroupStagesInside');
      changes = changes.concat(await saveScopeStages(tx, { eventId: event.id, ageGroupId: null }, stageKeysOf(body), actor.id, gate));
    }
    for (const entry of perAgeGroup) {
      const ag = ags.find((a) => a.slug === entry.slug);
      if (!ag) throw badRequest('unknownAgeGroup', { ageGroup: entry.slug });
      changes = changes.concat(await saveScopeStages(tx, { eventId: event.id, ageGroupId: ag.id }, stageKeysOf(entry), actor.id, gate));
    }
    throwIfAsked(gate);
  });
  await publishChanges(ctx.deps, changes);
  return true;
}

type Generator = (tx: Tx, scope: StageScope, actorId: string) => Promise<Generated>;

async function runGenerator(ctx: Ctx, eventId: string, ageGroup: string | undefined, generate: Generator) {
  const actor = await requireAccess(ctx, 'event.manage', { eventId });
  const result = await ctx.deps.database.db.transaction(async (tx) => {
    const scope = await resolveScope(tx, eventId, ageGroup);
    await lockEvent(tx, scope.eventId);
    return generate(tx, scope, actor.id);
  });
  await publishChanges(ctx.deps, result.changes);
  return { success: true as const, created: result.created, message: fillMessage(MSG.gamesCreated, { n: result.created }) };
}

export const fixtures = (ctx: Ctx, eventId: string, body: { ageGroup?: string | undefined; legs?: 1 | 2 | undefined }) =>
  runGenerator(ctx, eventId, body.ageGroup, (tx, scope, actor) => generateFixtures(tx, scope, body.legs ?? 1, actor));

export const knockout = (ctx: Ctx, eventId: string, body: { ageGroup?: string | undefined }) =>
  runGenerator(ctx, eventId, body.ageGroup, generateKnockout);

export const reknockout = (ctx: Ctx, eventId: string, body: { ageGroup?: string | undefined }) =>
  runGenerator(ctx, eventId, body.ageGroup, regenerateKnockout);

// ---------------------------------------------------------------- custom rankings

async function rankingsOf(tx: Tx, scope: Scope) {
  return (await listCustomRankings(tx, scope)).map((r) => ({
    _id: r.id,
    team: toTeamRef(r.team),
    teamId: r.team.id,
    position: r.position,
    points: r.points,
  }));
}

/** GET /api/custom-rankings/:eventId[?ageGroup]: public, the saved positions in order. */
export async function getCustomRankings(deps: Deps, eventId: string, ageGroup: string | undefined) {
  const db = deps.database.db;
  const scope = await resolveScope(db, eventId, ageGroup);
  return { success: true as const, rankings: await rankingsOf(db, scope) };
}

/** POST /api/custom-rankings/:eventId: replaces the age group's ranking; teams must be its own, once each. */
export async function saveCustomRankings(ctx: Ctx, eventId: string, body: CustomRankingsSave) {
  await requireAccess(ctx, 'event.manage', { eventId });
  await ctx.deps.database.db.transaction(async (tx) => {
    const scope = await resolveScope(tx, eventId, body.ageGroup);
    const allowed = new Set((await listScopeTeams(tx, scope)).map((t) => t.id));
    if (body.rankings.some((r) => !allowed.has(r.teamId))) throw badRequest('teamNotInAgeGroup');
    const positions = body.rankings.map((r) => r.position);
    if (new Set(positions).size !== positions.length) throw badRequest('positionTaken');
    await replaceCustomRankings(tx, { eventId: scope.eventId, ageGroupId: scope.ageGroupId }, body.rankings);
  });
  return { success: true as const, message: MSG.rankingsSaved };
}
