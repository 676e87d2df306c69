import { Hono } from 'hono';
import { requireSelf } from '../auth/middleware';
import type { AppEnv, Deps } from '../context';
import { handle } from '../lib/declare-route';
import { usersEndpoints as e } from './endpoints';
import { careerStats, oldPlayers, setContactVisibility, userProfile, userSearch } from './service';
import { createOldPlayer, createOldPlayers } from './old-player-service';

export function usersRoutes(deps: Deps) {
  const db = deps.database.db;
  const r = new Hono<AppEnv>();

  // The fixed paths are registered before /users/:id so they are never read as an id.
  handle(r, e.oldPlayers, async (c) => c.json({ success: true, oldPlayers: await oldPlayers(db, c.req.valid('query').search) }));

  // Add New Player: one name, or a squad pasted one name per line.
  handle(r, e.createOldPlayer, async (c) => c.json(await createOldPlayer(deps, c.var.user, await c.req.json()), 201));
  handle(r, e.createOldPlayers, async (c) => c.json(await createOldPlayers(deps, c.var.user, await c.req.json()), 201));

  handle(r, e.search, async (c) => {
    const q = c.req.valid('query');
    return c.json({ success: true, users: await userSearch(db, q.name, q.role) });
  });

  // The player's own choice to show their Instagram (adults only), or an admin's on their behalf.
  handle(
    r,
    e.contactVisibility,
    async (c) => {
      const contactPrivacy = await setContactVisibility(db, c.var.user, c.req.param('id'), await c.req.json());
      return c.json({ success: true, contactPrivacy });
    },
    [requireSelf({ param: 'id' })],
  );

  handle(r, e.profile, async (c) => c.json({ success: true, user: await userProfile(db, c.req.param('id'), c.var.user) }));

  handle(r, e.career, async (c) => c.json({ success: true, careerStats: await careerStats(db, c.req.param('id')) }));

  return r;
}
