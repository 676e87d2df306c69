import { Hono } from 'hono';
import { oldPlayersQuerySchema, userSearchQuerySchema } from '@pitchside/shared';
import { requireSelf, requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../context';
import { validate } from '../lib/validate';
import { careerStats, oldPlayers, setContactVisibility, userProfile, userSearch } from './service';
import { createOldPlayer, createOldPlayers } from './old-player-service';

export function usersRoutes(deps: Deps) {
  const db = deps.database.db;
  const r = new Hono<AppEnv>();

  // The fixed paths are registered before /users/:id so they are never read as an id.
  r.get('/users/old-players', requireUser, validate('query', oldPlayersQuerySchema), async (c) => {
    return c.json({ success: true, oldPlayers: await oldPlayers(db, c.req.valid('query').search) });
  });

  // Add New Player (admin; the guard runs first): one name, or a squad pasted one name per line.
  r.post('/users/old-player', async (c) => c.json(await createOldPlayer(deps, c.var.user, await c.req.json()), 201));
  r.post('/users/old-players', async (c) => c.json(await createOldPlayers(deps, c.var.user, await c.req.json()), 201));

  // Admin type-ahead (the admin guard runs first).
  r.get('/users/search', validate('query', userSearchQuerySchema), async (c) => {
    const q = c.req.valid('query');
    return c.json({ success: true, users: await userSearch(db, q.name, q.role) });
  });

  // The player's own choice to show their Instagram (adults only), or an admin's on their behalf.
  r.put('/users/:id/contact-visibility', requireSelf({ param: 'id' }), async (c) => {
    const contactPrivacy = await setContactVisibility(db, c.var.user, c.req.param('id'), await c.req.json());
    return c.json({ success: true, contactPrivacy });
  });

  r.get('/users/:id', async (c) => c.json({ success: true, user: await userProfile(db, c.req.param('id'), c.var.user) }));

  r.get('/player-stats/player/:id/career', async (c) => {
    return c.json({ success: true, careerStats: await careerStats(db, c.req.param('id')) });
  });

  return r;
}
