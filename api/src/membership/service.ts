import { and, eq, isNull, sql } from 'drizzle-orm';
import { GIFT_DURATION_MONTHS, MSG, type MembershipStatusResponse, type RedeemCodeResponse } from '@pitchside/shared';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import { giftCodes, users } from '../db/schema';
import { badRequest, forbidden, notFound } from '../lib/errors';

export async function membershipStatus(db: Db, userId: string): Promise<MembershipStatusResponse> {
  const [u] = await db.select({ goldUntil: users.goldUntil }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw notFound('userNotFound');
  const isGold = !!u.goldUntil && u.goldUntil.getTime() > Date.now();
  return { success: true, isGold, goldUntil: u.goldUntil ? u.goldUntil.toISOString() : null };
}

/**
 * Redeems a gift code for the caller. The claim is one conditional UPDATE inside the transaction
 * that extends the membership: of two concurrent redemptions only one finds the code unused.
 */
export async function redeemCode(db: Db, caller: CurrentUser, input: { userId: string; giftCode: string }): Promise<RedeemCodeResponse> {
  if (input.userId !== caller.id) throw forbidden();
  const code = input.giftCode.trim().toUpperCase();
  if (!code) throw badRequest('enterGiftCode');
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(giftCodes)
      .set({ redeemedBy: caller.id, redeemedAt: sql`now()` })
      // redeemed_at, not redeemed_by: the latter is cleared when a user is deleted, which must not free the code.
      .where(and(sql`upper(${giftCodes.code}) = ${code}`, isNull(giftCodes.redeemedAt)))
      .returning({ duration: giftCodes.duration });
    if (!claimed) throw badRequest('invalidGiftCode');
    const months = GIFT_DURATION_MONTHS[claimed.duration];
    const [u] = await tx
      .update(users)
      .set({
        // Time left on a current membership is kept: the code extends from its end, not from today.
        goldUntil: sql`greatest(now(), coalesce(${users.goldUntil}, now())) + make_interval(months => ${sql.raw(String(months))})`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, caller.id))
      .returning({ goldUntil: users.goldUntil });
    return {
      success: true as const,
      message: MSG.giftRedeemed,
      isGold: true as const,
      goldUntil: u!.goldUntil!.toISOString(),
      duration: claimed.duration,
    };
  });
}
