import { useEffect, useState } from 'react';
import { useFormat, useT, type Translate } from '../../i18n';
import { newestFetchedAt } from '../../data/db';
import { useOldestShown } from '../../data/freshness';
import { useOnline } from '../../data/online';

/** "Offline · updated 5m ago" (spec), in the reader's language with its plural forms. */
function offlineText(t: Translate, at: number | null, date: (d: number) => string): string {
  if (at === null) return t('shell.offline');
  const seconds = Math.floor((Date.now() - at) / 1000);
  if (seconds < 60) return t('shell.offline.justNow');
  if (seconds < 3600) return t('shell.offline.minutes', { n: Math.floor(seconds / 60) });
  if (seconds < 86_400) return t('shell.offline.hours', { n: Math.floor(seconds / 3600) });
  if (seconds < 7 * 86_400) return t('shell.offline.days', { n: Math.floor(seconds / 86_400) });
  return t('shell.offline.on', { date: date(at) });
}

/** "Offline · updated 5m ago": the age of what the page shows, else of the newest stored answer. */
export function OfflineBanner() {
  const online = useOnline();
  const shown = useOldestShown();
  const [newest, setNewest] = useState<number | null>(null);
  const [, tick] = useState(0);
  const t = useT();
  const format = useFormat();

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
  return (
    <div className="offline-banner" role="status">
      <span className="offline-dot" aria-hidden="true" />
      {offlineText(t, at, (d) => format.date(d))}
    </div>
  );
}
