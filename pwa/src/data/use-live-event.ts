import { useEffect, useRef } from 'react';
import { reportTrouble } from './connection-trouble';
import type { LiveChangeHandler } from './live';

/** How often the page checks that its live stream is up; two checks in a row without it count as down. */
const LIVE_CHECK_MS = 2_500;

/**
 * Follows an event's game changes while the component is mounted. `onChange` gets the changed game,
 * or nothing when the page should refresh everything (fallback polling, or back from hidden). The
 * connection's code arrives just after the first paint: the page shows its answers first.
 */
export function useLiveEvent(eventId: string | null | undefined, onChange: LiveChangeHandler): void {
  const handler = useRef(onChange);
  useEffect(() => {
    handler.current = onChange;
  });
  useEffect(() => {
    if (!eventId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./live').then(({ LiveEventConnection, browserLiveDeps, liveEventUrl }) => {
      if (cancelled) return;
      const conn = new LiveEventConnection(liveEventUrl(eventId), (change) => handler.current(change), browserLiveDeps());
      conn.start();
      // A stream that never opens (lie-fi) or fell back to polling means scores on screen may be behind.
      const id = Symbol('live');
      let misses = 0;
      const check = window.setInterval(() => {
        const down = conn.mode === 'connecting' || conn.mode === 'polling';
        misses = down ? misses + 1 : 0;
        reportTrouble(id, misses >= 2 ? 'live-down' : null);
      }, LIVE_CHECK_MS);
      stop = () => {
        window.clearInterval(check);
        reportTrouble(id, null);
        conn.stop();
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [eventId]);
}
