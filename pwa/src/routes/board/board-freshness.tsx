import { useEffect, useState } from 'react';
import { useTrouble } from '../../data/connection-trouble';
import { useOnline } from '../../data/online';
import { useT } from '../../i18n';
import { ageText, useNow } from '../../components/offline/age';

/** While live, the board notes this often that it still is: the age shown once it is not starts there. */
const LIVE_NOTE_MS = 5_000;

/**
 * "Live", or "Offline · updated 3 min ago" once the venue's Wi-Fi drops or the live stream stops:
 * what is on the screen stays up and says how old it is. The age counts from the last moment the
 * board knew it was live (or, when it opened from the device's copy without signal, from that copy).
 */
export default function BoardFreshness({ fetchedAt }: { fetchedAt: number | null }) {
  const t = useT();
  const online = useOnline();
  const trouble = useTrouble();
  const stale = !online || trouble !== null;
  const now = useNow(LIVE_NOTE_MS);
  const [lastLive, setLastLive] = useState<number | null>(null);
  useEffect(() => {
    if (stale) return;
    setLastLive(Date.now());
    const id = window.setInterval(() => setLastLive(Date.now()), LIVE_NOTE_MS);
    return () => window.clearInterval(id);
  }, [stale]);

  if (!stale) {
    return (
      <p className="board-freshness board-freshness--live" role="status">
        <span className="board-dot board-dot--live" aria-hidden="true" />
        {t('schedule.board.live')}
      </p>
    );
  }
  const at = Math.max(fetchedAt ?? 0, lastLive ?? 0) || null;
  const lead = !online ? t('offline.notice.offline') : trouble === 'live-down' ? t('offline.notice.liveDown') : t('offline.notice.slow');
  return (
    <p className="board-freshness board-freshness--stale" role="status">
      <span className="board-dot board-dot--stale" aria-hidden="true" />
      {lead}
      {at !== null ? ` · ${t('offline.notice.updated', { age: ageText(t, at, Math.max(now, at)) })}` : ''}
    </p>
  );
}
