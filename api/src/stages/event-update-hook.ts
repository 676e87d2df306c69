import type { EventUpdateInput } from '@pitchside/shared';
import type { CurrentUser } from '../context';
import type { Tx } from '../db/client';

/** The stage keys of PUT /api/events/{id} (Standings Manager): group and knockout stages, tiebreakers, adjustments. */
export type StageKeys = Pick<EventUpdateInput, 'groupStage' | 'knockoutStage' | 'tiebreakers' | 'pointsAdjustments'>;

export interface StageUpdateContext {
  eventId: string;
  admin: CurrentUser;
}

/**
 * Called by the event edit inside its transaction (event lock held, age groups already saved) with
 * the stage keys the request carried. The Standings Manager fills this in; until then the keys are
 * accepted and left alone. Throw an AppError to refuse the whole edit. Returns a note for the audit entry.
 */
export async function applyStageKeys(_tx: Tx, _ctx: StageUpdateContext, keys: StageKeys): Promise<Record<string, unknown> | null> {
  const sent = Object.entries(keys).filter(([, v]) => v !== undefined);
  return sent.length ? { stageKeysIgnored: sent.map(([k]) => k) } : null;
}
