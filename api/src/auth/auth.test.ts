import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@pitchside/shared';
import { eq, inArray } from 'drizzle-orm';
import { users } from '../db/schema';
import { ADMIN, TEST_HASH_COST, createTestContext, type TestContext } from '../test/harness';
import { OWASP_SCRYPT, needsRehash, setHashCostForTests } from './password';
import { sessionFromSetCookie } from './session';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  fullName: 'Rami Haddad',
  email,
  phoneNumber: '+961 70 123 456',
  password: 'goal-keeper-9',
  confirmPassword: 'goal-keeper-9',
  userRole: 'Athlete',
  ...extra,
});

describe('sign-up, verification and login', () => {
  it('refuses login until the e-mail is verified, then signs in with the link from the mail', async () => {
    const email = 'rami@example.com';
    const signup = await t.request('POST', '/api/auth/signup', { body: signupBody(email) });
    expect(signup.status).toBe(201);
    expect(signup.body).toEqual({ success: true, message: MSG.signupSuccess });

    const early = await t.request('POST', '/api/auth/login', { body: { email, password: 'goal-keeper-9' } });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('Please verify your email before logging in');

    const mail = t.mails.find((m) => m.to === email);
    expect(mail?.text).toContain('http://pitchside.test/verify-email?token=');
    const token = mail!.text.match(/token=([\w-]+)/)![1];
    const verify = await t.request('POST', '/api/auth/verify-email', { body: { token } });
    expect(verify.status).toBe(200);

    const again = await t.request('POST', '/api/auth/verify-email', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MSG.verificationInvalid);

    const login = await t.request('POST', '/api/auth/login', { body: { email: 'RAMI@example.com', password: 'goal-keeper-9' } });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ fullName: 'Rami Haddad', email, isAdmin: false, isGold: false, userRole: 'Athlete' });
    expect(login.headers.get('set-cookie')).toMatch(/pitchside_session=.*HttpOnly/i);
    // The session is in the HttpOnly cookie only: nothing a script on the page can read carries it.
    expect(Object.keys(login.body).sort()).toEqual(['message', 'success', 'user']);
    expect(JSON.stringify(login.body)).not.toContain(sessionFromSetCookie(login.headers));

    const me = await t.request('GET', '/api/auth/me', { token: sessionFromSetCookie(login.headers) });
    expect(me.body.user.email).toBe(email);
    // Personal answers are never kept by a shared cache on the way.
    expect(me.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers bad bodies with 400 and a readable message, creating nothing', async () => {
    const mismatch = await t.request('POST', '/api/auth/signup', {
      body: signupBody('x@example.com', { confirmPassword: 'other-password' }),
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('Passwords do not match');

    const badRole = await t.request('POST', '/api/auth/signup', { body: signupBody('y@example.com', { userRole: 'Referee' }) });
    expect(badRole.status).toBe(400);
    expect(badRole.body.message).toMatch(/Role must be one of Parent, Fan, Athlete, Coach, Other/);

    const badEmail = await t.request('POST', '/api/auth/signup', { body: signupBody('not-an-email') });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('Please enter a valid email address');

    const notJson = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(notJson.status).toBe(400);
    expect(JSON.stringify(await notJson.json())).not.toMatch(/at .*\.ts/);

    const login = await t.request('POST', '/api/auth/login', { body: { email: 'x@example.com', password: 'goal-keeper-9' } });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe('Email or Password is incorrect!');
  });

  it('answers a sign-up for a known e-mail like any other, creates nothing and mails the owner', async () => {
    const first = await t.request('POST', '/api/auth/signup', { body: signupBody('twice@example.com') });
    const link = t.mails.find((m) => m.to === 'twice@example.com')!.text.match(/token=([\w-]+)/)![1];
    await t.request('POST', '/api/auth/verify-email', { body: { token: link } });
    const mailsBefore = t.mails.length;
    const usersBefore = await t.deps.database.db.$count(users);
    const second = await t.request('POST', '/api/auth/signup', { body: signupBody('Twice@Example.com', { fullName: 'Someone Else' }) });
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(await t.deps.database.db.$count(users)).toBe(usersBefore);
    const mailed = t.mails.slice(mailsBefore);
    expect(mailed.map((m) => [m.to, m.subject])).toEqual([['twice@example.com', 'Your Pitchside account already exists']]);
    expect(mailed[0]!.text).toContain('http://pitchside.test/forgot-password');
  });

  it('refuses new passwords under 12 characters or among the most common ones', async () => {
    const short = await t.request('POST', '/api/auth/signup', {
      body: signupBody('short@example.com', { password: 'goal-keep-9', confirmPassword: 'goal-keep-9' }),
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'passwordTooShort', message: 'Password must be at least 12 characters' });
    // The field's own issue carries the length too, so the hint under the field keeps its number.
    expect(short.body.issues).toContainEqual(
      expect.objectContaining({ path: 'password', code: 'passwordTooShort', params: { min: '12' } }),
    );
    const common = await t.request('POST', '/api/auth/signup', {
      body: signupBody('common@example.com', { password: 'Qwerty123456', confirmPassword: 'Qwerty123456' }),
    });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ code: 'passwordTooCommon', message: MSG.passwordTooCommon });
    // The hint under the field is translated from its code, not shown in English.
    expect(common.body.issues).toContainEqual(expect.objectContaining({ path: 'password', code: 'passwordTooCommon' }));
    expect(await t.deps.database.db.$count(users, inArray(users.email, ['short@example.com', 'common@example.com']))).toBe(0);
  });

  it('ends the session at once on logout: the same token no longer works anywhere', async () => {
    const m = await t.member();
    expect((await t.request('GET', '/api/auth/me', { token: m.token })).status).toBe(200);
    expect((await t.request('POST', '/api/auth/logout', { token: m.token })).status).toBe(200);
    const after = await t.request('GET', '/api/auth/me', { token: m.token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(MSG.sessionExpired);
    // Another sign-in of the same member is a session of its own and still works.
    const again = await t.request('POST', '/api/auth/login', { body: { email: m.email, password: 'member-password-1' } });
    expect((await t.request('GET', '/api/auth/me', { token: sessionFromSetCookie(again.headers) })).status).toBe(200);
  });

  it('answers a visitor with no session with no user, not an error', async () => {
    const guest = await t.request('GET', '/api/auth/me');
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual({ success: true, user: null });
  });

  it('rejects forged tokens and ends sessions on logout everywhere', async () => {
    const m = await t.member();
    const forged = await t.request('GET', '/api/auth/me', { token: `${m.token.slice(0, -4)}abcd` });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe(MSG.sessionExpired);
    expect((await t.request('POST', '/api/auth/logout-everywhere', { token: m.token })).status).toBe(200);
    expect((await t.request('GET', '/api/auth/me', { token: m.token })).status).toBe(401);
  });
});

describe('admin routes', () => {
  const adminCalls: Array<[string, string]> = [
    ['POST', '/api/events'],
    ['DELETE', '/api/events/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/gift-codes/generate'],
    ['GET', '/api/contact'],
  ];
  // Open to an event's organisers or scorers too (auth/policy.ts): a member with no role is refused as not allowed.
  const staffCalls: Array<[string, string, unknown]> = [
    ['PUT', '/api/events/00000000-0000-4000-8000-000000000000', undefined],
    ['GET', '/api/sync/pull?scope=00000000-0000-4000-8000-000000000000&clientId=device-1', undefined],
    ['POST', '/api/sync/push', { clientId: 'device-1', mutations: [] }],
    // Registration review: also an organiser given `registration.review`.
    ['GET', '/api/admin/requests/pending', undefined],
    ['GET', '/api/admin/requests/stats', undefined],
  ];

  it.each(adminCalls)('%s %s: 401 anonymous, 403 member, allowed for the admin', async (method, url) => {
    expect((await t.request(method, url)).status).toBe(401);
    const m = await t.member();
    const asMember = await t.request(method, url, { token: m.token });
    expect(asMember.status).toBe(403);
    expect(asMember.body.message).toBe(MSG.adminOnly);
    const asAdmin = await t.request(method, url, { token: await t.adminToken() });
    expect([401, 403]).not.toContain(asAdmin.status);
  });

  it.each(staffCalls)('%s %s: 401 anonymous, 403 notAllowed for a member, allowed for the admin', async (method, url, body) => {
    expect((await t.request(method, url, { body })).status).toBe(401);
    const m = await t.member();
    const asMember = await t.request(method, url, { token: m.token, body });
    expect([asMember.status, asMember.body.code]).toEqual([403, 'notAllowed']);
    const asAdmin = await t.request(method, url, { token: await t.adminToken(), body });
    expect([401, 403]).not.toContain(asAdmin.status);
  });

  it('the configured admin logs in', async () => {
    const login = await t.request('POST', '/api/auth/login', { body: ADMIN });
    expect(login.status).toBe(200);
    expect(login.body.user.isAdmin).toBe(true);
  });
});

describe('rate limits', () => {
  it('stops repeated login attempts from one address with 429 and a readable message', async () => {
    const limited = await createTestContext({ rateLimits: { loginAddress: { limit: 3, windowMs: 60_000 } } });
    try {
      const attempt = (n: number) =>
        limited.request('POST', '/api/auth/login', { body: { email: `who${n}@example.com`, password: 'guess-guess' } });
      for (let i = 0; i < 3; i++) expect((await attempt(i)).status).toBe(401);
      const blocked = await attempt(3);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(MSG.tooManyRequests);
    } finally {
      await limited.close();
    }
  });
});

describe('login delays per account', () => {
  it('slows guesses at one account from one address, but never locks its owner out', async () => {
    const limited = await createTestContext({ rateLimits: { login: { limit: 2, windowMs: 60_000 } } });
    try {
      const owner = await limited.member();
      const guess = (email: string) => limited.request('POST', '/api/auth/login', { body: { email, password: 'not-the-password' } });
      expect((await guess(owner.email)).status).toBe(401);
      expect((await guess(owner.email.toUpperCase())).status).toBe(401);
      // The third guess waits a second before it is even checked.
      const started = Date.now();
      expect((await guess(owner.email)).status).toBe(401);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      // The owner, after many guesses from the same address, still gets in with the right password.
      const login = await limited.request('POST', '/api/auth/login', { body: { email: owner.email, password: 'member-password-1' } });
      expect(login.status).toBe(200);
      // Another account at the same address was never slowed.
      expect((await guess('someone-else@example.com')).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('password cost', () => {
  it('hashes new passwords at the OWASP scrypt cost and upgrades an older hash at login', async () => {
    const m = await t.member();
    const [before] = await t.deps.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, m.id));
    expect(before!.hash).toMatch(/^scrypt\$1024\$/);
    setHashCostForTests(OWASP_SCRYPT);
    try {
      const login = await t.request('POST', '/api/auth/login', { body: { email: m.email, password: 'member-password-1' } });
      expect(login.status).toBe(200);
      const [after] = await t.deps.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, m.id));
      expect(after!.hash).toMatch(/^scrypt\$131072\$8\$1\$/);
      // The upgraded hash checks the same password.
      expect((await t.request('POST', '/api/auth/login', { body: { email: m.email, password: 'member-password-1' } })).status).toBe(200);
      expect(needsRehash(after!.hash!)).toBe(false);
    } finally {
      setHashCostForTests(TEST_HASH_COST);
    }
  });
});
