import { useEffect, useState } from 'react';
import { currentSubscription, disableNotifications, enableNotifications, followsChanged, type EnableResult } from '../../data/follows';
import { useLocale, useT } from '../../i18n';
import { calendarSubscriptionUrl } from '../share/calendar-url';

export type NoticeState = EnableResult | 'off';

/**
 * What a tap on Follow or the bell did for notifications on this phone, said right under it: on
 * (with a way to turn them off), blocked, or not possible here, with the calendar feed instead.
 * Shown only after a tap, never on load.
 */
export function FollowNotice({
  state,
  calendarPath,
  onChange,
  brief = false,
}: {
  state: NoticeState;
  calendarPath: string;
  onChange: (s: NoticeState) => void;
  /** Notifications already on when the page opened: a short line with the way to turn them off. */
  brief?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const calendar = (
    <a className="follow-notice__link" href={calendarSubscriptionUrl(calendarPath, locale, window.location)}>
      {t('saved.push.calendar')}
    </a>
  );
  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) {
        const result = await enableNotifications();
        await followsChanged();
        onChange(result);
      } else {
        await disableNotifications();
        onChange('off');
      }
    } finally {
      setBusy(false);
    }
  };
  let body;
  switch (state) {
    case 'on':
      body = (
        <>
          {t(brief ? 'saved.push.onBrief' : 'saved.push.on')}{' '}
          <button type="button" className="follow-notice__button" disabled={busy} onClick={() => void toggle(false)}>
            {t('saved.push.turnOff')}
          </button>
        </>
      );
      break;
    case 'off':
      body = (
        <>
          {t('saved.push.off')}{' '}
          <button type="button" className="follow-notice__button" disabled={busy} onClick={() => void toggle(true)}>
            {t('saved.push.turnOn')}
          </button>
        </>
      );
      break;
    case 'denied':
      body = t('saved.push.denied');
      break;
    case 'failed':
      body = t('saved.push.failed');
      break;
    case 'installFirst':
      body = (
        <>
          {t('saved.push.installFirst')} {calendar}
        </>
      );
      break;
    case 'unsupported':
      body = (
        <>
          {t('saved.push.unsupported')} {calendar}
        </>
      );
      break;
  }
  return (
    <span className="follow-notice" role="status">
      {body}
    </span>
  );
}

/** The tap on Follow or the bell: the permission question first (it must come from the tap), then the list. */
export async function followTapped(on: boolean, change: () => Promise<void>): Promise<NoticeState | null> {
  const asked = on ? enableNotifications() : null;
  await change();
  const result = asked ? await asked : null;
  void followsChanged();
  return result;
}

/**
 * Whether this browser already has notifications on (asked of the browser, which never prompts for
 * it): a followed page then says so, with the way to turn them off, without any tap.
 */
export function usePushOn(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    let live = true;
    currentSubscription()
      .then((sub) => live && setOn(!!sub))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return on;
}
