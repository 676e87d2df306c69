import { z } from 'zod';
import { GIFT_CODES_PER_GENERATION, GIFT_DURATIONS } from '../constants';
import { coded } from '../i18n/codes';

const QUANTITY_MESSAGE = coded('quantityRange', { min: GIFT_CODES_PER_GENERATION.min, max: GIFT_CODES_PER_GENERATION.max });

/** POST /api/gift-codes/generate (admin spec section 7). */
export const giftCodeGenerateSchema = z.object({
  duration: z.enum(GIFT_DURATIONS, { message: coded('mustBeOneOf', { label: 'Duration', values: GIFT_DURATIONS.join(', ') }) }),
  quantity: z.coerce
    .number({ message: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(GIFT_CODES_PER_GENERATION.min, QUANTITY_MESSAGE)
    .max(GIFT_CODES_PER_GENERATION.max, QUANTITY_MESSAGE),
});
export type GiftCodeGenerateInput = z.infer<typeof giftCodeGenerateSchema>;

export const giftCodeSchema = z.object({ code: z.string(), duration: z.enum(GIFT_DURATIONS) });
export const giftCodeGenerateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  codes: z.array(giftCodeSchema),
});
export type GiftCodeGenerateResponse = z.infer<typeof giftCodeGenerateResponseSchema>;

/** Codes read XXXX-XXXX-XXXX, from letters and digits that cannot be mistaken for each other. */
export const GIFT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GIFT_CODE_PATTERN = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;
