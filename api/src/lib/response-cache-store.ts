import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type Encoding = 'br' | 'gzip';

/** What a stored answer depends on: the games of some events, or of every event. */
export interface Scope {
  events: readonly string[];
  anyGame: boolean;
}

/** One computed public answer: the exact bytes every caller gets, compressed once per encoding. */
export interface Entry {
  key: string;
  status: number;
  body: Buffer;
  contentType: string;
  etag: string;
  scope: Scope;
  storedAt: number;
  /** A change it depends on happened after it was computed: the next reader refreshes it. */
  outdated: boolean;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  bytes: number;
}

/** A computation's result: an answer to store, or one to pass on unstored (an error, a non-JSON answer). */
export interface Computed {
  status: number;
  body: Buffer;
  contentType: string;
  scope: Scope;
}

export interface StoreOptions {
  maxBytes: number;
  /** Age after which an answer is refreshed in the background while it is still served. */
  ttlMs: number;
}

const etagOf = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/**
 * The entries of the read cache, the computations in flight (one per key, however many callers
 * wait), and the invalidation bookkeeping. Transport-free so it can be tested and reasoned about alone.
 */
export class CacheStore {
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Promise<Entry | Computed>>();
  private bytes = 0;
  /** Bumped on every invalidation; a computation started before one that concerns it is stored as outdated. */
  private epoch = 0;
  private readonly recent: { epoch: number; eventId: string | null; all: boolean }[] = [];

  constructor(private readonly opts: StoreOptions) {}

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  isFresh(e: Entry, now = Date.now()): boolean {
    return !e.outdated && now - e.storedAt < this.opts.ttlMs;
  }

  inFlight(key: string): Promise<Entry | Computed> | undefined {
    return this.flights.get(key);
  }

  /** Runs `compute` once for the key; concurrent callers share the same promise. */
  run(key: string, compute: () => Promise<Computed>): Promise<Entry | Computed> {
    const running = this.flights.get(key);
    if (running) return running;
    const startedAt = this.epoch;
    const flight = compute()
      .then((c) => (c.status === 200 ? this.store(key, c, startedAt) : c))
      .finally(() => this.flights.delete(key));
    this.flights.set(key, flight);
    return flight;
  }

  private store(key: string, c: Computed, startedAt: number): Entry {
    const entry: Entry = {
      key,
      ...c,
      etag: etagOf(c.body),
      storedAt: Date.now(),
      outdated: this.changedSince(startedAt, c.scope),
      encoded: {},
      bytes: c.body.length,
    };
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.bytes;
      this.entries.delete(key);
    }
    if (entry.body.length > this.opts.maxBytes / 8) return entry;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
    return entry;
  }

  /** The answer's bytes in an encoding, compressed once (off the event loop) and kept with it. */
  encode(e: Entry, enc: Encoding): Promise<Buffer> {
    let p = e.encoded[enc];
    if (!p) {
      p =
        enc === 'br'
          ? brotliAsync(e.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: e.body.length } })
          : gzipAsync(e.body, { level: 6 });
      e.encoded[enc] = p;
      void p.then((buf) => {
        e.bytes += buf.length;
        if (this.entries.get(e.key) === e) {
          this.bytes += buf.length;
          this.evict();
        }
      });
    }
    return p;
  }

  /** Marks as outdated every answer that depends on the event's games (or on every game). */
  invalidateEvent(eventId: string): void {
    this.note(eventId, false);
    for (const e of this.entries.values()) if (e.scope.anyGame || e.scope.events.includes(eventId)) e.outdated = true;
  }

  /**
   * Forgets every answer: a write that may change anything shared (an event, a team, a squad, an
   * accepted invitation). Such writes are rare and whoever made them reloads to see them, so no one
   * is served the previous answer afterwards; only game changes, frequent during play, keep it
   * while a refresh runs.
   */
  invalidateAll(eventId: string | null = null): void {
    this.note(eventId, true);
    this.entries.clear();
    this.bytes = 0;
  }

  private note(eventId: string | null, all: boolean) {
    this.epoch += 1;
    this.recent.push({ epoch: this.epoch, eventId, all });
    if (this.recent.length > 1000) this.recent.splice(0, this.recent.length - 1000);
  }

  private changedSince(epoch: number, scope: Scope): boolean {
    if (epoch === this.epoch) return false;
    if (this.recent.length === 0 || this.recent[0]!.epoch > epoch + 1) return true;
    return this.recent.some((r) => r.epoch > epoch && (r.all || scope.anyGame || (r.eventId !== null && scope.events.includes(r.eventId))));
  }

  private evict() {
    // Least recently stored first: Map keeps insertion order.
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.opts.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.bytes;
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
