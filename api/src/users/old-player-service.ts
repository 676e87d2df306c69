import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MSG, oldPlayerCreateSchema, oldPlayersBatchSchema } from '@pitchside/shared';
import { requireAccess } from '../auth/policy';
import { recordAdminAudit } from '../audit/admin-audit';
import type { CurrentUser, Deps } from '../context';
import type { Tx } from '../db/client';
import { teamPlayers, users } from '../db/schema';
import { badRequest, fromZodError } from '../lib/errors';
import { lockEvent } from '../sync/queries';
import { findTeamRow } from '../teams/admin-queries';
import { assertRoom } from '../teams/squad-service';

/**
 * Writes profiles without an account into a squad the way every such player is made (Add New Player,
 * bulk import): a player number each, the squad place with its shirt number, the team marked changed
 * for courtside devices, and an audit entry. The caller holds the event's lock and checked the room.
 */
export async function insertOldPlayers(
  tx: Tx,
  adminId: string,
  team: { id: string; eventId: string },
  entries: readonly { fullName: string; shirtNumber?: number | null; dateOfBirth?: string | null }[],
  action: 'player.create-old' | 'player.import' = 'player.create-old',
) {
  if (entries.length === 0) return [];
  const ids = entries.map(() => randomUUID());
  const created = await tx
    .insert(users)
    .values(
      entries.map((e, i) => ({
        id: ids[i]!,
        fullName: e.fullName,
        dateOfBirth: e.dateOfBirth ?? null,
        type: 'old-player' as const,
        userRole: 'Athlete' as const,
        playerId: sql<number>`nextval('player_id_seq')`,
      })),
    )
    .returning({ id: users.id, fullName: users.fullName, playerId: users.playerId });
  await tx.insert(teamPlayers).values(entries.map((e, i) => ({ teamId: team.id, userId: ids[i]!, shirtNumber: e.shirtNumber ?? null })));
  await recordAdminAudit(tx, {
    userId: adminId,
    action,
    entity: 'squad',
    entityId: team.id,
    eventId: team.eventId,
    detail: { players: created.map((u) => ({ id: u.id, name: u.fullName })) },
  });
  return created;
}

/**
 * Player profiles without an account (type old-player), straight into one team's squad: they show in
 * squads, lineups, scorer lists and on their own profile, and a player registering later can claim one.
 * All names or none: one transaction, with a room check for the whole list.
 */
async function addOldPlayers(deps: Deps, user: CurrentUser | null, names: string[], teamId: string, eventId: string) {
  const admin = await requireAccess({ deps, user }, 'event.manage', { eventId });
  const db = deps.database.db;
  const before = await findTeamRow(db, teamId);
  if (!before || before.eventId !== eventId) throw badRequest(before ? 'teamNotInEvent' : 'selectTeam');
  return db.transaction(async (tx: Tx) => {
    await lockEvent(tx, eventId);
    const team = (await findTeamRow(tx, teamId))!;
    await assertRoom(tx, team, names.length);
    const created = await insertOldPlayers(
      tx,
      admin.id,
      team,
      names.map((fullName) => ({ fullName })),
    );
    return created.map((u) => ({
      _id: u.id,
      name: u.fullName,
      fullName: u.fullName,
      playerId: u.playerId,
      type: 'old-player' as const,
      team: { _id: team.id, name: team.name },
    }));
  });
}

/** POST /api/users/old-player {name, team, event} (spec section 7). */
export async function createOldPlayer(deps: Deps, user: CurrentUser | null, body: unknown) {
  await requireAccess({ deps, user }, 'event.manage');
  const parsed = oldPlayerCreateSchema.safeParse(body);
  if (!parsed.success) throw fromZodError(parsed.error);
  const [created] = await addOldPlayers(deps, user, [parsed.data.name], parsed.data.team, parsed.data.event);
  return { success: true as const, message: MSG.playerAdded, user: created! };
}

/** POST /api/users/old-players {names (one per line, or a list), team, event}: a squad pasted at once. */
export async function createOldPlayers(deps: Deps, user: CurrentUser | null, body: unknown) {
  await requireAccess({ deps, user }, 'event.manage');
  const parsed = oldPlayersBatchSchema.safeParse(body);
  if (!parsed.success) throw fromZodError(parsed.error);
  const created = await addOldPlayers(deps, user, parsed.data.names, parsed.data.team, parsed.data.event);
  return { success: true as const, message: MSG.playersAdded, users: created };
}
