import {
  adminGameResponseSchema,
  deleteGameResponseSchema,
  deleteGameSchema,
  publishGamesResponseSchema,
  publishGamesSchema,
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
 * Games Manager (spec admin.md): the spec's create and update calls, plus structured calls for a
 * device that is online. Every one is an admin's, checked before the body, so a stranger learns
 * nothing from a 400.
 */
export const gamesManagerEndpoints = {
  create: declareRoute({
    method: 'post',
    path: '/events/{eventId}/games',
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
    summary: 'Publish draft games, so fans see them',
    body: publishGamesSchema,
    response: publishGamesResponseSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
  update: declareRoute({
    method: 'put',
    path: GAME,
    summary: 'Edit a game (the spec call: score, goals, status in one body)',
    body: updateGameSchema,
    response: adminGameResponseSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
  remove: declareRoute({
    method: 'delete',
    path: GAME,
    summary: 'Delete a game; `{ confirm: true }` after a 409 that lists what goes with it',
    serviceBody: deleteGameSchema,
    response: deleteGameResponseSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
  audit: declareRoute({
    method: 'get',
    path: `${GAME}/audit`,
    summary: "A game's edit history",
    permission: 'event.manage',
    cache: 'none',
  }),
  addGoal: declareRoute({
    method: 'post',
    path: `${GAME}/goals`,
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
    summary: 'Remove a goal',
    response: adminGameResponseSchema,
    permission: 'game.score',
    cache: 'none',
  }),
  setStatus: declareRoute({
    method: 'put',
    path: `${GAME}/status`,
    summary: "Set a game's status (scheduled, live, finished...)",
    body: setStatusSchema,
    response: adminGameResponseSchema,
    permission: 'game.score',
    cache: 'none',
  }),
  setMvp: declareRoute({
    method: 'put',
    path: `${GAME}/mvp`,
    summary: "Set a game's best player",
    body: setMvpSchema,
    response: adminGameResponseSchema,
    permission: 'game.score',
    cache: 'none',
  }),
  setPenalties: declareRoute({
    method: 'put',
    path: `${GAME}/penalties`,
    summary: 'Set the penalty shoot-out score',
    body: setPenaltiesSchema,
    response: adminGameResponseSchema,
    permission: 'game.score',
    cache: 'none',
  }),
  setSaves: declareRoute({
    method: 'put',
    path: `${GAME}/saves`,
    summary: "Set the goalkeepers' saves",
    body: setSavesSchema,
    response: adminGameResponseSchema,
    permission: 'game.score',
    cache: 'none',
  }),
};
