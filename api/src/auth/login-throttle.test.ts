import { describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema';
import { createTestContext } from '../test/harness';
import { loginDelayMs, loginSlotMs } from './login-throttle';

describe('login waits', () => {
  it.each([
    // attempt, free attempts, its turn from the window's start (ms)
    [1, 2, 0],
    [2, 2, 0],
    [3, 2, 1000],
    [4, 2, 3000],
    [5, 2, 7000],
    [7, 2, 31_000],
    [12, 10, 3000],
  ])('attempt %i with %i free is checked %i ms into the window at the earliest', (attempt, free, ms) => {
    expect(loginSlotMs(attempt, free)).toBe(ms);
  });

  it('never makes one attempt wait more than 30 s', () => {
    expect(loginDelayMs(40, 10)).toBe(30_000);
  });
});

describe('guesses sent at once', () => {
  it('each wait their turn, as if sent one after another, and the right password then gets in', async () => {
    const t = await createTestContext({ rateLimits: { login: { limit: 1, windowMs: 60_000 } } });
    try {
      const owner = await t.member();
      const started = Date.now();
      const guesses = await Promise.all(
        Array.from({ length: 4 }, () =>
          t.request('POST', '/api/auth/login', { body: { email: owner.email, password: 'not-the-password' } }).then((r) => ({
            status: r.status,
            ms: Date.now() - started,
          })),
        ),
      );
      expect(guesses.map((g) => g.status)).toEqual([401, 401, 401, 401]);
      // One free guess, then 1 s, 2 s and 4 s more: the fourth is checked no sooner than 7 s in.
      expect(Math.max(...guesses.map((g) => g.ms))).toBeGreaterThanOrEqual(7000);
      const login = await t.request('POST', '/api/auth/login', { body: { email: owner.email, password: 'member-password-1' } });
      expect(login.status).toBe(200);
    } finally {
      await t.close();
    }
  }, 30_000);

  it('an attempt whose turn is further off than the longest wait is refused at once, the password unchecked', async () => {
    const t = await createTestContext({ rateLimits: { login: { limit: 2, windowMs: 15 * 60_000 } } });
    try {
      const owner = await t.member();
      // Forty guesses from this address have just been counted against the account.
      await t.deps.database.db
        .insert(rateLimitHits)
        .values({ key: `login-failed:local:${owner.email}`, hits: 40, resetAt: new Date(Date.now() + 15 * 60_000) });
      const refused = await t.request('POST', '/api/auth/login', { body: { email: owner.email, password: 'member-password-1' } });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('tooManyRequests');
      // Another account from the same address is not slowed.
      const other = await t.member();
      expect((await t.request('POST', '/api/auth/login', { body: { email: other.email, password: 'member-password-1' } })).status).toBe(
        200,
      );
    } finally {
      await t.close();
    }
  });
});
