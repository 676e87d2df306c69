import { and, eq, sql } from 'drizzle-orm';
import { MSG, squadAddSchema, squadMoveSchema } from '@pitchside/shared';
import { requireAccess } from '../auth/policy';
import { recordAdminAudit } from '../audit/admin-audit';
import type { CurrentUser, Deps } from '../context';
import type { Tx } from '../db/client';
import { teamPlayers, teams } from '../db/schema';
import { badRequest, fromZodError, notFound } from '../lib/errors';
import { lockEvent } from '../sync/queries';
import { findTeamRow, findUserBrief, squadEntry, squadSize } from './admin-queries';
import { publicTeam } from './admin-service';

type TeamRow = NonNullable<Awaited<ReturnType<typeof findTeamRow>>>;

/** Runs a squad change on a team with its event locked; the team is re-read inside the lock. */
async function onTeam<T>(deps: Deps, teamId: string, work: (tx: Tx, team: TeamRow) => Promise<T>): Promise<T> {
  const db = deps.database.db;
  const before = await findTeamRow(db, teamId);
  if (!before) throw notFound('teamNotFound');
  return db.transaction(async (tx) => {
    await lockEvent(tx, before.eventId);
    const team = await findTeamRow(tx, teamId);
    if (!team) throw notFound('teamNotFound');
    return work(tx, team);
  });
}

/** A squad holds at most its team size; raising the size is how an admin makes room. */
export async function assertRoom(tx: Tx, team: TeamRow, adding: number) {
  if ((await squadSize(tx, team.id)) + adding > team.teamSize) throw badRequest('squadFull');
}

/** POST /api/teams/{id}/players {userId, shirtNumber?}: an existing player or profile joins the squad. */
export async function addToSquad(deps: Deps, user: CurrentUser | null, teamId: string, body: unknown) {
  const admin = await requireAccess({ deps, user }, 'event.manage', { teamId });
  const parsed = squadAddSchema.safeParse(body);
  if (!parsed.success) throw fromZodError(parsed.error);
  const { userId, shirtNumber } = parsed.data;
  const team = await onTeam(deps, teamId, async (tx, team) => {
    const player = await findUserBrief(tx, userId);
    if (!player) throw notFound('userNotFound');
    if (await squadEntry(tx, team.id, userId)) throw badRequest('alreadyInSquad');
    await assertRoom(tx, team, 1);
    await tx.insert(teamPlayers).values({ teamId: team.id, userId, shirtNumber: shirtNumber ?? null });
    await recordAdminAudit(tx, {
      userId: admin.id,
      action: 'squad.add',
      entity: 'squad',
      entityId: team.id,
      eventId: team.eventId,
      detail: { player: userId, name: player.fullName },
    });
    return publicTeam(tx, team.id);
  });
  return { success: true as const, message: MSG.playerAdded, team };
}

/** DELETE /api/teams/{id}/players/{userId}: the profile stays; a captain leaving clears the captaincy. */
export async function removeFromSquad(deps: Deps, user: CurrentUser | null, teamId: string, userId: string) {
  const admin = await requireAccess({ deps, user }, 'event.manage', { teamId });
  const team = await onTeam(deps, teamId, async (tx, team) => {
    if (!(await squadEntry(tx, team.id, userId))) throw notFound('notInSquad');
    await tx.delete(teamPlayers).where(and(eq(teamPlayers.teamId, team.id), eq(teamPlayers.userId, userId)));
    if (team.captainId === userId) await tx.update(teams).set({ captainId: null }).where(eq(teams.id, team.id));
    await recordAdminAudit(tx, {
      userId: admin.id,
      action: 'squad.remove',
      entity: 'squad',
      entityId: team.id,
      eventId: team.eventId,
      detail: { player: userId },
    });
    return publicTeam(tx, team.id);
  });
  return { success: true as const, message: MSG.playerRemoved, team };
}

/** POST /api/teams/{id}/players/{userId}/move {toTeam}: to another team of the same event, shirt number kept. */
export async function moveInSquad(deps: Deps, user: CurrentUser | null, teamId: string, userId: string, body: unknown) {
  const admin = await requireAccess({ deps, user }, 'event.manage', { teamId });
  const parsed = squadMoveSchema.safeParse(body);
  if (!parsed.success) throw fromZodError(parsed.error);
  const { toTeam } = parsed.data;
  const team = await onTeam(deps, teamId, async (tx, from) => {
    const entry = await squadEntry(tx, from.id, userId);
    if (!entry) throw notFound('notInSquad');
    const to = await findTeamRow(tx, toTeam);
    if (!to || to.eventId !== from.eventId || to.id === from.id) throw badRequest('teamNotInEvent');
    if (await squadEntry(tx, to.id, userId)) throw badRequest('alreadyInSquad');
    await assertRoom(tx, to, 1);
    await tx.delete(teamPlayers).where(and(eq(teamPlayers.teamId, from.id), eq(teamPlayers.userId, userId)));
    await tx.insert(teamPlayers).values({ teamId: to.id, userId, shirtNumber: entry.shirtNumber, joinedAt: sql`now()` });
    if (from.captainId === userId) await tx.update(teams).set({ captainId: null }).where(eq(teams.id, from.id));
    await recordAdminAudit(tx, {
      userId: admin.id,
      action: 'squad.move',
      entity: 'squad',
      entityId: from.id,
      eventId: from.eventId,
      detail: { player: userId, from: from.id, to: to.id },
    });
    return publicTeam(tx, to.id);
  });
  return { success: true as const, message: MSG.playerMoved, team };
}
