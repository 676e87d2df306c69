import type { GiftDuration } from '@pitchside/shared';
import type { Tx } from '../db/client';
import { giftCodes } from '../db/schema';

/** Inserts the codes; returns those that were new (a collision with an existing code is skipped). */
export async function insertCodes(tx: Tx, codes: readonly string[], duration: GiftDuration, createdBy: string): Promise<string[]> {
  const rows = await tx
    .insert(giftCodes)
    .values(codes.map((code) => ({ code, duration, createdBy })))
    .onConflictDoNothing()
    .returning({ code: giftCodes.code });
  return rows.map((r) => r.code);
}
