import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_VERIFICATION_HOURS, MSG, SESSION_DAYS, type LoginInput, type SessionUser, type SignupInput } from '@pitchside/shared';
import type { Deps } from '../context';
import type { Tx } from '../db/client';
import { AppError, badRequest, conflict } from '../lib/errors';
import { dummyHash, hashPassword, verifyPassword } from './password';
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

async function mailVerification(deps: Deps, user: { email: string; fullName: string }, link: string, opts: { later?: boolean } = {}) {
  const message = {
    to: user.email,
    subject: 'Verify your Pitchside account',
    text: `Hello ${user.fullName},\n\nConfirm your e-mail address to finish signing up:\n${link}\n\nThe link works for ${EMAIL_VERIFICATION_HOURS} hours.`,
    html: `<p>Hello ${escapeHtml(user.fullName)},</p><p>Confirm your e-mail address to finish signing up:</p><p><a href="${link}">Verify my e-mail</a></p><p>The link works for ${EMAIL_VERIFICATION_HOURS} hours.</p>`,
  };
  if (opts.later) deps.mailer.sendLater(message);
  else await deps.mailer.send(message);
}

export function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export async function signup(deps: Deps, input: SignupInput & { email: string; password: string }) {
  const db = deps.database.db;
  if (await q.findUserByEmail(db, input.email)) throw conflict(MSG.emailTaken);
  const passwordHash = await hashPassword(input.password);
  // The account and its verification token are one write: never an account nobody can verify.
  let created: { id: string; fullName: string; link: string };
  try {
    created = await db.transaction(async (tx) => {
      const user = await q.insertUser(tx, {
        fullName: input.fullName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        passwordHash,
        userRole: input.userRole ?? 'Fan',
      });
      return { id: user.id, fullName: user.fullName, link: await createVerification(tx, deps.env.PUBLIC_URL, user.id) };
    });
  } catch (e) {
    // Two sign-ups racing for one address: the unique index decides.
    if (String((e as { cause?: { code?: string } }).cause?.code ?? (e as { code?: string }).code) === '23505')
      throw conflict(MSG.emailTaken);
    throw e;
  }
  // The mail goes after the commit; if it fails, "resend verification" sends a fresh link.
  try {
    await mailVerification(deps, { email: input.email, fullName: created.fullName }, created.link);
  } catch (e) {
    deps.log.error(`Verification mail to ${input.email} failed`, e);
  }
  return { id: created.id };
}

export async function verifyEmail(deps: Deps, token: string) {
  const db = deps.database.db;
  const userId = await db.transaction(async (tx) => {
    const id = await q.consumeVerification(tx, hashToken(token), new Date());
    if (id) await q.markVerified(tx, id);
    return id;
  });
  if (!userId) throw badRequest(MSG.verificationInvalid);
}

export async function resendVerification(deps: Deps, email: string) {
  const user = await q.findUserByEmail(deps.database.db, email);
  // Same answer whether or not the address has an account, so it cannot be used to find members.
  if (user && !user.isVerified && user.email) {
    const link = await createVerification(deps.database.db, deps.env.PUBLIC_URL, user.id);
    // After the answer, so its timing does not tell whether a mail went out.
    await mailVerification(deps, { email: user.email, fullName: user.fullName }, link, { later: true });
  }
}

export async function login(deps: Deps, input: LoginInput): Promise<{ token: string; user: SessionUser }> {
  const db = deps.database.db;
  const row = await q.findUserByEmail(db, input.email);
  const ok = await verifyPassword(input.password, row?.passwordHash ?? (await dummyHash()));
  if (!row || !row.passwordHash || !ok) throw new AppError(401, MSG.badCredentials);
  if (!row.isVerified) throw new AppError(403, MSG.verifyEmailFirst);
  const sid = await q.openSession(deps.database.db, row.id, new Date(Date.now() + SESSION_DAYS * 24 * 3600_000));
  const token = await signSession(deps.jwtSecret, { sub: row.id, sv: row.sessionVersion, sid });
  return { token, user: await sessionUser(deps, q.toCurrentUser(row)) };
}

export async function sessionUser(deps: Deps, user: ReturnType<typeof q.toCurrentUser>): Promise<SessionUser> {
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
  };
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
