import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { handle } from '../lib/declare-route';
import { cacheEvents } from '../lib/response-cache';
import { eventsEndpoints as e } from './endpoints';
import { eventById, eventPage, eventsList, gameDetail, gamesList, resolveEvent, resolveGameEvent } from './service';

export function eventsRoutes(deps: Deps) {
  const db = deps.database.db;
  const r = new Hono<AppEnv>();

  handle(r, e.list, async (c) => c.json(await eventsList(db, c.req.valid('query'))));

  // Registered before /events/:id so "slug" is never read as an id.
  handle(r, e.page, async (c) => {
    const page = await eventPage(db, c.req.param('slug'), { edition: c.req.query('edition'), ageGroup: c.req.query('ageGroup') });
    cacheEvents(c, [page.event._id]);
    return c.json(page);
  });

  handle(r, e.byId, async (c) => c.json({ success: true, event: await eventById(db, c.req.param('id')) }));

  handle(r, e.games, async (c) => {
    const event = await resolveEvent(db, c.req.param('eventId'));
    cacheEvents(c, [event.id]);
    return c.json(await gamesList(db, event.id, c.req.valid('query')));
  });

  handle(r, e.game, async (c) => {
    // The game's own edition, so its answer is outdated with that edition's changes.
    const event = await resolveGameEvent(db, c.req.param('eventId'), c.req.param('gameId'));
    cacheEvents(c, [event.id]);
    return c.json({ success: true, game: await gameDetail(db, event.id, c.req.param('gameId')) });
  });

  return r;
}
