import { Hono } from 'hono';
import {
  customRankingsSaveSchema,
  eventStagesUpdateSchema,
  generateFixturesSchema,
  generateKnockoutSchema,
  moveTeamGroupSchema,
  MSG,
} from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import { requireAdmin } from '../auth/middleware';
import { fromZodError } from '../lib/errors';
import { validate } from '../lib/validate';
import { isStagesOnly } from '../events/admin-routes';
import { moveTeamToGroup } from './move-team';
import * as service from './service';

/**
 * Standings Manager and Custom Rankings Manager calls (admin spec section 7, issue 8 shapes). The
 * admin guard for the spec's paths is in admin/routes.ts. PUT /api/events/:id handles the stage keys
 * only and passes any other edit of the event on to the next handler.
 */
export function stagesRoutes(deps: Deps) {
  const ctx = (c: { var: AppEnv['Variables'] }) => ({ deps, user: c.var.user });
  return new Hono<AppEnv>()
    .put('/events/:id', async (c, next) => {
      const raw: unknown = await c.req.json();
      // Anything beyond the stages (contact info, named age groups) is Event Management's edit,
      // which saves top-level stage keys through the hook in event-update-hook.ts.
      if (!isStagesOnly(raw)) return next();
      const parsed = eventStagesUpdateSchema.safeParse(raw);
      if (!parsed.success) throw fromZodError(parsed.error);
      await service.updateEventStages(ctx(c), c.req.param('id'), parsed.data);
      return c.json({ success: true, message: MSG.stagesSaved });
    })
    .post('/events/:id/games/generate-fixtures', validate('json', generateFixturesSchema), async (c) =>
      c.json(await service.fixtures(ctx(c), c.req.param('id'), c.req.valid('json'))),
    )
    .post('/events/:id/games/generate-knockout-fixtures', validate('json', generateKnockoutSchema), async (c) =>
      c.json(await service.knockout(ctx(c), c.req.param('id'), c.req.valid('json'))),
    )
    .post('/events/:id/games/regenerate-knockout-fixtures', validate('json', generateKnockoutSchema), async (c) =>
      c.json(await service.reknockout(ctx(c), c.req.param('id'), c.req.valid('json'))),
    )
    .post('/events/:id/teams/:teamId/group', requireAdmin, validate('json', moveTeamGroupSchema), async (c) =>
      c.json(await moveTeamToGroup(ctx(c), c.req.param('id'), c.req.param('teamId'), c.req.valid('json'))),
    )
    .get('/custom-rankings/:eventId', async (c) =>
      c.json(await service.getCustomRankings(deps, c.req.param('eventId'), c.req.query('ageGroup'))),
    )
    .post('/custom-rankings/:eventId', validate('json', customRankingsSaveSchema), async (c) =>
      c.json(await service.saveCustomRankings(ctx(c), c.req.param('eventId'), c.req.valid('json'))),
    );
}
