import { Hono, type Context } from 'hono';
import type { AppEnv, Deps } from '../context';
import { parseForm } from '../lib/form-body';
import { handle } from '../lib/declare-route';
import { createTeam, deleteTeam, teamDeleteSummary, updateTeam } from './admin-service';
import { addToSquad, moveInSquad, removeFromSquad } from './squad-service';
import { coachDetails, inviteCoach } from './coach-service';
import { teamsEndpoints as e } from './endpoints';

/** Team edits come as JSON, or as multipart when a new logo rides along. */
async function readForm(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) return parseForm(c);
  const body: unknown = await c.req.json();
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** Team Management and squads (admin spec): the permission guard runs first for every route here (see endpoints.ts). */
export function teamsAdminRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  handle(r, e.create, async (c) => c.json(await createTeam(deps, c.var.user, c.req.param('eventId'), await parseForm(c)), 201));
  handle(r, e.update, async (c) => c.json(await updateTeam(deps, c.var.user, c.req.valid('param').id, await readForm(c))));
  handle(r, e.deleteSummary, async (c) =>
    c.json({ success: true, removes: await teamDeleteSummary(deps, c.var.user, c.req.valid('param').id) }),
  );
  handle(r, e.remove, async (c) => c.json(await deleteTeam(deps, c.var.user, c.req.valid('param').id)));
  handle(r, e.coach, async (c) => c.json({ success: true, coach: await coachDetails(deps, c.var.user, c.req.valid('param').id) }));
  handle(r, e.inviteCoach, async (c) => c.json(await inviteCoach(deps, c.var.user, c.req.valid('param').id, await c.req.json())));

  handle(r, e.addPlayer, async (c) => c.json(await addToSquad(deps, c.var.user, c.req.valid('param').id, await c.req.json()), 201));
  handle(r, e.removePlayer, async (c) => {
    const { id, userId } = c.req.valid('param');
    return c.json(await removeFromSquad(deps, c.var.user, id, userId));
  });
  handle(r, e.movePlayer, async (c) => {
    const { id, userId } = c.req.valid('param');
    return c.json(await moveInSquad(deps, c.var.user, id, userId, await c.req.json()));
  });

  return r;
}
