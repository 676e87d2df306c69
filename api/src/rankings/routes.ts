import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { eventRankings, leaderboard } from './service';

export function rankingsRoutes(deps: Deps) {
  const db = deps.database.db;
  const r = new Hono<AppEnv>();

  r.get('/rankings', async (c) => c.json(await leaderboard(db, c.var.user)));

  r.get('/rankings/event/:eventId', async (c) => c.json(await eventRankings(db, c.req.param('eventId'), c.req.query('ageGroup'))));

  return r;
}
