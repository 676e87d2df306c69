import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillMessage, MSG, PASSWORD_MIN_LENGTH } from '@pitchside/shared';
import { passwordResets } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { hashToken } from './service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'new-striker-77';

const forgot = (email: string) => t.request('POST', '/api/auth/forgot-password', { body: { email } });
const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  t.request('POST', '/api/auth/reset-password', { body: { token, password, confirmPassword } });
const login = (email: string, password: string) => t.request('POST', '/api/auth/login', { body: { email, password } });

/** The token of the newest reset mail to this address. */
function resetToken(email: string): string {
  const mail = [...t.mails].reverse().find((m) => m.to === email && m.text.includes('/reset-password?token='));
  expect(mail?.text).toContain('http://pitchside.test/reset-password?token=');
  return mail!.text.match(/reset-password\?token=([\w-]+)/)![1]!;
}
const resetMails = (email: string) => t.mails.filter((m) => m.to === email && m.text.includes('/reset-password?token=')).length;

describe('forgot password', () => {
  it('gives an unknown address the same answer and sends nothing', async () => {
    const before = t.mails.length;
    const res = await forgot('nobody-here@example.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MSG.resetLinkSent });
    expect(t.mails.length).toBe(before);
  });

  it('mails a member a link (whatever the case of the address) with the same answer', async () => {
    const m = await t.member();
    const res = await forgot(m.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MSG.resetLinkSent });
    expect(resetMails(m.email)).toBe(1);
    // Only the hash is stored.
    const token = resetToken(m.email);
    const rows = await t.deps.database.db.select().from(passwordResets).where(eq(passwordResets.userId, m.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(token)]);
  });

  it('answers a malformed address with a readable message', async () => {
    const res = await forgot('not-an-email');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid email address');
  });
});

describe('reset password', () => {
  it('sets the new password, ends every old session and works only once', async () => {
    const m = await t.member();
    await forgot(m.email);
    const token = resetToken(m.email);

    const mismatch = await reset(token, NEW_PASSWORD, 'something-else');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(MSG.passwordsDoNotMatch);
    const short = await reset(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(fillMessage(MSG.passwordTooShort, { min: PASSWORD_MIN_LENGTH }));

    // The refused attempts did not spend the link.
    const ok = await reset(token);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, message: MSG.passwordChanged });

    const old = await t.request('GET', '/api/auth/me', { token: m.token });
    expect(old.status).toBe(401);
    expect(old.body.message).toBe(MSG.sessionExpired);

    expect((await login(m.email, 'member-password-1')).status).toBe(401);
    const fresh = await login(m.email, NEW_PASSWORD);
    expect(fresh.status).toBe(200);
    expect((await t.request('GET', '/api/auth/me', { token: fresh.body.token })).status).toBe(200);

    const again = await reset(token, 'yet-another-pass');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MSG.resetInvalid);
    expect((await login(m.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const m = await t.member();
    await forgot(m.email);
    const token = resetToken(m.email);
    await t.deps.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(token)));

    const res = await reset(token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.resetInvalid);
    expect((await login(m.email, 'member-password-1')).status).toBe(200);
    expect((await login(m.email, NEW_PASSWORD)).status).toBe(401);
  });

  it('refuses a made-up or missing token', async () => {
    const made = await reset('x'.repeat(43));
    expect(made.status).toBe(400);
    expect(made.body.message).toBe(MSG.resetInvalid);
    const missing = await t.request('POST', '/api/auth/reset-password', {
      body: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MSG.resetInvalid);
  });

  it('stops older links once a new password is chosen', async () => {
    const m = await t.member();
    await forgot(m.email);
    const first = resetToken(m.email);
    await forgot(m.email);
    const second = resetToken(m.email);
    expect(second).not.toBe(first);
    expect((await reset(second)).status).toBe(200);
    const late = await reset(first, 'late-password-1');
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(MSG.resetInvalid);
  });

  it('gives the owner back an address someone else signed up with: verified, their password only', async () => {
    const email = 'owner-squatted@example.com';
    const squatter = await t.request('POST', '/api/auth/signup', {
      body: {
        fullName: 'Someone Else',
        email,
        phoneNumber: '+961 3 999999',
        password: 'squatter-pass-1',
        confirmPassword: 'squatter-pass-1',
      },
    });
    expect(squatter.status).toBe(201);
    expect((await login(email, 'squatter-pass-1')).status).toBe(403);

    await forgot(email);
    expect((await reset(resetToken(email))).status).toBe(200);

    expect((await login(email, 'squatter-pass-1')).status).toBe(401);
    const owner = await login(email, NEW_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.user.isVerified).toBe(true);
  });
});

describe('reset link limits', () => {
  it('counts requests per account, so one flooded inbox does not block others at the same address', async () => {
    const limited = await createTestContext({ rateLimits: { passwordReset: { limit: 2, windowMs: 60_000 } } });
    try {
      const ask = (email: string) => limited.request('POST', '/api/auth/forgot-password', { body: { email } });
      expect((await ask('target@example.com')).status).toBe(200);
      expect((await ask('Target@example.com')).status).toBe(200);
      const blocked = await ask('target@example.com');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(MSG.tooManyRequests);
      expect((await ask('someone-else@example.com')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
