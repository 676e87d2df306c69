import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipStatusResponseSchema, MSG, redeemCodeResponseSchema } from '@pitchside/shared';
import { giftCodes, users } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { factories, type Factories } from '../test-support/factories';

let t: TestContext;
let f: Factories;
beforeAll(async () => {
  t = await createTestContext();
  f = factories(t.deps.database.db);
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe('GET /api/membership/status/{userId}', () => {
  it('answers the own status, refuses others and anonymous callers, lets admins look', async () => {
    const me = await t.member();
    const other = await t.member();
    const res = await t.request('GET', `/api/membership/status/${me.id}`, { token: me.token });
    expect(res.status).toBe(200);
    expect(membershipStatusResponseSchema.parse(res.body)).toEqual({ success: true, isGold: false, goldUntil: null });
    expect((await t.request('GET', `/api/membership/status/${me.id}`)).status).toBe(401);
    expect((await t.request('GET', `/api/membership/status/${me.id}`, { token: other.token })).status).toBe(403);
    const admin = await t.adminToken();
    expect((await t.request('GET', `/api/membership/status/${me.id}`, { token: admin })).body.isGold).toBe(false);
    expect((await t.request('GET', '/api/membership/status/00000000-0000-4000-8000-000000000000', { token: admin })).status).toBe(404);
  });
});

describe('POST /api/membership/redeem-code', () => {
  it('redeems a code once, case-insensitively and trimmed, and extends from the current end', async () => {
    const me = await t.member();
    await f.giftCode('GOLD-AAAA-0001', '1month');
    await f.giftCode('GOLD-AAAA-0002', '1year');

    const blank = await t.request('POST', '/api/membership/redeem-code', { token: me.token, body: { userId: me.id, giftCode: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please enter a gift code');

    const ok = await t.request('POST', '/api/membership/redeem-code', {
      token: me.token,
      body: { userId: me.id, giftCode: '  gold-aaaa-0001 ' },
    });
    expect(ok.status).toBe(200);
    redeemCodeResponseSchema.parse(ok.body);
    expect(ok.body.message).toBe('Gift code redeemed successfully!');
    const firstEnd = new Date(ok.body.goldUntil).getTime();
    expect(firstEnd - Date.now()).toBeGreaterThan(27 * DAY);
    expect(firstEnd - Date.now()).toBeLessThan(32 * DAY);

    const again = await t.request('POST', '/api/membership/redeem-code', {
      token: me.token,
      body: { userId: me.id, giftCode: 'GOLD-AAAA-0001' },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MSG.invalidGiftCode);
    const unknown = await t.request('POST', '/api/membership/redeem-code', { token: me.token, body: { userId: me.id, giftCode: 'NOPE' } });
    expect(unknown.body.message).toBe('Invalid or already used gift code');

    const year = await t.request('POST', '/api/membership/redeem-code', {
      token: me.token,
      body: { userId: me.id, giftCode: 'gold-aaaa-0002' },
    });
    const secondEnd = new Date(year.body.goldUntil).getTime();
    // A year added to the month already held, not to today.
    expect(secondEnd - firstEnd).toBeGreaterThan(364 * DAY);
    expect(secondEnd - firstEnd).toBeLessThan(367 * DAY);

    const status = await t.request('GET', `/api/membership/status/${me.id}`, { token: me.token });
    expect(status.body).toMatchObject({ isGold: true, goldUntil: year.body.goldUntil });
    const login = await t.request('GET', '/api/auth/me', { token: me.token });
    expect(login.body.user.isGold).toBe(true);
  });

  it('lets one of two concurrent redemptions of a code succeed', async () => {
    const a = await t.member();
    const b = await t.member();
    await f.giftCode('RACE-0000-0001', '6months');
    const results = await Promise.all([
      t.request('POST', '/api/membership/redeem-code', { token: a.token, body: { userId: a.id, giftCode: 'race-0000-0001' } }),
      t.request('POST', '/api/membership/redeem-code', { token: b.token, body: { userId: b.id, giftCode: 'RACE-0000-0001' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const [code] = await t.deps.database.db.select().from(giftCodes).where(eq(giftCodes.code, 'RACE-0000-0001'));
    const winner = results[0]!.status === 200 ? a : b;
    expect(code!.redeemedBy).toBe(winner.id);
    const loser = winner === a ? b : a;
    const [row] = await t.deps.database.db.select({ goldUntil: users.goldUntil }).from(users).where(eq(users.id, loser.id));
    expect(row!.goldUntil).toBeNull();
  });

  it("acts on the caller's own account only and needs a signed-in user", async () => {
    const me = await t.member();
    const other = await t.member();
    await f.giftCode('MINE-0000-0001');
    expect((await t.request('POST', '/api/membership/redeem-code', { body: { userId: me.id, giftCode: 'MINE-0000-0001' } })).status).toBe(
      401,
    );
    const res = await t.request('POST', '/api/membership/redeem-code', {
      token: other.token,
      body: { userId: me.id, giftCode: 'MINE-0000-0001' },
    });
    expect(res.status).toBe(403);
    const [code] = await t.deps.database.db.select().from(giftCodes).where(eq(giftCodes.code, 'MINE-0000-0001'));
    expect(code!.redeemedAt).toBeNull();
  });

  it('is rate-limited', async () => {
    const limited = await (await import('../test/harness')).createTestContext({ rateLimits: { redeem: { limit: 2, windowMs: 60_000 } } });
    try {
      const me = await limited.member();
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push(
          (await limited.request('POST', '/api/membership/redeem-code', { token: me.token, body: { userId: me.id, giftCode: 'X' } }))
            .status,
        );
      }
      expect(codes).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
