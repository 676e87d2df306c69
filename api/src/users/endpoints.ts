import { z } from 'zod';
import {
  careerResponseSchema,
  contactVisibilityInputSchema,
  contactVisibilityResponseSchema,
  oldPlayerCreateSchema,
  oldPlayersBatchSchema,
  oldPlayersQuerySchema,
  oldPlayersResponseSchema,
  userResponseSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
  uuidParam,
} from '@pitchside/shared';
import { declareRoute } from '../lib/declare-route';

/** Players' profiles and careers, and Player Management (admin spec). */
export const usersEndpoints = {
  // The fixed paths are declared before /users/{id} so they are never read as an id.
  oldPlayers: declareRoute({
    method: 'get',
    path: '/users/old-players',
    summary: 'Players without an account, to claim at sign-up',
    query: oldPlayersQuerySchema,
    response: oldPlayersResponseSchema,
    permission: 'member',
    cache: 'private',
  }),
  createOldPlayer: declareRoute({
    method: 'post',
    path: '/users/old-player',
    summary: 'Add a player without an account',
    serviceBody: oldPlayerCreateSchema,
    status: 201,
    permission: 'event.manage',
    cache: 'none',
  }),
  createOldPlayers: declareRoute({
    method: 'post',
    path: '/users/old-players',
    summary: 'Add a squad of players without accounts, one name a line',
    serviceBody: oldPlayersBatchSchema,
    status: 201,
    permission: 'event.manage',
    cache: 'none',
  }),
  search: declareRoute({
    method: 'get',
    path: '/users/search',
    summary: 'Users whose name starts with the text typed (admin type-ahead)',
    query: userSearchQuerySchema,
    response: userSearchResponseSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
  contactVisibility: declareRoute({
    method: 'put',
    path: '/users/{id}/contact-visibility',
    params: z.object({ id: uuidParam }),
    summary: "A player's choice to show their Instagram (adults only)",
    serviceBody: contactVisibilityInputSchema,
    response: contactVisibilityResponseSchema,
    permission: 'member',
    cache: 'none',
  }),
  profile: declareRoute({
    method: 'get',
    path: '/users/{id}',
    summary: "A player's profile (contact details as the reader may see them)",
    response: userResponseSchema,
    permission: 'public',
    cache: 'private',
    preloadFor: ['user'],
  }),
  career: declareRoute({
    method: 'get',
    path: '/player-stats/player/{id}/career',
    summary: "A player's career totals",
    response: careerResponseSchema,
    permission: 'public',
    cache: 'publicSite',
  }),
};
