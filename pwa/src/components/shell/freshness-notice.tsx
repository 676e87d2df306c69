import { useEffect, useState } from 'react';
import { retryAll, useTrouble } from '../../data/connection-trouble';
import { newestFetchedAt } from '../../data/db';
import { useOldestShown } from '../../data/freshness';
import { useOnline } from '../../data/online';
import { useT } from '../../i18n';
import { ageText, useNow } from '../offline/age';
import './freshness-notice.css';

/**
 * "Offline · updated 5 min ago · Retry": shown whenever what is on screen may be older than live,
 * not only when the browser says it is offline: a request slower than a few seconds or failed, or a
 * live stream that is down (a phone online with no data). It floats, so it moves nothing on the page.
 */
export default function FreshnessNotice() {
  const t = useT();
  const online = useOnline();
  const trouble = useTrouble();
  const shown = useOldestShown();
  const now = useNow();
  const [newest, setNewest] = useState<number | null>(null);
  const visible = !online || trouble !== null;

  useEffect(() => {
    if (!visible) return;
    let live = true;
    void newestFetchedAt().then((at) => live && setNewest(at));
    return () => {
      live = false;
    };
  }, [visible]);

  if (!visible) return null;
  const at = shown ?? newest;
  const lead = !online ? t('offline.notice.offline') : trouble === 'live-down' ? t('offline.notice.liveDown') : t('offline.notice.slow');
  return (
    <div className="offline-banner freshness-notice" role="status">
      <span className="offline-dot" aria-hidden="true" />
      <span>
        {lead}
        {at !== null ? ` · ${t('offline.notice.updated', { age: ageText(t, at, now) })}` : ''}
      </span>
      <button type="button" className="freshness-notice__retry" onClick={retryAll}>
        {t('offline.notice.retry')}
      </button>
    </div>
  );
}
