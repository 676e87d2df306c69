import { z } from 'zod';
import {
  ageGroupQuerySchema,
  customRankingsSaveSchema,
  generateFixturesSchema,
  generateKnockoutSchema,
  moveTeamGroupResponseSchema,
  moveTeamGroupSchema,
  uuidParam,
  gamesCreatedResponseSchema,
} from '@pitchside/shared';
import { declareRoute } from '../lib/declare-route';

const eventParams = z.object({ eventId: uuidParam });

/**
 * Standings Manager and Custom Rankings Manager (admin spec section 7). The stage keys of an event's
 * edit come through PUT /events/{id}, declared with the event's routes.
 */
export const stagesEndpoints = {
  fixtures: declareRoute({
    method: 'post',
    path: '/events/{id}/games/generate-fixtures',
    response: gamesCreatedResponseSchema,
    summary: "Draw an age group's group-stage fixtures",
    params: z.object({ id: uuidParam }),
    body: generateFixturesSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
  knockout: declareRoute({
    method: 'post',
    path: '/events/{id}/games/generate-knockout-fixtures',
    response: gamesCreatedResponseSchema,
    summary: "Draw an age group's knockout fixtures from the tables",
    params: z.object({ id: uuidParam }),
    body: generateKnockoutSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
  reknockout: declareRoute({
    method: 'post',
    path: '/events/{id}/games/regenerate-knockout-fixtures',
    response: gamesCreatedResponseSchema,
    summary: 'Draw the knockout fixtures again',
    params: z.object({ id: uuidParam }),
    body: generateKnockoutSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
  moveTeam: declareRoute({
    method: 'post',
    path: '/events/{id}/teams/{teamId}/group',
    summary: 'Move a team to another group',
    params: z.object({ id: uuidParam, teamId: uuidParam }),
    body: moveTeamGroupSchema,
    response: moveTeamGroupResponseSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
  customRankings: declareRoute({
    method: 'get',
    path: '/custom-rankings/{eventId}',
    params: eventParams,
    summary: "An event's hand-set rankings",
    query: ageGroupQuerySchema,
    permission: 'public',
    cache: 'none',
  }),
  saveCustomRankings: declareRoute({
    method: 'post',
    path: '/custom-rankings/{eventId}',
    params: eventParams,
    summary: "Set an event's rankings by hand",
    body: customRankingsSaveSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
};
