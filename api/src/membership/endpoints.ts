import { z } from 'zod';
import { membershipStatusResponseSchema, redeemCodeResponseSchema, redeemCodeSchema, uuidParam } from '@pitchside/shared';
import { declareRoute } from '../lib/declare-route';

/** Gold membership: its status, and gift codes redeemed. */
export const membershipEndpoints = {
  status: declareRoute({
    method: 'get',
    path: '/membership/status/{userId}',
    params: z.object({ userId: uuidParam }),
    summary: "A member's Gold status (their own)",
    response: membershipStatusResponseSchema,
    permission: 'member',
    cache: 'private',
  }),
  redeem: declareRoute({
    method: 'post',
    path: '/membership/redeem-code',
    summary: 'Redeem a gift code for Gold membership',
    body: redeemCodeSchema,
    response: redeemCodeResponseSchema,
    permission: 'member',
    cache: 'none',
    outdates: 'nothing',
  }),
};
