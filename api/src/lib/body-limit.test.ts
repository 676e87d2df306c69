import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@pitchside/shared';
import { contactMessages } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A body sent as a stream: no Content-Length to refuse it by, so the limit must count the bytes. */
function streamed(bytes: number, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const n = Math.min(chunk, bytes - sent);
      controller.enqueue(new TextEncoder().encode('a'.repeat(n)));
      sent += n;
    },
  });
}

describe('request body limits', () => {
  it('refuses a JSON body over 1 MB from an anonymous caller with 413, storing nothing', async () => {
    const before = await t.deps.database.db.$count(contactMessages);
    const message = 'x'.repeat(1024 * 1024 + 10);
    const res = await t.request('POST', '/api/contact', { body: { name: 'Maya', email: 'maya@example.com', subject: 'Hi', message } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 'tooLarge', message: MSG.tooLarge });
    expect(await t.deps.database.db.$count(contactMessages)).toBe(before);
  });

  it('counts streamed bytes when no length is announced', async () => {
    const res = await t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamed(2 * 1024 * 1024),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('allows multipart bodies up to 25 MB and refuses larger ones', async () => {
    const token = await t.adminToken();
    const over = await t.app.request('/api/events', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(26 * 1024 * 1024),
      },
      body: streamed(26 * 1024 * 1024, 1024 * 1024),
      duplex: 'half',
    } as RequestInit);
    expect(over.status).toBe(413);
    // 2 MB of multipart is no longer refused for its size (the route answers its own way).
    const form = new FormData();
    form.set('name', 'x');
    form.set('image', new Blob([new Uint8Array(2 * 1024 * 1024)]), 'big.png');
    const under = await t.app.request('/api/events', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(under.status).not.toBe(413);
  });
});
