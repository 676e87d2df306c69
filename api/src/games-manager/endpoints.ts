import { z } from 'zod';
import {
  adminGameResponseSchema,
  coded,
  deleteGameResponseSchema,
  deleteGameSchema,
  publishGamesResponseSchema,
  publishGamesSchema,
  uuidParam,
} from '@pitchside/shared';
import { declareRoute } from '../lib/declare-route';
import {
  addGoalSchema,
  createGameSchema,
  setMvpSchema,
  setPenaltiesSchema,
  setSavesSchema,
  setStatusSchema,
  updateGameSchema,
} from './schemas';

const GAME = '/events/{eventId}/games/{gameId}';
/**
 * Ids in the path, checked before any service runs: a malformed one is a 400 `invalidId`, and no event
 * at all (a form sent before one was chosen) "Please select an event", as the spec's Create game says.
 */
const eventId = z.string().superRefine((v, ctx) => {
  if (['', 'undefined', 'null'].includes(v)) ctx.addIssue({ code: 'custom', message: coded('selectEvent') });
  else if (!uuidParam.safeParse(v).success) ctx.addIssue({ code: 'custom', message: coded('invalidId') });
});
const eventParams = z.object({ eventId });
const gameParams = eventParams.extend({ gameId: uuidParam });

/**
 * Games Manager (spec admin.md): the spec's create and update calls, plus structured calls for a
 * device that is online. Every one is an admin's, checked before the body, so a stranger learns
 * nothing from a 400.
 */
export const gamesManagerEndpoints = {
  create: declareRoute({
    method: 'post',
    path: '/events/{eventId}/games',
    params: eventParams,
    summary: 'Add a game to an event',
    body: createGameSchema,
    status: 201,
    response: adminGameResponseSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
  publish: declareRoute({
    method: 'post',
    path: '/events/{eventId}/games/publish',
    params: eventParams,
    summary: 'Publish draft games, so fans see them',
    body: publishGamesSchema,
    response: publishGamesResponseSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
  update: declareRoute({
    method: 'put',
    path: GAME,
    params: gameParams,
    summary: 'Edit a game (the spec call: score, goals, status in one body)',
    body: updateGameSchema,
    response: adminGameResponseSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
  remove: declareRoute({
    method: 'delete',
    path: GAME,
    params: gameParams,
    summary: 'Delete a game; `{ confirm: true }` after a 409 that lists what goes with it',
    serviceBody: deleteGameSchema,
    response: deleteGameResponseSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
  audit: declareRoute({
    method: 'get',
    path: `${GAME}/audit`,
    params: gameParams,
    summary: "A game's edit history",
    permission: 'event.manage',
    cache: 'none',
  }),
  addGoal: declareRoute({
    method: 'post',
    path: `${GAME}/goals`,
    params: gameParams,
    summary: 'Add a goal',
    body: addGoalSchema,
    status: 201,
    response: adminGameResponseSchema,
    permission: 'game.score',
    cache: 'none',
  }),
  removeGoal: declareRoute({
    method: 'delete',
    path: `${GAME}/goals/{goalId}`,
    params: gameParams.extend({ goalId: uuidParam }),
    summary: 'Remove a goal',
    response: adminGameResponseSchema,
    permission: 'game.score',
    cache: 'none',
  }),
  setStatus: declareRoute({
    method: 'put',
    path: `${GAME}/status`,
    params: gameParams,
    summary: "Set a game's status (scheduled, live, finished...)",
    body: setStatusSchema,
    response: adminGameResponseSchema,
    permission: 'game.score',
    cache: 'none',
  }),
  setMvp: declareRoute({
    method: 'put',
    path: `${GAME}/mvp`,
    params: gameParams,
    summary: "Set a game's best player",
    body: setMvpSchema,
    response: adminGameResponseSchema,
    permission: 'game.score',
    cache: 'none',
  }),
  setPenalties: declareRoute({
    method: 'put',
    path: `${GAME}/penalties`,
    params: gameParams,
    summary: 'Set the penalty shoot-out score',
    body: setPenaltiesSchema,
    response: adminGameResponseSchema,
    permission: 'game.score',
    cache: 'none',
  }),
  setSaves: declareRoute({
    method: 'put',
    path: `${GAME}/saves`,
    params: gameParams,
    summary: "Set the goalkeepers' saves",
    body: setSavesSchema,
    response: adminGameResponseSchema,
    permission: 'game.score',
    cache: 'none',
  }),
};
