import { Hono } from 'hono';
import { eventStagesUpdateSchema, MSG } from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import { fromZodError } from '../lib/errors';
import { handle } from '../lib/declare-route';
import { eventsEndpoints } from '../events/endpoints';
import { isStagesOnly } from '../events/admin-routes';
import { stagesEndpoints as e } from './endpoints';
import { moveTeamToGroup } from './move-team';
import * as service from './service';

/**
 * Standings Manager and Custom Rankings Manager calls (admin spec section 7, issue 8 shapes); who may
 * call each is in endpoints.ts. PUT /api/events/:id handles the stage keys only and passes any other
 * edit of the event on to the next handler.
 */
export function stagesRoutes(deps: Deps) {
  const ctx = (c: { var: AppEnv['Variables'] }) => ({ deps, user: c.var.user });
  const r = new Hono<AppEnv>();
  handle(r, eventsEndpoints.update, async (c, next) => {
    const raw: unknown = await c.req.json();
    // Anything beyond the stages (contact info, named age groups) is Event Management's edit,
    // which saves top-level stage keys through the hook in event-update-hook.ts.
    if (!isStagesOnly(raw)) return next();
    const parsed = eventStagesUpdateSchema.safeParse(raw);
    if (!parsed.success) throw fromZodError(parsed.error);
    await service.updateEventStages(ctx(c), c.req.param('id'), parsed.data);
    return c.json({ success: true, message: MSG.stagesSaved });
  });
  handle(r, e.fixtures, async (c) => c.json(await service.fixtures(ctx(c), c.req.param('id'), c.req.valid('json'))));
  handle(r, e.knockout, async (c) => c.json(await service.knockout(ctx(c), c.req.param('id'), c.req.valid('json'))));
  handle(r, e.reknockout, async (c) => c.json(await service.reknockout(ctx(c), c.req.param('id'), c.req.valid('json'))));
  handle(r, e.moveTeam, async (c) => c.json(await moveTeamToGroup(ctx(c), c.req.param('id'), c.req.param('teamId'), c.req.valid('json'))));
  handle(r, e.customRankings, async (c) => c.json(await service.getCustomRankings(deps, c.req.param('eventId'), c.req.query('ageGroup'))));
  handle(r, e.saveCustomRankings, async (c) =>
    c.json(await service.saveCustomRankings(ctx(c), c.req.param('eventId'), c.req.valid('json'))),
  );
  return r;
}
