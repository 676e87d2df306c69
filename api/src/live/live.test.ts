import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@pitchside/shared';
import { createTestContext, type TestContext } from '../test/harness';
import { factories } from '../test-support/factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Reads SSE messages from a streamed response until `count` blocks arrived. */
function sseReader(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<string> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          return block;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe('GET /api/live/events/{eventId}', () => {
  it('streams changes of that event only, as `event: game` messages', async () => {
    const f = factories(t.deps.database.db);
    const event = await f.event();
    const other = await f.event();
    const res = await t.app.request(`/api/live/events/${event.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const sse = sseReader(res);
    expect(await sse.next()).toContain('event: ready');

    await t.deps.live.publish({ eventId: other.id, gameId: 'g-other', version: 1 });
    await t.deps.live.publish({ eventId: event.id, gameId: 'g-1', version: 7 });
    const block = await sse.next();
    expect(block).toContain('event: game');
    const data = JSON.parse(
      block
        .split('\n')
        .find((l) => l.startsWith('data: '))!
        .slice(6),
    );
    expect(data).toEqual({ eventId: event.id, gameId: 'g-1', version: 7 });
    await sse.cancel();
  });

  it('sends every fan of the event the same message, with the version as its id for a reconnect', async () => {
    const f = factories(t.deps.database.db);
    const event = await f.event();
    const fans = await Promise.all([1, 2, 3].map(() => t.app.request(`/api/live/events/${event.id}`)).map(async (r) => sseReader(await r)));
    for (const fan of fans) expect(await fan.next()).toContain('event: ready');

    await t.deps.live.publish({ eventId: event.id, gameId: 'g-2', version: 12 });
    await t.deps.live.publish({ eventId: event.id, gameId: 'g-3', version: 13 });
    for (const fan of fans) {
      expect(await fan.next()).toBe(`event: game\ndata: {"eventId":"${event.id}","gameId":"g-2","version":12}\nid: 12`);
      expect(await fan.next()).toBe(`event: game\ndata: {"eventId":"${event.id}","gameId":"g-3","version":13}\nid: 13`);
      await fan.cancel();
    }
  });

  it('tells thousands of listeners every change, each in the order the changes came', async () => {
    const heard: number[][] = Array.from({ length: 1200 }, () => []);
    const offs = heard.map((got) => t.deps.live.subscribe((change) => got.push(change.version)));
    await t.deps.live.publish({ eventId: 'e-many', gameId: 'g-4', version: 21 });
    await t.deps.live.publish({ eventId: 'e-many', gameId: 'g-4', version: 22 });
    await vi.waitFor(() => expect(heard.at(-1)).toHaveLength(2));
    for (const got of heard) expect(got).toEqual([21, 22]);
    for (const off of offs) off();
  });

  it('404s an unknown event id and 400s a malformed one', async () => {
    const res = await t.request('GET', '/api/live/events/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'eventNotFound', message: MSG.eventNotFound });
    const malformed = await t.request('GET', '/api/live/events/nope');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, code: 'invalidId', message: MSG.invalidId });
  });
});
