import { Hono } from 'hono';
import { eventsListQuerySchema, gamesQuerySchema } from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import { validate } from '../lib/validate';
import { cacheEvents } from '../lib/response-cache';
import { eventById, eventPage, eventsList, gameDetail, gamesList, resolveEvent, resolveGameEvent } from './service';

export function eventsRoutes(deps: Deps) {
  const db = deps.database.db;
  const r = new Hono<AppEnv>();

  r.get('/events', validate('query', eventsListQuerySchema), async (c) => {
    return c.json(await eventsList(db, c.req.valid('query')));
  });

  // Registered before /events/:id so "slug" is never read as an id.
  r.get('/events/slug/:slug', async (c) => {
    const page = await eventPage(db, c.req.param('slug'), { edition: c.req.query('edition'), ageGroup: c.req.query('ageGroup') });
    cacheEvents(c, [page.event._id]);
    return c.json(page);
  });

  r.get('/events/:id', async (c) => {
    return c.json({ success: true, event: await eventById(db, c.req.param('id')) });
  });

  r.get('/events/:eventId/games', validate('query', gamesQuerySchema), async (c) => {
    const event = await resolveEvent(db, c.req.param('eventId'));
    cacheEvents(c, [event.id]);
    return c.json(await gamesList(db, event.id, c.req.valid('query')));
  });

  r.get('/events/:eventId/games/:gameId', async (c) => {
    // The game's own edition, so its answer is outdated with that edition's changes.
    const event = await resolveGameEvent(db, c.req.param('eventId'), c.req.param('gameId'));
    cacheEvents(c, [event.id]);
    return c.json({ success: true, game: await gameDetail(db, event.id, c.req.param('gameId')) });
  });

  return r;
}
