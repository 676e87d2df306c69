import { Hono } from 'hono';
import { teamGamesQuerySchema, teamSearchQuerySchema } from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import { validate } from '../lib/validate';
import { cacheEvents } from '../lib/response-cache';
import { clubGames, eventTeams, searchTeams, teamById, teamsByTeamId } from './service';

export function teamsRoutes(deps: Deps) {
  const db = deps.database.db;
  const r = new Hono<AppEnv>();

  r.get('/events/:eventId/teams', async (c) => {
    return c.json({ success: true, teams: await eventTeams(db, c.req.param('eventId'), c.req.query('ageGroup')) });
  });

  // Admin type-ahead (the admin guard runs first); registered before /teams/:id.
  r.get('/teams/search', validate('query', teamSearchQuerySchema), async (c) => {
    return c.json({ success: true, teams: await searchTeams(db, c.req.valid('query').name) });
  });

  r.get('/teams/by-teamId/:teamId', async (c) => c.json(await teamsByTeamId(db, c.req.param('teamId'))));

  r.get('/teams/by-teamId/:teamId/games', validate('query', teamGamesQuerySchema), async (c) => {
    return c.json({ success: true, games: await clubGames(db, c.req.param('teamId'), c.req.valid('query')) });
  });

  r.get('/teams/:id', async (c) => {
    const team = await teamById(db, c.req.param('id'));
    cacheEvents(c, [team.event._id]);
    return c.json({ success: true, team });
  });

  return r;
}
