import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@pitchside/shared';
import { createTestContext, type TestContext } from '../test/harness';
import type * as PasswordModule from './password';

// Counts the slow hashes the server computes, while still computing them.
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('./password', async (importOriginal) => {
  const actual = await importOriginal<typeof PasswordModule>();
  return {
    ...actual,
    hashPassword: async (password: string) => {
      hashes.count += 1;
      return actual.hashPassword(password);
    },
  };
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const body = (token: string, password = 'new-striker-77') => ({ token, password, confirmPassword: password });

describe('reset password under abuse', () => {
  it('checks the token before hashing: a made-up link costs no slow hash', async () => {
    const before = hashes.count;
    for (let i = 0; i < 5; i++) {
      const res = await t.request('POST', '/api/auth/reset-password', { body: body(`made-up-token-${i}-abcdefghij`) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MSG.resetInvalid);
    }
    expect(hashes.count).toBe(before);
  });

  it('refuses one of the most common passwords with a clear message and keeps the link usable', async () => {
    const m = await t.member();
    await t.request('POST', '/api/auth/forgot-password', { body: { email: m.email } });
    const token = [...t.mails]
      .reverse()
      .find((x) => x.to === m.email)!
      .text.match(/token=([\w-]+)/)![1]!;
    const common = await t.request('POST', '/api/auth/reset-password', { body: body(token, 'password1234') });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ code: 'passwordTooCommon', message: MSG.passwordTooCommon });
    expect((await t.request('POST', '/api/auth/reset-password', { body: body(token) })).status).toBe(200);
  });

  it('limits attempts per address', async () => {
    const limited = await createTestContext({ rateLimits: { resetPassword: { limit: 3, windowMs: 60_000 } } });
    try {
      const attempt = (i: number) => limited.request('POST', '/api/auth/reset-password', { body: body(`guess-token-${i}-abcdefghij`) });
      for (let i = 0; i < 3; i++) expect((await attempt(i)).status).toBe(400);
      const blocked = await attempt(3);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(MSG.tooManyRequests);
    } finally {
      await limited.close();
    }
  });

  it('caps reset mails asked for from one address, whichever accounts they name', async () => {
    const limited = await createTestContext({ rateLimits: { passwordResetAddress: { limit: 3, windowMs: 60_000 } } });
    try {
      const ask = (i: number) => limited.request('POST', '/api/auth/forgot-password', { body: { email: `person${i}@example.com` } });
      for (let i = 0; i < 3; i++) expect((await ask(i)).status).toBe(200);
      expect((await ask(3)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
