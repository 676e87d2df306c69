import { type Invitation, type SendInvitation } from '@pitchside/shared';
import type { CurrentUser, Deps } from '../context';
import { hasAccess } from '../auth/policy';
import { isUuid } from '../events/serialize';
import { conflict, forbidden, notFound } from '../lib/errors';
import { publicImageUrl } from '../lib/storage';
import * as q from './queries';

const isUniqueViolation = (e: unknown) =>
  String((e as { cause?: { code?: string } }).cause?.code ?? (e as { code?: string }).code) === '23505';

/** `?userId=` or `{ userId }` may name only the caller: a member reads and answers their own invitations. */
export function assertSelf(caller: CurrentUser, userId: string | undefined) {
  if (userId !== undefined && userId !== caller.id) throw forbidden();
}

/**
 * POST /api/invitations/send. The caller must coach the team (read from the database now, whatever
 * the body's coachId says); the player must exist, not be in the squad and not hold an open
 * invitation to it.
 */
export async function send(deps: Deps, caller: CurrentUser, input: SendInvitation) {
  const { teamId, playerId, coachId } = input;
  if (coachId && coachId !== caller.id) throw forbidden('coachIdMismatch');
  const db = deps.database.db;
  const team = await q.findTeam(db, teamId);
  if (!team) throw notFound('teamNotFound');
  if (!(await hasAccess({ deps, user: caller }, 'team.coach', { teamId: team.id }))) throw forbidden('notTeamCoach');
  const player = await q.findPlayerByNumber(db, playerId);
  if (!player) throw notFound('playerNotFound');
  if (await q.inSquad(db, team.id, player.id)) throw conflict('alreadyInSquad');
  if (await q.hasOpenInvitation(db, team.id, player.id)) throw conflict('alreadyInvited');
  if ((await q.squadSize(db, team.id)) >= team.teamSize) throw conflict('inviteSquadFull');
  let invitation: q.InvitationRow;
  try {
    invitation = await q.insertInvitation(db, { teamId: team.id, userId: player.id, invitedById: caller.id });
  } catch (e) {
    // Two taps on Send Invitation: the partial unique index keeps one.
    if (isUniqueViolation(e)) throw conflict('alreadyInvited');
    throw e;
  }
  return { player: { fullName: player.fullName, playerId: player.playerId }, invitationId: invitation.id };
}

export async function count(deps: Deps, caller: CurrentUser, userId: string | undefined): Promise<number> {
  assertSelf(caller, userId);
  return q.countOpen(deps.database.db, caller.id);
}

export async function mine(deps: Deps, caller: CurrentUser, userId: string | undefined): Promise<Invitation[]> {
  assertSelf(caller, userId);
  const rows = await q.openInvitationsOf(deps.database.db, caller.id);
  return rows.map((r) => ({
    _id: r.id,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    team: { _id: r.teamId, name: r.teamName, logo: publicImageUrl(r.teamLogo) },
    invitedBy: { fullName: r.invitedBy },
  }));
}

/**
 * Accept or decline. Accepting adds the player to the squad and marks the team changed for sync in
 * the same transaction, so courtside devices list the player on their next pull.
 */
export async function respond(deps: Deps, caller: CurrentUser, id: string, userId: string | undefined, choice: 'accepted' | 'declined') {
  assertSelf(caller, userId);
  if (!isUuid(id)) throw notFound('invitationNotFound');
  await deps.database.db.transaction(async (tx) => {
    const inv = await q.lockInvitation(tx, id);
    if (!inv) throw notFound('invitationNotFound');
    if (inv.userId !== caller.id) throw forbidden();
    if (inv.status !== 'pending') throw conflict('invitationAnswered');
    if (choice === 'accepted') {
      const team = await q.findTeam(tx, inv.teamId);
      if (!team) throw notFound('teamNotFound');
      await q.lockTeam(tx, team.id);
      if (!(await q.inSquad(tx, team.id, caller.id))) {
        if ((await q.squadSize(tx, team.id)) >= team.teamSize) throw conflict('inviteSquadFull');
        await q.addToSquad(tx, team.id, caller.id);
      }
    }
    await q.answer(tx, inv.id, choice);
  });
}
