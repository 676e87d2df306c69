import { POLL_INTERVAL_MS, type LiveGameChange } from '@pitchside/shared';

/** What a change handler receives: the game that changed, or nothing when anything may have changed. */
export type LiveChangeHandler = (change?: LiveGameChange) => void;

/** The part of EventSource the connection uses, so tests can drive a fake one. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (ev: MessageEvent) => void): void;
  close(): void;
}

export interface LiveDeps {
  /** Null when the browser has no EventSource. */
  createSource: ((url: string) => EventSourceLike) | null;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  isVisible: () => boolean;
  isOnline: () => boolean;
  /** Subscribes to page visibility changes; returns the unsubscribe. */
  onVisibilityChange: (fn: () => void) => () => void;
  /** Subscribes to the browser coming back online; returns the unsubscribe. */
  onOnline: (fn: () => void) => () => void;
}

export type LiveMode = 'stopped' | 'paused' | 'connecting' | 'stream' | 'polling';

function parseChange(data: unknown): LiveGameChange | null {
  if (typeof data !== 'string') return null;
  try {
    const v = JSON.parse(data) as Partial<LiveGameChange> | null;
    if (v && typeof v.eventId === 'string' && typeof v.gameId === 'string' && typeof v.version === 'number') {
      return { eventId: v.eventId, gameId: v.gameId, version: v.version };
    }
  } catch {
    // A malformed message is treated like an unknown change below.
  }
  return null;
}

/**
 * One event's live feed. While the page is visible it holds a Server-Sent Events stream and passes
 * each game change on. When the stream cannot be had (no EventSource, offline, a proxy that cuts
 * it) it refreshes everything every 30 s instead, and tries the stream again on each tick. Nothing
 * runs while the page is hidden; on return it reconnects and asks for one catch-up refresh, since
 * changes may have been missed meanwhile.
 */
export class LiveEventConnection {
  private source: EventSourceLike | null = null;
  private timer: unknown = null;
  private unsubscribe: (() => void)[] = [];
  private everOpened = false;
  private _mode: LiveMode = 'stopped';

  constructor(
    private readonly url: string,
    private readonly onChange: LiveChangeHandler,
    private readonly deps: LiveDeps,
    private readonly intervalMs: number = POLL_INTERVAL_MS,
  ) {}

  get mode(): LiveMode {
    return this._mode;
  }

  start(): void {
    if (this._mode !== 'stopped') return;
    this._mode = 'paused';
    this.unsubscribe = [this.deps.onVisibilityChange(() => this.visibilityChanged()), this.deps.onOnline(() => this.cameOnline())];
    if (this.deps.isVisible()) this.resume(false);
  }

  stop(): void {
    this.pause();
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
    this._mode = 'stopped';
  }

  private visibilityChanged(): void {
    if (this._mode === 'stopped') return;
    if (this.deps.isVisible()) this.resume(true);
    else this.pause();
  }

  private cameOnline(): void {
    if (this._mode === 'polling' && this.deps.isVisible()) {
      this.openStream();
      this.onChange();
    }
  }

  private resume(catchUp: boolean): void {
    if (this._mode !== 'paused') return;
    if (catchUp) this.onChange();
    this.openStream();
  }

  private pause(): void {
    this.closeStream();
    this.stopPolling();
    if (this._mode !== 'stopped') this._mode = 'paused';
  }

  private openStream(): void {
    if (this.source) return;
    if (!this.deps.createSource || !this.deps.isOnline()) {
      this.startPolling();
      return;
    }
    let source: EventSourceLike;
    try {
      source = this.deps.createSource(this.url);
    } catch {
      this.startPolling();
      return;
    }
    this.source = source;
    if (this._mode !== 'polling') this._mode = 'connecting';
    source.addEventListener('open', () => {
      if (this.source !== source) return;
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.stopPolling();
      this._mode = 'stream';
      // After a gap the stream does not replay what happened meanwhile.
      if (reconnected) this.onChange();
    });
    source.addEventListener('game', (ev) => {
      if (this.source !== source) return;
      this.onChange(parseChange(ev.data) ?? undefined);
    });
    // The server is stopping and says so before it ends the stream: the browser reconnects by
    // itself after the delay the server gave, through the load balancer to another instance.
    let moving = false;
    source.addEventListener('reconnect', () => {
      if (this.source === source) moving = true;
    });
    source.addEventListener('error', () => {
      if (this.source !== source) return;
      if (moving) {
        moving = false;
        return;
      }
      // The browser would retry on its own, but a proxy that breaks the stream breaks every retry
      // too; closing and polling keeps the page fresh, and each tick tries the stream again.
      this.closeStream();
      this.startPolling();
    });
  }

  private closeStream(): void {
    const s = this.source;
    this.source = null;
    s?.close();
  }

  private startPolling(): void {
    this._mode = 'polling';
    if (this.timer !== null) return;
    this.timer = this.deps.setInterval(() => this.tick(), this.intervalMs);
  }

  private stopPolling(): void {
    if (this.timer === null) return;
    this.deps.clearInterval(this.timer);
    this.timer = null;
  }

  private tick(): void {
    if (!this.deps.isVisible()) return;
    this.onChange();
    this.openStream();
  }
}

export function browserLiveDeps(): LiveDeps {
  return {
    createSource: typeof EventSource === 'undefined' ? null : (url) => new EventSource(url),
    setInterval: (fn, ms) => window.setInterval(fn, ms),
    clearInterval: (h) => window.clearInterval(h as number),
    isVisible: () => document.visibilityState !== 'hidden',
    isOnline: () => navigator.onLine !== false,
    onVisibilityChange: (fn) => {
      document.addEventListener('visibilitychange', fn);
      return () => document.removeEventListener('visibilitychange', fn);
    },
    onOnline: (fn) => {
      window.addEventListener('online', fn);
      return () => window.removeEventListener('online', fn);
    },
  };
}

export function liveEventUrl(eventId: string): string {
  return `/api/live/events/${encodeURIComponent(eventId)}`;
}
