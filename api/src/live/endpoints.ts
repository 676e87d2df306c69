import { uuidParam } from '@pitchside/shared';
import { z } from 'zod';
import { declareRoute } from '../lib/declare-route';

export const liveEndpoints = {
  event: declareRoute({
    method: 'get',
    path: '/live/events/{eventId}',
    params: z.object({ eventId: uuidParam }),
    summary: "An event's game changes as they happen (server-sent events)",
    produces: 'text/event-stream',
    response: z.string(),
    permission: 'public',
    cache: 'none',
  }),
};
