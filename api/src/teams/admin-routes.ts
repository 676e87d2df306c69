import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { coded } from '@pitchside/shared';
import type { AppEnv, Deps } from '../context';
import { parseForm } from '../lib/form-body';
import { validate } from '../lib/validate';
import { createTeam, deleteTeam, teamDeleteSummary, updateTeam } from './admin-service';
import { addToSquad, moveInSquad, removeFromSquad } from './squad-service';
import { coachDetails, inviteCoach } from './coach-service';

/** Team edits come as JSON, or as multipart when a new logo rides along. */
async function readForm(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) return parseForm(c);
  const body: unknown = await c.req.json();
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A squad member named in the path: a player id (a UUID) or a 400, never a query the database refuses. */
const squadMember = validate('param', z.object({ id: z.string(), userId: z.guid({ message: coded('squadPlayerIdInvalid') }) }));

/** Team Management and squads (admin spec): the admin guard runs first for every route here (admin/routes.ts). */
export function teamsAdminRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  r.post('/events/:eventId/teams', async (c) =>
    c.json(await createTeam(deps, c.var.user, c.req.param('eventId'), await parseForm(c)), 201),
  );
  r.put('/teams/:id', async (c) => c.json(await updateTeam(deps, c.var.user, c.req.param('id'), await readForm(c))));
  r.get('/teams/:id/delete-summary', async (c) =>
    c.json({ success: true, removes: await teamDeleteSummary(deps, c.var.user, c.req.param('id')) }),
  );
  r.delete('/teams/:id', async (c) => c.json(await deleteTeam(deps, c.var.user, c.req.param('id'))));
  r.get('/teams/:id/coach', async (c) => c.json({ success: true, coach: await coachDetails(deps, c.var.user, c.req.param('id')) }));
  r.post('/teams/:id/coach-invite', async (c) => c.json(await inviteCoach(deps, c.var.user, c.req.param('id'), await c.req.json())));

  r.post('/teams/:id/players', async (c) => c.json(await addToSquad(deps, c.var.user, c.req.param('id'), await c.req.json()), 201));
  r.delete('/teams/:id/players/:userId', squadMember, async (c) =>
    c.json(await removeFromSquad(deps, c.var.user, c.req.param('id'), c.req.param('userId'))),
  );
  r.post('/teams/:id/players/:userId/move', squadMember, async (c) =>
    c.json(await moveInSquad(deps, c.var.user, c.req.param('id'), c.req.param('userId'), await c.req.json())),
  );

  return r;
}
