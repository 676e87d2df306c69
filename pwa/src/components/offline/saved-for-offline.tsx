import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { db } from '../../data/db';
import { saveEventOffline, setFollow } from '../../data/offline-events';
import { useOnline } from '../../data/online';
import { useT } from '../../i18n';
import { ShareActions } from '../share/share-actions';
import { FollowNotice, followTapped, usePushOn, type NoticeState } from './follow-notice';
import { ageText, useNow } from './age';
import './offline.css';

/** A saved copy younger than this is not fetched again on opening the page. */
const FRESH_MS = 60_000;
/** Opening an event saves it this long after the page is up. */
const SAVE_AFTER_MS = 4_000;
/** After a live change, the saved copy is brought up to date once things settle. */
const AFTER_LIVE_MS = 15_000;

/**
 * On the event page: saves the whole edition for offline reading when it is opened (and again in
 * the background after live changes), says how old the saved copy is, and holds the Follow star
 * that keeps the edition saved.
 */
export default function SavedForOffline({ eventId, name, liveTick }: { eventId: string; name: string; liveTick: number }) {
  const t = useT();
  const online = useOnline();
  const now = useNow();
  const saved = useLiveQuery(async () => (await db.savedEvents.get(eventId)) ?? null, [eventId]);
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const started = useRef<string | null>(null);
  const opening = useRef<ReturnType<typeof setTimeout> | null>(null);

  const save = useRef(async (_scope: 'all' | 'live' = 'all') => {});
  save.current = async (scope = 'all') => {
    setState('saving');
    try {
      await saveEventOffline(eventId, name, undefined, { scope });
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  useEffect(() => {
    if (!online || saved === undefined || started.current === eventId) return;
    started.current = eventId;
    if (saved && Date.now() - saved.savedAt <= FRESH_MS) return;
    // After the page has settled: saving a whole edition must not slow down the first screen.
    const id = setTimeout(() => void save.current(), SAVE_AFTER_MS);
    opening.current = id;
  }, [eventId, online, saved]);
  useEffect(
    () => () => {
      if (opening.current) clearTimeout(opening.current);
    },
    [eventId],
  );

  // Throttled, not debounced: a goal a minute through a whole match must not postpone it forever.
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (liveTick === 0 || !online || pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      void save.current('live');
    }, AFTER_LIVE_MS);
  }, [liveTick, online]);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );

  let text: string;
  if (saved) text = t('saved.updated', { age: ageText(t, saved.savedAt, now) });
  else if (state === 'failed' || !online) text = t('saved.notYet');
  else text = t('saved.saving');
  return (
    <div className="saved-offline">
      <span className={saved ? 'saved-offline__status saved-offline__status--saved' : 'saved-offline__status'} role="status">
        {text}
      </span>
      <span className="saved-offline__actions">
        <ShareActions calendarPath={`/api/events/${eventId}/calendar.ics`} />
        <FollowStar
          followKey={`event:${eventId}`}
          kind="event"
          eventId={eventId}
          label={name}
          calendarPath={`/api/events/${eventId}/calendar.ics`}
        />
      </span>
    </div>
  );
}

/**
 * ☆ Follow / ★ Following: a followed event (or a followed team's event) stays saved for offline, and
 * the tap that follows asks whether this phone should get notifications of its games.
 */
export function FollowStar({
  followKey,
  kind,
  eventId,
  label,
  eventName,
  calendarPath,
}: {
  followKey: string;
  kind: 'event' | 'team';
  eventId: string;
  label: string;
  /** For a team: its event's name, to save that edition when the team is followed. */
  eventName?: string;
  /** The calendar feed offered where notifications are not possible. */
  calendarPath: string;
}) {
  const t = useT();
  const followed = useLiveQuery(async () => !!(await db.follows.get(followKey)), [followKey]);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const pushOn = usePushOn();
  const toggle = async () => {
    const on = !followed;
    const result = await followTapped(on, () => setFollow({ key: followKey, kind, eventId, label }, on));
    setNotice(result);
    if (on && navigator.onLine) void saveEventOffline(eventId, eventName ?? label).catch(() => {});
  };
  return (
    <>
      <button
        type="button"
        className={followed ? 'follow-star follow-star--on' : 'follow-star'}
        aria-pressed={!!followed}
        title={t(kind === 'event' ? 'saved.follow.eventHint' : 'saved.follow.teamHint')}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{followed ? '★' : '☆'}</span> {followed ? t('saved.follow.on') : t('saved.follow.off')}
      </button>
      {followed && (notice || pushOn) ? (
        <FollowNotice state={notice ?? 'on'} brief={!notice} calendarPath={calendarPath} onChange={setNotice} />
      ) : null}
    </>
  );
}
