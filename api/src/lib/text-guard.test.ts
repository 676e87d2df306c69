import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { CONTROL_CHARACTER_MESSAGE } from './text-guard';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the NUL character', () => {
  it('is refused with a clear 400 in bodies, paths and queries, and nothing is stored', async () => {
    const contact = await t.request('POST', '/api/contact', {
      body: { name: 'a\u0000b', email: 'x@example.com', subject: 'Hi', message: 'Hello' },
    });
    expect(contact).toMatchObject({ status: 400, body: { success: false, message: CONTROL_CHARACTER_MESSAGE } });
    expect(await t.deps.database.db.select().from(contactMessages)).toHaveLength(0);

    for (const url of ['/api/events/slug/%00', '/api/rankings/event/%00x', '/api/users/old-players?search=a%00b']) {
      const res = await t.request('GET', url);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it('lets ordinary text through', async () => {
    const ok = await t.request('POST', '/api/contact', {
      body: { name: 'Layla Khoury', email: 'layla@example.com', subject: 'Under-12 schedule', message: 'مرحبا! When is the final?' },
    });
    expect(ok.status).toBe(201);
  });
});
