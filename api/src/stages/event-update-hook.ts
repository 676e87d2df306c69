import { stageSettingsInputSchema, type EventUpdateInput } from '@pitchside/shared';
import type { CurrentUser } from '../context';
import type { Tx } from '../db/client';
import { badRequest, fromZodError } from '../lib/errors';
import { listAgeGroupsOf } from './queries';
import { saveScopeStages } from './save';

/** The stage keys of PUT /api/events/{id} (Standings Manager): group and knockout stages, tiebreakers, adjustments. */
export type StageKeys = Pick<EventUpdateInput, 'groupStage' | 'knockoutStage' | 'tiebreakers' | 'pointsAdjustments'>;

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
export async function applyStageKeys(tx: Tx, ctx: StageUpdateContext, keys: StageKeys): Promise<Record<string, unknown> | null> {
  const sent = Object.fromEntries(Object.entries(keys).filter(([, v]) => v !== undefined));
  if (Object.keys(sent).length === 0) return null;
  const parsed = stageSettingsInputSchema.safeParse(sent);
  if (!parsed.success) throw fromZodError(parsed.error);
  if ((await listAgeGroupsOf(tx, ctx.eventId)).length > 0) {
    throw badRequest('This event has age groups: send groupStage, knockoutStage and the rest inside each age group');
  }
  await saveScopeStages(tx, { eventId: ctx.eventId, ageGroupId: null }, parsed.data, ctx.admin.id);
  return { stageKeys: Object.keys(sent) };
}
