import {
  ageGroupQuerySchema,
  eventNowResponseSchema,
  pitchDelayResponseSchema,
  pitchDelaySchema,
  scheduleAllResponseSchema,
  scheduleAllSchema,
  withdrawTeamResponseSchema,
  withdrawTeamSchema,
  uuidParam,
} from '@pitchside/shared';
import { z } from 'zod';
import { declareRoute } from '../lib/declare-route';

/** Venues, pitches and scheduling: admin writes and exports, and the fans' Now view. */
export const scheduleEndpoints = {
  scheduleAll: declareRoute({
    method: 'post',
    path: '/events/{id}/games/schedule',
    summary: "Give an event's games their times and pitches",
    params: z.object({ id: uuidParam }),
    body: scheduleAllSchema,
    response: scheduleAllResponseSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
  delayPitch: declareRoute({
    method: 'post',
    path: '/events/{id}/pitches/{pitchId}/delay',
    summary: "Push back a pitch's coming games",
    params: z.object({ id: uuidParam, pitchId: uuidParam }),
    body: pitchDelaySchema,
    response: pitchDelayResponseSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
  withdrawTeam: declareRoute({
    method: 'post',
    path: '/events/{id}/teams/{teamId}/withdraw',
    summary: 'Withdraw a team: its coming games become forfeits',
    params: z.object({ id: uuidParam, teamId: uuidParam }),
    body: withdrawTeamSchema,
    response: withdrawTeamResponseSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
  scheduleCsv: declareRoute({
    method: 'get',
    path: '/events/{id}/schedule.csv',
    summary: "An event's schedule as a spreadsheet",
    params: z.object({ id: uuidParam }),
    produces: 'text/csv',
    response: z.string(),
    permission: 'event.manage',
    cache: 'none',
  }),
  resultsCsv: declareRoute({
    method: 'get',
    path: '/events/{id}/results.csv',
    summary: "An event's results as a spreadsheet",
    params: z.object({ id: uuidParam }),
    produces: 'text/csv',
    response: z.string(),
    permission: 'event.manage',
    cache: 'none',
  }),
  // It reads the games only (never the clock), so a game change outdates it and it can be shared.
  now: declareRoute({
    method: 'get',
    path: '/events/{id}/now',
    summary: 'What is on each pitch now, and next',
    query: ageGroupQuerySchema,
    response: eventNowResponseSchema,
    permission: 'public',
    cache: 'publicEvent',
  }),
};
