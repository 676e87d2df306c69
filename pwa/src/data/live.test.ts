import { describe, expect, it } from 'vitest';
import { LiveEventConnection, type EventSourceLike, type LiveDeps } from './live';

class FakeSource implements EventSourceLike {
  closed = false;
  private listeners = new Map<string, ((ev: MessageEvent) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, fn: (ev: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: string) {
    for (const fn of this.listeners.get(type) ?? []) fn({ data } as MessageEvent);
  }
}

/** A page we control: visibility, network, a manual clock for the 30 s timer. */
function setup(opts: { eventSource?: boolean; online?: boolean; visible?: boolean } = {}) {
  const sources: FakeSource[] = [];
  const timers = new Map<number, () => void>();
  let nextTimer = 1;
  const page = { visible: opts.visible ?? true, online: opts.online ?? true };
  let visibilityFn: () => void = () => {};
  let onlineFn: () => void = () => {};
  const deps: LiveDeps = {
    createSource:
      opts.eventSource === false
        ? null
        : (url) => {
            const s = new FakeSource(url);
            sources.push(s);
            return s;
          },
    setInterval: (fn) => {
      const id = nextTimer++;
      timers.set(id, fn);
      return id;
    },
    clearInterval: (id) => timers.delete(id as number),
    isVisible: () => page.visible,
    isOnline: () => page.online,
    onVisibilityChange: (fn) => {
      visibilityFn = fn;
      return () => (visibilityFn = () => {});
    },
    onOnline: (fn) => {
      onlineFn = fn;
      return () => (onlineFn = () => {});
    },
  };
  const changes: (string | undefined)[] = [];
  const conn = new LiveEventConnection('/api/live/events/e1', (c) => changes.push(c?.gameId), deps, 30_000);
  return {
    conn,
    sources,
    changes,
    timerCount: () => timers.size,
    tick: () => [...timers.values()].forEach((fn) => fn()),
    setVisible: (v: boolean) => {
      page.visible = v;
      visibilityFn();
    },
    goOnline: () => {
      page.online = true;
      onlineFn();
    },
    latest: () => sources[sources.length - 1]!,
  };
}

const change = (gameId: string) => JSON.stringify({ eventId: 'e1', gameId, version: 2 });

describe('live event connection', () => {
  it('streams game changes without polling while the stream is up', () => {
    const t = setup();
    t.conn.start();
    t.latest().emit('open');
    t.latest().emit('game', change('g1'));
    expect(t.changes).toEqual(['g1']);
    expect(t.conn.mode).toBe('stream');
    expect(t.timerCount()).toBe(0);
    expect(t.latest().url).toBe('/api/live/events/e1');
  });

  it.each([
    ['the browser has no EventSource', { eventSource: false }],
    ['the device is offline', { online: false }],
  ])('polls every 30 s when %s', (_label, opts) => {
    const t = setup(opts);
    t.conn.start();
    expect(t.conn.mode).toBe('polling');
    expect(t.timerCount()).toBe(1);
    t.tick();
    t.tick();
    expect(t.changes).toEqual([undefined, undefined]);
  });

  it('falls back to polling when the stream errors, and stops polling once it is back', () => {
    const t = setup();
    t.conn.start();
    const first = t.latest();
    first.emit('open');
    first.emit('error');
    expect(first.closed).toBe(true);
    expect(t.conn.mode).toBe('polling');
    expect(t.timerCount()).toBe(1);

    t.tick(); // refreshes and tries the stream again
    expect(t.changes).toEqual([undefined]);
    expect(t.sources).toHaveLength(2);
    t.latest().emit('open');
    expect(t.conn.mode).toBe('stream');
    expect(t.timerCount()).toBe(0);
    // The reconnect itself asks for a catch-up refresh.
    expect(t.changes).toEqual([undefined, undefined]);
  });

  it('lets the browser reconnect on its own when the server says it is stopping, and catches up once back', () => {
    const t = setup();
    t.conn.start();
    const first = t.latest();
    first.emit('open');
    first.emit('reconnect', '{}');
    first.emit('error'); // the server ended the stream; the browser reconnects after the given delay
    expect(first.closed).toBe(false);
    expect(t.timerCount()).toBe(0);
    first.emit('open');
    expect(t.conn.mode).toBe('stream');
    expect(t.changes).toEqual([undefined]);
    // Should that reconnection fail, the page polls as after any other failure.
    first.emit('error');
    expect(first.closed).toBe(true);
    expect(t.conn.mode).toBe('polling');
  });

  it('ignores messages from a stream it has already given up on', () => {
    const t = setup();
    t.conn.start();
    const first = t.latest();
    first.emit('error');
    first.emit('game', change('late'));
    expect(t.changes).toEqual([]);
  });

  it('closes the stream and stops polling while hidden, and catches up when visible again', () => {
    const t = setup();
    t.conn.start();
    const first = t.latest();
    first.emit('open');
    t.setVisible(false);
    expect(first.closed).toBe(true);
    expect(t.timerCount()).toBe(0);
    expect(t.conn.mode).toBe('paused');

    t.setVisible(true);
    expect(t.changes).toEqual([undefined]);
    expect(t.sources).toHaveLength(2);
    expect(t.latest().closed).toBe(false);
  });

  it('does not connect while the page starts hidden', () => {
    const t = setup({ visible: false });
    t.conn.start();
    expect(t.sources).toHaveLength(0);
    expect(t.timerCount()).toBe(0);
  });

  it('tries the stream again as soon as the device comes back online', () => {
    const t = setup({ online: false });
    t.conn.start();
    expect(t.sources).toHaveLength(0);
    t.goOnline();
    expect(t.sources).toHaveLength(1);
    expect(t.changes).toEqual([undefined]);
  });

  it('closes everything on stop', () => {
    const t = setup();
    t.conn.start();
    t.latest().emit('error');
    t.conn.stop();
    expect(t.timerCount()).toBe(0);
    expect(t.conn.mode).toBe('stopped');
    t.setVisible(true);
    expect(t.sources).toHaveLength(1);
  });

  it('treats a message it cannot read as an unknown change', () => {
    const t = setup();
    t.conn.start();
    t.latest().emit('game', 'not json');
    expect(t.changes).toEqual([undefined]);
  });
});
