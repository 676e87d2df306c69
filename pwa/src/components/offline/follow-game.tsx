import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { db } from '../../data/db';
import { followKey } from '../../data/follows';
import { setFollow } from '../../data/offline-events';
import { useT } from '../../i18n';
import { FollowNotice, followTapped, usePushOn, type NoticeState } from './follow-notice';
import './offline.css';

/**
 * The game page's bell: follows this one game (kick-off, goals, full time, a change of time or
 * pitch), for a parent who cares about one match rather than a whole team. Its own chunk.
 */
export default function FollowGame({ gameId, eventId, label }: { gameId: string; eventId: string; label: string }) {
  const t = useT();
  const key = followKey('game', gameId);
  const followed = useLiveQuery(async () => !!(await db.follows.get(key)), [key]);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const pushOn = usePushOn();
  const toggle = async () => {
    const on = !followed;
    setNotice(await followTapped(on, () => setFollow({ key, kind: 'game', eventId, label }, on)));
  };
  return (
    <>
      <button
        type="button"
        className={followed ? 'follow-star follow-star--on' : 'follow-star'}
        aria-pressed={!!followed}
        title={t('saved.push.bell.hint')}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{followed ? '🔔' : '🔕'}</span> {followed ? t('saved.push.bell.on') : t('saved.push.bell.off')}
      </button>
      {followed && (notice || pushOn) ? (
        <FollowNotice state={notice ?? 'on'} brief={!notice} calendarPath={`/api/events/${eventId}/calendar.ics`} onChange={setNotice} />
      ) : null}
    </>
  );
}
