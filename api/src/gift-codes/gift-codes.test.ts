import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CODE_PATTERN } from '@pitchside/shared';
import { giftCodes } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const generate = (body: unknown, token = admin) => t.request('POST', '/api/gift-codes/generate', { body, token });

describe('gift codes', () => {
  it('generates single-use codes an admin hands out, which make a member Gold once', async () => {
    const res = await generate({ duration: '6months', quantity: 5 });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Successfully generated 5 gift codes!');
    expect(res.body.codes).toHaveLength(5);
    for (const c of res.body.codes) {
      expect(c.code).toMatch(GIFT_CODE_PATTERN);
      expect(c.duration).toBe('6months');
    }
    expect(new Set(res.body.codes.map((c: { code: string }) => c.code)).size).toBe(5);
    expect(await t.deps.database.db.select().from(giftCodes)).toHaveLength(5);

    const member = await t.member();
    const before = await t.request('GET', '/api/rankings', { token: member.token });
    expect(before.body.locked).toBe(true);

    const code: string = res.body.codes[0].code;
    const redeem = await t.request('POST', '/api/membership/redeem-code', {
      body: { userId: member.id, giftCode: `  ${code.toLowerCase()} ` },
      token: member.token,
    });
    expect(redeem.status).toBe(200);
    const status = await t.request('GET', `/api/membership/status/${member.id}`, { token: member.token });
    expect(status.body.isGold).toBe(true);
    const after = await t.request('GET', '/api/rankings', { token: member.token });
    expect(after.body.locked).toBe(false);

    const other = await t.member();
    const again = await t.request('POST', '/api/membership/redeem-code', {
      body: { userId: other.id, giftCode: code },
      token: other.token,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Invalid or already used gift code');
  });

  it.each([
    [{ duration: '1month', quantity: 0 }, 'Please enter a quantity between 1 and 100'],
    [{ duration: '1month', quantity: 101 }, 'Please enter a quantity between 1 and 100'],
    [{ duration: '1month', quantity: 'lots' }, 'Please enter a quantity between 1 and 100'],
    [{ duration: '2weeks', quantity: 3 }, 'Duration must be one of 1month, 6months, 1year'],
  ])('refuses %j with a readable message and creates nothing', async (body, message) => {
    const count = (await t.deps.database.db.select().from(giftCodes)).length;
    const res = await generate(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await t.deps.database.db.select().from(giftCodes)).toHaveLength(count);
  });

  it('is for admins only', async () => {
    const member = await t.member();
    expect((await generate({ duration: '1year', quantity: 1 }, member.token)).status).toBe(403);
    expect((await t.request('POST', '/api/gift-codes/generate', { body: { duration: '1year', quantity: 1 } })).status).toBe(401);
  });
});
