import { useCallback, useEffect, useRef } from 'react';
import type { GamesListResponse } from '@pitchside/shared';

type Refreshable = { refresh: () => Promise<void>; data?: unknown };

/**
 * A live change refreshes the games (scores, sections, tables) and the other answers a screen shows
 * (the event with its bracket, the leaderboards); several changes in a burst (a goal and its assist)
 * are folded into one round of requests. Used by the event page and the venue board alike.
 */
export function useLiveRefresh(games: Refreshable & { data?: GamesListResponse }, ...others: Refreshable[]) {
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ games, others });
  useEffect(() => {
    latest.current = { games, others };
  });
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  return useCallback((change?: { gameId: string; version: number }) => {
    if (change) {
      const known = latest.current.games.data?.games.find((g) => g._id === change.gameId);
      // Already showing this version (or a newer one): nothing to fetch.
      if (known && known.version >= change.version) return;
    }
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      const { games: g, others: o } = latest.current;
      void g.refresh();
      for (const r of o) void r.refresh();
    }, 300);
  }, []);
}
