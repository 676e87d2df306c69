import { z } from 'zod';
import { ageGroupQuerySchema, suspensionDecisionSchema, suspensionsResponseSchema, uuidParam } from '@pitchside/shared';
import { declareRoute } from '../lib/declare-route';

/** Suspensions from cards (sync/suspension-queries.ts) and the organisers' decisions on them. */
export const suspensionsEndpoints = {
  list: declareRoute({
    method: 'get',
    path: '/events/{id}/suspensions',
    summary: "Who is suspended for which game not played yet: site admins and organisers see all, a coach his teams' players",
    params: z.object({ id: uuidParam }),
    query: ageGroupQuerySchema,
    response: suspensionsResponseSchema,
    // Any member reaches the service, which admits organisers and the coaches of the event's teams.
    permission: 'member',
    cache: 'none',
  }),
  decide: declareRoute({
    method: 'put',
    path: '/events/{id}/suspensions/{playerId}',
    summary: "Lift or extend a player's suspension, with a reason (in the audit trail)",
    params: z.object({ id: uuidParam, playerId: uuidParam }),
    body: suspensionDecisionSchema,
    response: suspensionsResponseSchema.extend({ success: z.literal(true), message: z.string() }),
    permission: 'event.manage',
    cache: 'none',
    outdates: 'event',
  }),
};
