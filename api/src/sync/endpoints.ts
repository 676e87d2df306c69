import { z } from 'zod';
import { coded } from '@pitchside/shared';
import { clientIdSchema, ownerIdSchema, pushRequestInSchema } from '@pitchside/sync';
import { declareRoute } from '../lib/declare-route';

const pullQuerySchema = z.object({
  scope: z.string({ message: coded('scopeRequired') }).min(1, coded('scopeRequired')),
  clientId: clientIdSchema,
  cookie: z.string().max(200).optional(),
  userId: ownerIdSchema.optional(),
});

/** Replicache-style push and pull of the scorers' devices (DESIGN.md section 5). */
export const syncEndpoints = {
  push: declareRoute({
    method: 'post',
    path: '/sync/push',
    summary: "A device's queued edits, applied in order",
    body: pushRequestInSchema,
    // Decided per edit (a scorer whose role ended has each edit refused, kept on the device).
    permission: 'signedIn',
    cache: 'none',
    outdates: 'live',
  }),
  pull: declareRoute({
    method: 'get',
    path: '/sync/pull',
    summary: 'What changed for a device since its cookie',
    query: pullQuerySchema,
    permission: 'game.score',
    cache: 'none',
  }),
};
