import { z } from 'zod';
import { calendarQuerySchema, uuidParam } from '@pitchside/shared';
import { declareRoute } from '../lib/declare-route';

/** "Add to calendar": iCalendar feeds a phone's calendar subscribes to. */
export const calendarEndpoints = {
  event: declareRoute({
    method: 'get',
    path: '/events/{eventId}/calendar.ics',
    summary: "An event's fixtures as a calendar",
    query: calendarQuerySchema,
    produces: 'text/calendar',
    response: z.string(),
    permission: 'public',
    cache: 'none',
  }),
  team: declareRoute({
    method: 'get',
    path: '/teams/{teamId}/calendar.ics',
    params: z.object({ teamId: uuidParam }),
    summary: "A team's fixtures as a calendar",
    query: calendarQuerySchema,
    produces: 'text/calendar',
    response: z.string(),
    permission: 'public',
    cache: 'none',
  }),
};
