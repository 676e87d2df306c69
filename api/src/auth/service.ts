import { createHash, randomBytes } from 'node:crypto';
import {
  EMAIL_VERIFICATION_HOURS,
  MSG,
  SESSION_DAYS,
  isLocale,
  verificationMail,
  type Locale,
  type LoginInput,
  type SessionUser,
  type SignupInput,
} from '@pitchside/shared';
import type { CurrentUser, Deps } from '../context';
import type { Tx } from '../db/client';
import { AppError, badRequest, tooManyRequests } from '../lib/errors';
import { claimCoachInvite, linkInvitedCoach } from '../teams/coach-service';
import { claimStaffInvitations } from '../staff/invitation-queries';
import { loginAttempts } from './login-throttle';
import { grantsOf } from './policy';
import { dummyHash, hashPassword, isCommonPassword, needsRehash, verifyPassword } from './password';
import * as q from './queries';
import { signSession } from './session';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new single-use token (hashed) for the user and returns the link that proves the address. */
async function createVerification(db: Tx, publicUrl: string, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await q.insertVerification(db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_HOURS * 3600_000),
  });
  return `${publicUrl}/verify-email?token=${token}`;
}

/** The verification mail, in the language the member signed up in. */
function mailVerification(deps: Deps, user: { email: string; fullName: string; locale: string | null }, link: string) {
  // Sent after the answer: a sign-up takes as long whether a mail goes out or not.
  deps.mailer.sendLater({
    to: user.email,
    ...verificationMail(user.locale, { name: user.fullName, link, hours: EMAIL_VERIFICATION_HOURS }),
  });
}

/** Somebody signed up with an address that has an account: its owner hears of it, the caller learns nothing. */
function mailAccountExists(deps: Deps, user: { email: string; fullName: string }) {
  const reset = `${deps.env.PUBLIC_URL}/forgot-password`;
  deps.mailer.sendLater({
    to: user.email,
    subject: 'Your Pitchside account already exists',
    text: `Hello ${user.fullName},\n\nSomeone (hopefully you) tried to create a Pitchside account with this e-mail address, which already has one. Log in with your password, or choose a new one here:\n${reset}\n\nIf it was not you, ignore this mail: nothing changed.`,
    html: `<p>Hello ${escapeHtml(user.fullName)},</p><p>Someone (hopefully you) tried to create a Pitchside account with this e-mail address, which already has one. Log in with your password, or <a href="${reset}">choose a new one</a>.</p><p>If it was not you, ignore this mail: nothing changed.</p>`,
  });
}

/** New passwords (sign-up, reset) must not be one of the most common ones. */
export function assertUncommonPassword(password: string) {
  if (isCommonPassword(password))
    throw badRequest('passwordTooCommon', undefined, [{ path: 'password', message: MSG.passwordTooCommon, code: 'passwordTooCommon' }]);
}

export function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * A new account waiting for its e-mail to be verified. An address that already has an account gets
 * the same answer, after the same work (the password is hashed either way), and its owner a mail:
 * sign-up cannot be used to find out who is a member.
 */
export async function signup(deps: Deps, input: SignupInput & { email: string; password: string }): Promise<void> {
  const db = deps.database.db;
  assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const existing = await q.findUserByEmail(db, input.email);
  if (existing) return answerExisting(deps, existing);
  // The account and its verification token are one write: never an account nobody can verify.
  let created: { fullName: string; link: string };
  try {
    created = await db.transaction(async (tx) => {
      const user = await q.insertUser(tx, {
        fullName: input.fullName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        passwordHash,
        userRole: input.userRole ?? 'Fan',
        locale: input.locale ?? null,
      });
      await claimCoachInvite(tx, input.coachInvite, user.id, input.phoneNumber);
      return { fullName: user.fullName, link: await createVerification(tx, deps.env.PUBLIC_URL, user.id) };
    });
  } catch (e) {
    // Two sign-ups racing for one address: the unique index decides, the loser is told like anyone else.
    if (String((e as { cause?: { code?: string } }).cause?.code ?? (e as { code?: string }).code) === '23505') {
      const winner = await q.findUserByEmail(db, input.email);
      if (winner) return answerExisting(deps, winner);
    }
    throw e;
  }
  // The mail goes after the commit; if it fails, "resend verification" sends a fresh link.
  mailVerification(deps, { email: input.email, fullName: created.fullName, locale: input.locale ?? null }, created.link);
}

