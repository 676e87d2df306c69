import { relativeTime } from '@pitchside/shared';
import { useEffect, useState } from 'react';
import { newestFetchedAt } from '../../data/db';
import { useOldestShown } from '../../data/freshness';
import { useOnline } from '../../data/online';

/** "Offline · updated 5m ago": the age of what the page shows, else of the newest stored answer. */
export function OfflineBanner() {
  const online = useOnline();
  const shown = useOldestShown();
  const [newest, setNewest] = useState<number | null>(null);
  const [, tick] = useState(0);

  useEffect(() => {
    if (online) return;
    let live = true;
    void newestFetchedAt().then((t) => live && setNewest(t));
    // Re-render each minute so "5m" becomes "6m" while the visitor waits for signal.
    const id = setInterval(() => tick((n) => n + 1), 60_000);
    return () => {
      live = false;
      clearInterval(id);
    };
  }, [online]);

  if (online) return null;
  const at = shown ?? newest;
  const age = at === null ? null : relativeTime(at);
  return (
    <div className="offline-banner" role="status">
      <span className="offline-dot" aria-hidden="true" />
      Offline{age ? ` · updated ${age === 'Just now' ? 'just now' : /\d[mhd]$/.test(age) ? `${age} ago` : `on ${age}`}` : ''}
    </div>
  );
}
