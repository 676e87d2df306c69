import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';

let t: TestContext;
let admin: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  // 12 messages a minute apart: 'Message 12' is the newest.
  const start = Date.parse('2026-03-01T09:00:00Z');
  const rows = await t.deps.database.db
    .insert(contactMessages)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        name: `Sender ${i + 1}`,
        email: `sender${i + 1}@example.com`,
        subject: `Subject ${i + 1}`,
        message: `Message ${i + 1}`,
        status: i < 2 ? ('read' as const) : ('new' as const),
        createdAt: new Date(start + i * 60_000),
      })),
    )
    .returning({ id: contactMessages.id, subject: contactMessages.subject });
  for (const r of rows) ids[r.subject] = r.id;
});
afterAll(() => t.close());

const list = (query = '', token = admin) => t.request('GET', `/api/contact${query}`, { token });
const patch = (id: string, body: unknown, token = admin) => t.request('PATCH', `/api/contact/${id}/status`, { body, token });
const row = async (id: string) => (await t.deps.database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!;

describe('GET /api/contact (admin)', () => {
  it('lists the newest ten first with the spec fields and pagination', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2 });
    expect(res.body.messages).toHaveLength(10);
    expect(res.body.messages[0]).toEqual({
      _id: ids['Subject 12'],
      name: 'Sender 12',
      email: 'sender12@example.com',
      subject: 'Subject 12',
      message: 'Message 12',
      status: 'new',
      createdAt: '2026-03-01T09:11:00.000Z',
      repliedAt: null,
      closedAt: null,
      adminNotes: null,
    });
    const page2 = await list('?status=all&page=2&limit=10');
    expect(page2.body.messages.map((m: { subject: string }) => m.subject)).toEqual(['Subject 2', 'Subject 1']);
    expect(page2.body.pagination).toEqual({ page: 2, limit: 10, total: 12, pages: 2 });
  });

  it('filters by status and answers an empty page with one page', async () => {
    const read = await list('?status=read');
    expect(read.body.messages.map((m: { subject: string }) => m.subject)).toEqual(['Subject 2', 'Subject 1']);
    expect(read.body.pagination).toEqual({ page: 1, limit: 10, total: 2, pages: 1 });
    const closed = await list('?status=closed');
    expect(closed.body.messages).toEqual([]);
    expect(closed.body.pagination).toEqual({ page: 1, limit: 10, total: 0, pages: 1 });
  });

  it('takes up to 50 a page', async () => {
    const res = await list('?limit=50');
    expect(res.body.messages).toHaveLength(12);
  });

  it.each([
    ['?status=archived', 'status must be one of all, new, read, replied, closed'],
    ['?page=0', 'page must be a whole number from 1 to 100000'],
    ['?page=two', 'page must be a whole number from 1 to 100000'],
    ['?limit=51', 'limit must be a whole number from 1 to 50'],
  ])('refuses %s with a readable message', async (query, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it('is for admins only', async () => {
    const member = await t.member();
    expect((await list('', member.token)).status).toBe(403);
    expect((await t.request('GET', '/api/contact')).status).toBe(401);
  });
});

describe('PATCH /api/contact/:id/status (admin)', () => {
  it('marks a message read and saves the admin notes with it', async () => {
    const id = ids['Subject 3']!;
    const res = await patch(id, { status: 'read', adminNotes: 'Called back, wants the U12 schedule' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Status updated' });
    expect(res.body.updatedMessage).toMatchObject({
      _id: id,
      status: 'read',
      adminNotes: 'Called back, wants the U12 schedule',
      repliedAt: null,
      closedAt: null,
    });
    expect((await list('?status=read')).body.pagination.total).toBe(3);
    // Status alone keeps the notes; blank notes clear them.
    expect((await patch(id, { status: 'new' })).body.updatedMessage.adminNotes).toBe('Called back, wants the U12 schedule');
    expect((await patch(id, { status: 'new', adminNotes: '  ' })).body.updatedMessage.adminNotes).toBeNull();
  });

  it('stamps the first reply and the close, and shows them after reopening', async () => {
    const id = ids['Subject 4']!;
    const replied = await patch(id, { status: 'replied' });
    const firstReply = replied.body.updatedMessage.repliedAt as string;
    expect(firstReply).toEqual(expect.any(String));
    expect(Math.abs(Date.parse(firstReply) - Date.now())).toBeLessThan(60_000);

    await patch(id, { status: 'read' });
    const again = await patch(id, { status: 'replied' });
    expect(again.body.updatedMessage.repliedAt).toBe(firstReply);

    const closed = await patch(id, { status: 'closed', adminNotes: 'Done' });
    const closedAt = closed.body.updatedMessage.closedAt as string;
    expect(closedAt).toEqual(expect.any(String));
    expect(closed.body.updatedMessage).toMatchObject({ status: 'closed', repliedAt: firstReply, adminNotes: 'Done' });
    // Saving notes on a closed message keeps the date it was closed.
    expect((await patch(id, { status: 'closed', adminNotes: 'Done, thanked' })).body.updatedMessage.closedAt).toBe(closedAt);

    const listed = (await list('?status=closed')).body.messages;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ _id: id, repliedAt: firstReply, closedAt, adminNotes: 'Done, thanked' });
  });

  it.each([
    [{ status: 'archived' }, 'Status must be one of new, read, replied, closed'],
    [{}, 'Status must be one of new, read, replied, closed'],
    [{ status: 'read', adminNotes: 'x'.repeat(5001) }, 'Admin notes must be at most 5000 characters'],
  ])('refuses %j and changes nothing', async (body, message) => {
    const id = ids['Subject 5']!;
    const before = await row(id);
    const res = await patch(id, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await row(id)).toEqual(before);
  });

  it('takes notes of exactly 5000 characters', async () => {
    const res = await patch(ids['Subject 6']!, { status: 'read', adminNotes: 'x'.repeat(5000) });
    expect(res.status).toBe(200);
    expect(res.body.updatedMessage.adminNotes).toHaveLength(5000);
  });

  it('answers 404 Message not found for an unknown id, and 400 Invalid id for a malformed one', async () => {
    const res = await patch('00000000-0000-4000-8000-000000000000', { status: 'read' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'contactMessageNotFound', message: 'Message not found' });
    const malformed = await patch('not-an-id', { status: 'read' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, code: 'invalidId', message: 'Invalid id' });
  });

  it('is for admins only and leaves the message as it was', async () => {
    const id = ids['Subject 7']!;
    const member = await t.member();
    expect((await patch(id, { status: 'closed' }, member.token)).status).toBe(403);
    expect((await t.request('PATCH', `/api/contact/${id}/status`, { body: { status: 'closed' } })).status).toBe(401);
    expect((await row(id)).status).toBe('new');
  });
});
