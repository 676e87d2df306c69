import { and, eq, inArray } from 'drizzle-orm';
import { MSG, type SuspensionsResponse, type suspensionDecisionSchema } from '@pitchside/shared';
import type { z } from 'zod';
import type { Deps } from '../context';
import { hasAccess, requireAccess, type AccessAuth } from '../auth/policy';
import { recordAdminAudit } from '../audit/admin-audit';
import type { Tx } from '../db/client';
import { events, games, suspensionOverrides, teams, users } from '../db/schema';
import { resolveAgeGroup } from '../events/service';
import { conflict, forbidden, notFound } from '../lib/errors';
import type { GameChange } from '../live/hub';
import { lockEvent } from '../sync/queries';
import { publishChanges } from '../sync/service';
import { eventSuspensions, type EventSuspension } from '../sync/suspension-queries';

type Decision = z.output<typeof suspensionDecisionSchema>;
type Ctx = AccessAuth & { deps: Deps };

/** Suspensions for games not played yet, in each age group's playing order, with names and games left. */
async function describe(db: Tx, list: readonly EventSuspension[]): Promise<SuspensionsResponse['suspensions']> {
  const upcoming = list.filter((s) => !s.played);
  if (upcoming.length === 0) return [];
  const ids = (pick: (s: EventSuspension) => string) => [...new Set(upcoming.map(pick))];
  const [people, sides, times] = await Promise.all([
    db
      .select({ id: users.id, name: users.fullName })
      .from(users)
      .where(
        inArray(
          users.id,
          ids((s) => s.playerId),
        ),
      ),
    db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(
        inArray(
          teams.id,
          ids((s) => s.teamId),
        ),
      ),
    db
      .select({ id: games.id, startTime: games.startTime })
      .from(games)
      .where(
        inArray(
          games.id,
          ids((s) => s.gameId),
        ),
      ),
  ]);
  const name = new Map(people.map((p) => [p.id, p.name]));
  const team = new Map(sides.map((t) => [t.id, t.name]));
  const start = new Map(times.map((g) => [g.id, g.startTime]));
  return upcoming.map((s) => ({
    playerId: s.playerId,
    playerName: name.get(s.playerId) ?? '',
    teamId: s.teamId,
    teamName: team.get(s.teamId) ?? '',
    gameId: s.gameId,
    startTime: start.get(s.gameId)?.toISOString() ?? null,
    reason: s.reason,
    ...(s.reason === 'yellowCards' ? { yellowCards: s.yellowCards } : {}),
    gamesRemaining: upcoming.filter((o) => o.playerId === s.playerId && o.ageGroupId === s.ageGroupId && o.order >= s.order).length,
    extended: s.extended,
  }));
}

/**
 * GET /api/events/:id/suspensions[?ageGroup]: site admins and the event's organisers see every
 * suspension; a coach sees his own teams' players; any other member is refused.
 */
export async function listSuspensions(auth: AccessAuth, eventId: string, ageGroup: string | undefined): Promise<SuspensionsResponse> {
  const user = await requireAccess(auth, 'member');
  const db = auth.deps.database.db;
  let coached: Set<string> | null = null;
  if (!(await hasAccess(auth, 'event.manage', { eventId }))) {
    const mine = await db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.eventId, eventId), eq(teams.coachId, user.id)));
    if (mine.length === 0) throw forbidden('notAllowed');
    coached = new Set(mine.map((t) => t.id));
  }
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw notFound('eventNotFound');
  const ag = await resolveAgeGroup(db, eventId, ageGroup);
  const list = (await eventSuspensions(db, eventId)).filter((s) => (!ag || s.ageGroupId === ag.id) && (!coached || coached.has(s.teamId)));
  return { suspensions: await describe(db, list) };
}

/**
 * PUT /api/events/:id/suspensions/:playerId: an organiser lifts or extends a player's suspension.
 * Stored as a decision the computation applies, so game answers and the list agree; the games whose
 * `suspended` changed get a new sync version (devices pull them again), in the admin audit trail.
 */
export async function decideSuspension(auth: Ctx, eventId: string, playerId: string, body: Decision) {
  const admin = await requireAccess(auth, 'event.manage', { eventId });
  const db = auth.deps.database.db;
  const { changes, after } = await db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const before = await eventSuspensions(tx, eventId);
    const mine = before.filter((s) => s.playerId === playerId && !s.played);
    const targets = body.gameId ? mine.filter((s) => s.gameId === body.gameId) : body.action === 'lift' ? mine : mine.slice(-1);
    if (targets.length === 0) throw conflict('notSuspended');
    await tx.insert(suspensionOverrides).values(
      targets.map((s) => ({
        eventId,
        playerId,
        gameId: s.gameId,
        action: body.action,
        games: body.action === 'extend' ? (body.games ?? null) : null,
        reason: body.reason,
        createdBy: admin.id,
      })),
    );
    const after = await eventSuspensions(tx, eventId);
    const key = (s: EventSuspension) => `${s.playerId}\u0000${s.gameId}\u0000${s.reason}`;
    const was = new Set(before.filter((s) => s.playerId === playerId).map(key));
    const now = new Set(after.filter((s) => s.playerId === playerId).map(key));
    const touched = [
      ...new Set([...before, ...after].filter((s) => s.playerId === playerId && was.has(key(s)) !== now.has(key(s))).map((s) => s.gameId)),
    ];
    const changes: GameChange[] = [];
    if (touched.length) {
      // The games' puts carry who is suspended: touching them gives each a new sync version (by trigger).
      const rows = await tx
        .update(games)
        .set({ updatedAt: new Date() })
        .where(inArray(games.id, touched))
        .returning({ id: games.id, version: games.version });
      for (const g of rows) changes.push({ eventId, gameId: g.id, version: g.version });
    }
    await recordAdminAudit(tx, {
      userId: admin.id,
      action: `suspension.${body.action}`,
      entity: 'player',
      entityId: playerId,
      eventId,
      detail: {
        games: targets.map((s) => s.gameId),
        ...(body.action === 'extend' ? { extraGames: body.games } : {}),
        reason: body.reason,
      },
    });
    return { changes, after };
  });
  await publishChanges(auth.deps, changes);
  const suspensions = await describe(
    db,
    after.filter((s) => s.playerId === playerId),
  );
  return {
    success: true as const,
    message: body.action === 'lift' ? MSG.suspensionLifted : MSG.suspensionExtended,
    suspensions,
  };
}
