import { Hono } from 'hono';
import { deleteGameSchema } from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import { badRequest, fromZodError } from '../lib/errors';
import { handle } from '../lib/declare-route';
import { deleteGame } from './delete-game';
import { publishGames } from './publish';
import { gamesManagerEndpoints as e } from './endpoints';
import * as service from './service';

/** Games Manager (spec admin.md); who may call each route, and what it takes, is in endpoints.ts. */
export function gamesManagerRoutes(deps: Deps) {
  const ctx = (c: { var: AppEnv['Variables'] }) => ({ deps, user: c.var.user });
  const r = new Hono<AppEnv>();
  handle(r, e.create, async (c) => c.json(await service.createGame(ctx(c), c.req.param('eventId'), c.req.valid('json')), 201));
  handle(r, e.publish, async (c) => c.json(await publishGames(ctx(c), c.req.param('eventId'), c.req.valid('json'))));
  handle(r, e.update, async (c) =>
    c.json(await service.updateGame(ctx(c), c.req.param('eventId'), c.req.param('gameId'), c.req.valid('json'))),
  );
  handle(r, e.remove, async (c) => {
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
  });
  handle(r, e.audit, async (c) => c.json(await service.gameAudit(ctx(c), c.req.param('eventId'), c.req.param('gameId'))));
  handle(r, e.addGoal, async (c) =>
    c.json(await service.addGoal(ctx(c), c.req.param('eventId'), c.req.param('gameId'), c.req.valid('json')), 201),
  );
  handle(r, e.removeGoal, async (c) =>
    c.json(await service.removeGoal(ctx(c), c.req.param('eventId'), c.req.param('gameId'), c.req.param('goalId'))),
  );
  handle(r, e.setStatus, async (c) =>
    c.json(await service.setStatus(ctx(c), c.req.param('eventId'), c.req.param('gameId'), c.req.valid('json'))),
  );
  handle(r, e.setMvp, async (c) =>
    c.json(await service.setMvp(ctx(c), c.req.param('eventId'), c.req.param('gameId'), c.req.valid('json'))),
  );
  handle(r, e.setPenalties, async (c) =>
    c.json(await service.setPenalties(ctx(c), c.req.param('eventId'), c.req.param('gameId'), c.req.valid('json'))),
  );
  handle(r, e.setSaves, async (c) =>
    c.json(await service.setSaves(ctx(c), c.req.param('eventId'), c.req.param('gameId'), c.req.valid('json'))),
  );
  return r;
}
