import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_HOURS, passwordResetMail, type ResetPasswordInput } from '@pitchside/shared';
import type { Deps } from '../context';
import { badRequest } from '../lib/errors';
import { hashPassword } from './password';
import * as rq from './password-reset-queries';
import * as q from './queries';
import { assertUncommonPassword, hashToken } from './service';

/**
 * Mails a single-use link to choose a new password. The caller always gets the same answer, so the
 * form cannot be used to find out who has an account.
 */
export async function forgotPassword(deps: Deps, email: string): Promise<void> {
  const db = deps.database.db;
  const user = await q.findUserByEmail(db, email);
  // Old-player profiles and accounts without a password never log in: nothing to reset.
  if (!user || !user.email || !user.passwordHash) return;

  const token = randomBytes(32).toString('base64url');
  await rq.insertPasswordReset(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + PASSWORD_RESET_HOURS * 3600_000),
  });
  const link = `${deps.env.PUBLIC_URL}/reset-password?token=${token}`;
  // Not awaited: an existing account must not answer slower than an unknown address.
  deps.mailer.sendLater({
    to: user.email,
    ...passwordResetMail(user.locale, { name: user.fullName, link, hours: PASSWORD_RESET_HOURS }),
  });
}

/**
 * Sets the new password from a reset link. One transaction: the token is spent, the password set,
 * the address marked verified (the member read the mail) and every existing session ended, including
 * one of somebody who signed up with this address before its owner did.
 */
export async function resetPassword(deps: Deps, input: ResetPasswordInput): Promise<void> {
  // The token first: a made-up one must not cost the server a slow hash.
  if (!(await rq.findLivePasswordReset(deps.database.db, hashToken(input.token), new Date()))) throw badRequest('resetInvalid');
  assertUncommonPassword(input.password);
  // Hashing is slow: done before the transaction so no row stays locked meanwhile.
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const userId = await deps.database.db.transaction(async (tx) => {
    const id = await rq.consumePasswordReset(tx, hashToken(input.token), now);
    if (!id) return null;
    await rq.setPasswordAndEndSessions(tx, id, passwordHash, now);
    await rq.closePasswordResets(tx, id, now);
    return id;
  });
  if (!userId) throw badRequest('resetInvalid');
}
