import { eq } from 'drizzle-orm';
import { MSG, eventCreateSchema, slugify, uniqueSlug, type RemovalSummary } from '@pitchside/shared';
import { assertAdmin } from '../auth/middleware';
import { recordAdminAudit } from '../audit/admin-audit';
import type { CurrentUser, Deps } from '../context';
import { events } from '../db/schema';
import { badRequest, fromZodError, notFound } from '../lib/errors';
import { discardPicture, logoBytes, storePicture } from '../lib/pictures';
import { lockEvent } from '../sync/queries';
import {
  editionExists,
  eventRemovalSummary,
  findSeriesByName,
  lockSeries,
  logosInUse,
  maxEdition,
  slugsLike,
  teamLogosOfEvent,
} from './admin-queries';
import { findEventById } from './queries';
import { isUuid, toPublicEvent } from './serialize';

/**
 * POST /api/events (multipart: event, event_logo, contact_info as JSON text, optional event_edition).
 * A name that matches an existing series adds its next edition (or the edition asked for); a new
 * name starts a series at edition 1 with a readable slug of its own.
 */
export async function createEvent(deps: Deps, user: CurrentUser | null, form: Record<string, unknown>) {
  const admin = assertAdmin(user);
  const parsed = eventCreateSchema.safeParse(form);
  if (!parsed.success) throw fromZodError(parsed.error);
  const input = parsed.data;
  const bytes = await logoBytes(form.event_logo);
  if (!bytes) throw badRequest('uploadEventLogo');
  const logo = await storePicture(deps.storage, 'event-logos', bytes);
  try {
    const event = await deps.database.db.transaction(async (tx) => {
      await lockSeries(tx);
      const series = await findSeriesByName(tx, input.event);
      const slug = series?.slug ?? uniqueSlug(slugify(input.event), await slugsLike(tx, 'events', slugify(input.event)));
      const edition = input.event_edition ?? (await maxEdition(tx, slug)) + 1;
      if (await editionExists(tx, slug, edition)) throw badRequest('editionTaken');
      const [row] = await tx
        .insert(events)
        .values({
          // Editions of a series share its name as first written, so the series reads the same everywhere.
          name: series?.name ?? input.event,
          slug,
          edition,
          logo,
          contactEmail: input.contact_info.email ?? null,
          contactPhone: input.contact_info.phone ?? null,
        })
        .returning();
      await recordAdminAudit(tx, {
        userId: admin.id,
        action: 'event.create',
        entity: 'event',
        entityId: row!.id,
        eventId: row!.id,
        detail: { name: row!.name, slug, edition, newSeries: !series },
      });
      return row!;
    });
    return { success: true as const, message: MSG.eventCreated, event: toPublicEvent(event, []) };
  } catch (e) {
    await discardPicture(deps.storage, logo);
    throw e;
  }
}

async function requireEvent(deps: Deps, id: string) {
  const event = isUuid(id) ? await findEventById(deps.database.db, id) : null;
  if (!event) throw notFound('eventNotFound');
  return event;
}

/** What deleting the event takes with it, for the confirmation. */
export async function eventDeleteSummary(deps: Deps, user: CurrentUser | null, id: string): Promise<RemovalSummary> {
  assertAdmin(user);
  const event = await requireEvent(deps, id);
  return eventRemovalSummary(deps.database.db, event.id);
}

/**
 * DELETE /api/events/{id}: the event with its age groups, stages, teams, squads, games and goals, in
 * one transaction. Players' profiles stay (they may play elsewhere); files no row names any more go.
 */
export async function deleteEvent(deps: Deps, user: CurrentUser | null, id: string) {
  const admin = assertAdmin(user);
  const event = await requireEvent(deps, id);
  const { removed, teamLogos } = await deps.database.db.transaction(async (tx) => {
    await lockEvent(tx, event.id);
    const removed = await eventRemovalSummary(tx, event.id);
    const teamLogos = (await teamLogosOfEvent(tx, event.id)).map((r) => r.logo!);
    await tx.delete(events).where(eq(events.id, event.id));
    await recordAdminAudit(tx, {
      userId: admin.id,
      action: 'event.delete',
      entity: 'event',
      entityId: event.id,
      eventId: event.id,
      detail: { name: event.name, edition: event.edition, removed },
    });
    return { removed, teamLogos };
  });
  const stillUsed = await logosInUse(deps.database.db, teamLogos);
  await discardPicture(deps.storage, event.logo);
  for (const key of teamLogos) if (!stillUsed.has(key)) await discardPicture(deps.storage, key);
  return { success: true as const, message: MSG.eventDeleted, removed };
}
