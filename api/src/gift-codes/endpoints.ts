import { giftCodeGenerateSchema, giftCodeGenerateResponseSchema } from '@pitchside/shared';
import { declareRoute } from '../lib/declare-route';

/** Gift Code Manager (admin spec). */
export const giftCodesEndpoints = {
  generate: declareRoute({
    method: 'post',
    path: '/gift-codes/generate',
    response: giftCodeGenerateResponseSchema,
    summary: 'Generate a batch of Gold membership gift codes',
    body: giftCodeGenerateSchema,
    status: 201,
    permission: 'admin',
    cache: 'none',
    outdates: 'nothing',
  }),
};
