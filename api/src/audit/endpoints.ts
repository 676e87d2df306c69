import { eventHistoryResponseSchema } from '@pitchside/sync';
import { z } from 'zod';
import { uuidParam } from '@pitchside/shared';
import { declareRoute } from '../lib/declare-route';

const eventId = z.object({ id: uuidParam });

export const auditEndpoints = {
  eventHistory: declareRoute({
    method: 'get',
    path: '/events/{id}/history',
    response: eventHistoryResponseSchema,
    summary: 'Who recorded or changed what and when in this event (games, teams, squads), newest first',
    params: eventId,
    permission: 'event.manage',
    cache: 'none',
  }),
  history: declareRoute({
    method: 'get',
    path: '/admin/audit/{entity}/{id}',
    summary: "Who changed an event, team, squad or player, newest first (an organiser: their events' entries)",
    permission: 'event.manage',
    cache: 'none',
  }),
};
