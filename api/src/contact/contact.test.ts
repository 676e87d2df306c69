import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@pitchside/shared';
import { contactMessages } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const body = { name: 'Maya', email: 'Maya@Example.com', subject: 'Team entry', message: 'How do we register our school?' };

describe('POST /api/contact', () => {
  it('stores a valid message and answers the spec text', async () => {
    const before = await t.deps.database.db.$count(contactMessages);
    const res = await t.request('POST', '/api/contact', { body: { ...body, subject: 'Stored entry' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: MSG.contactSuccess });
    expect(await t.deps.database.db.$count(contactMessages)).toBe(before + 1);
    const rows = await t.deps.database.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Stored entry'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Maya', email: 'maya@example.com', subject: 'Stored entry', status: 'new' });
  });

  it('refuses missing or invalid fields with a clear message and stores nothing', async () => {
    const before = await t.deps.database.db.$count(contactMessages);
    const missing = await t.request('POST', '/api/contact', { body: { ...body, subject: '  ' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, message: 'Subject is required' });
    const email = await t.request('POST', '/api/contact', { body: { ...body, email: 'not-an-email' } });
    expect(email.body.message).toBe('Please enter a valid email address');
    expect(await t.deps.database.db.$count(contactMessages)).toBe(before);
  });

  it('is rate-limited', async () => {
    // Its own app, so the count starts at zero whichever tests ran before.
    const limited = await createTestContext({ rateLimits: { contact: { limit: 2, windowMs: 60_000 } } });
    try {
      for (let i = 0; i < 2; i++) expect((await limited.request('POST', '/api/contact', { body })).status).toBe(201);
      const over = await limited.request('POST', '/api/contact', { body });
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ success: false, code: 'tooManyRequests', message: MSG.tooManyRequests });
    } finally {
      await limited.close();
    }
  });
});
