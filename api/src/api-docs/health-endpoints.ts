import { z } from 'zod';
import { declareRoute } from '../lib/declare-route';

/** The process's own state, for load balancers and uptime checks (the answer is 503 while the database is away). */
export const healthEndpoints = {
  health: declareRoute({
    method: 'get',
    path: '/health',
    summary: 'Whether the server and its database answer',
    response: z.object({
      success: z.boolean(),
      status: z.enum(['ok', 'degraded']),
      database: z.string(),
      databaseStatus: z.enum(['up', 'down']),
    }),
    permission: 'public',
    cache: 'none',
  }),
};