async function answerExisting(
  deps: Deps,
  user: { id: string; email: string | null; fullName: string; isVerified: boolean; passwordHash: string | null; locale: string | null },
) {
  if (!user.email) return;
  // Not verified yet: the owner most likely lost the first mail, so a fresh link is what helps.
  if (!user.isVerified && user.passwordHash) {
    mailVerification(
      deps,
      { email: user.email, fullName: user.fullName, locale: user.locale },
      await createVerification(deps.database.db, deps.env.PUBLIC_URL, user.id),
    );
  } else mailAccountExists(deps, { email: user.email, fullName: user.fullName });
}

export async function verifyEmail(deps: Deps, token: string) {
  const db = deps.database.db;
  const userId = await db.transaction(async (tx) => {
    const id = await q.consumeVerification(tx, hashToken(token), new Date());
    if (id) await q.markVerified(tx, id);
    // A coach invited at this address, or by the texted link, coaches their team from now on.
    if (id) await linkInvitedCoach(tx, id);
    // Roles an organiser offered to this address (Staff screen) are theirs from now on.
    if (id) await claimStaffInvitations(tx, id);
    return id;
  });
  if (!userId) throw badRequest('verificationInvalid');
}

export async function resendVerification(deps: Deps, email: string) {
  const user = await q.findUserByEmail(deps.database.db, email);
  // Same answer whether or not the address has an account, so it cannot be used to find members.
  if (user && !user.isVerified && user.email) {
    const link = await createVerification(deps.database.db, deps.env.PUBLIC_URL, user.id);
    mailVerification(deps, { email: user.email, fullName: user.fullName, locale: user.locale }, link);
  }
}

/**
 * `throttleKey` names the caller's address and the account: wrong passwords from there slow the next
 * attempts down (login-throttle.ts) instead of locking the owner out.
 */
export async function login(deps: Deps, input: LoginInput, throttleKey: string): Promise<{ token: string; user: SessionUser }> {
  const db = deps.database.db;
  const throttle = loginAttempts(deps);
  // Counted before the password is looked at, so guesses sent at once cannot all pass as first ones.
  if (!(await throttle.begin(throttleKey))) throw tooManyRequests();
  const row = await q.findUserByEmail(db, input.email);
  const ok = await verifyPassword(input.password, row?.passwordHash ?? (await dummyHash()));
  if (!row || !row.passwordHash || !ok) throw new AppError(401, 'badCredentials');
  await throttle.succeeded(throttleKey);
  // Hashed at an older, cheaper cost: upgraded now, while the password is at hand.
  if (needsRehash(row.passwordHash)) await q.replacePasswordHash(db, row.id, row.passwordHash, await hashPassword(input.password));
  if (!row.isVerified) throw new AppError(403, 'verifyEmailFirst');
  const sid = await q.openSession(deps.database.db, row.id, new Date(Date.now() + SESSION_DAYS * 24 * 3600_000));
  const token = await signSession(deps.jwtSecret, { sub: row.id, sv: row.sessionVersion, sid });
  return { token, user: await sessionUser(deps, q.toCurrentUser(row)) };
}

export async function sessionUser(deps: Deps, user: CurrentUser): Promise<SessionUser> {
  return {
    id: user.id,
    _id: user.id,
    fullName: user.fullName,
    email: user.email ?? '',
    userRole: user.userRole as SessionUser['userRole'],
    isVerified: user.isVerified,
    isAdmin: user.isAdmin,
    isGold: user.isGold,
    goldUntil: user.goldUntil?.toISOString() ?? null,
    type: user.type,
    playerId: user.playerId,
    coachingTeams: await q.coachingTeamIds(deps.database.db, user.id),
    locale: isLocale(user.locale) ? user.locale : null,
    staffRoles: (await grantsOf(deps.database.db, user)).map((g) => ({
      role: g.role,
      eventSlug: g.eventSlug,
      editionId: g.editionId,
      scope: g.scope,
      viaLink: g.linkId !== null,
    })),
    volunteer: !!user.scoreLinkId,
  };
}

/** Keeps the member's language on the account: the app opens in it on their devices, e-mails go out in it. */
export async function setLocale(deps: Deps, userId: string, locale: Locale): Promise<void> {
  await q.updateLocale(deps.database.db, userId, locale);
}

/** Ends every session of the user, on every device. */
export async function logoutEverywhere(deps: Deps, userId: string) {
  await deps.database.db.transaction(async (tx) => {
    await q.bumpSessionVersion(tx, userId);
    await q.revokeAllSessions(tx, userId);
  });
}

/** Ends the session the request came with, at once: its token stops working on every device it was copied to. */
export async function logout(deps: Deps, sessionId: string | null) {
  if (sessionId) await q.revokeSession(deps.database.db, sessionId);
}
