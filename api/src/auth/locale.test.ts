import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const signup = (email: string, locale?: string) =>
  t.request('POST', '/api/auth/signup', {
    body: {
      fullName: 'Rana Khoury',
      email,
      phoneNumber: '+961 70 123 456',
      password: 'striker-2026',
      confirmPassword: 'striker-2026',
      ...(locale ? { locale } : {}),
    },
  });

describe("a member's language", () => {
  it('is taken from sign-up: the verification mail is in Arabic, right to left', async () => {
    const res = await signup('rana.ar@example.com', 'ar');
    expect(res.status).toBe(201);
    const mail = t.mails.find((m) => m.to === 'rana.ar@example.com')!;
    expect(mail.subject).toBe('تأكيد حسابك على Pitchside');
    expect(mail.text).toContain('/verify-email?token=');
    expect(mail.html).toContain('dir="rtl"');
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.email, 'rana.ar@example.com'));
    expect(row!.locale).toBe('ar');
  });

  it('defaults to English, with the mail the app always sent', async () => {
    await signup('rana.en@example.com');
    const mail = t.mails.find((m) => m.to === 'rana.en@example.com')!;
    expect(mail.subject).toBe('Verify your Pitchside account');
  });

  it('is saved with PUT /api/auth/me/locale and returned by /me; the reset mail follows it', async () => {
    const m = await t.member();
    const saved = await t.request('PUT', '/api/auth/me/locale', { token: m.token, body: { locale: 'fr' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, locale: 'fr' });
    const me = await t.request('GET', '/api/auth/me', { token: m.token });
    expect(me.body.user.locale).toBe('fr');
    await t.request('POST', '/api/auth/forgot-password', { body: { email: m.email } });
    await new Promise((r) => setTimeout(r, 50));
    const mail = [...t.mails].reverse().find((x) => x.to === m.email)!;
    expect(mail.subject).toBe('Choisissez un nouveau mot de passe Pitchside');
  });

  it('refuses a language the app does not speak, with a code, and needs a session', async () => {
    const m = await t.member();
    const bad = await t.request('PUT', '/api/auth/me/locale', { token: m.token, body: { locale: 'de' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'localeInvalid', message: 'Language must be one of en, ar, fr' });
    const anon = await t.request('PUT', '/api/auth/me/locale', { body: { locale: 'ar' } });
    expect(anon.status).toBe(401);
  });
});

describe('message codes', () => {
  it('name each field problem', async () => {
    const res = await signup('not-an-email');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('emailInvalid');
  });
});
