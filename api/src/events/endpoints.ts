import { z } from 'zod';
import {
  eventPageQuerySchema,
  eventPageResponseSchema,
  eventResponseSchema,
  eventsListQuerySchema,
  eventsListResponseSchema,
  eventUpdateSchema,
  gameResponseSchema,
  gamesListResponseSchema,
  gamesQuerySchema,
  uuidParam,
} from '@pitchside/shared';
import { declareRoute } from '../lib/declare-route';

const eventId = z.object({ id: uuidParam });

/** Events and their games as fans read them, and Event Management (admin spec). */
export const eventsEndpoints = {
  list: declareRoute({
    method: 'get',
    path: '/events',
    summary: 'Events, newest first',
    query: eventsListQuerySchema,
    response: eventsListResponseSchema,
    permission: 'public',
    cache: 'publicSite',
    preloadFor: 'everyPage',
    cacheOptions: { gameFree: true },
  }),
  // Declared before /events/{id} so "slug" is never read as an id.
  page: declareRoute({
    method: 'get',
    path: '/events/slug/{slug}',
    summary: "An event's page: the edition, its age groups, tables and games",
    query: eventPageQuerySchema,
    response: eventPageResponseSchema,
    permission: 'public',
    cache: 'publicEvent',
    preloadFor: ['event'],
  }),
  byId: declareRoute({
    method: 'get',
    path: '/events/{id}',
    summary: 'One event by id or slug',
    response: eventResponseSchema,
    permission: 'public',
    cache: 'publicEvent',
  }),
  games: declareRoute({
    method: 'get',
    path: '/events/{eventId}/games',
    summary: "An event's games, a page at a time",
    query: gamesQuerySchema,
    response: gamesListResponseSchema,
    permission: 'public',
    cache: 'publicEvent',
    preloadFor: ['event'],
  }),
  game: declareRoute({
    method: 'get',
    path: '/events/{eventId}/games/{gameId}',
    summary: 'One game with its goals, cards and squads',
    response: gameResponseSchema,
    permission: 'public',
    cache: 'publicEvent',
    preloadFor: ['game'],
  }),
  create: declareRoute({
    method: 'post',
    path: '/events',
    summary: 'Create an event (multipart, with its logo)',
    form: true,
    status: 201,
    permission: 'admin',
    cache: 'none',
  }),
  update: declareRoute({
    method: 'put',
    path: '/events/{id}',
    summary: "Edit an event: Event Management's fields, or the Standings Manager's stage keys",
    params: eventId,
    serviceBody: eventUpdateSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
  deleteSummary: declareRoute({
    method: 'get',
    path: '/events/{id}/delete-summary',
    summary: 'What deleting an event would remove',
    params: eventId,
    permission: 'admin',
    cache: 'none',
  }),
  remove: declareRoute({
    method: 'delete',
    path: '/events/{id}',
    summary: 'Delete an event with its games and teams',
    params: eventId,
    permission: 'admin',
    cache: 'none',
  }),
};
