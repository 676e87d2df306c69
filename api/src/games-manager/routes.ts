import { Hono } from 'hono';
import { deleteGameSchema, publishGamesSchema } from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import { requireAdmin } from '../auth/middleware';
import { badRequest, fromZodError } from '../lib/errors';
import { validate } from '../lib/validate';
import { deleteGame } from './delete-game';
import { publishGames } from './publish';
import {
  addGoalSchema,
  createGameSchema,
  setMvpSchema,
  setPenaltiesSchema,
  setSavesSchema,
  setStatusSchema,
  updateGameSchema,
} from './schemas';
import * as service from './service';

const GAME = '/events/:eventId/games/:gameId';

/**
 * Games Manager (spec admin.md): the spec's create and update calls, plus structured calls for a
 * device that is online. The spec's paths are guarded in admin/routes.ts; ours add requireAdmin here,
 * before body validation, so a stranger learns nothing from a 400.
 */
export function gamesManagerRoutes(deps: Deps) {
  const ctx = (c: { var: AppEnv['Variables'] }) => ({ deps, user: c.var.user });
  return new Hono<AppEnv>()
    .post('/events/:eventId/games', validate('json', createGameSchema), async (c) =>
      c.json(await service.createGame(ctx(c), c.req.param('eventId'), c.req.valid('json')), 201),
    )
    .post('/events/:eventId/games/publish', requireAdmin, validate('json', publishGamesSchema), async (c) =>
      c.json(await publishGames(ctx(c), c.req.param('eventId'), c.req.valid('json'))),
    )
    .put(GAME, validate('json', updateGameSchema), async (c) =>
      c.json(await service.updateGame(ctx(c), c.req.param('eventId'), c.req.param('gameId'), c.req.valid('json'))),
    )
    .delete(GAME, requireAdmin, async (c) => {
      // The body is optional: only `{ confirm: true }` after a 409 confirmRemoval.
      const text = await c.req.text();
      let raw: unknown = {};
      if (text.trim()) {
        try {
          raw = JSON.parse(text);
        } catch {
          throw badRequest('invalidJson');
        }
      }
      const parsed = deleteGameSchema.safeParse(raw);
      if (!parsed.success) throw fromZodError(parsed.error);
      return c.json(await deleteGame(ctx(c), c.req.param('eventId'), c.req.param('gameId'), parsed.data));
    })
    .get(`${GAME}/audit`, async (c) => c.json(await service.gameAudit(ctx(c), c.req.param('eventId'), c.req.param('gameId'))))
    .post(`${GAME}/goals`, requireAdmin, validate('json', addGoalSchema), async (c) =>
      c.json(await service.addGoal(ctx(c), c.req.param('eventId'), c.req.param('gameId'), c.req.valid('json')), 201),
    )
    .delete(`${GAME}/goals/:goalId`, requireAdmin, async (c) =>
      c.json(await service.removeGoal(ctx(c), c.req.param('eventId'), c.req.param('gameId'), c.req.param('goalId'))),
    )
    .put(`${GAME}/status`, requireAdmin, validate('json', setStatusSchema), async (c) =>
      c.json(await service.setStatus(ctx(c), c.req.param('eventId'), c.req.param('gameId'), c.req.valid('json'))),
    )
    .put(`${GAME}/mvp`, requireAdmin, validate('json', setMvpSchema), async (c) =>
      c.json(await service.setMvp(ctx(c), c.req.param('eventId'), c.req.param('gameId'), c.req.valid('json'))),
    )
    .put(`${GAME}/penalties`, requireAdmin, validate('json', setPenaltiesSchema), async (c) =>
      c.json(await service.setPenalties(ctx(c), c.req.param('eventId'), c.req.param('gameId'), c.req.valid('json'))),
    )
    .put(`${GAME}/saves`, requireAdmin, validate('json', setSavesSchema), async (c) =>
      c.json(await service.setSaves(ctx(c), c.req.param('eventId'), c.req.param('gameId'), c.req.valid('json'))),
    );
}
