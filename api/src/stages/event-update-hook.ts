import { stageSettingsInputSchema, type EventUpdateInput } from '@pitchside/shared';
import type { CurrentUser } from '../context';
import type { Tx } from '../db/client';
import { badRequest, fromZodError } from '../lib/errors';
import type { GameChange } from '../live/hub';
import { listAgeGroupsOf } from './queries';
import { saveScopeStages } from './save';

/** The stage keys of PUT /api/events/{id} (Standings Manager): group and knockout stages, tiebreakers, adjustments. */
export type StageKeys = Pick<
  EventUpdateInput,
  | 'groupStage'
  | 'knockoutStage'
  | 'tiebreakers'
  | 'pointsAdjustments'
  | 'thirdPlaceMatch'
  | 'drawingOfLots'
  | 'match'
  | 'discipline'
  | 'review'
>;

export const STAGE_KEY_NAMES = [
  'groupStage',
  'knockoutStage',
  'tiebreakers',
  'pointsAdjustments',
  'thirdPlaceMatch',
  'drawingOfLots',
  'match',
  'discipline',
  'review',
] as const;

/** The stage keys an object carries (those sent, nothing else). */
export function stageKeysIn(o: unknown): StageKeys {
  if (!o || typeof o !== 'object' || Array.isArray(o)) return {};
  const r = o as Record<string, unknown>;
  return Object.fromEntries(STAGE_KEY_NAMES.filter((k) => r[k] !== undefined).map((k) => [k, r[k]])) as StageKeys;
}

export interface StageUpdateContext {
  eventId: string;
  admin: CurrentUser;
}

/**
 * Called by the event edit inside its transaction (event lock held, age groups already saved) with
 * the top-level stage keys the request carried: for an event without age groups they are saved as the
 * Standings Manager saves them. Edits carrying only stage keys (per age group, by slug) go to the
 * stages router instead. Throws an AppError to refuse the whole edit; returns a note for the audit entry.
 */
export async function applyStageKeys(
  tx: Tx,
  ctx: StageUpdateContext,
  keys: StageKeys,
  changes: GameChange[] = [],
): Promise<Record<string, unknown> | null> {
  const sent = Object.fromEntries(Object.entries(keys).filter(([, v]) => v !== undefined));
  if (Object.keys(sent).length === 0) return null;
  const parsed = stageSettingsInputSchema.safeParse(sent);
  if (!parsed.success) throw fromZodError(parsed.error);
  if ((await listAgeGroupsOf(tx, ctx.eventId)).length > 0) {
    throw badRequest('ageGroupStagesInside');
  }
  changes.push(...(await saveScopeStages(tx, { eventId: ctx.eventId, ageGroupId: null }, parsed.data, ctx.admin.id)));
  return { stageKeys: Object.keys(sent) };
}

/**
 * The stage keys carried inside the age groups of an Event Management edit (entries with a name, so
 * the edit did not go to the stages router): saved for each age group once the age groups themselves
 * are saved, matched by the slug the entry's name gives. Appends the knockout games they create to `changes`.
 */
export async function applyAgeGroupStageKeys(
  tx: Tx,
  ctx: StageUpdateContext,
  entries: readonly { slug: string; keys: StageKeys }[],
  changes: GameChange[],
): Promise<Record<string, unknown> | null> {
  const sent = entries.filter((e) => Object.keys(e.keys).length > 0);
  if (sent.length === 0) return null;
  const ags = await listAgeGroupsOf(tx, ctx.eventId);
  const note: Record<string, string[]> = {};
  for (const entry of sent) {
    const parsed = stageSettingsInputSchema.safeParse(entry.keys);
    if (!parsed.success) throw fromZodError(parsed.error);
    const ag = ags.find((a) => a.slug === entry.slug);
    if (!ag) continue; // the entry's own validation has already answered for an unknown age group
    changes.push(...(await saveScopeStages(tx, { eventId: ctx.eventId, ageGroupId: ag.id }, parsed.data, ctx.admin.id)));
    note[entry.slug] = Object.keys(entry.keys);
  }
  return { ageGroups: note };
}
