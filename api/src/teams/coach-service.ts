import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MSG, coachInviteMail, coachInviteSchema, coachInviteText } from '@pitchside/shared';
import { phoneKey } from '@pitchside/shared/import';
import { requireAccess } from '../auth/policy';
import { recordAdminAudit } from '../audit/admin-audit';
import type { CurrentUser, Deps } from '../context';
import type { Tx } from '../db/client';
import { teams } from '../db/schema';
import { isUuid } from '../events/serialize';
import { badRequest, conflict, fromZodError, notFound } from '../lib/errors';
import { lockEvent } from '../sync/queries';
import { publicTeam } from './admin-service';
import * as q from './coach-queries';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Links every team waiting for this member as its coach: invited at the address they just verified,
 * or claimed through the texted sign-up link with the invited phone number. Runs in the verification's
 * transaction; each team is marked changed for courtside devices and its audit trail says who.
 */
export async function linkInvitedCoach(tx: Tx, userId: string): Promise<string[]> {
  const user = await q.userContact(tx, userId);
  if (!user?.isVerified) return [];
  const waiting = await q.teamsAwaitingCoach(tx, userId, user.email);
  for (const team of waiting) {
    await lockEvent(tx, team.eventId);
    await q.setCoach(tx, team.id, userId);
    await recordAdminAudit(tx, {
      userId,
      action: 'team.coach-linked',
      entity: 'team',
      entityId: team.id,
      eventId: team.eventId,
      detail: { coachName: team.coachName, coach: userId },
    });
  }
  if (waiting.length) await q.makeCoach(tx, userId);
  return waiting.map((t) => t.id);
}

/**
 * A sign-up through the link texted to a coach: the team is claimed when the number the new member
 * gave is the invited one (a link forwarded to someone else claims nothing), and linked once their
 * e-mail is verified.
 */
export async function claimCoachInvite(tx: Tx, token: string | undefined, userId: string, phone: string) {
  if (!token) return;
  const team = await q.teamByInviteToken(tx, hashToken(token));
  if (team?.coachPhone && phoneKey(team.coachPhone) === phoneKey(phone)) await q.claimTeam(tx, team.id, userId);
}

/** GET /api/teams/{id}/coach (admin): the coach as the team editor shows it, with the invitation sent. */
export async function coachDetails(deps: Deps, user: CurrentUser | null, teamId: string) {
  await requireAccess({ deps, user }, 'event.manage', { teamId });
  const found = isUuid(teamId) ? await q.teamForInvite(deps.database.db, teamId) : null;
  if (!found) throw notFound('teamNotFound');
  const t = found.team;
  return {
    linked: t.coachId !== null,
    coachName: t.coachName,
    coachPhone: t.coachPhone,
    invitedEmail: t.coachInviteEmail,
    invitedByPhone: t.coachInviteTokenHash !== null,
    invitedAt: t.coachInvitedAt?.toISOString() ?? null,
  };
}

/**
 * POST /api/teams/{id}/coach-invite {email?, phone?} (admin). By e-mail: a mail in the organiser's
 * language with a link to sign up; an account already verified at that address is linked at once.
 * By phone: the answer carries the link and a text for the organiser to send from their phone.
 */
export async function inviteCoach(deps: Deps, user: CurrentUser | null, teamId: string, body: unknown) {
  const admin = await requireAccess({ deps, user }, 'event.manage', { teamId });
  const parsed = coachInviteSchema.safeParse(body);
  if (!parsed.success) throw fromZodError(parsed.error);
  const { email, phone } = parsed.data;
  const db = deps.database.db;
  const before = isUuid(teamId) ? await q.teamForInvite(db, teamId) : null;
  if (!before) throw notFound('teamNotFound');
  const token = phone ? randomBytes(24).toString('base64url') : null;

  const result = await db.transaction(async (tx) => {
    await lockEvent(tx, before.team.eventId);
    const found = (await q.teamForInvite(tx, teamId))!;
    const team = found.team;
    if (team.coachId) throw conflict('coachAlreadyLinked');
    if (!team.coachName) throw badRequest('coachInviteNoName');
    const set: Partial<typeof teams.$inferInsert> = { coachInvitedAt: new Date() };
    if (email) set.coachInviteEmail = email;
    if (phone && token) Object.assign(set, { coachPhone: phone, coachInviteTokenHash: hashToken(token) });
    await tx.update(teams).set(set).where(eq(teams.id, team.id));
    await recordAdminAudit(tx, {
      userId: admin.id,
      action: 'team.coach-invite',
      entity: 'team',
      entityId: team.id,
      eventId: team.eventId,
      detail: { coachName: team.coachName, email: email ?? null, phone: phone ?? null },
    });
    const existing = email ? await q.verifiedUserByEmail(tx, email) : null;
    const linked = existing ? (await linkInvitedCoach(tx, existing.id)).includes(team.id) : false;
    return { linked, coachName: team.coachName, teamName: team.name, eventName: found.eventName, team: await publicTeam(tx, team.id) };
  });

  const base = `${deps.env.PUBLIC_URL}/?signup=coach`;
  if (email && !result.linked) {
    deps.mailer.sendLater({
      to: email,
      ...coachInviteMail(admin.locale, {
        coach: result.coachName,
        team: result.teamName,
        event: result.eventName,
        link: `${base}&email=${encodeURIComponent(email)}`,
      }),
    });
  }
  const link = token ? `${base}&invite=${token}` : null;
  return {
    success: true as const,
    message: MSG.coachInviteSent,
    linked: result.linked,
    team: result.team,
    ...(link ? { link, text: coachInviteText(admin.locale, { coach: result.coachName, team: result.teamName, link }) } : {}),
  };
}
