import { randomInt } from 'node:crypto';
import { MSG, fillMessage, GIFT_CODE_ALPHABET, type GiftCodeGenerateInput, type GiftCodeGenerateResponse } from '@pitchside/shared';
import type { CurrentUser, Deps } from '../context';
import { assertAdmin } from '../auth/middleware';
import { insertCodes } from './queries';

function part(): string {
  let s = '';
  for (let i = 0; i < 4; i += 1) s += GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)];
  return s;
}

export function newGiftCode(): string {
  return `${part()}-${part()}-${part()}`;
}

/**
 * Admin: makes `quantity` single-use codes of one duration, all in one transaction. 32^12 codes make
 * a collision all but impossible; one would be skipped and replaced, never handed out twice.
 */
export async function generateCodes(deps: Deps, user: CurrentUser | null, input: GiftCodeGenerateInput): Promise<GiftCodeGenerateResponse> {
  const admin = assertAdmin(user);
  const codes = await deps.database.db.transaction(async (tx) => {
    const made: string[] = [];
    while (made.length < input.quantity) {
      const batch = Array.from({ length: input.quantity - made.length }, newGiftCode);
      made.push(...(await insertCodes(tx, [...new Set(batch)], input.duration, admin.id)));
    }
    return made;
  });
  return {
    success: true,
    message: fillMessage(MSG.giftCodesGenerated, { n: codes.length }),
    codes: codes.map((code) => ({ code, duration: input.duration })),
  };
}
