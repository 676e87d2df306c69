import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ rateLimits: { passwordReset: { limit: 3, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const signup = (email: string) =>
  t.request('POST', '/api/auth/signup', {
    body: { fullName: 'Maya Khoury', email, phoneNumber: '+961 3 123456', password: 'a-long-password', confirmPassword: 'a-long-password' },
  });

describe('a new verification link', () => {
  it('reaches a member whose link expired; the answer is the same for an unknown address', async () => {
    await signup('maya@test.pitchside');
    const mailsBefore = t.mails.length;
    const known = await t.request('POST', '/api/auth/resend-verification', { body: { email: 'Maya@test.pitchside' } });
    const unknown = await t.request('POST', '/api/auth/resend-verification', { body: { email: 'nobody@test.pitchside' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe('If that account is waiting for verification, a new link is on its way.');
    expect(t.mails.slice(mailsBefore).map((m) => m.to)).toEqual(['maya@test.pitchside']);

    const token = t.mails.at(-1)!.text.match(/token=([A-Za-z0-9_-]+)/)![1];
    expect((await t.request('POST', '/api/auth/verify-email', { body: { token } })).status).toBe(200);
    const login = await t.request('POST', '/api/auth/login', { body: { email: 'maya@test.pitchside', password: 'a-long-password' } });
    expect(login.status).toBe(200);

    // A verified account gets no more links, with the same answer.
    const after = await t.request('POST', '/api/auth/resend-verification', { body: { email: 'maya@test.pitchside' } });
    expect(after.body).toEqual(known.body);
    expect(t.mails.filter((m) => m.to === 'maya@test.pitchside')).toHaveLength(2);
  });

  it('is rate-limited per address and account', async () => {
    await signup('limit@test.pitchside');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await t.request('POST', '/api/auth/resend-verification', { body: { email: 'limit@test.pitchside' } })).status);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
