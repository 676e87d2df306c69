import { z } from 'zod';
import { offlineBundleQuerySchema, uuidParam, offlineBundleResponseSchema } from '@pitchside/shared';
import { declareRoute } from '../lib/declare-route';

export const offlineEndpoints = {
  bundle: declareRoute({
    method: 'get',
    path: '/events/{eventId}/offline-bundle',
    response: offlineBundleResponseSchema,
    params: z.object({ eventId: uuidParam }),
    summary: 'A whole edition to read offline; with scope=live, the part a game change can alter',
    query: offlineBundleQuerySchema,
    permission: 'public',
    cache: 'publicEvent',
    cacheOptions: { expensive: true },
  }),
};
