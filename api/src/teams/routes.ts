import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { handle } from '../lib/declare-route';
import { cacheEvents } from '../lib/response-cache';
import { teamsEndpoints as e } from './endpoints';
import { clubGames, eventTeams, searchTeams, teamById, teamsByTeamId } from './service';

export function teamsRoutes(deps: Deps) {
  const db = deps.database.db;
  const r = new Hono<AppEnv>();

  handle(r, e.ofEvent, async (c) =>
    c.json({ success: true, teams: await eventTeams(db, c.req.param('eventId'), c.req.query('ageGroup')) }),
  );

  // Registered before /teams/:id.
  handle(r, e.search, async (c) => c.json({ success: true, teams: await searchTeams(db, c.req.valid('query').name) }));

  handle(r, e.club, async (c) => c.json(await teamsByTeamId(db, c.req.param('teamId'))));

  handle(r, e.clubGames, async (c) => c.json({ success: true, games: await clubGames(db, c.req.param('teamId'), c.req.valid('query')) }));

  handle(r, e.byId, async (c) => {
    const team = await teamById(db, c.req.param('id'));
    cacheEvents(c, [team.event._id]);
    return c.json({ success: true, team });
  });

  return r;
}
