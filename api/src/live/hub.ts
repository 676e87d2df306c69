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
}

const CHANNEL = 'pitchside_game_changes';

export function createLiveHub(database: Database, log: Logger): LiveHub {
  const listeners = new Set<GameChangeListener>();
  let unlisten: (() => Promise<void>) | null = null;
  const deliver = (change: GameChange) => {
    for (const l of listeners) {
      try {
        l(change);
      } catch (e) {
        log.warn('live listener failed', e);
      }
    }
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
  };
}
