import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { handle } from '../lib/declare-route';
import { parseForm } from '../lib/form-body';
import { createEvent, deleteEvent, eventDeleteSummary } from './admin-service';
import { updateEvent } from './event-update';
import { eventsEndpoints as e } from './endpoints';

const STAGE_KEYS = [
  'groupStage',
  'knockoutStage',
  'tiebreakers',
  'pointsAdjustments',
  'thirdPlaceMatch',
  'drawingOfLots',
  'match',
  'discipline',
  'review',
];
const hasStageKey = (o: Record<string, unknown>) => STAGE_KEYS.some((k) => o[k] !== undefined);

/** Stage keys (at the top or per age group) and nothing Event Management edits: contact info, named age groups. */
export function isStagesOnly(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const b = body as Record<string, unknown>;
  if (b.contact_info !== undefined || b.venues !== undefined) return false;
  const ags = Array.isArray(b.ageGroups) ? (b.ageGroups as unknown[]) : [];
  const entries = ags.filter((a): a is Record<string, unknown> => !!a && typeof a === 'object');
  if (entries.some((a) => a.name !== undefined)) return false;
  return hasStageKey(b) || entries.some(hasStageKey);
}

/** Event Management (admin spec): the permission guard runs first for every route here (see endpoints.ts). */
export function eventsAdminRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  handle(r, e.create, async (c) => {
    const form = await parseForm(c);
    return c.json(await createEvent(deps, c.var.user, form), 201);
  });

  // Event Management's part of the edit. A body with only the Standings Manager's stage keys (age
  // groups named by slug, no name) goes on to the stages handler, whichever is registered first.
  handle(r, e.update, async (c, next) => {
    const body: unknown = await c.req.json();
    if (isStagesOnly(body)) return next();
    return c.json(await updateEvent(deps, c.var.user, c.req.valid('param').id, body));
  });

  handle(r, e.deleteSummary, async (c) =>
    c.json({ success: true, removes: await eventDeleteSummary(deps, c.var.user, c.req.valid('param').id) }),
  );

  handle(r, e.remove, async (c) => c.json(await deleteEvent(deps, c.var.user, c.req.valid('param').id)));

  return r;
}
