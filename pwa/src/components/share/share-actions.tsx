import { useState } from 'react';
import { useLocale, useT } from '../../i18n';
import { calendarSubscriptionUrl } from './calendar-url';
import './share.css';

/** Share (the phone's own share sheet, or the link copied where there is none) and Add to calendar. */
export function ShareActions({ calendarPath }: { calendarPath?: string }) {
  const t = useT();
  const locale = useLocale();
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: document.title, url });
        return;
      } catch (err) {
        // Closing the share sheet is not a failure; anything else falls back to copying.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      window.prompt(t('share.copyPrompt'), url);
    }
  };
  return (
    <span className="share-actions">
      <button type="button" className="share-actions__button" onClick={() => void share()}>
        {copied ? t('share.copied') : t('share.share')}
      </button>
      {calendarPath ? (
        <>
          <a className="share-actions__button" href={calendarSubscriptionUrl(calendarPath, locale, window.location)}>
            {t('share.subscribeCalendar')}
          </a>
          <a className="share-actions__button" href={`${calendarPath}?lang=${encodeURIComponent(locale)}`} download>
            {t('share.addToCalendar')}
          </a>
        </>
      ) : null}
    </span>
  );
}
