import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';

/** A change to a game, announced to fans with the game or its event open. */
export interface GameChange {
  eventId: string;
  gameId: string;
  version: number;
}

export type GameChangeListener = (change: GameChange) => void;

/**
 * Fans' live updates (DESIGN.md section 3): each API instance publishes game changes with Postgres
 * NOTIFY and relays every notification it hears, its own included, to the streams it holds.
 */
export interface LiveHub {
  publish(change: GameChange): Promise<void>;
  subscribe(listener: GameChangeListener): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * This instance is stopping: every open stream tells its fan to reconnect (through the load
   * balancer, to another instance) and ends, and a stream opened from now on does so at once.
   */
  drain(): void;
  readonly draining: boolean;
  /** Called once when drain() is; returns the unsubscribe. */
  onDrain(listener: () => void): () => void;
}

const CHANNEL = 'pitchside_game_changes';

/**
 * Listeners called in one turn of the event loop. A goal of a final watched by 10,000 fans is
 * written to them in slices, with the requests that came meanwhile (page reads, the scorer's next
 * push) answered between two slices instead of all waiting for the last fan.
 */
const SLICE = 500;

export function createLiveHub(database: Database, log: Logger): LiveHub {
  const listeners = new Set<GameChangeListener>();
  const drainListeners = new Set<() => void>();
  let draining = false;
  let unlisten: (() => Promise<void>) | null = null;
  const deliverSliced = async (change: GameChange) => {
    let called = 0;
    // A Set iterates live: a fan gone since the last slice is skipped, one come since is told too.
    for (const l of listeners) {
      try {
        l(change);
      } catch (e) {
        log.warn('live listener failed', e);
      }
      if (++called % SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  };
  // One change at a time, so every fan gets the changes in the order they were heard.
  let delivering = Promise.resolve();
  const deliver = (change: GameChange) => {
    delivering = delivering.then(() => deliverSliced(change));
  };
  return {
    async publish(change) {
      try {
        await database.notify(CHANNEL, JSON.stringify(change));
      } catch (e) {
        // A missed announcement costs a fan one refresh; the write itself has committed.
        log.warn('live publish failed', e);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      if (unlisten) return;
      unlisten = await database.listen(CHANNEL, (payload) => {
        try {
          deliver(JSON.parse(payload) as GameChange);
        } catch {
          log.warn('ignored malformed live payload');
        }
      });
    },
    async stop() {
      listeners.clear();
      if (unlisten) await unlisten();
      unlisten = null;
    },
    drain() {
      if (draining) return;
      draining = true;
      for (const l of drainListeners) l();
      drainListeners.clear();
    },
    get draining() {
      return draining;
    },
    onDrain(listener) {
      drainListeners.add(listener);
      return () => drainListeners.delete(listener);
    },
  };
}
