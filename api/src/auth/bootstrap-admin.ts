import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from './password';

export const DEFAULT_ADMIN_EMAIL = 'admin@pitchside.local';

/**
 * The first admin (DESIGN.md section 3): `ADMIN_EMAIL`/`ADMIN_PASSWORD` create or update it at every
 * start; without them, an admin with a generated password is created once. `generatedPassword` is
 * that password, returned once so the caller can print it; a configured password is never returned.
 */
export async function ensureAdmin(
  db: Db,
  opts: { email?: string | undefined; password?: string | undefined; fullName?: string | undefined },
) {
  if (opts.email && opts.password) {
    const email = opts.email.toLowerCase();
    const passwordHash = await hashPassword(opts.password);
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) {
      await db
        .update(users)
        .set({ isAdmin: true, isVerified: true, passwordHash, ...(opts.fullName ? { fullName: opts.fullName } : {}) })
        .where(eq(users.id, existing.id));
    } else {
      await db
        .insert(users)
        .values({ fullName: opts.fullName ?? 'Pitchside Admin', email, passwordHash, isAdmin: true, isVerified: true, userRole: 'Other' });
    }
    return { email, generatedPassword: null, created: !existing };
  }
  const [anyAdmin] = await db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true)).limit(1);
  if (anyAdmin) return { email: anyAdmin.email ?? DEFAULT_ADMIN_EMAIL, generatedPassword: null, created: false };
  // 18 characters: above the 12 a chosen password needs.
  const password = randomBytes(14).toString('base64url');
  await db.insert(users).values({
    fullName: 'Pitchside Admin',
    email: DEFAULT_ADMIN_EMAIL,
    passwordHash: await hashPassword(password),
    isAdmin: true,
    isVerified: true,
    userRole: 'Other',
  });
  return { email: DEFAULT_ADMIN_EMAIL, generatedPassword: password, created: true };
}
