import { useState } from 'react';
import type { HistoryChange, HistoryEntry } from '@pitchside/sync';
import { Name } from '../../components/name';
import { apiGet } from '../../data/api';
import { useT } from '../../i18n';
import { historyChangeText } from '../describe';
import { HistoryAuthor } from '../games/history-author';
import { historyTime } from '../games/history-dialog';

/** One line of `GET /api/events/:id/history`: a game's change, or the event's, a team's or a squad's. */
interface EventHistoryEntry {
  id: string;
  at: string;
  action: string;
  user: HistoryEntry['user'];
  game?: { _id: string; home: string | null; away: string | null; change: HistoryChange };
  entity?: string;
}

const ENTITY_KEYS = {
  event: 'admin-staff.history.event',
  team: 'admin-staff.history.team',
  squad: 'admin-staff.history.squad',
  player: 'admin-staff.history.player',
} as const;

/**
 * The event's trail for its organisers: who (name, role, score-entry link) recorded or changed what
 * and when, games and teams together, newest first. Read from the server when asked for.
 */
export function EventHistory({ eventId }: { eventId: string }) {
  const t = useT();
  const [entries, setEntries] = useState<EventHistoryEntry[] | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const load = async () => {
    setState('loading');
    try {
      const res = await apiGet(`/api/events/${eventId}/history`);
      setEntries(res.entries ?? []);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  const now = new Date();
  return (
    <section className="staff-section" aria-labelledby="staff-history-title">
      <h2 id="staff-history-title">{t('admin-staff.history.title')}</h2>
      <p className="muted">{t('admin-staff.history.intro')}</p>
      <p className="actions">
        <button type="button" className="btn btn-ghost" disabled={state === 'loading'} onClick={() => void load()}>
          {entries ? t('admin-staff.history.reload') : t('admin-staff.history.show')}
        </button>
      </p>
      {state === 'failed' && <p className="form-message is-error">{t('admin-staff.history.failed')}</p>}
      {entries && entries.length === 0 && <p className="muted">{t('admin-games.historyEmpty')}</p>}
      {entries && entries.length > 0 && (
        <ol className="staff-history" aria-label={t('admin-games.historyList')}>
          {entries.map((e) => (
            <li key={e.id} className="staff-history-item">
              <span className="staff-history-line">
                <time dateTime={e.at}>{historyTime(e.at, now)}</time> · <HistoryAuthor user={e.user} /> ·{' '}
                {e.game ? (
                  <>
                    <Name>{e.game.home ?? '?'}</Name> – <Name>{e.game.away ?? '?'}</Name>: {historyChangeText(e.game.change)}
                  </>
                ) : (
                  t(ENTITY_KEYS[(e.entity ?? 'event') as keyof typeof ENTITY_KEYS] ?? ENTITY_KEYS.event)
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
