import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@pitchside/shared';
import { contactMessages } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ rateLimits: { contact: { limit: 4, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const body = { name: 'Maya', email: 'Maya@Example.com', subject: 'Team entry', message: 'How do we register our school?' };

describe('POST /api/contact', () => {
  it('stores a valid message and answers the spec text', async () => {
    const res = await t.request('POST', '/api/contact', { body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: MSG.contactSuccess });
    const rows = await t.deps.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Maya', email: 'maya@example.com', subject: 'Team entry', status: 'new' });
  });

  it('refuses missing or invalid fields with a clear message and stores nothing', async () => {
    const missing = await t.request('POST', '/api/contact', { body: { ...body, subject: '  ' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, message: 'Subject is required' });
    const email = await t.request('POST', '/api/contact', { body: { ...body, email: 'not-an-email' } });
    expect(email.body.message).toBe('Please enter a valid email address');
    expect(await t.deps.database.db.$count(contactMessages)).toBe(1);
  });

  it('is rate-limited', async () => {
    const last = await t.request('POST', '/api/contact', { body });
    expect(last.status).toBe(201);
    const over = await t.request('POST', '/api/contact', { body });
    expect(over.status).toBe(429);
    expect(over.body.success).toBe(false);
  });
});
